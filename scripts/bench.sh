#!/usr/bin/env bash
# Benchmark errata against cmark-gfm on doc sets 1, 8 and 64 times the size of docs-src/.
#
#   make bench            (or scripts/bench.sh)
#
# 1. Builds errata's release binary as it is installed (scripts/release-build.sh, `make release`:
#    on Linux with the Swift runtime linked in, mimalloc and link-time optimization).
# 2. Writes the corpora bench-corpus/n<N>/ with scripts/make-bench-corpus.py, unless they are
#    already there and up to date (each is a self-contained errata project: errata.yml + docs-src/).
# 3. For each N, times side by side, after a warm-up, several runs each:
#      errata check --config bench-corpus/n<N>/errata.yml        (exit 0 or 1 both count as success)
#      cmark-gfm -e table <every .md file of the corpus> > /dev/null   (one invocation)
#    with hyperfine (installed with apt-get if missing and possible; else a timing loop), and
#    errata's peak resident memory with /usr/bin/time -v.
#    Until 'errata check' exists, errata is timed with
#      errata build --quiet --config bench-corpus/n<N>/errata.yml --output bench-corpus/n<N>/.errata-bench-out
# 4. Prints the machine, a table (N, corpus MB, files, medians, ratio errata/cmark-gfm, peak RSS),
#    the growth errata(N=64)/errata(N=8), and PASS/MISS against the targets:
#    ratio <= 1.0 at N=64, growth <= 8.5, peak RSS <= 100 MB.
#
# Exits 0 whatever the figures are; non-zero only when something failed (build, corpus, a command
# exiting 2 or more). The hyperfine JSON exports are left in bench-corpus/results/ (not committed).
#
# 5. Times two real doc sets the same way, reported beside the targets (scripts/make-real-corpus.sh;
#    each skipped when it cannot be fetched, both with BENCH_REAL=0): the Node.js API reference from
#    Debian's nodejs-doc package, under four language folders, and FastAPI's documentation, English
#    and 13 translations, from its source distribution on PyPI.
#
# 6. Times errata check and cmark-gfm once more on the largest corpus, in turn, round by round
#    (scripts/bench-alternate.py): steadier than step 3 on a machine whose speed drifts.
#
# Environment: BENCH_SIZES (default "1 8 64"), BENCH_REAL (1), BENCH_RUNS (5), BENCH_WARMUP (1),
# BENCH_ALTERNATE (rounds of step 6, default 11; 0 skips it),
# ERRATA (a prebuilt errata binary: skips the build), CMARK_GFM (default cmark-gfm),
# BENCH_TIMER=loop (time with a shell loop even when hyperfine is there).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SIZES=${BENCH_SIZES:-"1 8 64"}
RUNS=${BENCH_RUNS:-5}
WARMUP=${BENCH_WARMUP:-1}
CMARK=${CMARK_GFM:-cmark-gfm}
CORPUS_ROOT=$ROOT/bench-corpus
RESULTS=$CORPUS_ROOT/results

log() { printf 'bench: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

ALTERNATE=${BENCH_ALTERNATE:-11}
[[ $ALTERNATE =~ ^[0-9]+$ ]] || die "BENCH_ALTERNATE must be a whole number of rounds (found '$ALTERNATE')"

. scripts/apt.sh

# --- Tools -------------------------------------------------------------------
command -v python3 >/dev/null 2>&1 || die "python3 is needed (corpus and report)"
command -v "$CMARK" >/dev/null 2>&1 || die "'$CMARK' not found; run scripts/bootstrap.sh (Debian package cmark-gfm)"

if ! command -v hyperfine >/dev/null 2>&1; then
    apt_install hyperfine || log "hyperfine is not installed and cannot be installed here; timing with a loop instead"
fi
HAVE_HYPERFINE=0
command -v hyperfine >/dev/null 2>&1 && [[ ${BENCH_TIMER:-} != loop ]] && HAVE_HYPERFINE=1

GNU_TIME=/usr/bin/time
if ! "$GNU_TIME" -v true >/dev/null 2>&1; then
    apt_install time || true
fi
HAVE_GNU_TIME=0
"$GNU_TIME" -v true >/dev/null 2>&1 && HAVE_GNU_TIME=1
[[ $HAVE_GNU_TIME -eq 1 ]] || log "GNU time (/usr/bin/time -v, Debian package time) is missing: no peak RSS"

# --- Build -------------------------------------------------------------------
if [[ -n ${ERRATA:-} ]]; then
    [[ -x $ERRATA ]] || die "ERRATA=$ERRATA is not an executable"
else
    # The release binary as it is installed (`make release`).
    ERRATA=$(scripts/release-build.sh) || die "the release build failed"
    BUILT_HERE=1
    [[ -x $ERRATA ]] || die "no errata binary at $ERRATA"
fi

# grep reads the whole help (not -q): stopping at the match could end errata with SIGPIPE, which
# pipefail takes for a binary without 'check'.
if "$ERRATA" check --help 2>/dev/null | grep 'USAGE: errata check' >/dev/null; then
    MODE=check
else
    MODE=build
    log "'errata check' does not exist yet: timing 'errata build --quiet --output <corpus>/.errata-bench-out' instead"
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/errata-bench.XXXXXX")
# errata writes only inside a project: each corpus's output goes in its own folder, removed at exit.
BENCH_OUT=.errata-bench-out
CORPORA_RUN=()
cleanup() {
    rm -rf "$TMP"
    local corpus
    for corpus in "${CORPORA_RUN[@]}"; do rm -rf "${corpus:?}/$BENCH_OUT"; done
}
trap cleanup EXIT

# The errata command for a corpus, as an argv (for the checks) and as a shell string (for timing).
errata_argv() {
    local corpus=$1
    if [[ $MODE == check ]]; then
        ERRATA_ARGV=("$ERRATA" check --config "$corpus/errata.yml")
    else
        CORPORA_RUN+=("$corpus")
        ERRATA_ARGV=("$ERRATA" build --quiet --config "$corpus/errata.yml" --output "$corpus/$BENCH_OUT")
    fi
}

quote() { printf '%q ' "$@"; }

# Runs a shell command once per warm-up and run, printing a hyperfine-like JSON (fallback timer).
loop_time() {
    local name=$1 command=$2 json=$3 i start end status
    local times=()
    for ((i = 0; i < WARMUP; i++)); do bash -c "$command" >/dev/null 2>&1 || true; done
    for ((i = 0; i < RUNS; i++)); do
        start=$(date +%s%N)
        status=0
        bash -c "$command" >/dev/null 2>&1 || status=$?
        end=$(date +%s%N)
        [[ $status -le 1 ]] || return 1
        times+=("$(((end - start) / 1000))")
    done
    python3 - "$name" "$json" "${times[@]}" <<'EOF'
import json, statistics, sys
name, path, *micro = sys.argv[1:]
times = [int(t) / 1e6 for t in micro]
json.dump({"results": [{"command": name, "times": times, "median": statistics.median(times),
                        "mean": statistics.mean(times)}]}, open(path, "w"))
EOF
}

# --- Machine -----------------------------------------------------------------
cpu_model=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || true)
[[ -n $cpu_model ]] || cpu_model=$(sysctl -n machdep.cpu.brand_string 2>/dev/null || uname -m)
mem_kb=$(grep -m1 MemTotal /proc/meminfo 2>/dev/null | awk '{print $2}' || true)
if [[ -n $mem_kb ]]; then
    mem_desc="$(awk -v k="$mem_kb" 'BEGIN { printf "%.1f GiB", k / 1048576 }')"
else
    mem_desc="$(($(sysctl -n hw.memsize 2>/dev/null || echo 0) / 1073741824)) GiB"
fi
cores=$(nproc 2>/dev/null || sysctl -n hw.ncpu)
if [[ -r /proc/version ]]; then
    kernel="Linux $(awk '{ print $3 }' /proc/version)"
else
    kernel="$(uname -sr)"
fi
os_name=$( (. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME") || sw_vers -productVersion 2>/dev/null || true)
hypervisor=$(lscpu 2>/dev/null | awk -F': *' '/Hypervisor vendor/ { print ", " $2 " VM" }' || true)
commit=$(git log -1 --format=%h 2>/dev/null || echo unknown)
dirty=""
if [[ -n ${BUILT_HERE:-} && -n $(git status --porcelain -- Sources Package.swift 2>/dev/null) ]]; then
    dirty=" + uncommitted changes in Sources/"
elif [[ -z ${BUILT_HERE:-} ]]; then
    dirty=" (checked out here; the binary was given in ERRATA)"
fi

echo "machine: $cores CPUs (nproc), $cpu_model$hypervisor, $mem_desc RAM, $os_name, $kernel"
load=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || true)
if [[ -n $load ]]; then
    echo "load:    $load (1-minute load average before the runs)"
    if awk -v l="$load" -v c="$cores" 'BEGIN { exit !(l > c / 2) }'; then
        log "warning: the machine is busy (load $load on $cores CPUs); the timings will be noisy"
    fi
fi
linked=""
if command -v ldd >/dev/null 2>&1; then
    libs=$(ldd "$ERRATA" 2>/dev/null || true)
    if grep -q libswiftCore <<<"$libs"; then linked="Swift runtime shared"; else linked="Swift runtime linked in"; fi
    grep -q libcmark-gfm <<<"$libs" || linked+=", libcmark-gfm linked in"
    if grep -q mimalloc <<<"$libs"; then
        linked+=", mimalloc"
    elif grep -q tcmalloc <<<"$libs"; then
        linked+=", tcmalloc"
    else
        linked+=", system malloc"
    fi
    # scripts/release-build.sh builds with link-time optimization in a folder ending in -lto, and
    # with profile-guided optimization on top of it in one ending in -lto-pgo.
    if [[ $ERRATA == *-lto/* ]]; then linked+=", link-time optimization"; fi
    if [[ $ERRATA == *-lto-pgo/* ]]; then linked+=", link-time and profile-guided optimization"; fi
    linked=" ($linked)"
fi
echo "errata:  commit $commit$dirty, $ERRATA$linked, timed as 'errata $MODE'"
echo "tools:   $("$CMARK" --version 2>&1 | head -1), $([[ $HAVE_HYPERFINE -eq 1 ]] && hyperfine --version || echo 'timing loop (no hyperfine)'), runs=$RUNS warmup=$WARMUP"
echo

# --- Corpora and timings -----------------------------------------------------
mkdir -p "$RESULTS"
rows=()
# The generated corpora by size, then (unless BENCH_REAL=0) two real doc sets: the Node.js API
# reference and FastAPI's translated documentation.
corpora=()
for n in $SIZES; do corpora+=("$n"); done
[[ ${BENCH_REAL:-1} == 0 ]] || corpora+=(nodejs fastapi)
real_sources=()
for n in "${corpora[@]}"; do
    if [[ $n == nodejs || $n == fastapi ]]; then
        corpus=$CORPUS_ROOT/$n
        set +e
        scripts/make-real-corpus.sh "$n" "$corpus"
        status=$?
        set -e
        if [[ $status -eq 3 ]]; then
            log "skipping the real doc set $n: it cannot be fetched here (see scripts/make-real-corpus.sh)"
            continue
        fi
        [[ $status -eq 0 ]] || die "could not write the real doc set $n"
        real_sources+=("$n=$(cat "$corpus/SOURCE")")
    else
        corpus=$CORPUS_ROOT/n$n
        python3 scripts/make-bench-corpus.py "$n" "$corpus" --if-stale --quiet >&2 || die "could not write the corpus for N=$n"
    fi

    mapfile -t files < <(cd "$corpus" && find docs-src -type f -name '*.md' | LC_ALL=C sort)
    [[ ${#files[@]} -gt 0 ]] || die "no Markdown files in $corpus"
    bytes=$(cd "$corpus" && cat "${files[@]}" | wc -c)

    errata_argv "$corpus"
    # One checked run first: it must succeed (0 or 1 for check), and it gives the peak RSS.
    set +e
    if [[ $HAVE_GNU_TIME -eq 1 ]]; then
        "$GNU_TIME" -v -o "$TMP/time-$n.txt" "${ERRATA_ARGV[@]}" >"$TMP/stdout-$n.txt" 2>"$TMP/stderr-$n.txt"
    else
        "${ERRATA_ARGV[@]}" >"$TMP/stdout-$n.txt" 2>"$TMP/stderr-$n.txt"
    fi
    status=$?
    set -e
    if [[ $status -ge 2 ]]; then
        tail -n 20 "$TMP/stderr-$n.txt" >&2
        die "errata $MODE failed on N=$n (exit $status): $(quote "${ERRATA_ARGV[@]}")"
    fi
    rss_kb=""
    if [[ $HAVE_GNU_TIME -eq 1 ]]; then
        rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$TMP/time-$n.txt")
    fi
    findings=-
    if [[ $MODE == check ]]; then
        findings=$(cat "$TMP/stdout-$n.txt" "$TMP/stderr-$n.txt" | grep -cE ': (error|warning): ' || true)
    fi

    # Commands for hyperfine -N (no shell): absolute paths, output discarded by hyperfine.
    errata_cmd=$(quote "${ERRATA_ARGV[@]}")
    cmark_cmd=$(quote "$CMARK" -e table "${files[@]/#/$corpus/}")
    # cmark-gfm must work on these files too.
    bash -c "$cmark_cmd" >/dev/null || die "cmark-gfm failed on N=$n"

    json=$RESULTS/${corpus##*/}.json
    log "N=$n: $((bytes / 1000)) KB in ${#files[@]} files; timing errata $MODE and cmark-gfm ($RUNS runs after $WARMUP warm-up)"
    if [[ $HAVE_HYPERFINE -eq 1 ]]; then
        # -N: no intermediate shell (more precise for short runs); -i: errata check exits 1 when it
        # reports findings, which counts as success (exit 2 or more was ruled out by the checked run).
        hyperfine -N -i --style basic --warmup "$WARMUP" --runs "$RUNS" --export-json "$json" \
            --command-name "errata $MODE" "$errata_cmd" \
            --command-name "cmark-gfm -e table" "$cmark_cmd" >&2 || die "hyperfine failed on N=$n"
    else
        loop_time "errata $MODE" "$errata_cmd" "$TMP/e.json" || die "errata failed during timing on N=$n"
        loop_time "cmark-gfm -e table" "$cmark_cmd" "$TMP/c.json" || die "cmark-gfm failed during timing on N=$n"
        python3 - "$TMP/e.json" "$TMP/c.json" "$json" <<'EOF'
import json, sys
a, b, out = sys.argv[1:]
json.dump({"results": json.load(open(a))["results"] + json.load(open(b))["results"]}, open(out, "w"))
EOF
    fi
    rows+=("$n $bytes ${#files[@]} $json ${rss_kb:-0} $findings")
done

# --- Report --------------------------------------------------------------------
echo
python3 - "$(IFS='|'; echo "${real_sources[*]:-}")" "${rows[@]}" <<'EOF'
import json, sys

# name=source pairs, joined by '|'.
real_sources = dict(item.split("=", 1) for item in sys.argv[1].split("|") if "=" in item)
rows = []
for arg in sys.argv[2:]:
    n, size, files, path, rss_kb, findings = arg.split(" ")
    results = json.load(open(path))["results"]
    errata = results[0]["median"]
    cmark = results[1]["median"]
    # CPU time (user + system, mean over the runs): less sensitive than wall time to a busy machine.
    cpu = results[0].get("user", 0) + results[0].get("system", 0)
    rows.append(dict(n=n, mb=int(size) / 1e6, files=int(files), errata=errata, cmark=cmark, cpu=cpu,
                     ratio=errata / cmark if cmark > 0 else float("inf"),
                     rss=int(rss_kb) / 1024 if int(rss_kb) else None, findings=findings))

header = ("N", "corpus MB", "files", "errata median s", "cmark-gfm median s", "errata/cmark", "errata peak RSS MiB",
          "errata CPU s", "findings")
table = [header] + [
    (str(r["n"]), f"{r['mb']:.2f}", str(r["files"]), f"{r['errata']:.3f}", f"{r['cmark']:.3f}",
     f"{r['ratio']:.2f}", "n/a" if r["rss"] is None else f"{r['rss']:.1f}",
     f"{r['cpu']:.3f}" if r["cpu"] else "n/a", r["findings"])
    for r in rows
]
widths = [max(len(row[i]) for row in table) for i in range(len(header))]
for i, row in enumerate(table):
    print("  ".join(cell.rjust(widths[j]) for j, cell in enumerate(row)))
    if i == 0:
        print("  ".join("-" * w for w in widths))
print()

by_n = {r["n"]: r for r in rows}
if "nodejs" in by_n:
    print(f"nodejs: real documentation, the Node.js API reference ({real_sources.get('nodejs')}), its pages "
          "under four language folders (the same English text in each: the ko, ja and zh copies are reported "
          "as untranslated-page); reported, not one of the targets")
if "fastapi" in by_n:
    print(f"fastapi: real translated documentation, FastAPI's MkDocs site ({real_sources.get('fastapi')} on "
          "PyPI), English and 13 languages; reported, not one of the targets")
checks = []
if "64" in by_n:
    checks.append(("errata/cmark-gfm at N=64 <= 1.0", by_n["64"]["ratio"], by_n["64"]["ratio"] <= 1.0, "{:.2f}"))
if "8" in by_n and "64" in by_n:
    growth = by_n["64"]["errata"] / by_n["8"]["errata"]
    checks.append(("growth errata(N=64)/errata(N=8) <= 8.5", growth, growth <= 8.5, "{:.2f}x"))
    cgrowth = by_n["64"]["cmark"] / by_n["8"]["cmark"]
    print(f"growth cmark-gfm(N=64)/cmark-gfm(N=8): {cgrowth:.2f}x (for comparison)")
rss = [r["rss"] for r in rows if r["rss"] is not None and r["n"] not in ("nodejs", "fastapi")]
if rss:
    peak = max(rss)
    checks.append(("errata peak RSS <= 100 MB (largest N)", peak, peak <= 100, "{:.1f} MiB"))
for name, value, ok, fmt in checks:
    print(f"{'PASS' if ok else 'MISS'}  {name}: {fmt.format(value)}")
EOF
echo
echo "timings as JSON (hyperfine format): ${RESULTS#"$ROOT"/}/n<N>.json, nodejs.json and fastapi.json"

# --- Alternately ---------------------------------------------------------------
# hyperfine runs all runs of one command, then all of the other: on a machine whose speed drifts,
# the two can meet different conditions. The largest corpus again, the two commands in turn.
largest=$(printf '%s\n' $SIZES | sort -n | tail -n 1)
if [[ $MODE == check && $ALTERNATE -gt 0 && -f $CORPUS_ROOT/n$largest/errata.yml ]]; then
    echo
    log "N=$largest: errata check and cmark-gfm alternately, $ALTERNATE rounds (BENCH_ALTERNATE=0 skips)"
    CMARK_GFM=$CMARK scripts/bench-alternate.py --rounds "$ALTERNATE" "$CORPUS_ROOT/n$largest" "$ERRATA" \
        || die "the alternating comparison failed"
fi
