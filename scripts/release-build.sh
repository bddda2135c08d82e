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
#  - A position-dependent executable (-no-pie): nothing of its own to relocate when it starts
#    (`errata --version` 4.0 to 4.4 ms with 77,000 relative relocations, 3.5 ms with them packed
#    as DT_RELR, 2.9 ms without any).
#  - Link-time optimization across errata's modules (SwiftPM's --experimental-lto-mode full):
#    the Markdown, core and command modules are optimized as one, so the byte-level helpers
#    are inlined where they are called. 2.8 % fewer instructions on N = 64; when a toolchain
#    cannot build that way, the build is done again without it.
#  - Profile-guided optimization (LLVM's, on the IR: `-ir-profile-generate`, then
#    `-ir-profile-use`), trained on `errata check` and `errata build` of docs-src/: branches laid
#    out and calls inlined by how often they ran. 3.5 % fewer instructions on N = 64, 3 % less
#    CPU time. It doubles a fresh release build (about 2 minutes more); when the toolchain lacks
#    the profile runtime or the build fails, the binary is built without it. (Swift's own
#    `-profile-use`, on SIL, stops the 6.3.1 compiler on an assertion.)
#  - Generic types' metadata made by their accessors rather than from mangled names, each of
#    which looked up its arguments' conformances among all of the binary's: 0.4 % fewer
#    instructions on N = 64, `errata --version` 0.4 ms quicker.
#  - libcmark-gfm linked in from its Debian archives (libcmark-gfm-dev), with link-time
#    optimization: reading cmark's tree takes direct calls, not calls through the PLT. CPU time
#    2.7 % less on N = 64.
#
# ERRATA_MALLOC=tcmalloc asks for tcmalloc, ERRATA_MALLOC=system keeps glibc's malloc;
# ERRATA_LTO=0 builds without link-time optimization (and so without profile-guided
# optimization); ERRATA_PGO=0 without profile-guided optimization. On macOS this is
# `swift build -c release`.
# The binary needs the allocator it is linked with at run time (and libcmark-gfm, where its
# archives were not found).
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
    # A position-dependent executable: the 77,000 pointers a position-independent one holds to
    # itself need no relocating when it starts (packed as DT_RELR, they still took 0.7 million
    # instructions and 180 page faults): `errata --version` 3.5 to 2.9 ms. Its own code and data
    # are then not placed at random addresses (the libraries it loads still are).
    flags+=(-Xlinker -no-pie)
    # The metadata of a generic type at concrete arguments (`Dictionary<NameInCategory, String>`)
    # is made by calling its accessor with the arguments' conformances, not from its mangled name:
    # read from the name, each new type's `Hashable` requirement was looked up in every one of
    # the binary's 6,000 conformance records, about 0.4 million instructions a type, 16 million in
    # a check of N = 64 (a part of them on the serial start). The binary grows by 0.2 %.
    flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    scratch=$scratch-nopie
fi

# The toolchain's profile runtime and profile merger, for profile-guided optimization (the
# Debian llvm-profdata may not read the toolchain's profile format).
profile_runtime() {
    local library
    for library in "$toolchain_lib"/clang/*/lib/linux/libclang_rt.profile-"$(uname -m)".a; do
        [[ -f $library ]] && { printf '%s\n' "$library"; return 0; }
    done
    return 1
}
profdata=$(dirname "$(command -v "$SWIFT")")/llvm-profdata

# Profile-guided optimization: `$1` built instrumented in a folder of its own, run on the
# project's own guides (`errata check` and `errata build` of docs-src/, never the benchmark's
# corpora), and built again with what it counted; prints the final build's flags on success.
# The profile is merged sparse: a function the guides never ran has no profile, and is optimized
# as without one (not as cold), so a doc set that takes other paths is not slowed down.
pgo_build() {
    local base=("$@") runtime gen_flags use_flags bin tmp status profile stamp use_dir
    runtime=$(profile_runtime) || { log "note: no profile runtime in the toolchain"; return 1; }
    [[ -x $profdata ]] || { log "note: no llvm-profdata next to $SWIFT"; return 1; }
    gen_flags=("${base[@]}" --scratch-path "$lto_scratch-lto-pgo-gen" -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate
        -Xlinker "$runtime" -Xlinker -u__llvm_profile_runtime)
    use_flags=("${base[@]}" --scratch-path "$lto_scratch-lto-pgo"
        -Xswiftc -Xfrontend -Xswiftc "-ir-profile-use=$PWD/$lto_scratch-lto-pgo-gen/errata.profdata")
    log "$SWIFT build ${gen_flags[*]}"
    "$SWIFT" build "${gen_flags[@]}" >&2 || return 1
    bin="$("$SWIFT" build "${gen_flags[@]}" --show-bin-path)/errata"
    profile=$lto_scratch-lto-pgo-gen/errata.profdata
    # The profile is trained again only when the instrumented binary changed (the counts vary a
    # little from run to run, with the threads). Every module of the final build must then be
    # compiled with the new one (the link refuses two profiles' summaries), so its objects go.
    stamp=$(cksum <"$bin")
    if [[ ! -f $profile || $(cat "$profile.binary" 2>/dev/null) != "$stamp" ]]; then
        tmp=$(mktemp -d)
        # `check` exits 1 when it finds errors (docs-src/ has some); anything else is a failure.
        status=0
        LLVM_PROFILE_FILE="$tmp/%p.profraw" "$bin" check >/dev/null 2>&1 || status=$?
        if ((status <= 1)); then
            # errata writes only inside the project: the training output goes in .build/.
            LLVM_PROFILE_FILE="$tmp/%p.profraw" "$bin" build --output .build/pgo-training-output >/dev/null 2>&1 ||
                status=$?
            rm -rf .build/pgo-training-output
        fi
        rm -f "$profile.binary"
        if ((status > 1)) || ! "$profdata" merge --sparse -o "$profile" "$tmp"/*.profraw >&2; then
            rm -rf "$tmp"
            log "note: the training run or the profile merge failed"
            return 1
        fi
        rm -rf "$tmp"
        printf '%s\n' "$stamp" >"$profile.binary"
        use_dir=$("$SWIFT" build "${use_flags[@]}" --show-bin-path)
        log "trained a new profile: building every module again ($use_dir)"
        rm -rf "$use_dir"
    fi
    log "$SWIFT build ${use_flags[*]}"
    "$SWIFT" build "${use_flags[@]}" >&2 || return 1
    printf '%s\n' "${use_flags[@]}"
}

# Link-time optimization where the static runtime is linked in (Linux), in a folder of its own,
# and profile-guided optimization on top of it.
if [[ $scratch != .build && ${ERRATA_LTO:-1} != 0 ]]; then
    lto_flags=("${flags[@]}" --experimental-lto-mode full)
    lto_scratch=$scratch
    original_pkg_config_path=${PKG_CONFIG_PATH-}
    # libcmark-gfm linked in from the archives libcmark-gfm-dev ships: the parser's functions
    # (millions of calls to read its tree) are called directly, not through the PLT, and two
    # libraries fewer are loaded. The module map's `-lcmark-gfm` finds the archives in a folder
    # that holds nothing else, named first by a copy of the library's pkg-config file. Only with
    # lld, the linker of these builds: gold reads archives in command-line order, and the module
    # map's libraries come before errata's objects.
    pc=$(pkg-config --variable pcfiledir libcmark-gfm 2>/dev/null)/libcmark-gfm.pc || true
    if [[ -f $pc ]] && cmark=$(find_library libcmark-gfm.a) \
        && cmark_extensions=$(find_library libcmark-gfm-extensions.a); then
        static_cmark=$PWD/.build-static-cmark
        mkdir -p "$static_cmark"
        ln -sf "$cmark" "$static_cmark/libcmark-gfm.a"
        ln -sf "$cmark_extensions" "$static_cmark/libcmark-gfm-extensions.a"
        sed "s|^Libs:|Libs: -L$static_cmark|" "$pc" >"$static_cmark/libcmark-gfm.pc"
        export PKG_CONFIG_PATH=$static_cmark${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
        lto_scratch=$scratch-cmark
    fi
    pgo_flags=()
    if [[ ${ERRATA_PGO:-1} != 0 ]]; then
        if output=$(pgo_build "${lto_flags[@]}"); then
            mapfile -t pgo_flags <<<"$output"
        else
            log "note: the profile-guided build failed; building without it"
        fi
    fi
    if ((${#pgo_flags[@]})); then
        flags=("${pgo_flags[@]}")
    else
        lto_flags+=(--scratch-path "$lto_scratch-lto")
        log "$SWIFT build ${lto_flags[*]}"
        if "$SWIFT" build "${lto_flags[@]}" >&2; then
            flags=("${lto_flags[@]}")
        else
            log "note: the build with link-time optimization failed; building without it"
            flags+=(--scratch-path "$scratch")
            PKG_CONFIG_PATH=$original_pkg_config_path
        fi
    fi
else
    flags+=(--scratch-path "$scratch")
fi
log "$SWIFT build ${flags[*]}"
"$SWIFT" build "${flags[@]}" >&2
bin="$("$SWIFT" build "${flags[@]}" --show-bin-path)/errata"
[[ -x $bin ]] || { log "error: no errata binary at $bin"; exit 1; }
printf '%s\n' "$bin"
