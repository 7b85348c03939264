#!/usr/bin/env python3
"""Writes the style-guide benchmark project into OUT: the bundled example
theme (every token the built-in components read; light/dark x ios/ocean, so 4
permutations) plus TOKENS generated tokens of mixed types (default 5,000, a
fifth of them aliases) in extra files added to the resolver's base set, with
dark and ocean overrides for some of them. Usage: design_system.py REPO OUT [TOKENS]"""
import json, os, random, shutil, sys

KINDS = ["color", "color", "dimension", "number", "duration", "fontWeight", "fontFamily",
         "cubicBezier", "shadow", "typography", "border"]


def color(r):
    return {"colorSpace": "srgb", "components": [round(r.random(), 4) for _ in range(3)], "alpha": 1}


def dim(r):
    return {"value": r.randint(0, 64), "unit": "px"}


def literal(r, kind):
    return {
        "color": lambda: color(r),
        "dimension": lambda: dim(r),
        "number": lambda: round(r.random() * 10, 3),
        "duration": lambda: {"value": r.randint(50, 900), "unit": "ms"},
        "fontWeight": lambda: r.choice([400, 500, 700, "bold", "semi-bold"]),
        "fontFamily": lambda: r.choice([["Inter", "sans-serif"], "Georgia", ["SF Mono", "monospace"]]),
        "cubicBezier": lambda: [0.25, round(r.random(), 2), 0.25, 1],
        "shadow": lambda: {"color": color(r), "offsetX": dim(r), "offsetY": dim(r), "blur": dim(r), "spread": dim(r)},
        "typography": lambda: {"fontFamily": ["Inter", "sans-serif"], "fontSize": dim(r), "fontWeight": 400,
                               "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4},
        "border": lambda: {"color": color(r), "width": dim(r), "style": "solid"},
    }[kind]()


def generated(r, count):
    """Nested groups gen.KIND.gN.tI; every fifth token aliases an earlier one of its kind."""
    doc, by_kind = {"gen": {}}, {}
    for i in range(count):
        kind = KINDS[i % len(KINDS)]
        group = doc["gen"].setdefault(kind.lower(), {"$type": kind}).setdefault("g%d" % (i // 50), {})
        earlier = by_kind.setdefault(kind, [])
        if i % 5 == 4 and earlier:
            value = "{%s}" % r.choice(earlier)
        else:
            value = literal(r, kind)
        token = {"$value": value, "$description": "Generated %s token %d" % (kind, i)}
        if kind == "dimension" and i % 7 == 0:
            token["$extensions"] = {"styleguide": {"relativeTo": "body", "max": 96}}
        group["t%d" % i] = token
        earlier.append("gen.%s.g%d.t%d" % (kind.lower(), i // 50, i))
    return doc, by_kind


def overrides(r, names, kind):
    doc = {}
    for name in names:
        node = doc
        parts = name.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = {"$value": literal(r, kind)}
    return doc


def main(repo, out, count):
    r = random.Random(5000)
    tokens = os.path.join(out, "tokens")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(os.path.join(repo, "tokens"), tokens)
    doc, by_kind = generated(r, count)
    half = count // 2
    files = {"generated-a.tokens.json": {"gen": {k: v for k, v in list(doc["gen"].items())[: len(doc["gen"]) // 2]}},
             "generated-b.tokens.json": {"gen": {k: v for k, v in list(doc["gen"].items())[len(doc["gen"]) // 2:]}}}
    colours = [n for n in by_kind["color"]]
    files["generated-dark.tokens.json"] = overrides(r, colours[: half // 5], "color")
    files["generated-ocean.tokens.json"] = overrides(r, colours[-(half // 10):], "color")
    for name, content in files.items():
        with open(os.path.join(tokens, name), "w") as f:
            json.dump(content, f, indent=1)
    resolver_path = os.path.join(tokens, "styleguide.resolver.json")
    with open(resolver_path) as f:
        resolver = json.load(f)
    resolver["sets"]["base"]["sources"] += [{"$ref": "generated-a.tokens.json"}, {"$ref": "generated-b.tokens.json"}]
    resolver["modifiers"]["theme"]["contexts"]["dark"].append({"$ref": "generated-dark.tokens.json"})
    resolver["modifiers"]["brand"]["contexts"]["ocean"].append({"$ref": "generated-ocean.tokens.json"})
    with open(resolver_path, "w") as f:
        json.dump(resolver, f, indent=2)
    os.makedirs(os.path.join(out, "docs"))
    with open(os.path.join(out, "docs", "index.md"), "w") as f:
        f.write("---\ntitle: Design system benchmark\n---\n\n# Design system benchmark\n\nGenerated tokens.\n")
    with open(os.path.join(out, "styleguide.json"), "w") as f:
        f.write('{\n  "title": "Design system benchmark",\n  "appearance": "theme"\n}\n')
    print("wrote %s: example theme + %d generated tokens, 4 permutations" % (out, count))


main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 5000)
