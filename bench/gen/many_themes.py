#!/usr/bin/env python3
"""Writes a Tokens Studio project of about 30,000 tokens in THEMES themes (default 69) into OUT:
a source-only core palette of 20,000 colours, 3,000 semantic aliases of it, and one set per theme
(a brand) redefining 100 of the aliases, with `$themes.json` and `$metadata.json` as Tokens Studio
writes them. The shape of a multi-brand system: every permutation shares all but its own set.
Usage: many_themes.py OUT [THEMES]"""
import json, os, random, sys

out = sys.argv[1]
themes = int(sys.argv[2]) if len(sys.argv) > 2 else 69
r = random.Random(1)


def alias():
    return {"value": "{core.palette%d.%d}" % (r.randrange(200), r.randrange(100) * 10), "type": "color"}


os.makedirs(out, exist_ok=True)
core = {f"palette{g}": {str(s * 10): {"value": "#%06x" % r.randrange(1 << 24), "type": "color"} for s in range(100)}
        for g in range(200)}
sets = {"core": {"core": core}, "semantic": {"semantic": {f"sem{i}": alias() for i in range(3000)}}}
listed = []
for t in range(themes):
    sets[f"brand{t}"] = {"semantic": {f"sem{r.randrange(3000)}": alias() for _ in range(100)}}
    listed.append({"id": f"b{t}", "name": f"Brand {t}", "group": "Brand",
                   "selectedTokenSets": {"core": "source", "semantic": "enabled", f"brand{t}": "enabled"}})
for name, body in sets.items():
    with open(os.path.join(out, name + ".json"), "w") as f:
        json.dump(body, f)
with open(os.path.join(out, "$themes.json"), "w") as f:
    json.dump(listed, f)
with open(os.path.join(out, "$metadata.json"), "w") as f:
    json.dump({"tokenSetOrder": list(sets)}, f)
