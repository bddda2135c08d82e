#!/usr/bin/env bash
# Writes a benchmark corpus of real documentation that errata's developers did not write: the
# Node.js API reference as Debian ships it (package nodejs-doc), under four language folders.
#
#   scripts/make-real-corpus.sh DIR
#
# DIR becomes a self-contained errata project: DIR/errata.yml and DIR/docs-src/node/<lang>/*.md,
# with en as the source language and ko, ja and zh holding the same English pages. The pages are
# real Markdown (headings, long reference-link lists, JavaScript and JSON samples, HTML tables and
# comments); the copies make it a doc set in four languages, without translation drift.
#
# The package is fetched with `apt-get download` (no root needed) and unpacked with dpkg-deb; its
# version is recorded in DIR/SOURCE. DIR is kept when it was written from the same package version.
# Exits 0 when DIR is ready, 3 when the package cannot be fetched (no apt-get, no network), 1 on
# any other failure.
set -euo pipefail

[[ $# -eq 1 ]] || { echo "usage: $0 DIR" >&2; exit 1; }
DIR=$1
PACKAGE=nodejs-doc
LANGUAGES=(en ko ja zh)

log() { printf 'make-real-corpus: %s\n' "$*" >&2; }

command -v apt-get >/dev/null 2>&1 && command -v dpkg-deb >/dev/null 2>&1 || {
    log "apt-get and dpkg-deb are needed to fetch $PACKAGE"
    exit 3
}
candidate() { apt-cache policy "$PACKAGE" 2>/dev/null | awk '/Candidate:/ { print $2 }'; }
version=$(candidate)
if [[ -z $version || $version == "(none)" ]] && [[ $(id -u) -eq 0 ]]; then
    # A fresh machine may have no package lists yet.
    apt-get update -qq >/dev/null 2>&1 || true
    version=$(candidate)
fi
if [[ -z $version || $version == "(none)" ]]; then
    log "$PACKAGE is not known to apt here"
    exit 3
fi
if [[ -f $DIR/SOURCE && $(cat "$DIR/SOURCE") == "$PACKAGE $version" ]]; then
    exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/errata-real-corpus.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download -qq "$PACKAGE=$version" >/dev/null 2>&1) || {
    log "could not download $PACKAGE $version"
    exit 3
}
dpkg-deb -x "$work"/"$PACKAGE"_*.deb "$work/root"
api=$work/root/usr/share/doc/nodejs/api
compgen -G "$api/*.md.gz" >/dev/null || { log "$PACKAGE $version holds no api/*.md.gz"; exit 1; }

rm -rf "$DIR"
for language in "${LANGUAGES[@]}"; do
    mkdir -p "$DIR/docs-src/node/$language"
    for page in "$api"/*.md.gz; do
        name=$(basename "$page" .gz)
        gzip -dc "$page" >"$DIR/docs-src/node/$language/$name"
    done
done
cat >"$DIR/errata.yml" <<EOF
# errata configuration for a benchmark corpus written by scripts/make-real-corpus.sh: the Node.js
# API reference ($PACKAGE $version), the same English pages under four language folders.
version: 1
docs: docs-src
output: generated

products:
  node:
    name: Node
    source: en
    languages:
      en: en
      ko: ko
      ja: ja
      zh: zh
EOF
echo "$PACKAGE $version" >"$DIR/SOURCE"
log "wrote $DIR from $PACKAGE $version ($(find "$DIR/docs-src" -name '*.md' | wc -l) pages)"
