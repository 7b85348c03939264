#!/usr/bin/env python3
"""Two styleguide binaries on the bench/ inputs, interleaved command by command (the first to run
alternates by round), whole processes, from no site and no cache. Prints each case's median, min
and max wall time for both and the ratio of the medians. Figures only: nothing is asserted.

Usage: bench/ab.py BIN_A BIN_B [RUNS=7] [CASE...]
Cases (inputs made by bench/gen and bench/tokens, under bench/out; see bench/README.md):
  tokens-check  check of bench/out/tokens/bench.resolver.json (10,000 tokens, 1.5 MB base file)
  ds-build      build of bench/out/design-system (the example theme + 5,000 tokens)
  docs-build    build of bench/out/docs/project (2,000 pages of about 5 KB)
  files-check   check of bench/out/many-files (80 files, 11,520 tokens)
  themes-check  check . in bench/out/many-themes (30,000 tokens in 69 themes)
  themes-build  build . in bench/out/many-themes
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
out = os.path.join(root, "bench", "out")
CASES = {
    "tokens-check": (root, ["check", f"{out}/tokens/bench.resolver.json"]),
    "ds-build": (root, ["build", f"{out}/design-system", "--out", "{site}", "--cache-dir", "{cache}", "--quiet"]),
    "docs-build": (root, ["build", f"{out}/docs/project", "--out", "{site}", "--cache-dir", "{cache}", "--quiet"]),
    "files-check": (f"{out}/many-files", ["check", "."]),
    "themes-check": (f"{out}/many-themes", ["check", "."]),
    "themes-build": (f"{out}/many-themes", ["build", ".", "--out", "{site}", "--cache-dir", "{cache}", "--quiet"]),
}

def main():
    a, b = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    chosen = sys.argv[4:] or list(CASES)
    scratch = tempfile.mkdtemp(prefix="styleguide-ab-")
    site, cache = os.path.join(scratch, "site"), os.path.join(scratch, "cache")
    times = {(case, which): [] for case in chosen for which in "AB"}
    cpu = {(case, which): [] for case in chosen for which in "AB"}
    print(f"A: {a}\nB: {b}\nmedians of {runs}, interleaved; load at start {os.getloadavg()[0]:.2f}")
    for round in range(runs):
        for case in chosen:
            folder, template = CASES[case]
            arguments = [part.replace("{site}", site).replace("{cache}", cache) for part in template]
            for which in ("AB" if round % 2 == 0 else "BA"):
                binary = a if which == "A" else b
                start = time.perf_counter()
                process = subprocess.Popen([binary] + arguments, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                _, status, usage = os.wait4(process.pid, 0)
                times[(case, which)].append(time.perf_counter() - start)
                cpu[(case, which)].append(usage.ru_utime + usage.ru_stime)
                shutil.rmtree(site, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
                if os.waitstatus_to_exitcode(status) not in (0, 1):
                    sys.exit(f"{case} ({which}) exited {os.waitstatus_to_exitcode(status)}")
    shutil.rmtree(scratch, ignore_errors=True)
    print(f"load at end {os.getloadavg()[0]:.2f}\n")
    print("| case | A median (min-max) ms | B median (min-max) ms | B/A | A CPU ms | B CPU ms |")
    print("|---|---:|---:|---:|---:|---:|")
    for case in chosen:
        ta, tb = times[(case, "A")], times[(case, "B")]
        ma, mb = statistics.median(ta), statistics.median(tb)
        print(f"| {case} | {ma * 1000:.1f} ({min(ta) * 1000:.1f}-{max(ta) * 1000:.1f}) | {mb * 1000:.1f} ({min(tb) * 1000:.1f}-{max(tb) * 1000:.1f}) "
              f"| {mb / ma:.3f} | {statistics.median(cpu[(case, 'A')]) * 1000:.0f} | {statistics.median(cpu[(case, 'B')]) * 1000:.0f} |")

main()
