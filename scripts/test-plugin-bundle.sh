#!/usr/bin/env bash
# Tests errata's plugins on the artifact bundle as a user meets them (`make bundle-test`):
#
#  1. `make artifactbundle`'s bundle: info.json, the checksum, a binary that loads no
#     libcmark-gfm nor Swift runtime library, and a plugin package that declares the plugins as
#     errata's own manifest does.
#  2. Examples/ErrataBundleConsumer, built and tested from a copy with libcmark-gfm hidden from
#     pkg-config: its build log shows errata's step and no errata module compiled; findings on
#     the .mdx pages carry absolute paths; an unchanged build runs no errata, an edited .mdx page
#     does; an error fails the build (the example's `plugin: {fail-on: error}`); errata-check and
#     errata-generate find the target's errata.yml, and the build still works after generate.
#  3. README's plugin recipe, word for word on a fresh package, but for the placeholders it names
#     (the package's URL and the guides' folder).
#
# The bundle is built without profile-guided optimization here (ERRATA_PGO=1 to keep it), to keep
# CI's time down: the test is about how the binary is packaged and used, not its speed.
set -euo pipefail

cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
repo=$PWD
failures=0

log() { printf 'bundle-test: %s\n' "$*" >&2; }
fail() {
    log "FAIL: $*"
    failures=$((failures + 1))
}
# expect_log LOG PATTERN WHAT: the log has a line matching the extended regular expression.
expect_log() { grep -Eq -- "$2" "$1" || fail "$3 (no line matching '$2' in $1)"; }
refute_log() { ! grep -Eq -- "$2" "$1" || fail "$3 ($(grep -Em1 -- "$2" "$1"))"; }

dist=$(ERRATA_PGO=${ERRATA_PGO:-0} scripts/artifactbundle.sh)
bundle=$dist/errata.artifactbundle
binary=$(echo "$bundle"/errata-*/bin/errata)
[[ -x $binary ]] || { log "FAIL: no binary in $bundle"; exit 1; }
python3 - "$bundle" <<'PY' || fail "info.json"
import json, pathlib, sys
bundle = pathlib.Path(sys.argv[1])
info = json.loads((bundle / "info.json").read_text())
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["errata"]
assert artifact["type"] == "executable", artifact
for variant in artifact["variants"]:
    assert (bundle / variant["path"]).is_file(), variant
    assert variant["supportedTriples"], variant
PY
[[ $(cat "$bundle.zip.sha256") == $("$SWIFT" package compute-checksum "$bundle.zip") ]] || fail "the .zip's checksum"
if ldd "$binary" | grep -Eq 'cmark|libswift|libFoundation|not found'; then
    fail "the bundled binary loads libraries a bare system lacks: $(ldd "$binary" | tr '\n' ' ')"
fi

# The plugin package declares the plugins as errata's own manifest does (both are written by hand).
plugins() {
    (cd "$1" && "$SWIFT" package dump-package) | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = [{key: target.get(key) for key in ("name", "pluginCapability")}
           for target in package["targets"] if target["type"] == "plugin"]
print(json.dumps(sorted(targets, key=lambda t: t["name"]), sort_keys=True))'
}
bundled_plugins=$(plugins "$dist/ErrataPlugins")
own_plugins=$(plugins .)
[[ $bundled_plugins == "$own_plugins" ]] ||
    fail "Distribution/ErrataPlugins/Package.swift declares the plugins otherwise than Package.swift:
  $bundled_plugins
  $own_plugins"

tmp=$(mktemp -d)
# KEEP=1 keeps the packages and build logs for a look.
if [[ ${KEEP:-0} == 1 ]]; then log "keeping $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
# libcmark-gfm hidden: pkg-config looks only in an empty folder, so a build that compiled errata
# would not find it.
mkdir -p "$tmp/pkgconfig" "$tmp/bin"
export PKG_CONFIG_LIBDIR=$tmp/pkgconfig PKG_CONFIG_PATH=
! pkg-config --exists libcmark-gfm 2>/dev/null || fail "libcmark-gfm is still visible to pkg-config"
# errata on PATH, as `make install` puts it, for the recipe's `errata init`.
ln -s "$binary" "$tmp/bin/errata"
export PATH=$tmp/bin:$PATH

# --- 2. The example package -------------------------------------------------------------------
consumer=$tmp/consumer
cp -R Examples/ErrataBundleConsumer "$consumer"
rm -rf "$consumer/.build"
sed -i "s|\.package(path: \"../../dist/ErrataPlugins\")|.package(path: \"$dist/ErrataPlugins\")|" "$consumer/Package.swift"
grep -q "$dist/ErrataPlugins" "$consumer/Package.swift" || fail "the example's dependency was not rewritten"
page=$consumer/Sources/ShopErrors/docs-src/shop/en/errors.mdx
cd "$consumer"
log "building $consumer"
"$SWIFT" build --build-tests >"$tmp/first.log" 2>&1 || { cat "$tmp/first.log" >&2; fail "the example's first build"; }
expect_log "$tmp/first.log" "errata: generating ShopErrors's errors" "the first build runs errata"
refute_log "$tmp/first.log" "Compiling (ErrataCore|ErrataMarkdown|errata|CCmarkGFM|Yams|ArgumentParser)|cmark" \
    "the first build compiles errata"
[[ -z $(find .build -name 'ErrataCore.build' -o -name 'ErrataMarkdown.build' | head -1) ]] || fail "errata's modules were built"
expect_log "$tmp/first.log" "^$page:[0-9]+:[0-9]+: warning: .*\[untranslated\]" "a finding with the page's absolute path"
"$SWIFT" test --skip-build >"$tmp/test.log" 2>&1 || { cat "$tmp/test.log" >&2; fail "the example's tests"; }
# What the first build did, as evidence in CI's log.
grep -E "errata: generating|Compiling|warning: .*untranslated|Build complete" "$tmp/first.log" | sed 's/^/  first build: /' >&2 || true
grep -E "^✔ Test run|^✘" "$tmp/test.log" | sed 's/^/  example tests: /' >&2 || true

"$SWIFT" build --build-tests >"$tmp/again.log" 2>&1 || fail "the unchanged build"
refute_log "$tmp/again.log" "errata: generating" "an unchanged build runs errata"
printf '\nMore about payments.\n' >>"$page"
"$SWIFT" build --build-tests >"$tmp/edited.log" 2>&1 || fail "the build after an .mdx edit"
expect_log "$tmp/edited.log" "errata: generating ShopErrors's errors" "an edited .mdx page runs errata again"

cp "$page" "$tmp/page.mdx"
sed -i 's/| 202 |/| 2020 |/' "$page"
if "$SWIFT" build --build-tests >"$tmp/failing.log" 2>&1; then
    fail "an error finding did not fail the build at plugin: {fail-on: error}"
fi
expect_log "$tmp/failing.log" "^$page:[0-9]+:[0-9]+: error: " "the error finding, with the page's absolute path"
expect_log "$tmp/failing.log" "at or above 'error' fail the build" "the message that says why the build failed"
cp "$tmp/page.mdx" "$page"

"$SWIFT" package errata-check >"$tmp/check.log" 2>&1 || { cat "$tmp/check.log" >&2; fail "errata-check"; }
expect_log "$tmp/check.log" "^Sources/ShopErrors/docs-src/shop/en/errors.mdx:[0-9]+:[0-9]+: warning: " \
    "errata-check found the target's errata.yml"
"$SWIFT" package --allow-writing-to-package-directory errata-generate >"$tmp/generate.log" 2>&1 ||
    { cat "$tmp/generate.log" >&2; fail "errata-generate"; }
[[ -f Sources/ShopErrors/.generated/Shop/Swift/ShopError.swift ]] || fail "errata-generate wrote no outputs"
"$SWIFT" build --build-tests >"$tmp/after-generate.log" 2>&1 ||
    { cat "$tmp/after-generate.log" >&2; fail "the build after errata-generate"; }
cd "$repo"

# --- 3. README's recipe -----------------------------------------------------------------------
# The section's first shell block and its Package.swift, as README shows them.
recipe=$tmp/recipe
mkdir -p "$recipe"
python3 - README.md "$recipe" <<'PY' || fail "README's plugin section has no recipe"
import pathlib, re, sys
text = pathlib.Path(sys.argv[1]).read_text()
section = text.split("\n## The build plugin\n", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"```(\w+)\n(.*?)```", section, re.S)
shell = next(body for kind, body in blocks if kind == "sh")
manifest = next(body for kind, body in blocks if kind == "swift" and body.startswith("// swift-tools-version"))
out = pathlib.Path(sys.argv[2])
(out / "recipe.sh").write_text(shell)
(out / "Package.swift.recipe").write_text(manifest)
PY
guides=$repo/Examples/ErrataBundleConsumer/Sources/ShopErrors/docs-src
grep -q 'path/to/docs-src' "$recipe/recipe.sh" || fail "the recipe names no guides folder"
sed -i "s|path/to/docs-src|$guides|" "$recipe/recipe.sh"
grep -q '.package(url: "https://github.com/<you>/ErrataPlugins", from: "0.1.0")' "$recipe/Package.swift.recipe" ||
    fail "the recipe names no ErrataPlugins package"
mkdir -p "$recipe/DemoErrors"
cd "$recipe/DemoErrors"
log "following README's recipe in $PWD"
bash -euo pipefail "$recipe/recipe.sh" >"$tmp/recipe.log" 2>&1 || { cat "$tmp/recipe.log" >&2; fail "the recipe's commands"; }
sed "s|.package(url: \"https://github.com/<you>/ErrataPlugins\", from: \"0.1.0\")|.package(path: \"$dist/ErrataPlugins\")|" \
    "$recipe/Package.swift.recipe" >Package.swift
"$SWIFT" build >"$tmp/recipe-build.log" 2>&1 || { cat "$tmp/recipe-build.log" >&2; fail "the recipe's swift build"; }
expect_log "$tmp/recipe-build.log" "errata: generating DemoErrors's errors" "the recipe's build runs errata"
refute_log "$tmp/recipe-build.log" "Compiling (ErrataCore|errata)|cmark" "the recipe's build compiles errata"
generated=$(find .build -name ErrataGenerated.swift | head -1)
[[ -n $generated ]] && grep -q 'public enum ShopError' "$generated" || fail "the recipe's build made no enum"
cd "$repo"

if ((failures)); then
    log "$failures failed"
    exit 1
fi
log "passed: the bundle, the example package and README's recipe"
