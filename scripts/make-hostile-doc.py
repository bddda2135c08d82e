#!/usr/bin/env python3
"""Write one hostile errata project: a page built to make a Markdown tool slow or crash.

Usage:
    scripts/make-hostile-doc.py CASE SIZE OUTPUT_DIR [--limits KEY=VALUE ...]

CASE is one of the names below; SIZE is its size parameter (a depth, a count or a number of
bytes, see each case). OUTPUT_DIR becomes a self-contained errata project:

    errata.yml                              product `hostile`, languages ko and en
    docs-src/hostile/ko/page.md             the hostile page
    docs-src/hostile/en/page.md             the same page (the worst case for reconciling)

(The findings case writes a page of its own in each of ko, en and ja.)

`--limits max-file-bytes=67108864` (repeatable) adds a `limits:` section to errata.yml.

Cases:
    list-nesting      SIZE lists nested in one another: `- - - … x`
    quote-nesting     SIZE block quotes nested: `>>>> … x`
    emphasis-nesting  SIZE emphasis markers on each side: `**** … x … ****`
    brackets          SIZE unclosed brackets on one line of prose: `[[[[ …`
    code-brackets     SIZE unclosed brackets on one line of Objective-C in a code block
    wide-table        a table of SIZE columns (and 10 rows)
    long-table        an error table of SIZE rows
    findings          an error table of SIZE rows in three languages (ko, en, ja) that disagree on
                      most rows: a number or a symbol changed, rows missing, rows renamed and
                      renumbered (about three findings a row)
    long-line         one line of SIZE bytes of prose, symbols, links and emphasis
    long-line-text    one line of SIZE bytes of prose, symbols, code spans and CJK, without
                      emphasis, links or tables
    headings          SIZE headings, each with a line of text
    code-hostile      a code block with a line of about SIZE bytes of each unfinished or
                      unbalanced Objective-C piece (`(((((`, `@"[`, `/*[*/`, `- (void)a:(`, …),
                      then lines of unfinished declarations and sends, SIZE bytes of each
    code-nesting      a code block with, for each way a send nests (casts, boxed literals,
                      blocks, subscripts, parentheses and braces, unary receivers), SIZE levels
                      left open on one line and SIZE levels closed on the next
    config-large      an errata.yml of about SIZE bytes of resolutions (the config's limit is
                      1 MiB), and a plain page
    config-aliases    an errata.yml with an alias bomb of SIZE levels of ten aliases each (the
                      loader refuses it at its first anchor), and a plain page

Python 3 standard library only; the output is deterministic.
"""

import os
import shutil
import sys

ROW_SYMBOL = "TCGB\\_ERROR\\_HOSTILE\\_{0}"


def list_nesting(size):
    return "- " * size + "x\n"


def quote_nesting(size):
    return ">" * size + " x\n"


def emphasis_nesting(size):
    return "*" * size + "x" + "*" * size + "\n"


def brackets(size):
    return "Text " + "[" * size + "\n"


def code_brackets(size):
    return "```objc\n" + "[" * size + "\n```\n"


def wide_table(size):
    header = "| " + " | ".join("H%d" % i for i in range(size)) + " |\n"
    delimiter = "|" + "---|" * size + "\n"
    rows = "".join("| " + " | ".join("c%d" % ((i + r) % 97) for i in range(size)) + " |\n" for r in range(10))
    return "# Wide\n\n" + header + delimiter + rows


def long_table(size):
    lines = ["# Errors", "", "| Category | Error | Error Code | Description |", "| --- | --- | --- | --- |"]
    for i in range(size):
        category = "Auth" if i % 100 == 0 else ""
        lines.append("| %s | %s | %d | Message number %d. |" % (category, ROW_SYMBOL.format(i), 100000 + i, i))
    return "\n".join(lines) + "\n"


FINDINGS_LANGUAGES = ("ko", "en", "ja")
FINDINGS_MESSAGES = {"ko": "\uc624\ub958 %d\uc785\ub2c8\ub2e4.", "en": "Error number %d.", "ja": "\u30a8\u30e9\u30fc %d \u3067\u3059\u3002"}


def findings_page(size, language):
    """One language's error table of SIZE rows, which the other languages contradict.

    Row i, by i % 3: 0, en gives another number and ja another symbol (two code-conflict
    findings); 1, only ko lists it (code-missing in en and ja); 2, en renames and renumbers it,
    so that ko and ja's code is missing in en and en's in ko and ja (three code-missing)."""
    lines = ["# Errors", "", "| Category | Error | Error Code | Description |", "| --- | --- | --- | --- |"]
    for i in range(size):
        symbol, code = ROW_SYMBOL.format(i), 100000 + i
        kind = i % 3
        if kind == 0 and language == "en":
            code += 500000
        elif kind == 0 and language == "ja":
            symbol += "\\_OLD"
        elif kind == 1 and language != "ko":
            continue
        elif kind == 2 and language == "en":
            symbol, code = ROW_SYMBOL.format("R%d" % i), 700000 + i
        category = "Auth" if i % 100 == 0 else ""
        lines.append("| %s | %s | %d | %s |" % (category, symbol, code, FINDINGS_MESSAGES[language] % i))
    return "\n".join(lines) + "\n"


def repeated_line(piece, size):
    """`piece` repeated to about `size` bytes (at least once), as one line."""
    count = max(1, size // len(piece.encode("utf-8")))
    return piece * count + "\n"


def long_line(size):
    piece = (
        "Call [TCGBGamebase loginWithType:type viewController:self completion:nil] and check "
        "TCGB_ERROR_HOSTILE_X(3001), **bold** *it* `code` [a link](https://example.com/x) <br/> "
        "한국어 文字 | cell | "
    )
    return repeated_line(piece, size)


def long_line_text(size):
    piece = (
        "Call loginWithType:viewController:completion: and check TCGB_ERROR_HOSTILE_X(3001) "
        "or `TCGB_ERROR_CODE (7)` then error.code == TCGB_ERROR_HOSTILE_Y, see https://example.com/x "
        "\ud55c\uad6d\uc5b4 \u6587\u5b57 \u3072\u3089\u304c\u306a. "
    )
    return repeated_line(piece, size)


def headings(size):
    return "".join("## Section %d\n\nText %d.\n\n" % (i, i) for i in range(size))


OBJC_PIECES = ["[[[[[", "+ (", "(((((", "{{{{{", "@\"[", "[a b:", "- (void)a:(", "<<<<<", "/*[*/", "'''''",
               "[((((", "\"[", "\"[]\""]
OBJC_LINES = ["- (void)a:(int)b __attribute__((\n", "+ (NSDictionary<NSString *, id> *)a:(void (^)(\n",
              "[Foo bar:[Foo baz:\n", "- (void)a:(int)b c:(int)d\n", "/* [Foo bar]\n", "[Foo bar:x;\n"]


def code_hostile(size):
    # A blank line after each piece's line: each is a run of its own for the inline markup limit.
    lines = [repeated_line(piece, size) + "\n" for piece in OBJC_PIECES]
    lines += [line * max(1, size // len(line)) + "\n" for line in OBJC_LINES]
    return "# Code\n\n```objc\n" + "".join(lines) + "```\n"


NESTINGS = [("[(NSString *)", "]"), ("@[", "]"), ("[a b:^{", "}]"), ("[a[", "]"), ("({", "})"), ("[[a b]c:", "]")]


def code_nesting(size):
    lines = []
    for opener, closer in NESTINGS:
        lines.append(opener * size + "x y\n\n")
        lines.append(opener * size + "x y" + closer * size + "\n\n")
    return "# Code\n\n```objc\n" + "".join(lines) + "```\n"


def plain_page(size):
    return "# Errors\n\n| Error | Code |\n| --- | --- |\n| TCGB\\_ERROR\\_HOSTILE | 1 |\n"


def config_large(size):
    entry = '      - fact: SYMBOL_*\n        code: 1\n        reason: "a * b, *c* & d"\n'
    return "    resolutions:\n" + entry * max(1, size // len(entry))


def config_aliases(size):
    lines = ["bomb:", "  a0: &a0 [" + ", ".join(["lol"] * 10) + "]"]
    for level in range(1, size):
        lines.append("  a%d: &a%d [" % (level, level) + ", ".join(["*a%d" % (level - 1)] * 10) + "]")
    return "\n".join(lines) + "\n"


CASES = {
    "list-nesting": list_nesting,
    "quote-nesting": quote_nesting,
    "emphasis-nesting": emphasis_nesting,
    "brackets": brackets,
    "code-brackets": code_brackets,
    "wide-table": wide_table,
    "long-table": long_table,
    "findings": None,
    "long-line": long_line,
    "long-line-text": long_line_text,
    "headings": headings,
    "code-hostile": code_hostile,
    "code-nesting": code_nesting,
    "config-large": plain_page,
    "config-aliases": plain_page,
}

# What a case adds to errata.yml: inside the product (resolutions), or at the top level.
PRODUCT_CONFIG = {"config-large": config_large}
TOP_CONFIG = {"config-aliases": config_aliases}


def main(argv):
    args = argv[1:]
    limits = []
    while "--limits" in args:
        index = args.index("--limits")
        limits.append(args[index + 1])
        del args[index : index + 2]
    if len(args) != 3 or args[0] not in CASES:
        sys.stderr.write(__doc__)
        return 2
    case, size, output = args[0], int(args[1]), args[2]
    languages = FINDINGS_LANGUAGES if case == "findings" else ("ko", "en")
    pages = {
        language: findings_page(size, language) if case == "findings" else CASES[case](size)
        for language in languages
    }
    if os.path.exists(output):
        shutil.rmtree(output)
    config = [
        "version: 1",
        "docs: docs-src",
        "output: generated",
        "products:",
        "  hostile:",
        "    name: Hostile",
        "    source: ko",
        "    languages:",
    ] + ["      %s: %s" % (language, language) for language in languages]
    if case in PRODUCT_CONFIG:
        config.append(PRODUCT_CONFIG[case](size).rstrip("\n"))
    if case in TOP_CONFIG:
        config.append(TOP_CONFIG[case](size).rstrip("\n"))
    if limits:
        config.append("limits:")
        for item in limits:
            key, value = item.split("=", 1)
            config.append("  %s: %s" % (key, value))
    os.makedirs(output)
    with open(os.path.join(output, "errata.yml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(config) + "\n")
    total = 0
    for language in languages:
        data = pages[language].encode("utf-8")
        total = max(total, len(data))
        folder = os.path.join(output, "docs-src", "hostile", language)
        os.makedirs(folder)
        with open(os.path.join(folder, "page.md"), "wb") as handle:
            handle.write(data)
    print(total)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
