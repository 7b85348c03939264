#!/usr/bin/env python3
"""A token project the way many teams keep one: FILES plain `*.tokens.json` files of 144 colour
tokens each (a third of them aliases into earlier files, every other one with a Figma
`$extensions` entry), no styleguide.json map, and one doc. Deterministic.
Usage: many_files.py OUT_DIR [FILES=80]"""
import json, os, random, sys

def main(out, files):
    random.seed(7)
    os.makedirs(os.path.join(out, "tokens"), exist_ok=True)
    os.makedirs(os.path.join(out, "docs"), exist_ok=True)
    for number in range(files):
        group = {"$type": "color"}
        for g in range(12):
            members = group.setdefault(f"g{g}", {})
            for t in range(12):
                if number > 0 and t % 3 == 0:
                    target = "{set%02d.g%d.t%d}" % (random.randrange(number), random.randrange(12), random.randrange(12))
                    members[f"t{t}"] = {"$value": target, "$description": f"alias {number}.{g}.{t}"}
                else:
                    members[f"t{t}"] = {"$value": {"colorSpace": "srgb", "components": [round(random.random(), 4) for _ in range(3)], "alpha": 1},
                                        "$description": f"token {number}.{g}.{t}",
                                        "$extensions": {"com.figma": {"variableId": f"VariableID:{number}:{g}:{t}", "scopes": ["ALL_FILLS"]}}}
        with open(os.path.join(out, "tokens", f"part-{number:02d}.tokens.json"), "w") as f:
            json.dump({f"set{number:02d}": group}, f, indent=2)
    with open(os.path.join(out, "docs", "index.md"), "w") as f:
        f.write("# Many files\n\nA token project kept in many small files.\n")

if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 80)
