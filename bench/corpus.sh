#!/usr/bin/env bash
# The real design systems of Tests/Corpus, each run from inside its folder as a user would: for every
# token source (each source of a folder holding several, via --tokens; the folder itself where it is
# one source) the tokens of the default permutation, the permutations, errors, warnings by code, and
# the medians of RUNS (default 5) of three whole-process timings:
#   load   `styleguide tokens SOURCE > /dev/null`: every permutation loaded, one printed
#   check  `styleguide check . [--tokens SOURCE]`
#   build  `styleguide build . [--tokens SOURCE]` into a fresh folder, with no cache (both in a
#          temporary folder: nothing is ever written inside Tests/Corpus, a verbatim copy)
# A folder holding several sources gets a row of its own for `check .`, which checks them all.
# With BASELINE (another styleguide binary), it runs in the same rounds, interleaved command by
# command, and its medians are printed beside. Prints a Markdown table. Figures only: nothing is
# asserted. With CORPUS_TIMES=FILE in the environment, every timing (wall seconds, and user plus
# system CPU seconds) is also written there as JSON (for spreads and sums); with
# CORPUS_ONLY=SYSTEM,SYSTEM only those systems are run.
# Usage: bench/corpus.sh [STYLEGUIDE] [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/.."
styleguide="${1:-$(swift build -c release --show-bin-path)/styleguide}"
runs="${2:-5}"
baseline="${3:-}"
python3 - "$(realpath "$styleguide")" "$runs" "${baseline:+$(realpath "$baseline")}" <<'PY'
import collections, os, re, shutil, statistics, subprocess, sys, tempfile, time
styleguide, runs, baseline = sys.argv[1], int(sys.argv[2]), sys.argv[3]
binaries = {"new": styleguide} | ({"baseline": baseline} if baseline else {})
corpus = os.path.abspath("Tests/Corpus")
scratch = tempfile.mkdtemp(prefix="styleguide-corpus-")

cpu = collections.defaultdict(list)

def run(binary, arguments, folder, cpu_seconds=None):
    """Wall seconds, exit status and standard error of one whole process (its user and system
    CPU seconds appended to `cpu_seconds`)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen([binary] + arguments, cwd=folder, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    if cpu_seconds is not None:
        cpu_seconds.append(usage.ru_utime + usage.ru_stime)
    return seconds, os.waitstatus_to_exitcode(status), text

def sources(folder):
    """The sources `tokens .` lists when the folder holds several, else [None]."""
    _, _, err = run(styleguide, ["tokens", "."], folder)
    found = re.search(r"holds \d+ independent token sources: (.*?); name the one to use", err)
    if not found:
        return [None]
    return [re.sub(r" \([^()]*\)$", "", part) for part in found.group(1).split("; ")]

def summary(err):
    """Errors and warnings (count, top codes) from the last lines of a check."""
    counts = {"error": (0, ""), "warning": (0, "")}
    for line in err.splitlines()[-3:]:
        for part in line.split("; "):
            m = re.match(r"(\d+) (error|warning)s?: (.*)", part)
            if m:
                codes = [c.split(" ", 1) for c in m.group(3).split(", ")]
                top = ", ".join(f"{code} {n}" for n, code in codes[:3]) + (", ..." if len(codes) > 3 else "")
                counts[m.group(2)] = (int(m.group(1)), top)
    return counts

def commands(source, out):
    chosen = ["--tokens", source] if source else []
    return {"load": ["tokens", source or "."],
            "check": ["check", "."] + chosen,
            "build": ["build", "."] + chosen + ["--out", out, "--cache-dir", out + ".cache", "--quiet"]}

cases = []  # (system, source or None, which commands)
for system in sorted(os.listdir(corpus)):
    folder = os.path.join(corpus, system)
    if not os.path.isdir(folder) or (os.environ.get("CORPUS_ONLY") and system not in os.environ["CORPUS_ONLY"].split(",")):
        continue
    found = sources(folder)
    for source in found:
        cases.append((system, source, ["load", "check", "build"]))
    if found != [None]:
        cases.append((system, f"(all {len(found)} sources)", ["check"]))

info = {}
for system, source, kinds in cases:
    if kinds != ["check"]:
        folder = os.path.join(corpus, system)
        out = os.path.join(scratch, "info")
        _, _, built = run(styleguide, commands(source, out)["build"][:-1], folder)
        shutil.rmtree(out, ignore_errors=True); shutil.rmtree(out + ".cache", ignore_errors=True)
        loaded = re.search(r"load: \d+ docs?, (\d+) tokens? in (\d+) permutations?", built)
        _, _, checked = run(styleguide, commands(source, out)["check"], folder)
        info[(system, source)] = (loaded.groups() if loaded else ("?", "?"), summary(checked))

times = collections.defaultdict(list)
for round in range(runs):
    for system, source, kinds in cases:
        folder = os.path.join(corpus, system)
        for kind in kinds:
            names = list(binaries)
            # Alternate which binary goes first, so a slow second does not always fall on one.
            for name in (names if round % 2 == 0 else names[::-1]):
                out = os.path.join(scratch, "site")
                arguments = ["check", "."] if source and source.startswith("(all") else commands(source, out)[kind]
                seconds, status, err = run(binaries[name], arguments, folder, cpu[(system, source, kind, name)])
                shutil.rmtree(out, ignore_errors=True); shutil.rmtree(out + ".cache", ignore_errors=True)
                if status not in (0, 1):
                    sys.exit(f"{system} {source or ''} {kind} ({name}) exited {status}:\n{err[-2000:]}")
                times[(system, source, kind, name)].append(seconds)
shutil.rmtree(scratch, ignore_errors=True)
if os.environ.get("CORPUS_TIMES"):
    import json
    with open(os.environ["CORPUS_TIMES"], "w") as file:
        json.dump([{"system": s, "source": src, "kind": k, "binary": n, "seconds": v, "cpu": cpu[(s, src, k, n)]}
                   for (s, src, k, n), v in times.items()], file)

def cell(system, source, kind):
    values = {name: times.get((system, source, kind, name)) for name in binaries}
    if not values["new"]:
        return "" if not baseline else " | "
    text = f"{statistics.median(values['new']):.3f}"
    return text + (f" | {statistics.median(values['baseline']):.3f}" if baseline else "")

kinds = ["load", "check", "build"]
header = ["System", "Source", "Tokens", "Permutations", "Errors", "Warnings (top codes)"]
for kind in kinds:
    header += [f"{kind} (s)"] + ([f"{kind}, baseline (s)"] if baseline else [])
print(f"styleguide: {styleguide}" + (f"\nbaseline: {baseline}" if baseline else "") + f"\nmedians of {runs}, interleaved\n")
print("| " + " | ".join(header) + " |")
print("|---|---|---:|---:|---:|---|" + "---:|" * (len(header) - 6))
for system, source, _ in cases:
    shown = source or "."
    if (system, source) in info:
        (tokens, permutations), counts = info[(system, source)]
        errors, warnings = counts["error"][0], counts["warning"]
        row = [system, f"`{shown}`", tokens, permutations, str(errors), f"{warnings[0]}" + (f" ({warnings[1]})" if warnings[1] else "")]
    else:
        row = [system, shown, "", "", "", ""]
    print("| " + " | ".join(row + [cell(system, source, kind) for kind in kinds]) + " |")
PY
