#!/usr/bin/env bash
# Writes a benchmark corpus of real documentation that errata's developers did not write.
#
#   scripts/make-real-corpus.sh [nodejs|fastapi] DIR
#
# nodejs (the default): the Node.js API reference as Debian ships it (package nodejs-doc), under
# four language folders. DIR becomes a self-contained errata project: DIR/errata.yml and
# DIR/docs-src/node/<lang>/*.md, with en as the source language and ko, ja and zh holding the same
# English pages. The pages are real Markdown (headings, long reference-link lists, JavaScript and
# JSON samples, HTML tables and comments); the copies make it a doc set in four languages, without
# translation drift. Fetched with `apt-get download` (no root needed), unpacked with dpkg-deb.
#
# fastapi: FastAPI's documentation as its source distribution on PyPI ships it (fastapi 0.100.0):
# a MkDocs site really translated, English and 13 languages (docs/<lang>/docs/**/*.md, 358 pages,
# 3.3 MB), with admonitions, content tabs, code and the drift of years of translation. DIR gets
# DIR/docs-src/fastapi/<lang>/ and an errata.yml. Fetched with `pip download` (the archive's
# SHA-256 is checked).
#
# The version is recorded in DIR/SOURCE; DIR is kept when it was written from the same version.
# Exits 0 when DIR is ready, 3 when the source cannot be fetched (no apt-get or pip, no network),
# 1 on any other failure.
set -euo pipefail

KIND=nodejs
if [[ $# -eq 2 ]]; then
    KIND=$1
    shift
fi
[[ $# -eq 1 && ($KIND == nodejs || $KIND == fastapi) ]] || { echo "usage: $0 [nodejs|fastapi] DIR" >&2; exit 1; }
DIR=$1
# Absolute, since the pages are copied from inside the unpacked archive.
[[ $DIR == /* ]] || DIR=$(pwd)/$DIR

log() { printf 'make-real-corpus: %s\n' "$*" >&2; }

if [[ $KIND == fastapi ]]; then
    VERSION=0.100.0
    SHA256=acb5f941ea8215663283c10018323ba7ea737c571b67fc7e88e9469c7eb1d12e
    if [[ -f $DIR/SOURCE && $(cat "$DIR/SOURCE") == "fastapi $VERSION python-markdown fallback" ]]; then
        exit 0
    fi
    python3 -m pip --version >/dev/null 2>&1 || { log "pip is needed to fetch fastapi $VERSION"; exit 3; }
    work=$(mktemp -d "${TMPDIR:-/tmp}/errata-real-corpus.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    python3 -m pip download -q --no-deps --no-binary :all: -d "$work" "fastapi==$VERSION" >/dev/null 2>&1 || {
        log "could not download fastapi $VERSION from PyPI"
        exit 3
    }
    archive=$work/fastapi-$VERSION.tar.gz
    [[ -f $archive ]] || { log "pip did not write $archive"; exit 1; }
    echo "$SHA256  $archive" | sha256sum -c --status || { log "fastapi-$VERSION.tar.gz: unexpected SHA-256"; exit 1; }
    tar -xzf "$archive" -C "$work"
    rm -rf "$DIR"
    languages=()
    for folder in "$work/fastapi-$VERSION"/docs/*/docs; do
        language=$(basename "$(dirname "$folder")")
        # `em` is the site's emoji test language, not a language.
        [[ $language == em ]] && continue
        languages+=("$language")
        mkdir -p "$DIR/docs-src/fastapi/$language"
        (cd "$folder" && find . -name '*.md' -print0 | xargs -0 cp --parents -t "$DIR/docs-src/fastapi/$language")
    done
    {
        echo "# errata configuration for a benchmark corpus written by scripts/make-real-corpus.sh: FastAPI's"
        echo "# documentation (fastapi $VERSION on PyPI), English and its translations."
        echo "version: 1"
        echo "docs: docs-src"
        echo "output: generated"
        echo "renderer: python-markdown   # a MkDocs site, as errata init writes it for one"
        echo "fallback: source   # its build shows the English page where a translation lacks one"
        echo
        echo "products:"
        echo "  fastapi:"
        echo "    name: FastAPI"
        echo "    source: en"
        echo "    languages:"
        echo "      en: en"
        for language in "${languages[@]}"; do
            [[ $language == en ]] && continue
            bundle=$language
            [[ $language == zh ]] && bundle=zh-Hans
            echo "      $language: $bundle"
        done
    } >"$DIR/errata.yml"
    echo "fastapi $VERSION python-markdown fallback" >"$DIR/SOURCE"
    log "wrote $DIR from fastapi $VERSION ($(find "$DIR/docs-src" -name '*.md' | wc -l) pages)"
    exit 0
fi

PACKAGE=nodejs-doc
LANGUAGES=(en ko ja zh)

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
