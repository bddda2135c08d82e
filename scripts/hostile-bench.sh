#!/usr/bin/env bash
# Time `errata build` (release) on hostile documents of growing size, to show that the time grows
# linearly with the size, or that errata refuses the document at once with a clear message.
#
#   make hostile-bench            (or scripts/hostile-bench.sh)
#
# Each case (see scripts/make-hostile-doc.py) is a project whose page, in two languages, is
# built to be slow or to crash a Markdown tool; it is generated at three sizes, each double the
# one before, and timed once with errata's default limits (see docs/reliability.md: a
# page of at most 16 MiB, nesting at most 256 deep, at most 5,000 emphasis and link markers in a
# paragraph, at most 256 table cells on a line). Cases that the defaults refuse for their size or
# their columns are timed again with that limit raised (`limits:` in errata.yml). For each run the
# table shows the size, the seconds, the time ratio to the size before (about 2.0 for linear
# growth, 4.0 for quadratic), the peak resident memory in MiB and what errata did: ok, findings
# (`check` exited 1), refused (the start of its message) or timeout.
#
#   nesting    lists, block quotes and emphasis 12,500 / 25,000 / 50,000 deep
#   brackets   25,000 / 50,000 / 100,000 unclosed brackets on a line of prose, and a line of
#              250,000 / 500,000 / 1,000,000 (1 MB) in a code block, for the Objective-C reader
#   tables     2,500 / 5,000 / 10,000 columns; 25,000 / 50,000 / 100,000 rows
#   findings   an error table of 25,000 / 50,000 / 100,000 rows in ko, en and ja that disagree on
#              most rows (about 3 findings a row: every report full): `errata build` (findings),
#              and `errata check --format F` for each report format (findings-check-F: json,
#              sarif, markdown, github, xcode)
#   long line  one line of 12.5 / 25 / 50 MB, with emphasis and links (long-line) and without
#              (long-line-text)
#   headings   250,000 / 500,000 / 1,000,000 headings
#   code       Objective-C that is unfinished or unbalanced in 13 ways, 25 / 50 / 100 KB a line
#              (code-hostile), and sends nested 5,000 / 10,000 / 20,000 deep in 6 ways, left open
#              and closed (code-nesting), for the declaration and message-send readers; the
#              default inline markup limit refuses both, so they run again with it raised
#   config     an errata.yml of 256 KB / 512 KB / 1 MiB of resolutions (config-large), and one
#              with an alias bomb of 10 / 20 / 40 levels of ten aliases (config-aliases), which is
#              refused at its first anchor
#
# Environment: HOSTILE_CASES (a subset of the case names), HOSTILE_TIMEOUT (seconds per run,
# default 300), HOSTILE_SCALE (divide every size by this, e.g. 10 for a quick look; default 1),
# ERRATA (a prebuilt errata binary: skips the build), HOSTILE_WORK (the folder for the
# generated projects, default a temporary one, removed afterwards).
#
# Exits 0 when every run finished (ok or refused); 1 when one crashed or timed out.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

TIMEOUT=${HOSTILE_TIMEOUT:-300}
SCALE=${HOSTILE_SCALE:-1}
CASES=${HOSTILE_CASES:-"list-nesting quote-nesting emphasis-nesting brackets code-brackets wide-table long-table long-line long-line-text headings code-hostile code-nesting config-large config-aliases findings findings-check-json findings-check-sarif findings-check-markdown findings-check-github findings-check-xcode"}

log() { printf 'hostile-bench: %s\n' "$*" >&2; }

if [[ -n ${ERRATA:-} ]]; then
    [[ -x $ERRATA ]] || { log "ERRATA=$ERRATA is not an executable"; exit 2; }
else
    ERRATA=$(scripts/release-build.sh)
fi

if [[ -n ${HOSTILE_WORK:-} ]]; then
    WORK=$HOSTILE_WORK
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi

sizes() {
    case $1 in
        list-nesting | quote-nesting | emphasis-nesting) echo "12500 25000 50000" ;;
        brackets) echo "25000 50000 100000" ;;
        code-brackets) echo "250000 500000 1000000" ;;
        wide-table) echo "2500 5000 10000" ;;
        long-table | findings | findings-check-*) echo "25000 50000 100000" ;;
        long-line | long-line-text) echo "13107200 26214400 52428800" ;;
        headings) echo "250000 500000 1000000" ;;
        code-hostile) echo "25000 50000 100000" ;;
        code-nesting) echo "5000 10000 20000" ;;
        config-large) echo "262144 524288 1040000" ;;
        config-aliases) echo "10 20 40" ;;
        *) log "unknown case $1"; exit 2 ;;
    esac
}

# The limits raised for a second series, when the defaults refuse some sizes of a case.
raised() {
    case $1 in
        long-line | long-line-text | headings) echo "max-file-bytes=67108864" ;;
        wide-table) echo "max-table-columns=10000" ;;
        code-hostile | code-nesting) echo "max-inline-markup=50000" ;;
        *) echo "" ;;
    esac
}

# The hostile page a case is made of (make-hostile-doc.py's case name).
document() {
    case $1 in
        findings-check-*) echo findings ;;
        *) echo "$1" ;;
    esac
}

# errata's arguments for a case.
arguments() {
    case $1 in
        findings-check-*) echo "check --format ${1#findings-check-} --output-file report.txt" ;;
        *) echo "build --quiet" ;;
    esac
}

# Runs a command in a folder with a time limit, its output to a file; prints its exit status
# (124 on timeout), its wall seconds and its peak resident memory in MiB (the kernel's count
# for the process, from wait4).
measure() {
    python3 - "$@" <<'PYTHON'
import os, subprocess, sys, time
folder, limit, output, *command = sys.argv[1:]
start = time.monotonic()
with open(output, "wb") as handle:
    process = subprocess.Popen(command, cwd=folder, stdout=handle, stderr=subprocess.STDOUT)
    deadline = start + float(limit)
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            process.kill()
            _, status, usage = os.wait4(process.pid, 0)
            status = 124 << 8
            break
        time.sleep(0.005)
seconds = time.monotonic() - start
code = os.waitstatus_to_exitcode(status) if status != 124 << 8 else 124
code = 128 - code if code < 0 else code
print(code, "%.3f" % seconds, "%.1f" % (usage.ru_maxrss / 1024))
PYTHON
}

failed=0
printf '%-23s %-22s %10s %12s %9s %7s %9s  %s\n' case limits size bytes seconds ratio "peak MiB" outcome
run_series() {
    local name=$1 limits=$2
    local previous_time="" previous_size=""
    for size in $(sizes "$name"); do
        size=$((size / SCALE))
        local project=$WORK/$name-$size
        local args=("$(document "$name")" "$size" "$project")
        [[ -n $limits ]] && args+=(--limits "$limits")
        local bytes
        bytes=$(python3 scripts/make-hostile-doc.py "${args[@]}")
        local output=$WORK/output.txt
        local status seconds peak
        # shellcheck disable=SC2046 # the arguments are words
        read -r status seconds peak < <(measure "$project" "$TIMEOUT" "$output" "$ERRATA" $(arguments "$name"))
        local ratio="-"
        if [[ -n $previous_time ]]; then
            ratio=$(python3 -c "t=$seconds/max($previous_time,0.001); print('%.2f' % t)")
        fi
        local outcome
        # `check` exits 1 when it reports errors, as it does here.
        [[ $status -eq 1 && $name == findings-check-* ]] && status=0
        case $status in
            0) outcome=ok ;;
            2) outcome="refused: $(head -n 1 "$output" | sed 's/^[^ ]* error: //' | cut -c1-70)" ;;
            124) outcome="TIMEOUT after ${TIMEOUT}s"; failed=1 ;;
            *) outcome="CRASH (exit $status): $(grep -m1 -E 'error|Fatal|fault' "$output" | cut -c1-60)"; failed=1 ;;
        esac
        printf '%-23s %-22s %10s %12s %9s %7s %9s  %s\n' "$name" "${limits:-default}" "$size" "$bytes" "$seconds" "$ratio" "$peak" "$outcome"
        previous_time=$seconds
        previous_size=$size
        rm -rf "$project"
        [[ $status -eq 124 ]] && break
    done
    : "$previous_size"
}

for name in $CASES; do
    run_series "$name" ""
    extra=$(raised "$name")
    [[ -n $extra ]] && run_series "$name" "$extra"
done

if [[ $failed -ne 0 ]]; then
    log "a run crashed or timed out"
    exit 1
fi
log "every run finished; ratios near 2.0 mean linear growth"
