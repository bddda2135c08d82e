#!/usr/bin/env bash
# Writes a SwiftPM artifact bundle of errata's release binary, and the plugin package that uses it:
#
#   dist/errata.artifactbundle/          info.json, errata-<version>-<triple>/bin/errata
#   dist/errata.artifactbundle.zip       the bundle as SwiftPM downloads it
#   dist/errata.artifactbundle.zip.sha256   `swift package compute-checksum` of the .zip
#   dist/ErrataPlugins/                  Distribution/ErrataPlugins/Package.swift, the plugins'
#                                        sources and a copy of the bundle
#
# The binary has the Swift runtime and libcmark-gfm linked in (scripts/release-build.sh), and
# glibc's malloc: Debian ships mimalloc as a shared library only, and the bundle must run where
# only the C and C++ runtime libraries are. The script fails when the binary needs any other
# library. One variant, for the triple of the machine it runs on; bundles built on other machines
# are merged by listing their variants in one info.json.
#
# ERRATA_BUNDLE_URL=https://…/errata.artifactbundle.zip makes dist/ErrataPlugins name the
# published .zip and its checksum instead of the copy beside it (a package to publish).
# ERRATA_BINARY=path skips the release build and bundles that binary (for a quick look; the
# library check still applies). DIST=folder writes elsewhere than dist/.
set -euo pipefail

cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
dist=${DIST:-dist}

log() { printf 'artifactbundle: %s\n' "$*" >&2; }

. scripts/apt.sh
command -v zip >/dev/null 2>&1 || apt_install zip || { log "error: zip is needed"; exit 1; }

bin=${ERRATA_BINARY:-$(ERRATA_MALLOC=system scripts/release-build.sh)}
[[ -x $bin ]] || { log "error: no errata binary at $bin"; exit 1; }

# The shared libraries the binary loads: only those every Linux system has (the C library and
# its parts, the C++ and GCC runtime libraries).
allowed='^(linux-vdso|ld-linux[-a-z0-9_]*|libc|libm|libdl|libpthread|librt|libutil|libstdc\+\+|libgcc_s)\.so'
if command -v readelf >/dev/null 2>&1; then
    needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
    unexpected=$(grep -Ev "$allowed" <<<"$needed" || true)
    if [[ -n $unexpected ]]; then
        log "error: $bin needs libraries a bare system lacks:"
        printf '  %s\n' $unexpected >&2
        exit 1
    fi
    log "the binary loads only: $(tr '\n' ' ' <<<"$needed")"
fi

version=$("$bin" --version)
triple=$("$SWIFT" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
variant=errata-$version-$triple

mkdir -p "$dist"
bundle=$dist/errata.artifactbundle
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256"
mkdir -p "$bundle/$variant/bin"
# Without its symbol tables: a smaller download, at the cost of function names in a crash's
# backtrace.
strip -o "$bundle/$variant/bin/errata" "$bin" 2>/dev/null || cp "$bin" "$bundle/$variant/bin/errata"
chmod 755 "$bundle/$variant/bin/errata"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "errata": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/errata",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
# Stored with one fixed time, without owners (-X), in a fixed order: the same binary gives the
# same checksum.
find "$bundle" -exec touch -h -d '2000-01-01T00:00:00Z' {} +
(cd "$dist" && find errata.artifactbundle -print | LC_ALL=C sort | TZ=UTC zip -q -X -@ errata.artifactbundle.zip)
checksum=$("$SWIFT" package compute-checksum "$bundle.zip")
printf '%s\n' "$checksum" >"$bundle.zip.sha256"

package=$dist/ErrataPlugins
rm -rf "$package"
mkdir -p "$package/Plugins"
# -L: the plugins' shared sources are a symbolic link in the repository.
cp -RL Plugins/ErrataBuildPlugin Plugins/ErrataCheckPlugin Plugins/ErrataGeneratePlugin "$package/Plugins/"
if [[ -n ${ERRATA_BUNDLE_URL:-} ]]; then
    sed "s|\.binaryTarget(name: \"errata\", path: \"errata.artifactbundle\")|.binaryTarget(name: \"errata\", url: \"$ERRATA_BUNDLE_URL\", checksum: \"$checksum\")|" \
        Distribution/ErrataPlugins/Package.swift >"$package/Package.swift"
    grep -q "checksum: \"$checksum\"" "$package/Package.swift" || { log "error: the binary target was not rewritten"; exit 1; }
else
    cp Distribution/ErrataPlugins/Package.swift "$package/Package.swift"
    cp -R "$bundle" "$package/errata.artifactbundle"
fi
log "errata $version for $triple: $bundle ($(du -sh "$bundle.zip" | cut -f1) zipped, checksum $checksum)"
printf '%s\n' "$PWD/$dist"
