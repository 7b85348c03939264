#!/usr/bin/env python3
"""Writes the docs-site benchmark: PAGES Markdown pages of about 5 KB (default
2,000), in folders of 100, with front matter and links between them, twice:
OUT/project/docs/ for styleguide (no tokens/ folder) and OUT/hugo/content/
for Hugo (a folder's `index.md` becomes `_index.md`, Hugo's section page;
Hugo would take `index.md` for a leaf bundle and drop its siblings).
Usage: docs_site.py OUT [PAGES]"""
import os, posixpath, random, sys
import mdgen

PAGE_BYTES = 5000
PER_FOLDER = 100


def page_path(i):
    folder, n = divmod(i, PER_FOLDER)
    name = "index.md" if n == 0 else "page-%03d.md" % n
    return "section-%02d/%s" % (folder, name)


def page_text(r, i, paths):
    here = posixpath.dirname(paths[i])
    targets = [posixpath.relpath(paths[r.randrange(len(paths))], here) for _ in range(20)]
    title = "%s %d" % (mdgen.title(r, 2, 4), i)
    parts = ["---\ntitle: %s\norder: %d\ndescription: %s\n---\n" % (title, i % PER_FOLDER, mdgen.plain_sentence(r)),
             "# " + title, mdgen.paragraph(r, targets)]
    size = sum(len(p) for p in parts)
    while size < PAGE_BYTES:
        section = mdgen.section(r, r.choice([2, 2, 3]), targets, (1, 3))
        parts.append(section)
        size += len(section) + 2
    return "\n\n".join(parts) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main(out, pages):
    r = random.Random(2000)
    paths = [page_path(i) for i in range(pages)]
    total = 0
    for i, path in enumerate(paths):
        text = page_text(r, i, paths)
        total += len(text)
        write(os.path.join(out, "project", "docs", path), text)
        hugo_path = path.replace("/index.md", "/_index.md")
        write(os.path.join(out, "hugo", "content", hugo_path), text)
    write(os.path.join(out, "project", "docs", "index.md"), "---\ntitle: Home\n---\n\n# Docs benchmark\n")
    write(os.path.join(out, "hugo", "content", "_index.md"), "---\ntitle: Home\n---\n\n# Docs benchmark\n")
    write(os.path.join(out, "project", "styleguide.json"), '{\n  "title": "Docs benchmark"\n}\n')
    print("wrote %d pages (%.1f MB) into %s" % (pages, total / 1e6, out))


main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2000)
