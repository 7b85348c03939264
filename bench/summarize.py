#!/usr/bin/env python3
"""Reads the `KEY VALUE` lines bench/run.sh recorded (one per measured run),
takes medians, prints the summary table with ratios and targets, and writes
it to OUT. Usage: summarize.py RESULTS OUT"""
import statistics, sys


def load(path):
    values = {}
    with open(path) as f:
        for line in f:
            key, _, value = line.strip().partition(" ")
            if key:
                values.setdefault(key, []).append(float(value))
    return values


def main(results, out):
    v = load(results)
    med = {k: statistics.median(xs) for k, xs in v.items()}
    runs = max((len(xs) for xs in v.values()), default=0)
    g = lambda k: med.get(k, float("nan"))
    pages = g("docs.pages")
    rows = [("Markdown, %.1f MB corpus, one document" % (g("md.bytes") / 1e6), "", ""),
            ("  libcmark from C, in process", "%.1f MB/s" % g("md.c"), ""),
            ("  libcmark from Swift (cmark_markdown_to_html + String)", "%.1f MB/s" % g("md.swift-direct"), ""),
            ("  MarkdownRenderer (tree walk, heading ids)", "%.1f MB/s" % g("md.wrapper"), ""),
            ("  MarkdownRenderer, site options (+ .md links)", "%.1f MB/s" % g("md.wrapper-links"), ""),
            ("  cmark CLI (process, whole file)", "%.1f MB/s" % g("md.cli"), ""),
            ("  ratio wrapper / C", "%.2f" % (g("md.wrapper") / g("md.c")), ">= 0.90"),
            ("  ratio wrapper+links / C", "%.2f" % (g("md.wrapper-links") / g("md.c")), ">= 0.90"),
            ("Markdown, the corpus cut into pages of about 5 KB (a site's docs), ratio to direct", "", ""),
            ("  MarkdownRenderer (heading ids)", "%.3f" % g("md.pages.wrapper"), ">= 0.95"),
            ("  MarkdownRenderer, site options (+ .md links)", "%.3f" % g("md.pages.wrapper-links"), ">= 0.95"),
            ("  C floor: links rewritten through the tree / direct", "%.3f" % g("md.floor.tree-links"), "(floor)"),
            ("  C floor: links found in the HTML / direct", "%.3f" % g("md.floor.html-links"), "(floor)"),
            ("Docs site, %d pages (+ built-in component pages; no tokens/)" % pages, "", ""),
            ("  styleguide build", "%.1f pages/s (%.2f s, %d MB peak)" % (pages / g("docs.sg.s"), g("docs.sg.s"), g("docs.sg.rss") / 1024), ""),
            ("  hugo", "%.1f pages/s (%.2f s, %d MB peak)" % (pages / g("docs.hugo.s"), g("docs.hugo.s"), g("docs.hugo.rss") / 1024), ""),
            ("  ratio styleguide / hugo pages/s", "%.2fx" % (g("docs.hugo.s") / g("docs.sg.s")), ">= 4x"),
            ("  no-op rebuild / full build", "%.2f (%.2f s)" % (g("docs.noop.s") / g("docs.sg.s"), g("docs.noop.s")), "small"),
            ("  one doc changed / full build", "%.2f (%.2f s)" % (g("docs.one.s") / g("docs.sg.s"), g("docs.one.s")), "small"),
            ("Style guide, example theme + %d tokens, 4 permutations, 12 steps" % g("sg.tokens"), "", ""),
            ("  styleguide build", "%.2f s" % g("sg.s"), "< 0.25 s"),
            ("  peak memory", "%.0f MB" % (g("sg.rss") / 1024), "< 200 MB"),
            ("  no-op rebuild / full build", "%.2f (%.2f s)" % (g("sg.noop.s") / g("sg.s"), g("sg.noop.s")), "< 0.20"),
            ("  one token changed / full build", "%.2f (%.2f s)" % (g("sg.one.s") / g("sg.s"), g("sg.one.s")), "small"),
            ("  one doc changed / full build", "%.2f (%.2f s)" % (g("sg.doc.s") / g("sg.s"), g("sg.doc.s")), "small"),
            ("Tokens, 10,000 tokens (3,000 aliases), 2x3 contexts", "", ""),
            ("  load + resolve all permutations (in process)", "%.1f ms" % g("tokens.ms"), ""),
            ]
    width = max(len(r[0]) for r in rows) + 2
    lines = ["styleguide benchmarks: medians of %d runs, release build, %s" % (runs, " ".join(sys.argv[3:]))]
    for name, value, target in rows:
        lines.append(name.ljust(width) + value.ljust(38) + (("target " + target) if target else "").rstrip())
    text = "\n".join(l.rstrip() for l in lines) + "\n"
    print(text, end="")
    with open(out, "w") as f:
        f.write(text)


main(sys.argv[1], sys.argv[2])
