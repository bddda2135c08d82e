#!/usr/bin/env bash
# Regenerate into a temporary folder with the already-built errata and compare with generated/.
# Builds nothing: run `swift build` (or `make build` / `make test`) first.
set -euo pipefail

cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
CONFIG=${CONFIG:-debug}

# errata writes only inside the project: the fresh output goes in .build/ (ignored by git).
mkdir -p .build
tmp=$(mktemp -d "$PWD/.build/check-generated.XXXXXX")
difffile=$(mktemp)
trap 'rm -rf "$tmp" "$difffile"' EXIT

"$SWIFT" run --configuration "$CONFIG" --skip-build errata build --quiet --output "$tmp"

if ! diff -r "$tmp" generated >"$difffile" 2>&1; then
    head -n 200 "$difffile"
    echo "generated/ is out of date: run 'make run' and commit generated/" >&2
    exit 1
fi
echo "generated/ is up to date"
