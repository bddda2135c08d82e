#!/usr/bin/env python3
"""Write an errata project whose drift report holds about FINDINGS findings, for the drift.html
speed test (scripts/test-html.sh): many pages, several sections a page, three languages.

Usage:
    scripts/make-large-report.py FINDINGS OUTPUT_DIR

OUTPUT_DIR (replaced) becomes an errata project: errata.yml (product `large`, languages ko, en
and ja, ko the source) and docs-src/large/<language>/page-<n>.md. Each page has sections with an
error table whose rows the languages contradict (row i, by i % 3: en another number and ja
another symbol; only ko lists it; en renames and renumbers it), about two findings a row,
and a paragraph en leaves in Korean in each section (one finding a page). The first page's first section is long (450 rows). Prints the number of table rows written.
"""
import os
import shutil
import sys

LANGUAGES = ("ko", "en", "ja")
SECTIONS_PER_PAGE = 4
ROWS_PER_SECTION = 15
# The first page's first section is long: a section of a thousand findings.
LONG_SECTION_ROWS = 450
MESSAGES = {"ko": "\uc624\ub958 %d\uc785\ub2c8\ub2e4.", "en": "Error number %d.", "ja": "\u30a8\u30e9\u30fc %d \u3067\u3059\u3002"}
UNTRANSLATED = "\uc774 \uc808\uc740 \uc544\uc9c1 \ubc88\uc5ed\ub418\uc9c0 \uc54a\uc740 \uc124\uba85\uc785\ub2c8\ub2e4."
PROSE = {"ko": UNTRANSLATED, "en": UNTRANSLATED, "ja": "\u3053\u306e\u7bc0\u306f\u8aac\u660e\u3067\u3059\u3002"}


def row(i, language):
    symbol, code = "LARGE_ERROR_%d" % i, 100000 + i
    kind = i % 3
    if kind == 0 and language == "en":
        code += 500000
    elif kind == 0 and language == "ja":
        symbol += "\\_OLD"
    elif kind == 1 and language != "ko":
        return None
    elif kind == 2 and language == "en":
        symbol, code = "LARGE_ERROR_R%d" % i, 700000 + i
    return "| %s | %d | %s |" % (symbol, code, MESSAGES[language] % i)


def page(number, first_row, language):
    lines = ["# Page %d" % number, ""]
    for section in range(SECTIONS_PER_PAGE):
        lines += ["## Errors %d.%d" % (number, section + 1), "", PROSE[language], ""]
        lines += ["| Error | Error Code | Description |", "| --- | --- | --- |"]
        start = first_row + section * ROWS_PER_SECTION
        rows = ROWS_PER_SECTION
        if number == 1 and section == 0:
            start, rows = 10**7, LONG_SECTION_ROWS
        for i in range(start, start + rows):
            line = row(i, language)
            if line:
                lines.append(line)
        lines.append("")
    return "\n".join(lines)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    findings, output = int(argv[1]), argv[2]
    rows_per_page = SECTIONS_PER_PAGE * ROWS_PER_SECTION
    # About two findings a row, and one a page for its untranslated paragraphs (one finding each).
    long_findings = LONG_SECTION_ROWS * 2
    pages = max(1, round((findings - long_findings) / (rows_per_page * 2 + 1)))
    if os.path.exists(output):
        shutil.rmtree(output)
    os.makedirs(output)
    config = ["version: 1", "docs: docs-src", "output: generated", "products:", "  large:", "    name: Large",
              "    source: ko", "    languages:"] + ["      %s: %s" % (language, language) for language in LANGUAGES]
    with open(os.path.join(output, "errata.yml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(config) + "\n")
    for language in LANGUAGES:
        folder = os.path.join(output, "docs-src", "large", language)
        os.makedirs(folder)
        for number in range(1, pages + 1):
            with open(os.path.join(folder, "page-%d.md" % number), "w", encoding="utf-8") as handle:
                handle.write(page(number, (number - 1) * rows_per_page, language))
    print(pages * rows_per_page + LONG_SECTION_ROWS)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
