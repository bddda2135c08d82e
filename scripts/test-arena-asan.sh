#!/usr/bin/env bash
# Builds errata's arena with AddressSanitizer and checks that it reports bad accesses to arena
# memory (scripts/arena/asan-check.c): each of modes 1 to 4 must be stopped with an
# AddressSanitizer report, and mode 0 must finish. Run by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."

CC=${CC:-clang}
command -v "$CC" >/dev/null || { echo "test-arena-asan: no $CC (the Swift toolchain ships clang)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$CC" -std=c11 -Wall -Wextra -Werror -g -fsanitize=address -ISources/CErrataSupport/include \
    Sources/CErrataSupport/errata_arena.c scripts/arena/asan-check.c -o "$work/asan-check" -lpthread \
    2> >(grep -v "Cannot export local symbol" >&2)
failed=0
for mode in 0 1 2 3 4; do
    if output=$(ASAN_OPTIONS=detect_leaks=0 "$work/asan-check" "$mode" 2>&1); then
        reported=no
    else
        reported=$(grep -q "ERROR: AddressSanitizer" <<<"$output" && echo yes || echo crashed)
    fi
    expected=$([[ $mode == 0 ]] && echo no || echo yes)
    if [[ $reported != "$expected" ]]; then
        echo "test-arena-asan: mode $mode: AddressSanitizer report: $reported, expected $expected" >&2
        failed=1
    fi
done
[[ $failed == 0 ]] && echo "test-arena-asan: the arena's poisoning reports all 4 bad accesses"
exit $failed
