#!/usr/bin/env python3
"""Write the seed corpora for errata's fuzz targets (run by scripts/fuzz.sh).

Usage:
    scripts/make-fuzz-corpus.py OUTPUT_DIR

Writes OUTPUT_DIR/pipeline/ and OUTPUT_DIR/config/ from the repository's guides and configs:

    pipeline/   every page under docs-src/ and Tests/*/Fixtures/ (whole, and cut into sections
                at its `##` headings), and the same pages in two languages joined by the
                separator the pipeline target splits on (Korean first, then each other language)
    config/     errata.yml, every errata.yml under bench-corpus/ and the configs of the tests

Python 3 standard library only; the output is deterministic.
"""

import hashlib
import os
import re
import sys

SEPARATOR = b"\n=====errata-fuzz-language=====\n"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(folder, data):
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data)


def sections(data):
    parts = re.split(rb"\n(?=#{1,3} )", data)
    return [part for part in parts if part.strip()]


def pages():
    """(product, language, page name) -> bytes, for docs-src/."""
    found = {}
    docs = os.path.join(ROOT, "docs-src")
    for product in sorted(os.listdir(docs)):
        for language in sorted(os.listdir(os.path.join(docs, product))):
            folder = os.path.join(docs, product, language)
            for name in sorted(os.listdir(folder)):
                if name.endswith(".md"):
                    with open(os.path.join(folder, name), "rb") as handle:
                        found[(product, language, name)] = handle.read()
    return found


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    output = argv[1]
    pipeline = os.path.join(output, "pipeline")
    config = os.path.join(output, "config")
    found = pages()
    for data in found.values():
        write(pipeline, data)
        for part in sections(data):
            write(pipeline, part)
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Tests"))):
        for name in sorted(files):
            if name.endswith(".md"):
                with open(os.path.join(folder, name), "rb") as handle:
                    write(pipeline, handle.read())
    # Two languages of the same page, whole and section by section.
    for (product, language, name), data in sorted(found.items()):
        if language == "ko":
            continue
        source = found.get((product, "ko", name))
        if source is None:
            continue
        write(pipeline, source + SEPARATOR + data)
        for left, right in zip(sections(source), sections(data)):
            write(pipeline, left + SEPARATOR + right)
    with open(os.path.join(ROOT, "errata.yml"), "rb") as handle:
        write(config, handle.read())
    for folder, _, files in sorted(os.walk(ROOT)):
        if "/.build" in folder or "/.git" in folder:
            continue
        for name in sorted(files):
            if name == "errata.yml" or name.endswith(".yml") and "Fixtures" in folder:
                with open(os.path.join(folder, name), "rb") as handle:
                    write(config, handle.read())
    with open(os.path.join(ROOT, "scripts", "fuzz", "config-seeds.yml"), "rb") as handle:
        for seed in handle.read().split(b"\n---\n"):
            if seed.strip():
                write(config, seed)
    for kind in ("pipeline", "config"):
        print("%s: %d seeds" % (kind, len(os.listdir(os.path.join(output, kind)))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
