#!/usr/bin/env bash
# The Swift package of every real design system of Tests/Corpus, made as a user makes it (issue 49):
# a scratch copy of the repository, `styleguide init --from .` on its root (on the first of its
# sources where it holds several, as Tests/browser/init_from_root.sh does), then
#   generate  `styleguide swift . --out PKG`: seconds, exit status, `swift/` warnings (by code) and
#             the errors and warnings of its summary
#   sources   bytes of PKG/Sources, its largest file, Swift files, type declarations (struct, enum,
#             class, actor, protocol, counted with a regex over the sources)
#   build     `swift build --package-path PKG --scratch-path SCRATCH` (debug): wall seconds, or
#             "timeout" after SWIFT_TIMEOUT seconds (default 300), and its first compiler error
#   check     the package's check executable (NAMECheck): exit status and lines printed
# Prints a Markdown table; with SWIFT_PACKAGES_JSON=FILE also writes the rows there as JSON; with
# SWIFT_ONLY=SYSTEM,SYSTEM runs only those systems. Figures only: nothing is asserted. Nothing is
# written inside Tests/Corpus (a verbatim copy); each system's scratch folder is removed after it.
# Usage: bench/swift_packages.sh [STYLEGUIDE]   (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
styleguide="${1:-$(swift build -c release --show-bin-path)/styleguide}"
python3 - "$(realpath "$styleguide")" <<'PY'
import json, os, re, shutil, signal, subprocess, sys, tempfile, time
styleguide = sys.argv[1]
corpus = os.path.abspath("Tests/Corpus")
timeout = float(os.environ.get("SWIFT_TIMEOUT", "300"))
only = [name for name in os.environ.get("SWIFT_ONLY", "").split(",") if name]
# The package's default name (SwiftPackageOptions.defaultName): its check executable is NAMECheck.
package_name = "DesignTokens"
# A type's declaration: modifiers and attributes, then the keyword and a name (not `class func`).
type_declaration = re.compile(r"^[ \t]*(?:[@\w()]+[ \t]+)*?(?:struct|enum|class|actor|protocol)[ \t]+(?!(?:func|var|let|subscript)\b)[A-Za-z_`]", re.M)

def descendants(pid):
    """The processes under `pid`, found through /proc: swift-build starts swiftc in a process group
    of its own, so ending swift-build's group alone leaves the compiler running."""
    children = {}
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as file:
                ppid = int(file.read().rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
        except (ValueError, OSError, IndexError):
            continue
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found

def end_tree(pid):
    """Stops the process and everything under it (stopped, none starts another), then kills them all."""
    for sig in (signal.SIGSTOP, signal.SIGKILL):
        for member in [pid] + descendants(pid):
            try:
                os.kill(member, sig)
            except ProcessLookupError:
                pass

def run(arguments, folder, limit=None):
    """Wall seconds, exit status (None after `limit` seconds), standard output and error. A timeout
    ends the process and every process under it."""
    start = time.perf_counter()
    process = subprocess.Popen(arguments, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = process.communicate(timeout=limit)
        status = process.returncode
    except subprocess.TimeoutExpired:
        end_tree(process.pid)
        out, err = process.communicate()
        status = None
    return time.perf_counter() - start, status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")

def init_from_root(project):
    """`init --from .`; where the root holds several sources, `init --from` the first one listed."""
    _, _, _, err = run([styleguide, "init", "--from", ".", "."], project)
    found = re.search(r"holds \d+ independent token sources: ([^;(]*)", err)
    source = found.group(1).strip() if found else None
    if source:
        _, _, _, err = run([styleguide, "init", "--from", source, "."], project)
    return source, os.path.exists(os.path.join(project, "styleguide.json")), err

def summary(err):
    """Errors and warnings counted by the summary at the end of a command's output."""
    counts = {"error": 0, "warning": 0}
    for line in err.splitlines()[-3:]:
        for part in line.split("; "):
            m = re.match(r"(\d+) (error|warning)s?\b", part)
            if m:
                counts[m.group(2)] = int(m.group(1))
    return counts

def sources(package):
    """Bytes, largest file's bytes, Swift files and type declarations under PKG/Sources."""
    total, largest, files, types = 0, 0, 0, 0
    for folder, _, names in os.walk(os.path.join(package, "Sources")):
        for name in names:
            path = os.path.join(folder, name)
            size = os.path.getsize(path)
            total, largest = total + size, max(largest, size)
            if name.endswith(".swift"):
                files += 1
                with open(path, encoding="utf-8", errors="replace") as file:
                    types += len(type_declaration.findall(file.read()))
    return {"sources_bytes": total, "largest_file_bytes": largest, "swift_files": files, "types": types}

def first_line(text, pattern):
    return next((line.strip() for line in text.splitlines() if re.search(pattern, line)), None)

def measure(system):
    row = {"system": system}
    scratch = tempfile.mkdtemp(prefix=f"styleguide-swift-{system}-")
    try:
        project, package = os.path.join(scratch, system), os.path.join(scratch, "pkg")
        shutil.copytree(os.path.join(corpus, system), project, symlinks=True)
        row["source"], initialized, err = init_from_root(project)
        if not initialized:
            row["init_error"] = first_line(err, r"error:") or err.strip()[-300:]
            return row
        seconds, status, _, err = run([styleguide, "swift", ".", "--out", package], project)
        swift_codes = re.findall(r"warning: .*\((swift/[^)]+)\)$", err, re.M)
        row |= {"generate_seconds": round(seconds, 3), "generate_status": status, "swift_warnings": len(swift_codes),
                "swift_warning_codes": {code: swift_codes.count(code) for code in sorted(set(swift_codes))},
                "errors": summary(err)["error"], "warnings": summary(err)["warning"]}
        if status != 0:
            # Written around the system's own errors (what they concern left out), or not at all.
            row["generate_error"] = first_line(err, r"error:")
        if not os.path.isdir(os.path.join(package, "Sources")):
            return row
        row |= sources(package)
        build = os.path.join(scratch, "build")
        seconds, status, out, err = run(["swift", "build", "--package-path", package, "--scratch-path", build], scratch, timeout)
        row |= {"build_seconds": round(seconds, 1), "build_status": status if status is not None else "timeout"}
        if status != 0:
            row["build_error"] = first_line(out + "\n" + err, r"error:")
            return row
        _, status, out, _ = run([os.path.join(build, "debug", package_name + "Check")], scratch, timeout)
        row |= {"check_status": status if status is not None else "timeout", "check_lines": len(out.splitlines())}
        return row
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

systems = [name for name in sorted(os.listdir(corpus)) if os.path.isdir(os.path.join(corpus, name)) and (not only or name in only)]
rows = []
for system in systems:
    rows.append(measure(system))
    print(f"{system}: generated in {rows[-1].get('generate_seconds')} s, built in {rows[-1].get('build_seconds')} s", file=sys.stderr, flush=True)
if os.environ.get("SWIFT_PACKAGES_JSON"):
    with open(os.environ["SWIFT_PACKAGES_JSON"], "w") as file:
        json.dump({"styleguide": styleguide, "timeout_seconds": timeout, "systems": rows}, file, indent=1)

def cell(row, key):
    value = row.get(key)
    return "" if value is None else f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else str(value)

print(f"styleguide: {styleguide}\nswift build timeout: {timeout:g} s\n")
print("| System | Source | generate (s) | status | swift/ warnings | errors | warnings | Sources (bytes) | largest file (bytes) | Swift files | types | swift build (s) | build status | check status | check lines |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|")
for row in rows:
    cells = [row["system"], f"`{row.get('source') or '.'}`"] + [cell(row, key) for key in
             ["generate_seconds", "generate_status", "swift_warnings", "errors", "warnings", "sources_bytes", "largest_file_bytes",
              "swift_files", "types", "build_seconds", "build_status", "check_status", "check_lines"]]
    print("| " + " | ".join(cells) + " |")
labels = {"swift_warning_codes": "swift/ warnings", "init_error": "init error", "generate_error": "generation error", "build_error": "first compiler error"}
notes = [(row["system"], label, row[key]) for row in rows for key, label in labels.items() if row.get(key)]
if notes:
    print()
for system, label, value in notes:
    text = ", ".join(f"{code} {count}" for code, count in value.items()) if isinstance(value, dict) else value
    print(f"- {system}, {label}: {text}")
PY
