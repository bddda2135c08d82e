#!/usr/bin/env bash
# Builds errata's release binary the way it is meant to be installed, and prints its path on
# standard output (everything else goes to standard error).
#
# On Linux, three things make the binary faster than a plain `swift build -c release` (measured
# on `errata check` of the N = 64 benchmark corpus, alternating binaries, median wall time):
#
#  - The Swift runtime, the standard library and Foundation are linked in (--static-swift-stdlib),
#    as Swift command-line tools are shipped for Linux: the process starts faster, and the many
#    calls into the runtime (retain, release, allocation) are direct calls. About 8 %.
#  - Memory comes from mimalloc (Debian libmimalloc2.0) instead of glibc's malloc: errata
#    allocates many small strings and arrays on every core at once, and frees them on other
#    threads. About 8 % more. tcmalloc (libtcmalloc-minimal4) is as fast once running, but
#    zeroes 3.5 MB of page maps when it starts, 2 ms of every run (16 % of a small project's);
#    it is taken when mimalloc cannot be installed. Each is installed with apt-get when missing
#    and possible.
#  - Relative relocations packed (DT_RELR, where glibc is 2.36 or later): the binary starts
#    0.3 to 0.6 ms sooner (`errata --version` 4.0 to 4.4 ms, then 3.7 ms).
#  - Link-time optimization across errata's modules (SwiftPM's --experimental-lto-mode full):
#    the Markdown, core and command modules are optimized as one, so the byte-level helpers
#    are inlined where they are called. 2.8 % fewer instructions on N = 64; when a toolchain
#    cannot build that way, the build is done again without it.
#
# ERRATA_MALLOC=tcmalloc asks for tcmalloc, ERRATA_MALLOC=system keeps glibc's malloc;
# ERRATA_LTO=0 builds without link-time optimization. On macOS this is `swift build -c release`.
# The binary needs libcmark-gfm (and the allocator it is linked with) at run time.
set -euo pipefail

cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

log() { printf 'release-build: %s\n' "$*" >&2; }

. scripts/apt.sh

# An allocator's shared library, by its file name (the runtime packages have no unversioned
# link): `find_library libtcmalloc_minimal.so.4`.
find_library() {
    local dir
    for dir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
        if [[ -e $dir/$1 ]]; then
            printf '%s\n' "$dir/$1"
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
    # The allocators to try, in order: the first that is there or can be installed is linked.
    case ${ERRATA_MALLOC:-mimalloc} in
        mimalloc) allocators=(mimalloc tcmalloc) ;;
        tcmalloc) allocators=(tcmalloc) ;;
        system) allocators=() ;;
        *) log "error: ERRATA_MALLOC must be mimalloc, tcmalloc or system (found '$ERRATA_MALLOC')"; exit 1 ;;
    esac
    for malloc in "${allocators[@]}"; do
        case $malloc in
            mimalloc) library=libmimalloc.so.2 package=libmimalloc2.0 ;;
            tcmalloc) library=libtcmalloc_minimal.so.4 package=libtcmalloc-minimal4 ;;
        esac
        find_library "$library" >/dev/null || apt_install "$package" || true
        if path=$(find_library "$library"); then
            # Linked by file name, ahead of libc, so that every malloc of the process is its.
            flags+=(-Xlinker "-L$(dirname "$path")" -Xlinker "-l:$library")
            scratch=$scratch-$malloc
            break
        fi
        log "note: $package is not installed and cannot be installed here"
    done
    [[ $scratch == *malloc ]] || log "note: using glibc's malloc"
    # The position-independent binary's 77,000 relative relocations packed (DT_RELR): 15 KB to
    # read at every start instead of 1.8 MB. The C library that loads it must know the format
    # (glibc 2.36 and later, Debian 12); the binary runs where it is built.
    glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null || true)
    if [[ $glibc =~ ^glibc\ ([0-9]+)\.([0-9]+) ]] \
        && ((BASH_REMATCH[1] > 2 || (BASH_REMATCH[1] == 2 && BASH_REMATCH[2] >= 36))); then
        flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
        scratch=$scratch-relr
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
