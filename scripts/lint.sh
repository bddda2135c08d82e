#!/usr/bin/env bash
# Lint the Swift sources with the swift-format that ships with the toolchain (config: .swift-format).
# Exits non-zero on any finding (--strict turns warnings into errors).
set -euo pipefail

cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}

if ! "$SWIFT" format --version >/dev/null 2>&1; then
    echo "lint: '$SWIFT format' is not available; it ships with Swift 6 toolchains." >&2
    exit 1
fi

# The recorded outputs of the reference tests (Tests/*/Expected) stay as errata writes them.
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find Sources Tests Plugins Examples/*/Sources Examples/*/Tests \
        -name '*.swift' -not -path '*/Expected/*' | sort)
"$SWIFT" format lint --strict Package.swift Examples/*/Package.swift Distribution/*/Package.swift "${files[@]}"
