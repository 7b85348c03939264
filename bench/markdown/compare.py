#!/usr/bin/env python3
"""Interleaved Markdown throughput comparison: the C baseline (cmark_bench),
the cmark CLI, and each given styleguide-bench binary's variants, ROUNDS
rounds with the order rotated every round, so load on the machine hits all
alike. Prints the median MB/s of each and its ratio to C and to the CLI.
Not a test: nothing asserts a timing.
Usage: compare.py CORPUS ROUNDS CMARK_BENCH LABEL=STYLEGUIDE_BENCH [LABEL=...]"""
import os, re, statistics, subprocess, sys, time

VARIANTS = ["swift-direct", "wrapper", "wrapper-links"]


def rate(line):
    return float(re.search(r"([0-9.]+) MB/s", line).group(1))


def run(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()


def main(corpus, rounds, cmark_bench, binaries):
    size = os.path.getsize(corpus)
    contenders = [("C cmark_markdown_to_html", lambda: rate(run([cmark_bench, corpus, "1"])))]
    for label, path in binaries:
        for variant in VARIANTS:
            contenders.append(("%s %s" % (label, variant),
                               lambda p=path, v=variant: rate(run([p, "markdown", corpus, "1", v]))))

    def cli():
        start = time.perf_counter()
        with open(os.devnull, "w") as null:
            subprocess.run(["cmark", corpus], check=True, stdout=null)
        return size / 1e6 / (time.perf_counter() - start)
    contenders.append(("cmark CLI (process)", cli))

    results = {name: [] for name, _ in contenders}
    for round_index in range(rounds):
        shift = round_index % len(contenders)
        for name, measure in contenders[shift:] + contenders[:shift]:
            results[name].append(measure())
    c = statistics.median(results[contenders[0][0]])
    cli_rate = statistics.median(results["cmark CLI (process)"])
    print("%-36s %8s %7s %7s   (median of %d interleaved rounds, %.1f MB)" % ("", "MB/s", "vs C", "vs CLI", rounds, size / 1e6))
    for name, _ in contenders:
        median = statistics.median(results[name])
        print("%-36s %8.2f %7.3f %7.3f" % (name, median, median / c, median / cli_rate))


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3], [tuple(a.split("=", 1)) for a in sys.argv[4:]])
