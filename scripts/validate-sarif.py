#!/usr/bin/env python3
"""Validate a SARIF file against the SARIF 2.1.0 JSON schema, and against what GitHub code
scanning needs beyond the schema.

Usage: scripts/validate-sarif.py FILE [--schema SCHEMA]

The schema defaults to Tests/ErrataCLITests/Fixtures/sarif-schema-2.1.0.json (a copy of the
OASIS schema, kept as test data). Needs the `jsonschema` module (scripts/bootstrap.sh installs
it when python3 is present). Exit codes: 0 valid, 1 invalid (every problem is printed), 2 usage
or missing module.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.join(HERE, "..", "Tests", "ErrataCLITests", "Fixtures", "sarif-schema-2.1.0.json")
# GitHub code scanning accepts at most this many results in a run.
MAX_RESULTS = 25000


def github_problems(log):
    """What GitHub code scanning needs that the schema leaves optional."""
    problems = []
    runs = log.get("runs", [])
    if not runs:
        problems.append("no runs")
    for run_index, run in enumerate(runs):
        where = f"runs[{run_index}]"
        driver = run.get("tool", {}).get("driver", {})
        rule_ids = [rule.get("id") for rule in driver.get("rules", [])]
        if len(rule_ids) != len(set(rule_ids)):
            problems.append(f"{where}.tool.driver.rules: duplicate rule ids")
        results = run.get("results", [])
        if len(results) > MAX_RESULTS:
            problems.append(f"{where}: {len(results)} results, more than GitHub's {MAX_RESULTS}")
        for index, result in enumerate(results):
            at = f"{where}.results[{index}]"
            rule_id = result.get("ruleId")
            if rule_id is None:
                problems.append(f"{at}: no ruleId")
            elif rule_id not in rule_ids:
                problems.append(f"{at}: ruleId {rule_id!r} is not among the driver's rules")
            rule_index = result.get("ruleIndex")
            if rule_index is not None and (rule_index >= len(rule_ids) or rule_ids[rule_index] != rule_id):
                problems.append(f"{at}: ruleIndex {rule_index} does not point at rule {rule_id!r}")
            locations = result.get("locations", [])
            if not locations:
                problems.append(f"{at}: no locations")
            for key in ("locations", "relatedLocations"):
                for location_index, location in enumerate(result.get(key, [])):
                    physical = location.get("physicalLocation", {})
                    uri = physical.get("artifactLocation", {}).get("uri", "")
                    if not uri or "\\" in uri:
                        problems.append(f"{at}.{key}[{location_index}]: bad uri {uri!r}")
                    region = physical.get("region", {})
                    for field in ("startLine", "startColumn"):
                        if region.get(field, 1) < 1:
                            problems.append(f"{at}.{key}[{location_index}]: {field} below 1")
            if not result.get("partialFingerprints"):
                problems.append(f"{at}: no partialFingerprints")
    return problems


def main():
    parser = argparse.ArgumentParser(description="Validate a SARIF 2.1.0 file.")
    parser.add_argument("file", help="the SARIF file")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA, help="the SARIF 2.1.0 JSON schema")
    args = parser.parse_args()
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the python module 'jsonschema' is missing; "
              "run scripts/bootstrap.sh or 'python3 -m pip install jsonschema'", file=sys.stderr)
        return 2
    with open(args.schema, encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        with open(args.file, encoding="utf-8") as handle:
            log = json.load(handle)
    except (OSError, ValueError) as error:
        print(f"validate-sarif: {args.file}: {error}", file=sys.stderr)
        return 1
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    problems = []
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        path = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"schema: {path}: {error.message}")
    problems += [f"github: {problem}" for problem in github_problems(log)]
    for problem in problems:
        print(f"{args.file}: {problem}", file=sys.stderr)
    if problems:
        print(f"validate-sarif: {args.file}: {len(problems)} problems", file=sys.stderr)
        return 1
    results = sum(len(run.get("results", [])) for run in log.get("runs", []))
    print(f"validate-sarif: {args.file}: valid SARIF {log.get('version')} ({results} results)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
