#!/usr/bin/env python3
"""Writes a deterministic Markdown corpus of about SIZE_MB megabytes (default
10) to OUT: one document of many sections, with links to other `.md` docs so
the wrapper's link rewriting has work. Usage: markdown_corpus.py OUT [SIZE_MB]"""
import random, sys
import mdgen


def main(out, size_mb):
    r = random.Random(20251129)
    links = ["../guide/page-%d.md" % i for i in range(50)] + ["other.md#%s" % w for w in mdgen.WORDS[:20]]
    target = int(size_mb * 1_000_000)
    chunks, total = [], 0
    while total < target:
        chunk = mdgen.section(r, r.choice([1, 2, 2, 3, 3, 4]), links) + "\n\n"
        chunks.append(chunk)
        total += len(chunk.encode())
    with open(out, "w") as f:
        f.write("".join(chunks))
    print("wrote %s (%.1f MB)" % (out, total / 1e6))


main(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 10)
