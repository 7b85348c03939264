#!/usr/bin/env python3
"""Generates a benchmark token project: 10,000 tokens of mixed types (3,000 of
them aliases, in chains), split over files, with a resolver of 2 x 3 contexts.
Usage: generate.py OUT_DIR"""
import json, os, random, sys

def color(r):
    return {"colorSpace": "srgb", "components": [round(r.random(), 4) for _ in range(3)], "alpha": 1}

def dim(r, unit="px"):
    return {"value": r.randint(0, 64), "unit": unit}

def literal(r, kind):
    if kind == "color": return color(r)
    if kind == "dimension": return dim(r)
    if kind == "number": return round(r.random() * 10, 3)
    if kind == "duration": return {"value": r.randint(50, 900), "unit": "ms"}
    if kind == "fontWeight": return r.choice([400, 500, "bold", "semi-bold"])
    if kind == "cubicBezier": return [0.25, 0.1, 0.25, 1]
    if kind == "shadow": return {"color": color(r), "offsetX": dim(r), "offsetY": dim(r), "blur": dim(r), "spread": dim(r)}
    if kind == "typography": return {"fontFamily": ["Inter", "sans-serif"], "fontSize": dim(r), "fontWeight": 400,
                                    "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}
    if kind == "border": return {"color": color(r), "width": dim(r), "style": "solid"}
    raise ValueError(kind)

KINDS = ["color", "dimension", "number", "duration", "fontWeight", "cubicBezier", "shadow", "typography", "border"]

def main(out):
    r = random.Random(7)
    os.makedirs(out, exist_ok=True)
    base, names = {}, []
    literal_count = 7000
    for i in range(literal_count):
        kind = KINDS[i % len(KINDS)]
        group = base.setdefault(kind, {"$type": kind}).setdefault("g%d" % (i // 100), {})
        group["t%d" % i] = {"$value": literal(r, kind), "$description": "token %d" % i}
        names.append((kind, "%s.g%d.t%d" % (kind, i // 100, i)))
    # 3,000 aliases: 1,000 chains of 3 (each link aliases the previous one).
    aliases = {}
    for c in range(1000):
        kind, target = names[r.randrange(len(names))]
        for link in range(3):
            name = "c%d_%d" % (c, link)
            aliases[name] = {"$value": "{%s}" % target}
            target = "alias." + name
    base["alias"] = aliases
    with open(os.path.join(out, "base.json"), "w") as f: json.dump(base, f, indent=1)
    # Overrides per context: a slice of colours and dimensions.
    def override(seed, kind, count):
        rr = random.Random(seed)
        doc = {}
        picked = [n for k, n in names if k == kind][:count]
        for name in picked:
            parts = name.split(".")
            node = doc
            for p in parts[:-1]: node = node.setdefault(p, {})
            node[parts[-1]] = {"$value": literal(rr, kind)}
        return doc
    contexts = {"light": override(1, "color", 300), "dark": override(2, "color", 300), "dim": override(3, "color", 300),
                "compact": override(4, "dimension", 200), "regular": override(5, "dimension", 200)}
    for name, doc in contexts.items():
        with open(os.path.join(out, name + ".json"), "w") as f: json.dump(doc, f, indent=1)
    resolver = {
        "version": "2025.10", "name": "Benchmark",
        "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
        "modifiers": {
            "theme": {"contexts": {c: [{"$ref": c + ".json"}] for c in ["light", "dark", "dim"]}, "default": "light"},
            "density": {"contexts": {c: [{"$ref": c + ".json"}] for c in ["compact", "regular"]}, "default": "regular"},
        },
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}],
    }
    with open(os.path.join(out, "bench.resolver.json"), "w") as f: json.dump(resolver, f, indent=1)
    print("wrote", out, "with", literal_count + 3000, "tokens")

main(sys.argv[1] if len(sys.argv) > 1 else "bench/out/tokens")
