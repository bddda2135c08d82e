#!/usr/bin/env bash
# Builds errata's release binary the way it is meant to be installed, and prints its path on
# standard output (everything else goes to standard error).
#
# On Linux, two things make the binary faster than a plain `swift build -c release` (measured on
# `errata check` of the N = 64 benchmark corpus, alternating binaries, median wall time):
#
#  - The Swift runtime, the standard library and Foundation are linked in (--static-swift-stdlib),
#    as Swift command-line tools are shipped for Linux: the process starts faster, and the many
#    calls into the runtime (retain, release, allocation) are direct calls. About 8 %.
#  - Memory comes from tcmalloc (Debian libtcmalloc-minimal4, installed with apt-get when missing
#    and possible) instead of glibc's malloc: errata allocates many small strings and arrays on
#    every core at once, and frees them on other threads. About 12 % more.
#  - Link-time optimization across errata's modules (SwiftPM's --experimental-lto-mode full):
#    the Markdown, core and command modules are optimized as one, so the byte-level helpers
#    are inlined where they are called. 2.8 % fewer instructions on N = 64; when a toolchain
#    cannot build that way, the build is done again without it.
#
# ERRATA_MALLOC=system keeps glibc's malloc; ERRATA_LTO=0 builds without link-time optimization.
# On macOS this is `swift build -c release`.
# The binary needs libcmark-gfm (and, when linked with it, libtcmalloc-minimal4) at run time.
set -euo pipefail

cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

log() { printf 'release-build: %s\n' "$*" >&2; }

. scripts/apt.sh

# The tcmalloc shared library, by its file name (the runtime package has no unversioned link).
find_tcmalloc() {
    local dir
    for dir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
        if [[ -e $dir/libtcmalloc_minimal.so.4 ]]; then
            printf '%s\n' "$dir/libtcmalloc_minimal.so.4"
            return 0
        fi
    done
    return 1
}

flags=(-c release --product errata)
# Each set of link flags builds in a folder of its own: SwiftPM does not relink when only they change.
scratch=.build
# Linux toolchains ship the static runtime next to the shared one (macOS has its runtime in the
# system). `uname -s` is not asked: some sandboxes report another name.
toolchain_lib=$(cd "$(dirname "$(command -v "$SWIFT")")/../lib" 2>/dev/null && pwd || true)
if [[ -n $toolchain_lib && -d $toolchain_lib/swift_static/linux ]]; then
    flags+=(--static-swift-stdlib)
    scratch=.build-release-static
    if [[ ${ERRATA_MALLOC:-tcmalloc} != system ]]; then
        # A faster malloc for the release binary, when it can be installed.
        find_tcmalloc >/dev/null || apt_install libtcmalloc-minimal4 || true
        if tcmalloc=$(find_tcmalloc); then
            # Linked by file name, ahead of libc, so that every malloc of the process is tcmalloc's.
            flags+=(-Xlinker "-L$(dirname "$tcmalloc")" -Xlinker "-l:$(basename "$tcmalloc")")
            scratch=$scratch-tcmalloc
        else
            log "note: libtcmalloc-minimal4 is not installed and cannot be installed here; using glibc's malloc"
        fi
    fi
fi

# Link-time optimization where the static runtime is linked in (Linux), in a folder of its own.
if [[ $scratch != .build && ${ERRATA_LTO:-1} != 0 ]]; then
    lto_flags=("${flags[@]}" --experimental-lto-mode full --scratch-path "$scratch-lto")
    log "$SWIFT build ${lto_flags[*]}"
    if "$SWIFT" build "${lto_flags[@]}" >&2; then
        flags=("${lto_flags[@]}")
    else
        log "note: the build with link-time optimization failed; building without it"
        flags+=(--scratch-path "$scratch")
    fi
else
    flags+=(--scratch-path "$scratch")
fi
log "$SWIFT build ${flags[*]}"
"$SWIFT" build "${flags[@]}" >&2
bin="$("$SWIFT" build "${flags[@]}" --show-bin-path)/errata"
[[ -x $bin ]] || { log "error: no errata binary at $bin"; exit 1; }
printf '%s\n' "$bin"
