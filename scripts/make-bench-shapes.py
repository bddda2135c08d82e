#!/usr/bin/env python3
"""Writes the same benchmark corpus cut into other shapes, to see that errata's figures do not
depend on how a doc set is split into pages (docs/performance.md, Other shapes of the same pages).

    scripts/make-bench-shapes.py bench-corpus/n64 bench-corpus/shapes

From a corpus written by scripts/make-bench-corpus.py (an errata project: errata.yml and
docs-src/<product>/<language>/<page>-<variant>.md), writes five projects under the output folder:

  big-pages/     every 16 variants of a page joined into one page (about 350 KB each)
  one-page/      every language's pages joined into one page (2.6 MB each for N = 64)
  sections/      every `## ` section of every page a page of its own
  headings/      every section under a heading of level 2 to 6 a page of its own (many small pages)
  untranslated/  the Gamebase zh pages replaced by the ko ones and the en pages by the ja ones

Then time each with, for example: errata check --config bench-corpus/shapes/one-page/errata.yml
"""

import os
import re
import shutil
import sys


def languages(docs):
    for product in sorted(os.listdir(docs)):
        for language in sorted(os.listdir(os.path.join(docs, product))):
            yield product, language


def pages(folder):
    return sorted(name for name in os.listdir(folder) if name.endswith(".md"))


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def project(source, target):
    if os.path.exists(target):
        shutil.rmtree(target)
    os.makedirs(target)
    shutil.copy(os.path.join(source, "errata.yml"), os.path.join(target, "errata.yml"))
    return os.path.join(target, "docs-src")


def joined(docs, out, group):
    """Pages whose names `group` maps to the same key are joined, in name order."""
    for product, language in languages(docs):
        folder = os.path.join(docs, product, language)
        groups = {}
        for name in pages(folder):
            groups.setdefault(group(name), []).append(name)
        for key, names in groups.items():
            text = "\n\n".join(read(os.path.join(folder, name)) for name in names)
            write(os.path.join(out, product, language, key + ".md"), text)


def split(docs, out, boundary, suffix):
    """Each page cut before every match of `boundary`, each part a page of its own, named with
    `suffix` formatted with the part's index (empty parts left out)."""
    for product, language in languages(docs):
        folder = os.path.join(docs, product, language)
        for name in pages(folder):
            parts = [part for part in re.split(boundary, read(os.path.join(folder, name))) if part.strip()]
            for index, part in enumerate(parts):
                write(os.path.join(out, product, language, f"{name[:-3]}-{suffix.format(index)}.md"), part)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, output = sys.argv[1], sys.argv[2]
    docs = os.path.join(source, "docs-src")
    if not os.path.isdir(docs):
        sys.exit(f"{docs} is not a folder; write the corpus first with scripts/make-bench-corpus.py")

    # 16 variants per page: `ios-authentication-001.md` … `-016.md` become `ios-authentication-big0.md`.
    def sixteen(name):
        match = re.match(r"(.*)-(\d+)\.md$", name)
        if not match:
            return name[:-3]
        return f"{match.group(1)}-big{(int(match.group(2)) - 1) // 16}"

    joined(docs, project(source, os.path.join(output, "big-pages")), sixteen)
    joined(docs, project(source, os.path.join(output, "one-page")), lambda name: "all")

    split(docs, project(source, os.path.join(output, "sections")), r"\n(?=## )", "s{:02d}")
    split(docs, project(source, os.path.join(output, "headings")), r"\n(?=#{2,6} )", "h{:03d}")

    out = project(source, os.path.join(output, "untranslated"))
    shutil.copytree(docs, out, dirs_exist_ok=True)
    gamebase = os.path.join(out, "gamebase")
    for target, replacement in (("zh", "ko"), ("en", "ja")):
        shutil.rmtree(os.path.join(gamebase, target))
        shutil.copytree(os.path.join(gamebase, replacement), os.path.join(gamebase, target))

    print(f"wrote {output}/big-pages, one-page, sections, headings, untranslated")


if __name__ == "__main__":
    main()
