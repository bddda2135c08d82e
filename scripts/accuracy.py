#!/usr/bin/env python3
"""Measures errata's catalog against answer keys written by reading the pages (Tests/Accuracy/*).

Each folder of Tests/Accuracy holds an errata.yml and an answers.json. A folder that also holds
pages is a fixture: its own copy is built. Any other is a corpus: ../shared/corpora/<folder>.bundle
(from the repository root, or from the main checkout's root in a worktree; ERRATA_CORPORA names
another folder) is cloned into a temporary folder and built with the key's errata.yml. A missing
corpora folder skips the corpus, saying so.

For every enum of a key it prints the codes expected and found, the codes with every platform
symbol right, the messages and categories equal per language, the catalog's codes that are not in
the key (and of those, the ones the key lists as not errors or left out of the catalog), the
`error` findings, and the expected findings found. `--json` prints the same figures as JSON.

A folder may also hold labels.json: findings of `errata check` judged true, noise or false by
reading the pages, by fingerprint. For those it prints, per rule, the findings, the labelled ones,
true/noise/false and precision (true / labelled), the findings not yet labelled (listed with
`--unlabelled`) and the labels whose fingerprint no longer appears (stale). A folder with labels and
no answers.json is only checked; the folder `seeds` labels the repository's own docs-src.

It is a measuring tool: it exits 0 whatever the figures, and 1 only when errata crashed (a signal,
or no output where there should be one) or a key cannot be read. See docs/accuracy.md.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = os.path.join(ROOT, "Tests", "Accuracy")
KEY_FILES = {"errata.yml", "answers.json", "labels.json"}
LABELS = ("true", "noise", "false")
# The folder of Tests/Accuracy whose labels are of the repository's own docs-src and errata.yml.
SEEDS = "seeds"
# Where skipped corpora are reported: stdout with the figures, stderr when stdout is JSON.
NOTICES = sys.stdout


class Crash(Exception):
    pass


def corpora_folder():
    """../shared/corpora from the repository root, or from the main checkout's root in a worktree."""
    if os.environ.get("ERRATA_CORPORA"):
        return os.environ["ERRATA_CORPORA"] if os.path.isdir(os.environ["ERRATA_CORPORA"]) else None
    roots = [ROOT]
    try:
        common = subprocess.run(
            ["git", "rev-parse", "--path-format=absolute", "--git-common-dir"],
            cwd=ROOT, capture_output=True, text=True, check=True,
        ).stdout.strip()
        roots.append(os.path.dirname(common))
    except (OSError, subprocess.CalledProcessError):
        pass
    for root in roots:
        candidate = os.path.normpath(os.path.join(root, "..", "shared", "corpora"))
        if os.path.isdir(candidate):
            return candidate
    return None


def errata_binary():
    if os.environ.get("ERRATA"):
        return os.environ["ERRATA"]
    binary = os.path.join(ROOT, ".build", "debug", "errata")
    if not os.path.exists(binary):
        print("accuracy: building errata (swift build --product errata)", file=sys.stderr)
        subprocess.run([os.environ.get("SWIFT", "swift"), "build", "--product", "errata"], cwd=ROOT, check=True)
    return binary


def run(errata, args, cwd):
    result = subprocess.run([errata] + args, cwd=cwd, capture_output=True, text=True)
    if result.returncode < 0 or result.returncode >= 128:
        raise Crash(f"errata {' '.join(args)} crashed (status {result.returncode}): {result.stderr.strip()[-2000:]}")
    return result


# Comparing values.

BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)


def normalised(text):
    """Text with <br> forms as line breaks and whitespace runs within each line as one space."""
    if not isinstance(text, str):
        return None
    lines = (" ".join(line.split()) for line in BREAK.sub("\n", text).split("\n"))
    return "\n".join(line for line in lines if line)


def number(value):
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip(), 0)
        except ValueError:
            return None
    return None


def text_of(value):
    """A message or category as catalog.json may give it: a string or {text: …}."""
    if isinstance(value, dict):
        value = value.get("text")
    return value if isinstance(value, str) else None


def per_language(entry, field, language, folders):
    """The entry's value of field in language: from a per-language object (keyed by the language's
    folder or bundle) or, for a single string, that string in every language."""
    value = entry.get(field)
    if isinstance(value, dict) and "text" not in value:
        for name in [language] + folders.get(language, []):
            if name in value:
                return text_of(value[name])
        return None
    return text_of(value)


def location_matches(location, at):
    """Whether a finding's location ({path, line}) is the key's "path:line"."""
    if not isinstance(location, dict) or not at:
        return False
    path, _, line = at.rpartition(":")
    found = str(location.get("path", ""))
    same_path = found == path or found.endswith("/" + path)
    return same_path and str(location.get("line")) == line


# Measuring one key.


def load_catalogs(output):
    catalogs = {}
    if not os.path.isdir(output):
        return catalogs
    for folder in sorted(os.listdir(output)):
        path = os.path.join(output, folder, "catalog.json")
        if not os.path.isfile(path):
            continue
        try:
            with open(path, encoding="utf-8") as file:
                catalog = json.load(file)
        except (OSError, ValueError):
            continue
        if isinstance(catalog, dict):
            catalogs[str(catalog.get("product") or folder)] = catalog
    return catalogs


def catalog_codes(catalog):
    codes = catalog.get("codes") if isinstance(catalog, dict) else None
    entries = [entry for entry in codes if isinstance(entry, dict)] if isinstance(codes, list) else []
    # A code of a group (a table's group column) is in the group's enum.
    for entry in entries:
        if "enum" not in entry and entry.get("group"):
            entry["enum"] = entry["group"]
    return entries


def language_names(catalog):
    """Each language's other names in the catalog (its folder and bundle)."""
    names = {}
    for language in catalog.get("languages") or []:
        if isinstance(language, dict):
            folder, bundle = language.get("folder"), language.get("bundle")
            for name in (folder, bundle):
                if name:
                    names.setdefault(name, []).extend(n for n in (folder, bundle) if n and n != name)
    return names


def platform_symbols_right(expected, entry):
    platforms = expected.get("platforms")
    if platforms:
        found = entry.get("platforms")
        if not isinstance(found, dict) or set(found) != set(platforms):
            return False
        return all(symbol is None or found.get(platform) == symbol for platform, symbol in platforms.items())
    return expected.get("symbol") is None or entry.get("symbol") == expected.get("symbol")


def candidate_score(expected, entry, enum, platform):
    """How well a catalog entry of the same number fits an expected code (higher is better)."""
    score = 0
    if enum is not None and entry.get("enum") == enum:
        score += 4
    platforms = entry.get("platforms")
    if platform is not None and isinstance(platforms, dict) and platform in platforms:
        score += 2
    symbols = {entry.get("symbol")} | (set(platforms.values()) if isinstance(platforms, dict) else set())
    if expected.get("symbol") in symbols or set((expected.get("platforms") or {}).values()) & symbols:
        score += 1
    return score


def measure_enum(key_enum, entries, taken, folders, languages, shared):
    """Figures of one enum of a key. A number that several enums of the product share, or that the
    key also lists as not an error (shared), is found only in an entry of the right enum or,
    without enums, with one of its symbols."""
    enum, platform = key_enum.get("enum"), key_enum.get("platform")
    figures = {
        "product": key_enum.get("product"),
        "enum": enum,
        "platform": platform,
        "expected": 0,
        "found": 0,
        "platformSymbols": 0,
        "messages": {language: [0, 0] for language in languages},
        "categories": {language: [0, 0] for language in languages},
        "missing": [],
        "wrongSymbols": [],
    }
    for expected in key_enum.get("codes", []):
        code = number(expected.get("code"))
        figures["expected"] += 1
        for language, text in (expected.get("messages") or {}).items():
            figures["messages"].setdefault(language, [0, 0])[1] += 1
        for language, text in (expected.get("categories") or {}).items():
            figures["categories"].setdefault(language, [0, 0])[1] += 1
        candidates = [
            index for index, entry in enumerate(entries)
            if index not in taken and number(entry.get("code")) == code
            and (enum is None or "enum" not in entry or entry.get("enum") == enum)
        ]
        if code in shared:
            candidates = [i for i in candidates
                          if (enum is not None and entries[i].get("enum") == enum)
                          or candidate_score(expected, entries[i], None, None) & 1]
        if not candidates:
            figures["missing"].append(code)
            continue
        index = max(candidates, key=lambda i: candidate_score(expected, entries[i], enum, platform))
        taken.add(index)
        entry = entries[index]
        figures["found"] += 1
        if platform_symbols_right(expected, entry):
            figures["platformSymbols"] += 1
        else:
            figures["wrongSymbols"].append(code)
        for field, wanted in (("messages", expected.get("messages")), ("categories", expected.get("categories"))):
            for language, text in (wanted or {}).items():
                found = per_language(entry, field, language, folders)
                if found is None and field == "categories":
                    found = per_language(entry, "category", language, folders)
                if normalised(found) == normalised(text):
                    figures[field][language][0] += 1
    return figures


def listed_codes(key, field):
    """{(product or None, code)} of a key's notErrors or notInCatalog entries."""
    listed = set()
    for item in key.get(field) or []:
        for code in item.get("codes") or []:
            listed.add((item.get("product"), number(code)))
    return listed


def label_figures(findings, labels):
    """Per rule: findings, labelled, true/noise/false and precision; the unlabelled findings; the
    labels whose fingerprint no finding has any more (stale)."""
    labels = [label for label in labels if isinstance(label, dict)]
    judged = {label.get("fingerprint"): label for label in labels}
    # Findings of one fact on several pages are numbered in report order (`…:1`, `…:2`), so a
    # finding added on an earlier page renumbers the later ones: a label is found by the
    # fingerprint without its number and its page (by its whole fingerprint where the page has
    # several such labels).
    by_page = {}
    for label in labels:
        key = (str(label.get("fingerprint")).split(":")[0], str(label.get("at")).rsplit(":", 1)[0])
        by_page.setdefault(key, []).append(label)
    present = set()
    rules = {}
    unlabelled = []
    for finding in findings:
        rule = str(finding.get("rule"))
        counts = rules.setdefault(rule, {"findings": 0, "labelled": 0, **{name: 0 for name in LABELS}})
        counts["findings"] += 1
        fingerprint = finding.get("fingerprint")
        on_page = by_page.get((str(fingerprint).split(":")[0], (finding.get("location") or {}).get("path")), [])
        label = on_page[0] if len(on_page) == 1 else judged.get(fingerprint) if on_page else None
        if label is None or label.get("label") not in LABELS:
            location = finding.get("location") or {}
            unlabelled.append({"fingerprint": fingerprint, "rule": rule, "severity": finding.get("severity"),
                               "at": f"{location.get('path')}:{location.get('line')}",
                               "message": finding.get("message")})
            continue
        present.add(label.get("fingerprint"))
        counts["labelled"] += 1
        counts[label["label"]] += 1
    for counts in rules.values():
        counts["precision"] = round(counts["true"] / counts["labelled"], 3) if counts["labelled"] else None
    total = {"findings": len(findings), "labelled": sum(c["labelled"] for c in rules.values())}
    for name in LABELS:
        total[name] = sum(c[name] for c in rules.values())
    total["precision"] = round(total["true"] / total["labelled"], 3) if total["labelled"] else None
    return {"rules": rules, "total": total, "unlabelled": unlabelled,
            "stale": sorted(fingerprint for fingerprint in judged if fingerprint not in present)}


def measure(name, key, docs, errata, labels=None):
    figures = {"corpus": name, "enums": [], "extra": {}, "findings": {}}
    build = run(errata, ["build", "--quiet"], docs) if key is not None else None
    if build is not None and build.returncode != 0:
        figures["buildFailed"] = build.stderr.strip()[-2000:]
    check = run(errata, ["check", "--format", "json"], docs)
    try:
        findings = json.loads(check.stdout)
    except ValueError:
        findings = None
        figures["checkFailed"] = check.stderr.strip()[-2000:]
    if labels is not None and isinstance(findings, list):
        figures["labels"] = label_figures([f for f in findings if isinstance(f, dict)], labels)
    if key is None:
        key = {}
        catalogs = {}
    else:
        catalogs = load_catalogs(os.path.join(docs, "generated"))
    if build is not None and build.returncode == 0 and not catalogs:
        raise Crash(f"{name}: errata build succeeded but wrote no catalog.json")

    languages = key.get("languages") or []
    listed = listed_codes(key, "notErrors") | listed_codes(key, "notInCatalog")
    taken = {product: set() for product in catalogs}
    numbers = {}
    for key_enum in key.get("enums", []):
        for expected in key_enum.get("codes", []):
            counted = (key_enum.get("product"), number(expected.get("code")))
            numbers[counted] = numbers.get(counted, 0) + 1
    for key_enum in key.get("enums", []):
        product = key_enum.get("product")
        catalog = catalogs.get(product, {})
        figures["enums"].append(
            measure_enum(key_enum, catalog_codes(catalog), taken.setdefault(product, set()),
                         language_names(catalog), languages,
                         {code for (owner, code), count in numbers.items()
                          if owner == product and (count > 1 or (owner, code) in listed or (None, code) in listed)}))

    not_errors, not_in_catalog = listed_codes(key, "notErrors"), listed_codes(key, "notInCatalog")
    key_products = {key_enum.get("product") for key_enum in key.get("enums", [])}
    for product, catalog in catalogs.items():
        extra = {"codes": 0, "notErrors": 0, "notInCatalog": 0, "unexplained": [], "excluded": 0}
        for index, entry in enumerate(catalog_codes(catalog)):
            if index in taken.get(product, set()):
                continue
            code = number(entry.get("code"))
            extra["codes"] += 1
            if (product, code) in not_errors or (None, code) in not_errors:
                extra["notErrors"] += 1
            elif (product, code) in not_in_catalog or (None, code) in not_in_catalog:
                extra["notInCatalog"] += 1
            else:
                extra["unexplained"].append(code if code is not None else entry.get("code"))
        excluded = [item for key in ("excluded", "setAside", "leftOut") for item in (catalog.get(key) or [])]
        extra["excluded"] = len(excluded)
        if product in key_products or extra["codes"]:
            figures["extra"][product] = extra

    if isinstance(findings, list):
        findings = [finding for finding in findings if isinstance(finding, dict)]
        errors = [finding for finding in findings if finding.get("severity") == "error"]
        rules = {}
        for finding in errors:
            rules[finding.get("rule")] = rules.get(finding.get("rule"), 0) + 1
        expected = key.get("findingsExpected") or []
        found = []
        for wanted in expected:
            found.append(any(
                (wanted.get("rule") is None or finding.get("rule") == wanted.get("rule"))
                and (location_matches(finding.get("location"), wanted.get("at"))
                     or any(location_matches(related.get("location"), wanted.get("at"))
                            for related in finding.get("related") or [] if isinstance(related, dict)))
                for finding in findings))
        figures["findings"] = {
            "total": len(findings),
            "errors": len(errors),
            "errorRules": rules,
            "expected": len(expected),
            "expectedFound": sum(found),
            "expectedMissing": [wanted.get("at") for wanted, hit in zip(expected, found) if not hit],
        }
    return figures


# Getting the docs.


def is_fixture(folder):
    return any(name not in KEY_FILES and not name.startswith(".") for name in os.listdir(folder))


def prepare(name, folder, workspace):
    """The folder to build for a key, or None (with the reason printed) when its docs are absent."""
    docs = os.path.join(workspace, name)
    if is_fixture(folder):
        shutil.copytree(folder, docs, ignore=shutil.ignore_patterns("generated", ".build"))
    else:
        corpora = corpora_folder()
        bundle = os.path.join(corpora, name + ".bundle") if corpora else None
        if corpora is None:
            print(f"accuracy: ../shared/corpora not found: skipping {name}", file=NOTICES)
            return None
        if not os.path.isfile(bundle):
            print(f"accuracy: {bundle} not found: skipping {name}", file=NOTICES)
            return None
        subprocess.run(["git", "clone", "-q", bundle, docs], check=True, capture_output=True)
    shutil.copyfile(os.path.join(folder, "errata.yml"), os.path.join(docs, "errata.yml"))
    return docs


# Printing.


def ratio(pair):
    return f"{pair[0]}/{pair[1]}"


def per_language_line(counts):
    return " ".join(f"{language} {ratio(pair)}" for language, pair in counts.items() if pair[1])


def print_figures(figures, unlabelled=False):
    print(f"{figures['corpus']}")
    if figures.get("buildFailed"):
        print(f"  errata build failed: {figures['buildFailed'].splitlines()[-1] if figures['buildFailed'] else ''}")
    for enum in figures["enums"]:
        title = " ".join(str(part) for part in (enum["product"], enum["enum"], enum["platform"]) if part)
        print(f"  {title}")
        print(f"    codes found {enum['found']}/{enum['expected']}"
              + (f" (missing: {', '.join(map(str, enum['missing'][:12]))}{' …' if len(enum['missing']) > 12 else ''})"
                 if enum["missing"] else ""))
        print(f"    all platform symbols right {enum['platformSymbols']}/{enum['expected']}")
        if per_language_line(enum["messages"]):
            print(f"    messages equal: {per_language_line(enum['messages'])}")
        if per_language_line(enum["categories"]):
            print(f"    categories equal: {per_language_line(enum['categories'])}")
    for product, extra in figures["extra"].items():
        unexplained = extra["unexplained"]
        print(f"  {product}: {extra['codes']} codes in the catalog not in the key"
              f" ({extra['notErrors']} listed as not errors, {extra['notInCatalog']} left out of the catalog by the key,"
              f" {len(unexplained)} other{': ' + ', '.join(map(str, unexplained[:12])) if unexplained else ''}"
              f"{' …' if len(unexplained) > 12 else ''}); {extra['excluded']} recorded as excluded")
    findings = figures["findings"]
    if findings:
        rules = ", ".join(f"{rule} {count}" for rule, count in sorted(findings["errorRules"].items(), key=str))
        print(f"  findings: {findings['total']}, of severity error {findings['errors']}{' (' + rules + ')' if rules else ''}")
        if findings["expected"]:
            print(f"  expected findings found {findings['expectedFound']}/{findings['expected']}"
                  + (f" (missing at {', '.join(findings['expectedMissing'])})" if findings["expectedMissing"] else ""))
    elif figures.get("checkFailed") is not None:
        print(f"  errata check printed no JSON: {figures['checkFailed'].splitlines()[-1] if figures['checkFailed'] else ''}")
    labels = figures.get("labels")
    if labels:
        print_labels(labels, unlabelled)


def precision_text(value):
    return "-" if value is None else f"{value * 100:.0f} %"


def print_labels(labels, unlabelled):
    total = labels["total"]
    print(f"  labels: {total['labelled']} of {total['findings']} findings labelled, precision"
          f" {precision_text(total['precision'])}; {len(labels['unlabelled'])} not labelled, {len(labels['stale'])} stale")
    print(f"    {'rule':<22}{'findings':>9}{'labelled':>9}{'true':>6}{'noise':>6}{'false':>6}  precision")
    for rule, counts in sorted(labels["rules"].items(), key=lambda item: (-item[1]["findings"], item[0])):
        print(f"    {rule:<22}{counts['findings']:>9}{counts['labelled']:>9}{counts['true']:>6}{counts['noise']:>6}"
              f"{counts['false']:>6}  {precision_text(counts['precision'])}")
    if unlabelled:
        for finding in labels["unlabelled"]:
            print(f"    not labelled: {finding['fingerprint']} {finding['rule']} {finding['at']}: {finding['message']}")


def read_json(folder, file):
    """The JSON of folder/file, or None when the folder has no such file."""
    path = os.path.join(folder, file)
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main():
    parser = argparse.ArgumentParser(description="Measure errata's catalog against the answer keys in Tests/Accuracy.")
    parser.add_argument("keys", nargs="*", help="key folders to measure (default: every folder of Tests/Accuracy)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--unlabelled", action="store_true", help="list the findings no label judges")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print its path")
    arguments = parser.parse_args()
    global NOTICES
    NOTICES = sys.stderr if arguments.json else sys.stdout

    names = arguments.keys or sorted(
        name for name in os.listdir(KEYS)
        if any(os.path.isfile(os.path.join(KEYS, name, file)) for file in ("answers.json", "labels.json")))
    errata = None
    workspace = tempfile.mkdtemp(prefix="errata-accuracy-")
    results, status = [], 0
    try:
        for name in names:
            folder = os.path.join(KEYS, name)
            try:
                key = read_json(folder, "answers.json")
                labels = read_json(folder, "labels.json")
            except (OSError, ValueError) as error:
                print(f"accuracy: cannot read {name}: {error}", file=sys.stderr)
                status = 1
                continue
            if key is None and labels is None:
                print(f"accuracy: {name} has neither answers.json nor labels.json", file=sys.stderr)
                status = 1
                continue
            # The seeds' labels are of the repository's own docs, checked in place with its errata.yml.
            docs = ROOT if name == SEEDS else prepare(name, folder, workspace)
            if docs is None:
                results.append({"corpus": name, "skipped": True})
                continue
            errata = errata or errata_binary()
            try:
                figures = measure(name, key, docs, errata, labels)
            except Crash as crash:
                print(f"accuracy: {crash}", file=sys.stderr)
                results.append({"corpus": name, "crashed": str(crash)})
                status = 1
                continue
            results.append(figures)
            if not arguments.json:
                print_figures(figures, arguments.unlabelled)
    finally:
        if arguments.keep:
            print(f"accuracy: kept {workspace}", file=sys.stderr)
        else:
            shutil.rmtree(workspace, ignore_errors=True)
    if arguments.json:
        json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
        print()
    return status


if __name__ == "__main__":
    sys.exit(main())
