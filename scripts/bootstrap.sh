#!/usr/bin/env bash
# Install what errata needs to build and test, if it is missing.
# Quiet (one short line) when everything is already there. Safe to run repeatedly.
#
# Needs: pkg-config, libcmark-gfm (+ extensions) headers and pkg-config file,
# the cmark-gfm CLI (benchmarks), make (for the Makefile; the official Swift
# Debian images lack it), and a Swift toolchain on PATH.
# python3's `jsonschema` (for the SARIF validation test) is installed with pip when python3 is there.
set -euo pipefail

log() { printf 'bootstrap: %s\n' "$*" >&2; }

# --- Swift toolchain -------------------------------------------------------
if ! command -v swift >/dev/null 2>&1; then
    log "error: 'swift' is not on PATH."
    log "Install a Swift 6 toolchain (https://www.swift.org/install/) and add its usr/bin to PATH."
    exit 1
fi

# --- Optional: python3's jsonschema, for the SARIF validation test ---------
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
    log "installing the python3 module jsonschema (validates SARIF in the tests)"
    python3 -m pip install --quiet jsonschema >/dev/null 2>&1 \
        || python3 -m pip install --quiet --break-system-packages jsonschema >/dev/null 2>&1 \
        || log "note: could not install jsonschema; the SARIF validation test will be skipped"
fi

# --- Detect what is missing --------------------------------------------------
have_pkg_config=0
have_cmark_lib=0
have_cmark_ext=0
have_cmark_cli=0
have_make=0

command -v pkg-config >/dev/null 2>&1 && have_pkg_config=1
command -v cmark-gfm >/dev/null 2>&1 && have_cmark_cli=1
command -v make >/dev/null 2>&1 && have_make=1

if [[ $have_pkg_config -eq 1 ]] && pkg-config --exists libcmark-gfm 2>/dev/null; then
    have_cmark_lib=1
fi

# The extensions header: look in the pkg-config include dirs, then the usual places.
# (Debian ships no libcmark-gfm-extensions.pc, so only ask about libcmark-gfm; pkg-config
# also omits system dirs such as /usr/include, hence the fallback list.)
ext_header=cmark-gfm-core-extensions.h
header_dirs=()
if [[ $have_pkg_config -eq 1 ]]; then
    for flag in $(pkg-config --cflags-only-I libcmark-gfm 2>/dev/null || true); do
        header_dirs+=("${flag#-I}")
    done
fi
header_dirs+=(/usr/include /usr/local/include /opt/homebrew/include)
for dir in "${header_dirs[@]}"; do
    if [[ -f "$dir/$ext_header" ]]; then
        have_cmark_ext=1
        break
    fi
done

if [[ $have_pkg_config -eq 1 && $have_cmark_lib -eq 1 && $have_cmark_ext -eq 1 && $have_cmark_cli -eq 1 \
    && $have_make -eq 1 ]]; then
    exit 0
fi

missing_desc=()
[[ $have_pkg_config -eq 1 ]] || missing_desc+=("pkg-config")
[[ $have_cmark_lib -eq 1 ]] || missing_desc+=("libcmark-gfm (pkg-config module)")
[[ $have_cmark_ext -eq 1 ]] || missing_desc+=("$ext_header")
[[ $have_cmark_cli -eq 1 ]] || missing_desc+=("cmark-gfm CLI")
[[ $have_make -eq 1 ]] || missing_desc+=("make")
log "missing: ${missing_desc[*]}"

# --- Install ---------------------------------------------------------------
os=$(uname -s)

if [[ $os == Darwin ]]; then
    if command -v brew >/dev/null 2>&1; then
        log "running: brew install cmark-gfm pkg-config"
        brew install cmark-gfm pkg-config
        if ! command -v make >/dev/null 2>&1; then
            log "note: 'make' is missing; install the Xcode command line tools: xcode-select --install"
        fi
        exit 0
    fi
    log "error: Homebrew not found. Install https://brew.sh, then run: brew install cmark-gfm pkg-config"
    exit 1
fi

if command -v apt-get >/dev/null 2>&1; then
    pkgs=()
    [[ $have_pkg_config -eq 1 ]] || pkgs+=(pkg-config)
    if [[ $have_cmark_lib -eq 0 || $have_cmark_ext -eq 0 ]]; then
        pkgs+=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
    fi
    [[ $have_cmark_cli -eq 1 ]] || pkgs+=(cmark-gfm)
    [[ $have_make -eq 1 ]] || pkgs+=(make)

    if [[ $(id -u) -eq 0 ]]; then
        sudo_cmd=()
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo_cmd=(sudo)
    else
        log "error: need root to install packages. Run:"
        log "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${pkgs[*]}"
        exit 1
    fi

    log "installing: ${pkgs[*]}"
    "${sudo_cmd[@]}" apt-get update -qq
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${pkgs[@]}"

    # Verify.
    if ! pkg-config --exists libcmark-gfm; then
        log "error: libcmark-gfm still not found by pkg-config after installing."
        exit 1
    fi
    exit 0
fi

log "error: unsupported system ($os) for automatic installation. Install by hand:"
log "  - pkg-config"
log "  - libcmark-gfm and its extensions library, with headers and the libcmark-gfm.pc pkg-config file"
log "  - the cmark-gfm command-line tool"
log "  - make"
exit 1
