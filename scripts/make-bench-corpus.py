#!/usr/bin/env python3
"""Write a benchmark doc set about N times larger than docs-src/, as a self-contained errata project.

Usage:
    scripts/make-bench-corpus.py N OUTPUT_DIR [--seed-docs DIR] [--if-stale] [--quiet]

    scripts/make-bench-corpus.py 64 bench-corpus/n64
    errata check --config bench-corpus/n64/errata.yml

What it writes, into OUTPUT_DIR:

    errata.yml                               same products and languages as the repo's errata.yml
                                             (gamebase: ko, en, ja, zh; isgame: zh-Hant), with
                                             `docs: docs-src` and `output: generated`
    docs-src/<product>/<locale>/<page>.md    N variants of every seed page, in every language

Every seed page `docs-src/<product>/<locale>/<page>.md` (the guides in this repository) becomes N
pages per language, k = 1 … N, named `<platform>-<page>-<kkk>.md` where the platform cycles through
ios, android and unity (`ios-authentication.md` gives `ios-authentication-001.md`,
`android-authentication-002.md`, `unity-authentication-003.md`, …; a seed page without a platform
prefix gets one). The variants are not copies: variant k is the seed with

  * every error symbol renamed, in the same way in every language, escaped forms included:
    `TCGB_ERROR_BANNED_MEMBER` → `TCGB_ERROR_BANNED_MEMBER_V7`,
    `TCGB\\_ERROR\\_BANNED\\_MEMBER` → `TCGB\\_ERROR\\_BANNED\\_MEMBER\\_V7`;
  * every error code number shifted by 10000 × k, in table cells of rows that hold an error symbol
    and in `SYMBOL(123)` / `SYMBOL (123)` / full-width forms in prose and tables;
  * the first selector piece of Objective-C messages and declarations renamed, everywhere the name
    occurs (`[TCGBGamebase loginWithType:…]`, `- (void)automaticLogin`, `+ (void)…`, the same
    names in prose and string literals): `loginWithType:` → `loginWithType7:`;
  * every Markdown heading (outside code blocks) suffixed with the variant number
    (`## Login` → `## Login 7`), and `iOS SDK` in the text named after the variant's platform.

So the number of distinct codes, symbols, selectors and sections grows with N, while every
language still says the same thing about each variant. The seeds' quirks are kept, variant by
variant: the Japanese page without headings whose error table has no leading pipes and is shifted
one column, the English page's different banned-user code (`TCGB_ERROR_AUTH_BANNED_MEMBER`, 3005),
the rows missing from some languages; so the translation drift scales with N too.

The output is deterministic (no randomness, sorted traversal, LF line endings, UTF-8). The script
replaces OUTPUT_DIR's `errata.yml`, `docs-src/` and `generated/` (it refuses to touch a folder it
did not create), verifies that every file it wrote decodes as UTF-8, and prints the number of
files and bytes. With `--if-stale` it does nothing when OUTPUT_DIR already holds a corpus made by
this version of the script from the same seeds and the same N (recorded in `.corpus-stamp`).

N = 1 gives about 160 KB (the size of docs-src/), N = 64 about 10 MB.

Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STAMP = ".corpus-stamp"

PLATFORMS = ("ios", "android", "unity")
PLATFORM_SDK_NAMES = {"ios": "iOS SDK", "android": "Android SDK", "unity": "Unity SDK"}

# Products and languages, as in the repository's errata.yml (folder: bundle name).
PRODUCTS = {
    "gamebase": {
        "name": "Gamebase",
        "source": "ko",
        "languages": [("ko", "ko"), ("en", "en"), ("ja", "ja"), ("zh", "zh-Hans")],
        "swift": {"enum": "GamebaseError", "access": "public"},
    },
    "isgame": {
        "name": "ISGame",
        "source": "zh-Hant",
        "languages": [("zh-Hant", "zh-Hant")],
        "swift": None,
    },
}

CODE_OFFSET = 10000

# An error symbol, plain or with Markdown-escaped underscores, taken whole.
SYMBOL = r"TCGB(?:\\?_)ERROR(?:\\?_[A-Z0-9]+)*"
SYMBOL_PREFIX = "TCGB_ERROR_"
BEFORE = r"(?<![A-Za-z0-9_\\])"
AFTER = r"(?![A-Za-z0-9_])"
# After a symbol: SYMBOL(123), SYMBOL (123), **SYMBOL(123)**, full-width parentheses and digits.
NUMBER_AFTER = r"(\**[ \t]*[(（][ \t]*)([0-9０-９]+)([ \t]*[)）])"
CELL_NUMBER_RE = re.compile(r"^([ \t]*)([0-9０-９]+)([ \t]*)$")
HEADING_RE = re.compile(r"^( {0,3}#{1,6})([ \t]+)(.*?)((?:[ \t]+#+)?[ \t]*)$")
FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
# First selector piece of a message to a TCGB class, and of a method declaration.
SEND_RE = re.compile(r"\[TCGB[A-Za-z]*\s+([A-Za-z_][A-Za-z0-9_]*)")
DECL_RE = re.compile(r"(?m)^\s*'?[-+]\s*\([^()\n]*\)\s*([A-Za-z_][A-Za-z0-9_]*)")
# UIKit's names: renaming them would not be realistic.
SELECTOR_STOPLIST = {"application", "applicationDidBecomeActive", "init", "description", "alloc", "new"}

FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")
TO_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def shift_number(text: str, offset: int) -> str:
    fullwidth = any("０" <= ch <= "９" for ch in text)
    value = str(int(text.translate(FULLWIDTH)) + offset)
    return value.translate(TO_FULLWIDTH) if fullwidth else value


def rename_symbol(symbol: str, k: int) -> str:
    sep = "\\_" if "\\_" in symbol else "_"
    return f"{symbol}{sep}V{k}"


def split_cells(line: str) -> list[str]:
    """Splits a table line on unescaped pipes, keeping everything (joining gives the line back)."""
    return re.split(r"(?<!\\)\|", line)


class ProductRenamer:
    """What a product's variants rename, learnt from all its seed pages in every language.

    Symbols: every `TCGB_ERROR_…` symbol, and the same symbols written without their prefix
    (`AUTH_TRANSFERACCOUNT_BLOCK`), plain or with escaped underscores. Selectors: the first piece
    of messages to TCGB classes and of method declarations.
    """

    def __init__(self, texts: list[str]) -> None:
        symbols: set[str] = set()
        selectors: set[str] = set()
        for text in texts:
            symbols.update(m.replace("\\_", "_") for m in re.findall(BEFORE + SYMBOL + AFTER, text))
            selectors.update(SEND_RE.findall(text))
            selectors.update(DECL_RE.findall(text))
        tails = sorted(
            {s[len(SYMBOL_PREFIX) :] for s in symbols if s.startswith(SYMBOL_PREFIX) and "_" in s[len(SYMBOL_PREFIX) :]},
            key=lambda t: (-len(t), t),
        )
        alternatives = [SYMBOL] + [r"\\?_".join(map(re.escape, t.split("_"))) for t in tails]
        symbol = "(?:" + "|".join(alternatives) + ")"
        self.symbol_re = re.compile(BEFORE + symbol + AFTER)
        self.symbol_number_re = re.compile(BEFORE + "(" + symbol + ")" + NUMBER_AFTER)
        names = sorted(n for n in selectors if n not in SELECTOR_STOPLIST)
        self.selector_re = (
            re.compile(r"(?<![A-Za-z0-9_])(?:" + "|".join(map(re.escape, names)) + r")(?![A-Za-z0-9_])")
            if names
            else None
        )

    def shift_table_row(self, line: str, offset: int) -> str:
        if "|" not in line or not self.symbol_re.search(line):
            return line
        out = []
        for cell in split_cells(line):
            m = CELL_NUMBER_RE.match(cell)
            if m:
                lead, number, trail = m.groups()
                shifted = shift_number(number, offset)
                # Keep the cell's width where its padding allows, so aligned tables stay aligned.
                grow = len(shifted) - len(number)
                if grow > 0 and len(trail) > grow:
                    trail = trail[:-grow]
                cell = lead + shifted + trail
            out.append(cell)
        return "|".join(out)

    def variant(self, text: str, k: int, platform: str) -> str:
        offset = CODE_OFFSET * k
        out_lines = []
        fence: str | None = None
        for line in text.split("\n"):
            m = FENCE_RE.match(line)
            if m:
                marker = m.group(1)
                if fence is None:
                    fence = marker
                elif marker[0] == fence[0] and len(marker) >= len(fence) and line.strip() == marker:
                    fence = None
            elif fence is None:
                h = HEADING_RE.match(line)
                if h and h.group(3):
                    line = f"{h.group(1)}{h.group(2)}{h.group(3)} {k}{h.group(4)}"
            out_lines.append(line)
        text = "\n".join(out_lines)

        # Numbers first, while the symbols are still the seed's.
        text = self.symbol_number_re.sub(
            lambda m: m.group(1) + m.group(2) + shift_number(m.group(3), offset) + m.group(4), text
        )
        text = "\n".join(self.shift_table_row(line, offset) for line in text.split("\n"))
        text = self.symbol_re.sub(lambda m: rename_symbol(m.group(0), k), text)
        if self.selector_re is not None:
            text = self.selector_re.sub(lambda m: f"{m.group(0)}{k}", text)
        if platform != "ios":
            text = text.replace("iOS SDK", PLATFORM_SDK_NAMES[platform])
        return text


def variant_page_name(stem: str, k: int) -> str:
    platform = PLATFORMS[(k - 1) % len(PLATFORMS)]
    base = stem
    for p in PLATFORMS:
        if stem.startswith(p + "-"):
            base = stem[len(p) + 1 :]
            break
    return f"{platform}-{base}-{k:03d}"


def config_text() -> str:
    lines = [
        "# errata configuration for a benchmark corpus written by scripts/make-bench-corpus.py.",
        "# Same products and languages as the repository's errata.yml.",
        "version: 1",
        "docs: docs-src",
        "output: generated",
        "",
        "products:",
    ]
    for key, product in PRODUCTS.items():
        lines.append(f"  {key}:")
        lines.append(f"    name: {product['name']}")
        lines.append(f"    source: {product['source']}")
        lines.append("    languages:")
        for folder, bundle in product["languages"]:
            lines.append(f"      {folder}: {bundle}")
        if product["swift"]:
            lines.append("    swift:")
            for name, value in product["swift"].items():
                lines.append(f"      {name}: {value}")
        lines.append("")
    return "\n".join(lines)


def read_seeds(seed_docs: Path) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(product, locale) -> [(page stem, text)], for the configured products and languages."""
    seeds: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for product, spec in PRODUCTS.items():
        for locale, _ in spec["languages"]:
            folder = seed_docs / product / locale
            pages = sorted(folder.glob("*.md")) if folder.is_dir() else []
            if not pages:
                sys.exit(f"make-bench-corpus: no seed pages in {folder}")
            entries = []
            for page in pages:
                data = page.read_bytes()
                text = data.decode("utf-8-sig").replace("\r\n", "\n")
                entries.append((page.stem, text))
            seeds[(product, locale)] = entries
    return seeds


def stamp_for(n: int, seeds: dict[tuple[str, str], list[tuple[str, str]]]) -> str:
    h = hashlib.sha256()
    h.update(Path(__file__).read_bytes())
    h.update(f"N={n}\n".encode())
    for (product, locale), pages in sorted(seeds.items()):
        for stem, text in pages:
            h.update(f"{product}/{locale}/{stem}\n".encode())
            h.update(text.encode())
    return h.hexdigest() + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=int, help="how many variants of each seed page (>= 1)")
    parser.add_argument("output", type=Path, help="the corpus folder to write")
    parser.add_argument("--seed-docs", type=Path, default=REPO / "docs-src", help="the seed guides (default: docs-src/)")
    parser.add_argument("--if-stale", action="store_true", help="do nothing if OUTPUT already holds this corpus")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = parser.parse_args()
    if args.n < 1:
        parser.error("N must be at least 1")

    seeds = read_seeds(args.seed_docs)
    stamp = stamp_for(args.n, seeds)
    out: Path = args.output
    stamp_path = out / STAMP
    if args.if_stale and stamp_path.is_file() and stamp_path.read_text() == stamp:
        files, total = summarize(out)
        print(f"{out}: up to date, N={args.n}, {files} files, {total} bytes ({total / 1e6:.1f} MB)")
        return 0

    if out.exists():
        if not stamp_path.is_file():
            if any(out.iterdir()):
                sys.exit(f"make-bench-corpus: {out} exists and was not made by this script; not touching it")
        for name in ("docs-src", "generated"):
            shutil.rmtree(out / name, ignore_errors=True)
        for name in ("errata.yml", STAMP):
            (out / name).unlink(missing_ok=True)
    out.mkdir(parents=True, exist_ok=True)

    # Learnt from all of a product's languages, so that every language renames the same names.
    renamers = {
        product: ProductRenamer([t for (p, _), pages in seeds.items() if p == product for _, t in pages])
        for product in PRODUCTS
    }

    written: list[Path] = []
    for (product, locale), pages in sorted(seeds.items()):
        folder = out / "docs-src" / product / locale
        folder.mkdir(parents=True, exist_ok=True)
        for stem, text in pages:
            for k in range(1, args.n + 1):
                name = variant_page_name(stem, k)
                platform = name.split("-", 1)[0]
                body = renamers[product].variant(text, k, platform)
                path = folder / f"{name}.md"
                path.write_bytes(body.encode("utf-8"))
                written.append(path)
    (out / "errata.yml").write_bytes(config_text().encode("utf-8"))
    written.append(out / "errata.yml")

    for path in written:
        path.read_bytes().decode("utf-8", errors="strict")  # raises on anything not UTF-8

    stamp_path.write_text(stamp)
    files, total = summarize(out)
    if not args.quiet:
        for (product, locale), pages in sorted(seeds.items()):
            print(f"  {product}/{locale}: {len(pages)} seed page(s) x {args.n} variants")
    print(f"{out}: N={args.n}, {files} files, {total} bytes ({total / 1e6:.1f} MB), all UTF-8")
    return 0


def summarize(out: Path) -> tuple[int, int]:
    files = 0
    total = 0
    for root, _, names in os.walk(out / "docs-src"):
        for name in names:
            if name.endswith(".md"):
                files += 1
                total += (Path(root) / name).stat().st_size
    return files, total


if __name__ == "__main__":
    sys.exit(main())
