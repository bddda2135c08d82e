#!/usr/bin/env bash
# Check the HTML drift view in a real browser (headless Chromium from Debian):
#   1. it renders: the DOM after scripts ran has the summary, a table per section and a row per
#      fact that report/drift.json and catalog.json call for, every cell with a link, every link
#      to a file that exists;
#   2. the filters work: with #rule=code-conflict&lang=en only the rows with a code-conflict in
#      en are shown and only the en column; with #drift=1 the rows without findings are hidden;
#   3. a screenshot for the README is written to docs/drift-html.png (1400x1000).
#
# Usage: scripts/test-html.sh [PAGE] (default generated/Gamebase/report/drift.html; run
# `make run` first if it is missing). Installs chromium (and CJK fonts, for the screenshot)
# with apt-get when they are missing. Exits non-zero on any failure.
set -euo pipefail

cd "$(dirname "$0")/.."

page=${1:-generated/Gamebase/report/drift.html}
screenshot=${SCREENSHOT:-docs/drift-html.png}

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

dump "" "$tmp/all.html"
dump "#rule=code-conflict&lang=en" "$tmp/conflict-en.html"
dump "#drift=1" "$tmp/drift.html"
dump "?lang=ko,ja" "$tmp/query.html"

# --- Checks ----------------------------------------------------------------------
python3 - "$tmp" "$page_dir" "$product_dir" <<'PY'
import json
import os
import sys
from html.parser import HTMLParser

tmp, page_dir, product_dir = sys.argv[1:4]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


class DOM(HTMLParser):
    """Rows, cells, checkboxes and links of a dumped page."""

    void = {"meta", "input", "br", "img", "link", "hr", "wbr"}

    def __init__(self, path):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.ids = set()
        self.sections = []  # {id, hidden, rows}
        self.rows = []  # {id, fact, findings, hidden, section, cells}
        self.headers = []  # (lang, hidden)
        self.boxes = {}  # (name, value) -> checked
        self.status = ""
        self.cell = None
        self.in_status = False
        with open(path, encoding="utf-8") as file:
            self.feed(file.read())

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        hidden = "hidden" in a
        if tag == "section" and "facts" in a.get("class", "").split():
            self.sections.append({"id": a["id"], "hidden": hidden})
        elif tag == "tr" and "data-findings" in a:
            self.rows.append({
                "id": a["id"], "fact": a.get("data-fact"), "hidden": hidden,
                "findings": a["data-findings"].split(), "section": self.sections[-1]["id"], "cells": [],
            })
        elif tag == "th" and "data-lang" in a:
            self.headers.append((a["data-lang"], hidden))
        elif tag == "td" and "data-lang" in a:
            self.cell = {"lang": a["data-lang"], "hidden": hidden, "class": a.get("class", ""), "links": []}
            self.rows[-1]["cells"].append(self.cell)
        elif tag == "a" and self.cell is not None:
            self.cell["links"].append(a.get("href", ""))
        elif tag == "input":
            self.boxes[(a.get("name"), a.get("value"))] = "checked" in a
        elif tag == "p" and a.get("id") == "status":
            self.in_status = True
        if tag not in self.void:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag == "td":
            self.cell = None
        if tag == "p":
            self.in_status = False
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_data(self, data):
        if self.in_status:
            self.status += data


drift = json.load(open(os.path.join(product_dir, "report", "drift.json"), encoding="utf-8"))
catalog = json.load(open(os.path.join(product_dir, "catalog.json"), encoding="utf-8"))
languages = [language["folder"] for language in drift["languages"]]

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
for lang, hidden in dom.headers:
    check(hidden == (lang != "en"), f"column header {lang}: hidden={hidden}")
for row in dom.rows:
    for cell in row["cells"]:
        check(cell["hidden"] == (cell["lang"] != "en"), f"{row['id']} {cell['lang']}: hidden={cell['hidden']}")
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
    check(hidden == (lang not in ("ko", "ja")), f"?lang=ko,ja: column {lang} hidden={hidden}")
for row in dom.rows:
    if row["findings"]:
        visible = any(pair.rsplit(":", 1)[1] in ("ko", "ja") for pair in row["findings"])
        check(row["hidden"] == (not visible), f"?lang=ko,ja: {row['id']} hidden={row['hidden']}")

if failures:
    for failure in failures[:40]:
        print(f"html-test: FAIL: {failure}", file=sys.stderr)
    sys.exit(1)
print(f"html-test: {total} facts in {len(languages)} languages render; the rule, language and drift filters work")
PY

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
