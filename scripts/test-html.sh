#!/usr/bin/env bash
# Check the HTML drift view in a real browser (headless Chromium from Debian):
#   1. it renders: the DOM after scripts ran has the summary, a table per section and a row per
#      fact that report/drift.json and catalog.json call for, every cell with a link, every link
#      to a file that exists;
#   2. the filters work: with #rule=code-conflict&lang=en only the rows with a code-conflict in
#      en are shown, and only the en column beside the source language's; with #drift=1 the rows
#      without findings are hidden; severity, page and search (q) filters show the rows they match;
#   2b. with scripts off every row is shown and the status counts them all;
#   3. a report of about 10,000 findings (scripts/make-large-report.py, built with errata) renders,
#      scripts done and laid out, in under 2 s in the page (median of 3 loads; LARGE_BUDGET_MS),
#      unfiltered and filtered, a filter changed after it rendered takes effect in under that budget
#      too, and its filters show the rows they match;
#   4. a screenshot for the README is written to docs/drift-html.png (1400x1000).
#
# Usage: scripts/test-html.sh [PAGE] (default generated/Gamebase/report/drift.html; run
# `make run` first if it is missing). ERRATA is the errata binary for the large report (default:
# the debug build, built when missing). Installs chromium (and CJK fonts, for the screenshot)
# with apt-get when they are missing. Exits non-zero on any failure.
set -euo pipefail

cd "$(dirname "$0")/.."

page=${1:-generated/Gamebase/report/drift.html}
screenshot=${SCREENSHOT:-docs/drift-html.png}
large_findings=${LARGE_FINDINGS:-10000}
large_budget_ms=${LARGE_BUDGET_MS:-2000}

log() { printf 'html-test: %s\n' "$*" >&2; }
fail() {
    log "FAIL: $*"
    exit 1
}

[[ -f $page ]] || fail "$page does not exist; run 'make run' first"
command -v python3 >/dev/null 2>&1 || fail "python3 is needed to read the DOM"

# --- Chromium ------------------------------------------------------------------
find_browser() {
    for name in chromium chromium-browser google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then
            command -v "$name"
            return 0
        fi
    done
    return 1
}

have_cjk_fonts() {
    local fonts
    fonts=$(fc-list 2>/dev/null || true)
    [[ $fonts == *CJK* ]]
}

if ! browser=$(find_browser) || ! have_cjk_fonts; then
    if command -v apt-get >/dev/null 2>&1; then
        if [[ $(id -u) -eq 0 ]]; then
            sudo_cmd=()
        elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo_cmd=(sudo)
        else
            fail "chromium is missing; run: sudo apt-get install -y chromium fonts-noto-cjk"
        fi
        log "installing chromium fonts-noto-cjk"
        "${sudo_cmd[@]}" apt-get update -qq
        "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
    fi
    browser=$(find_browser) || fail "no chromium on PATH (Debian: apt-get install chromium)"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

page_dir=$(cd "$(dirname "$page")" && pwd)
page_url="file://$page_dir/$(basename "$page")"
product_dir=$(dirname "$page_dir")

runs=0
run_browser() {
    # A fresh profile each run, so that no run hands its URL over to another one still running;
    # stderr (D-Bus noise in containers) is kept for failures.
    runs=$((runs + 1))
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --no-default-browser-check --disable-extensions --hide-scrollbars --user-data-dir="$tmp/profile-$runs" \
        "$@" 2>>"$tmp/browser.log"
}

dump() { # URL-suffix output-file
    if ! run_browser --dump-dom "$page_url$1" >"$2"; then
        tail -n 20 "$tmp/browser.log" >&2
        fail "chromium could not render $page_url$1"
    fi
    [[ -s $2 ]] || fail "chromium rendered nothing for $page_url$1"
}

# A page with findings and a word from one of its findings' facts, for the page and search filters.
read -r search_page search_text < <(
    python3 - "$product_dir/report/drift.json" <<'PY'
import json, sys
from urllib.parse import quote
findings = json.load(open(sys.argv[1], encoding="utf-8"))["findings"]
page = findings[len(findings) // 2]["location"]["path"]
fact = next(f["fact"] for f in findings if f["location"]["path"] == page)
print(quote(page, safe=""), quote(fact[: max(3, len(fact) // 2)].lower(), safe=""))
PY
)

dump "" "$tmp/all.html"
dump "#rule=code-conflict&lang=en" "$tmp/conflict-en.html"
dump "#drift=1" "$tmp/drift.html"
dump "?lang=ko,ja" "$tmp/query.html"
dump "#severity=error" "$tmp/severity.html"
dump "#page=$search_page&q=$search_text" "$tmp/page-search.html"
# Scripts off: the page without its script (Chromium's --dump-dom needs scripts on to dump).
python3 - "$page" "$tmp/no-script-page.html" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write(re.sub(r"<script>.*?</script>", "", text, flags=re.S))
PY
if ! run_browser --dump-dom "file://$tmp/no-script-page.html#drift=1" >"$tmp/no-script.html"; then
    tail -n 20 "$tmp/browser.log" >&2
    fail "chromium could not render $page_url without its script"
fi

# The DOM of a dumped page, and which rows a filter shows; shared by the checks below.
cat >"$tmp/dom.py" <<'PY'
import re
from html.parser import HTMLParser


class DOM(HTMLParser):
    """Rows, cells, filters and links of a dumped page."""

    void = {"meta", "input", "br", "img", "link", "hr", "wbr"}

    def __init__(self, path):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.ids = set()
        self.sections = []  # {id, hidden}
        self.blocks = []  # hidden, per block of a section's table
        self.rows = []  # {id, fact, findings, matches, hidden, section, cells, text}
        self.header_langs = []
        self.boxes = {}  # (name, value) -> checked
        self.inputs = {}  # name -> value
        self.pages = []  # (value, selected)
        self.status = ""
        self.column_style = None
        self.source = None
        self.cell = None
        self.row = None
        self.in_status = False
        self.in_style = False
        with open(path, encoding="utf-8") as file:
            self.feed(file.read())
        hidden = set(re.findall(r'\[data-lang="((?:[^"\\]|\\.)*)"\]', self.column_style or ""))
        self.hidden_langs = hidden
        self.headers = [(lang, lang in hidden) for lang in self.header_langs]
        for row in self.rows:
            for cell in row["cells"]:
                cell["hidden"] = cell["lang"] in hidden

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        hidden = "hidden" in a
        if tag == "section" and "facts" in a.get("class", "").split():
            self.sections.append({"id": a["id"], "hidden": hidden})
        elif tag == "div" and a.get("class") == "block":
            self.blocks.append(hidden)
        elif tag == "tr" and "data-findings" in a:
            matches = []
            for match in a.get("data-match", "").split():
                rule, lang, severity, page = match.rsplit(":", 3)
                matches.append((rule, lang, severity, int(page)))
            self.row = {
                "id": a["id"], "fact": a.get("data-fact"), "hidden": hidden, "findings": a["data-findings"].split(),
                "matches": matches, "section": self.sections[-1]["id"], "block": len(self.blocks) - 1,
                "cells": [], "text": "",
            }
            self.rows.append(self.row)
        elif tag == "th" and "data-lang" in a:
            self.header_langs.append(a["data-lang"])
        elif tag == "td" and "data-lang" in a:
            self.cell = {"lang": a["data-lang"], "class": a.get("class", ""), "links": []}
            self.rows[-1]["cells"].append(self.cell)
        elif tag == "a" and self.cell is not None:
            self.cell["links"].append(a.get("href", ""))
        elif tag == "input" and a.get("type") == "checkbox":
            self.boxes[(a.get("name"), a.get("value"))] = "checked" in a
        elif tag == "input":
            self.inputs[a.get("name")] = a.get("value", "")
        elif tag == "option" and self.stack and self.stack[-1] == "select":
            self.pages.append((a.get("value", ""), "selected" in a))
        elif tag == "form":
            self.source = a.get("data-source")
        elif tag == "style" and a.get("id") == "column-filter":
            self.in_style = True
            self.column_style = ""
        elif tag == "p" and a.get("id") == "status":
            self.in_status = True
        if tag not in self.void:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag == "td":
            self.cell = None
        if tag == "tr":
            self.row = None
        if tag == "p":
            self.in_status = False
        if tag == "style":
            self.in_style = False
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_data(self, data):
        if self.in_status:
            self.status += data
        if self.in_style:
            self.column_style += data
        if self.row is not None:
            self.row["text"] += data

    def shows(self, row, rules=None, langs=None, severities=None, page=0, query="", drift=False):
        """Whether the filters show a row (None: every value of that filter)."""
        if not row["matches"]:
            show = not drift and rules is None and severities is None and page == 0
        else:
            show = any(
                (rules is None or rule in rules) and (langs is None or lang in langs)
                and (severities is None or severity in severities) and (page == 0 or where == page)
                for rule, lang, severity, where in row["matches"]
            )
        query = query.strip().lower()
        return show and (not query or query in row["text"].lower())

    def check_filtered(self, check, label, **filters):
        """The rows, sections and status the filters call for."""
        wanted = [row["id"] for row in self.rows if self.shows(row, **filters)]
        shown = [row["id"] for row in self.rows if not row["hidden"]]
        check(shown == wanted, f"{label}: {len(shown)} rows shown, expected {len(wanted)}")
        for section in self.sections:
            has_rows = any(not row["hidden"] for row in self.rows if row["section"] == section["id"])
            check(section["hidden"] == (not has_rows), f"{label}: {section['id']} hidden={section['hidden']}")
        for index, hidden in enumerate(self.blocks):
            has_rows = any(not row["hidden"] for row in self.rows if row["block"] == index)
            check(hidden == (not has_rows), f"{label}: block {index + 1} hidden={hidden}")
        total = len(self.rows)
        status = self.status.strip()
        check(status == f"Showing {len(wanted)} of {total} facts", f"{label}: status says {status!r}")
        return len(wanted)
PY

# --- Checks ----------------------------------------------------------------------
python3 - "$tmp" "$page_dir" "$product_dir" <<'PY'
import json
import os
import sys

tmp, page_dir, product_dir = sys.argv[1:4]
sys.path.insert(0, tmp)
from dom import DOM  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


drift = json.load(open(os.path.join(product_dir, "report", "drift.json"), encoding="utf-8"))
catalog = json.load(open(os.path.join(product_dir, "catalog.json"), encoding="utf-8"))
languages = [language["folder"] for language in drift["languages"]]
source = drift["sourceLanguage"]

# What the page must show: a row per (section, fact) of the findings, and one per code no finding is about.
expected = []
for finding in drift["findings"]:
    key = (" › ".join(finding["section"]) or "(no section)", finding["fact"])
    if key not in expected:
        expected.append(key)
facts = {finding["fact"] for finding in drift["findings"]}
agreeing = [
    code["symbol"] for code in catalog["codes"]
    if code["symbol"] not in facts and not any(alias["symbol"] in facts for alias in code["aliases"])
]

# 1. It renders.
dom = DOM(os.path.join(tmp, "all.html"))
check("summary" in dom.ids, "no summary table")
check("filters" in dom.ids, "no filters")
check("table-1" in dom.ids, "no first section table (#table-1)")
drift_rows = [row for row in dom.rows if row["findings"]]
check(len(drift_rows) == len(expected), f"{len(drift_rows)} rows with findings, expected {len(expected)}")
check(
    sorted(row["fact"] for row in drift_rows) == sorted(fact for _, fact in expected),
    "the rows' facts are not the findings' facts",
)
agree_rows = [row for row in dom.rows if not row["findings"]]
check([row["fact"] for row in agree_rows] == agreeing, "the rows without findings are not the agreeing codes")
check(not any(row["hidden"] for row in dom.rows), "a row is hidden without a filter")
check(not any(hidden for _, hidden in dom.headers), "a column is hidden without a filter")
check(dom.source == source, f"the filters name {dom.source!r} as the source language, not {source!r}")
check(all(row["matches"] for row in drift_rows), "a row with findings has no data-match")
total = len(dom.rows)
check(dom.status.strip() == f"Showing {total} of {total} facts", f"status says {dom.status.strip()!r}")
for row in dom.rows:
    check([cell["lang"] for cell in row["cells"]] == languages, f"{row['id']}: cells are not one per language")
    for cell in row["cells"]:
        check(cell["links"], f"{row['id']} {cell['lang']}: the cell has no link")
        for link in cell["links"]:
            target = os.path.normpath(os.path.join(page_dir, link.split("#")[0]))
            check(os.path.exists(target), f"{row['id']} {cell['lang']}: {link} leads to nothing")
        highlighted = any(kind in cell["class"].split() for kind in ("conflict", "missing", "other"))
        stated = any(pair.endswith(":" + cell["lang"]) for pair in row["findings"])
        check(highlighted == stated, f"{row['id']} {cell['lang']}: highlight does not match the findings")
conflicts = [row for row in dom.rows if any(p.startswith("code-conflict:") for p in row["findings"])]
check(conflicts, "no code-conflict row")
check(
    all(any("conflict" in cell["class"].split() for cell in row["cells"]) for row in conflicts),
    "a code-conflict row has no red cell",
)

# 2. The filters work: #rule=code-conflict&lang=en.
dom = DOM(os.path.join(tmp, "conflict-en.html"))
check(dom.boxes.get(("rule", "code-conflict")) is True, "rule=code-conflict did not check code-conflict")
check(
    not any(checked for (name, value), checked in dom.boxes.items() if name == "rule" and value != "code-conflict"),
    "rule=code-conflict left other rules checked",
)
check(
    [value for (name, value), checked in dom.boxes.items() if name == "lang" and checked] == ["en"],
    "lang=en did not check only en",
)
# Only the rows with a code-conflict in en; rows without findings hide while a rule is filtered out.
shown = [row for row in dom.rows if not row["hidden"]]
wanted = [row for row in dom.rows if "code-conflict:en" in row["findings"]]
check(shown and shown == wanted, f"{len(shown)} rows shown, expected the {len(wanted)} with a code-conflict in en")
# Only the en column, and the source language's beside it.
for lang, hidden in dom.headers:
    check(hidden == (lang not in ("en", source)), f"column header {lang}: hidden={hidden}")
for section in dom.sections:
    has_rows = any(not row["hidden"] for row in dom.rows if row["section"] == section["id"])
    check(section["hidden"] == (not has_rows), f"{section['id']}: hidden={section['hidden']}")
check(dom.status.strip() == f"Showing {len(wanted)} of {total} facts", f"status says {dom.status.strip()!r}")

# #drift=1: only rows with findings.
dom = DOM(os.path.join(tmp, "drift.html"))
check(dom.boxes.get(("drift", "1")) is True, "drift=1 did not check 'Show only drift'")
check(
    all(row["hidden"] == (not row["findings"]) for row in dom.rows),
    "drift=1 did not hide exactly the rows without findings",
)
check(not any(hidden for _, hidden in dom.headers), "drift=1 hid a column")

# ?lang=ko,ja (the query works too): the other columns hidden, rows with findings only in them hidden.
dom = DOM(os.path.join(tmp, "query.html"))
for lang, hidden in dom.headers:
    check(hidden == (lang not in ("ko", "ja", source)), f"?lang=ko,ja: column {lang} hidden={hidden}")
for row in dom.rows:
    if row["findings"]:
        visible = any(pair.rsplit(":", 1)[1] in ("ko", "ja") for pair in row["findings"])
        check(row["hidden"] == (not visible), f"?lang=ko,ja: {row['id']} hidden={row['hidden']}")

# #severity=error: only the rows with an error finding.
dom = DOM(os.path.join(tmp, "severity.html"))
check(
    [value for (name, value), checked in dom.boxes.items() if name == "severity" and checked] == ["error"],
    "severity=error did not check only error",
)
dom.check_filtered(check, "#severity=error", severities={"error"})

# #page=…&q=…: the rows with a finding on that page whose text holds the search.
dom = DOM(os.path.join(tmp, "page-search.html"))
selected = [index for index, (value, chosen) in enumerate(dom.pages) if chosen]
query = dom.inputs.get("q", "")
check(len(selected) == 1 and selected[0] > 0, "page= did not choose a page")
check(query, "q= did not fill the search box")
if selected and query:
    found = dom.check_filtered(check, "#page&q", page=selected[0], query=query)
    check(found > 0, "#page&q: the search for a fact on that page found nothing")

# Scripts off (the fragment asks for a filter no script applies): every row shown, all counted.
dom = DOM(os.path.join(tmp, "no-script.html"))
check(len(dom.rows) == total, f"scripts off: {len(dom.rows)} rows, expected {total}")
check(not any(row["hidden"] for row in dom.rows), "scripts off: a row is hidden")
check(not any(section["hidden"] for section in dom.sections), "scripts off: a section is hidden")
check(not any(dom.blocks), "scripts off: a block is hidden")
check(dom.status.strip() == f"Showing {total} of {total} facts", f"scripts off: status says {dom.status.strip()!r}")

if failures:
    for failure in failures[:40]:
        print(f"html-test: FAIL: {failure}", file=sys.stderr)
    sys.exit(1)
print(
    f"html-test: {total} facts in {len(languages)} languages render; "
    "the search, rule, language, severity, page and drift filters work"
)
PY

# --- 10,000 findings ---------------------------------------------------------------
errata=${ERRATA:-}
if [[ -z $errata ]]; then
    errata="$(swift build --show-bin-path)/errata"
    [[ -x $errata ]] || swift build --product errata >&2 || fail "could not build errata"
fi
[[ -x $errata ]] || fail "no errata binary at $errata"
large="$tmp/large"
python3 scripts/make-large-report.py "$large_findings" "$large" >/dev/null
(cd "$large" && "$errata" build --quiet) || fail "errata build failed on the large report"
large_dir="$large/generated/Large/report"
# The page with a probe after its own script: when it runs, the page is parsed and the filters
# applied; it then forces a layout and notes both times (ms since navigation started). With
# ?change in the address it then unchecks every severity but the first (error) as a reader would,
# forces a layout again and notes how long that took.
python3 - "$large_dir/drift.html" "$large_dir/timed.html" <<'PY'
import sys
source, target = sys.argv[1:3]
text = open(source, encoding="utf-8").read()
probe = (
    "<script>(function () { var scripts = performance.now(); void document.body.offsetHeight;"
    " var root = document.documentElement; root.setAttribute('data-scripts-ms', scripts.toFixed(0));"
    " root.setAttribute('data-render-ms', performance.now().toFixed(0));"
    " if (window.location.search.indexOf('change') < 0) { return; }"
    " var start = performance.now(), form = document.getElementById('filters');"
    " form.querySelectorAll(\"input[name='severity']\").forEach(function (box, index) { box.checked = index === 0; });"
    " form.dispatchEvent(new Event('change')); void document.body.offsetHeight;"
    " root.setAttribute('data-change-ms', (performance.now() - start).toFixed(0)); })();</script>"
)
end = text.rindex("</body>")
open(target, "w", encoding="utf-8").write(text[:end] + probe + text[end:])
PY
large_url="file://$large_dir/timed.html"
timed() { # URL-suffix name [attribute]: three loads, the median of the probe's attribute (data-render-ms)
    # in ms; the last DOM in $tmp/name.html
    local times=() i ms attribute=${3:-data-render-ms}
    for i in 1 2 3; do
        run_browser --dump-dom "$large_url$1" >"$tmp/$2.html" || fail "chromium could not render $large_url$1"
        ms=$(grep -o "$attribute=\"[0-9]*\"" "$tmp/$2.html" | grep -o '[0-9]*') ||
            fail "the large report's probe did not run ($1)"
        times+=("$ms")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}
large_filter="#severity=error&lang=en&q=error_1"
large_all_ms=$(timed "" large-all)
large_filtered_ms=$(timed "$large_filter" large-filtered)
large_change_ms=$(timed "?change" large-change data-change-ms)
[[ $large_all_ms =~ ^[0-9]+$ && $large_filtered_ms =~ ^[0-9]+$ && $large_change_ms =~ ^[0-9]+$ ]] ||
    fail "no render time for the large report"
python3 - "$tmp" "$large/generated/Large/report/drift.json" "$large_findings" <<'PY'
import json
import sys

tmp, drift_path, wanted = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, tmp)
from dom import DOM  # noqa: E402

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


findings = len(json.load(open(drift_path, encoding="utf-8"))["findings"])
check(findings >= wanted * 0.95, f"the large report has {findings} findings, expected about {wanted}")
dom = DOM(f"{tmp}/large-all.html")
check(len(dom.rows) > 1000, f"the large report has only {len(dom.rows)} rows")
dom.check_filtered(check, "large, unfiltered")
dom = DOM(f"{tmp}/large-filtered.html")
shown = dom.check_filtered(check, "large, filtered", langs={"en"}, severities={"error"}, query="error_1")
check(0 < shown < len(dom.rows), f"large, filtered: {shown} of {len(dom.rows)} rows shown")
dom = DOM(f"{tmp}/large-change.html")
shown = dom.check_filtered(check, "large, severity changed to error", severities={"error"})
check(0 < shown < len(dom.rows), f"large, severity changed to error: {shown} of {len(dom.rows)} rows shown")
if failures:
    for failure in failures[:40]:
        print(f"html-test: FAIL: {failure}", file=sys.stderr)
    sys.exit(1)
print(f"html-test: {findings} findings, {len(dom.rows)} facts; the filters work on the large report")
PY
log "$large_findings findings: rendered in ${large_all_ms} ms, filtered ($large_filter) in ${large_filtered_ms} ms," \
    "severity changed to error in ${large_change_ms} ms (median of 3)"
((large_all_ms <= large_budget_ms)) || fail "the large report took ${large_all_ms} ms to render (budget ${large_budget_ms} ms)"
((large_filtered_ms <= large_budget_ms)) ||
    fail "the filtered large report took ${large_filtered_ms} ms to render (budget ${large_budget_ms} ms)"
((large_change_ms <= large_budget_ms)) ||
    fail "a filter change on the large report took ${large_change_ms} ms (budget ${large_budget_ms} ms)"

# --- Screenshot ------------------------------------------------------------------
mkdir -p "$(dirname "$screenshot")"
screenshot_abs="$(cd "$(dirname "$screenshot")" && pwd)/$(basename "$screenshot")"
rm -f "$tmp/shot.png"
run_browser --window-size=1400,1000 --screenshot="$tmp/shot.png" "$page_url" >/dev/null ||
    fail "chromium could not take a screenshot"
[[ -s $tmp/shot.png ]] || fail "no screenshot was written"
[[ $(head -c 8 "$tmp/shot.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] || fail "the screenshot is not a PNG"
# Only replace the committed screenshot when the picture changed.
if ! cmp -s "$tmp/shot.png" "$screenshot_abs"; then
    cp "$tmp/shot.png" "$screenshot_abs"
fi
log "screenshot: $screenshot"
echo "html-test: passed"
