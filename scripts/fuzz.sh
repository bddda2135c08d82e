#!/usr/bin/env bash
# Fuzz errata with libFuzzer: the whole pipeline, then the config loader, each for SECONDS.
#
#   make fuzz                 (60 seconds each)
#   make fuzz SECONDS=600
#
# 1. Builds the fuzz targets ErrataFuzzPipeline and ErrataFuzzConfig with
#      -sanitize=fuzzer,address -parse-as-library -D FUZZING
#    in FUZZ_CONFIG (default release: optimized, with Swift's run-time checks and ASan) into
#    FUZZ_SCRATCH (default .build-fuzz), apart from the normal build. errata's C code is built
#    with AddressSanitizer too: the arena cmark allocates from poisons what it has not handed
#    out, so reads past an allocation or into a page whose scope has ended are reported.
# 2. Writes seed corpora from docs-src/, the test fixtures and errata.yml into a temporary
#    folder (scripts/make-fuzz-corpus.py); FUZZ_CORPUS=DIR keeps them (and what the fuzzer adds)
#    in DIR instead, so a later run starts where this one stopped.
# 3. Runs each target for SECONDS (FUZZ_JOBS processes, default 1) with the dictionaries in
#    scripts/fuzz/, and prints executions, coverage (edges reached of those instrumented) and
#    the corpus size.
#
# Leak checking is off: LeakSanitizer cannot follow the tagged pointers Swift keeps in enums
# (such as Data's storage) and reports global constants as leaks.
#
# A crash, a timeout (FUZZ_TIMEOUT seconds per input, default 10) or a violated check
# (see Sources/ErrataFuzzSupport) leaves the input in FUZZ_ARTIFACTS (default
# .build-fuzz/artifacts) and makes the script exit 1. Reproduce it without the fuzzer with
#   swift run ErrataFuzzPipeline <file>        (or ErrataFuzzConfig)
# then copy it to Tests/ErrataCoreTests/Fixtures/crashes/<pipeline|config>-<name> (the test
# FuzzRegressionTests runs every file there through the same checks).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SECONDS_EACH=${SECONDS_EACH:-${FUZZ_SECONDS:-60}}
CONFIGURATION=${FUZZ_CONFIG:-release}
SWIFT=${SWIFT:-swift}
SCRATCH=${FUZZ_SCRATCH:-.build-fuzz}
ARTIFACTS=${FUZZ_ARTIFACTS:-$SCRATCH/artifacts}
JOBS=${FUZZ_JOBS:-1}
TIMEOUT=${FUZZ_TIMEOUT:-10}
TARGETS=${FUZZ_TARGETS:-"ErrataFuzzPipeline ErrataFuzzConfig"}

log() { printf 'fuzz: %s\n' "$*" >&2; }

FLAGS=(-c "$CONFIGURATION" --scratch-path "$SCRATCH"
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING
    -Xcc -fsanitize=address)
for target in $TARGETS; do
    log "building $target ($CONFIGURATION, libFuzzer + AddressSanitizer) in $SCRATCH"
    "$SWIFT" build "${FLAGS[@]}" --product "$target" 2>&1 | grep -v "Cannot export local symbol" >&2
done
BIN=$("$SWIFT" build "${FLAGS[@]}" --show-bin-path)

if [[ -n ${FUZZ_CORPUS:-} ]]; then
    mkdir -p "$FUZZ_CORPUS"
    CORPUS=$(cd "$FUZZ_CORPUS" && pwd)
else
    CORPUS=$(mktemp -d)
    trap 'rm -rf "$CORPUS"' EXIT
fi
python3 scripts/make-fuzz-corpus.py "$CORPUS/seeds" >&2
mkdir -p "$ARTIFACTS"
ARTIFACTS=$(cd "$ARTIFACTS" && pwd)

failed=0
summary=()
for target in $TARGETS; do
    case $target in
        ErrataFuzzPipeline) kind=pipeline dict=scripts/fuzz/markdown.dict max_len=65536 ;;
        ErrataFuzzConfig) kind=config dict=scripts/fuzz/yaml.dict max_len=8192 ;;
        *) log "unknown target $target"; exit 2 ;;
    esac
    mkdir -p "$CORPUS/$kind"
    log_file=$(mktemp)
    log "running $target for ${SECONDS_EACH}s (corpus $CORPUS/$kind, seeds $CORPUS/seeds/$kind)"
    status=0
    parallel=()
    [[ $JOBS -gt 1 ]] && parallel=(-jobs="$JOBS" -workers="$JOBS")
    # libFuzzer writes the logs of parallel jobs (fuzz-<n>.log) to the current folder: use the corpus's.
    (
        cd "$CORPUS"
        ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1} \
            "$BIN/$target" "$CORPUS/$kind" "$CORPUS/seeds/$kind" \
            -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" -rss_limit_mb=4096 -max_len="$max_len" \
            -dict="$ROOT/$dict" "${parallel[@]}" -print_final_stats=1 -detect_leaks=0 \
            -artifact_prefix="$ARTIFACTS/$kind-"
    ) >"$log_file" 2>&1 || status=$?
    if [[ $JOBS -gt 1 ]]; then cat "$CORPUS"/fuzz-*.log >>"$log_file" 2>/dev/null || true; rm -f "$CORPUS"/fuzz-*.log; fi
    grep -E "^(INFO: Loaded|#[0-9]+[[:space:]]+(INITED|DONE))|stat::|SUMMARY|ERROR|Test unit written|errata fuzz" \
        "$log_file" | tail -n 25 >&2 || true
    counters=$(grep -m1 -oE "Loaded [0-9]+ modules +\(([0-9]+) inline 8-bit counters" "$log_file" |
        grep -oE "\(([0-9]+)" | tr -d '(' || echo "?")
    last=$(grep -E "^#[0-9]+[[:space:]]" "$log_file" | tail -n 1 || true)
    execs=$(grep -m1 -oE "stat::number_of_executed_units: [0-9]+" "$log_file" | grep -oE "[0-9]+$" || echo "?")
    cov=$(grep -oE "cov: [0-9]+" <<<"$last" | grep -oE "[0-9]+" || echo "?")
    ft=$(grep -oE "ft: [0-9]+" <<<"$last" | grep -oE "[0-9]+" || echo "?")
    units=$(find "$CORPUS/$kind" -type f | wc -l | tr -d ' ')
    summary+=("$(printf '%-20s %8ss %12s %10s %14s %8s %8s' "$target" "$SECONDS_EACH" "$execs" "$cov" "$counters" "$ft" "$units")")
    if [[ $status -ne 0 ]]; then
        failed=1
        log "$target FAILED (exit $status); inputs left in $ARTIFACTS:"
        ls -1 "$ARTIFACTS" | sed 's/^/  /' >&2
    fi
    rm -f "$log_file"
done

printf '\n%-20s %9s %12s %10s %14s %8s %8s\n' target time executions "cov edges" "instrumented" features corpus
printf '%s\n' "${summary[@]}"
if [[ $failed -ne 0 ]]; then
    echo "fuzz: a target failed; see $ARTIFACTS and the header of scripts/fuzz.sh" >&2
    exit 1
fi
echo "fuzz: no crash"
