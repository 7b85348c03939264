#!/usr/bin/env python3
"""The naive reference for `styleguide check` on the token benchmark: parse every file the resolver
names, merge each permutation in resolution order, resolve curly-brace aliases. No validation, no
types, no diagnostics: the floor a compiled tool should be far below. Prints the token count.
Usage: naive_resolver.py RESOLVER"""
import itertools, json, os, re, sys

ALIAS = re.compile(r"^\{([^{}]+)\}$")

def load(base, ref, cache):
    path = os.path.normpath(os.path.join(base, ref))
    if path not in cache:
        with open(path) as f:
            cache[path] = json.load(f)
    return cache[path]

def flatten(tree, prefix, out):
    for key, node in tree.items():
        if key.startswith("$") or not isinstance(node, dict):
            continue
        name = prefix + key
        if "$value" in node:
            out[name] = node["$value"]
        else:
            flatten(node, name + ".", out)

def resolve(name, tokens, seen=()):
    if name in seen:
        raise ValueError("cycle at " + name)
    return resolve_value(tokens[name], tokens, seen + (name,))

def resolve_value(value, tokens, seen):
    """An alias string, or one inside a composite's members or a list."""
    if isinstance(value, str):
        match = ALIAS.match(value)
        return resolve(match.group(1), tokens, seen) if match else value
    if isinstance(value, dict):
        return {key: resolve_value(member, tokens, seen) for key, member in value.items()}
    if isinstance(value, list):
        return [resolve_value(member, tokens, seen) for member in value]
    return value

def main(resolver_path):
    base = os.path.dirname(resolver_path)
    with open(resolver_path) as f:
        resolver = json.load(f)
    cache, total = {}, 0
    modifiers = resolver.get("modifiers", {})
    names = list(modifiers)
    for choice in itertools.product(*(list(modifiers[m]["contexts"]) for m in names)):
        picked = dict(zip(names, choice))
        tokens = {}
        for step in resolver["resolutionOrder"]:
            target = step["$ref"].split("/")
            if target[1] == "sets":
                sources = resolver["sets"][target[2]]["sources"]
            else:
                sources = modifiers[target[2]]["contexts"][picked[target[2]]]
            for source in sources:
                flatten(load(base, source["$ref"], cache), "", tokens)
        resolved = {name: resolve(name, tokens) for name in tokens}
        total += len(resolved)
    print(total)

if __name__ == "__main__":
    main(sys.argv[1])
