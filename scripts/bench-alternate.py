#!/usr/bin/env python3
"""Times errata binaries and cmark-gfm in alternation, round after round, on one corpus.

    scripts/bench-alternate.py [--rounds N] CORPUS ERRATA [ERRATA ...]

CORPUS is an errata project such as bench-corpus/n64 (written by `make bench`): each round runs
`cmark-gfm -e table` over every .md file under CORPUS/docs-src (one invocation, output
discarded) and `ERRATA check --config errata.yml` in CORPUS for each binary given, in one order
in even rounds and the reverse in odd ones. On a shared machine whose speed drifts over minutes,
this compares the commands under the same conditions where `make bench` (hyperfine: all runs of
one command, then all of the other) can catch them in different ones. Prints, per command, the
median and the fastest wall time, the ratio of the medians to cmark-gfm's, and the median CPU
time (user + system); the first binary is also the reference for the last column.

Exits 2 when a command fails (errata: exit 2 or more; 1 means findings at the failing severity).
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time


def die(message):
    print(f"bench-alternate: {message}", file=sys.stderr)
    sys.exit(2)


def run(command, cwd, allowed):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    code = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if code not in allowed:
        die(f"{' '.join(command[:3])} … exited {code}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=21, help="rounds after one warm-up round (default 21)")
    parser.add_argument("--cmark", default=os.environ.get("CMARK_GFM", "cmark-gfm"), help="the cmark-gfm command")
    parser.add_argument("corpus", help="an errata project with errata.yml and docs-src/")
    parser.add_argument("errata", nargs="+", help="errata binaries to time")
    arguments = parser.parse_args()

    corpus = os.path.abspath(arguments.corpus)
    if not os.path.isfile(os.path.join(corpus, "errata.yml")):
        die(f"{corpus} has no errata.yml (run make bench first)")
    if shutil.which(arguments.cmark) is None:
        die(f"'{arguments.cmark}' not found (Debian package cmark-gfm)")
    files = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(os.path.join(corpus, "docs-src"))
        for name in names
        if name.endswith(".md")
    )
    if not files:
        die(f"no .md files under {corpus}/docs-src")

    commands = [("cmark-gfm -e table", [arguments.cmark, "-e", "table", *files], {0})]
    for binary in arguments.errata:
        path = os.path.abspath(binary)
        if not os.access(path, os.X_OK):
            die(f"{binary} is not an executable")
        commands.append((binary, [path, "check", "--config", "errata.yml"], {0, 1}))

    walls = {name: [] for name, _, _ in commands}
    cpus = {name: [] for name, _, _ in commands}
    for index in range(arguments.rounds + 1):
        for name, command, allowed in commands if index % 2 == 0 else reversed(commands):
            wall, cpu = run(command, corpus, allowed)
            if index > 0:  # round 0 warms the caches up
                walls[name].append(wall)
                cpus[name].append(cpu)

    cmark = statistics.median(walls[commands[0][0]])
    reference = statistics.median(cpus[commands[1][0]])
    print(f"{len(files)} files in {corpus}, {arguments.rounds} rounds after a warm-up, alternating")
    print(f"{'command':40s} {'median s':>9s} {'fastest s':>9s} {'/ cmark':>8s} {'CPU s':>7s} {'CPU / first':>11s}")
    for name, _, _ in commands:
        median = statistics.median(walls[name])
        cpu = statistics.median(cpus[name])
        relative = "" if name == commands[0][0] else f"{cpu / reference:.3f}"
        print(f"{name[-40:]:40s} {median:9.3f} {min(walls[name]):9.3f} {median / cmark:8.2f} {cpu:7.3f} {relative:>11s}")


if __name__ == "__main__":
    main()
