#!/usr/bin/env python3
"""Writes the real-world token fixtures: four design systems modelled on how
they are published (GitHub Primer primitives, IBM Carbon, Adobe Spectrum, a
Figma variables export), each with a `*.resolver.json` whose modifiers are
the system's modes, and each with an `expected.txt` listing, per diagnostic
code, how many diagnostics `styleguide check --format json RESOLVER` must
report by default (one per deviation: the same problem in several
permutations is reported once; notes, such as the one pointing at the first
of two duplicate keys, are not counted).

The counts are exact by construction. Every value that deviates from DTCG
2025.10 is written through `D(value, code...)` and counted when it is written
out; JSON-level deviations (comments, trailing commas, duplicate keys) are
counted by the writer; resolver-level ones when the resolver is built. Then
`verify` re-reads the model: in every permutation every alias must reach a
token of the right type, every value not marked with `D` must be strict
2025.10, and every token of every file must be the one that wins the merge in
at least one permutation (else its deviations would never be reported).

Deterministic: a fixed seed, no clock, sorted output. Run from anywhere:

    python3 generate.py            # rewrites the fixtures next to this file
    python3 generate.py --out DIR  # writes them under DIR instead (for the
                                   # determinism test, which compares bytes)
"""
import colorsys
import json
import os
import random
import shutil
import sys
from collections import Counter

SEED = 20251028
HERE = os.path.dirname(os.path.abspath(__file__))
SYSTEMS = ["primer-like", "carbon-like", "spectrum-like", "figma-export"]

STANDARD_TYPES = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                  "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
COLOR_SPACES = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
                "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]
FONT_WEIGHT_KEYWORDS = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
                        "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black",
                        "ultra-black"]
STROKE_KEYWORDS = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

# JSON-text deviations (json/comment, json/trailing-comma) are counted one per
# occurrence: each comment and each trailing comma is a deviation. Set this to
# True to count at most one of each per file instead.
JSON_TEXT_ONCE_PER_FILE = False

# Codes a default `check` reports for these inputs; which of them stay
# warnings under --strict (not deviations from the spec).
NOT_DEVIATIONS = {"json/duplicate-key", "resolver/unused-set", "resolver/unused-modifier"}


# ---------------------------------------------------------------------------
# The model: plain dicts and lists, plus three markers.

class D:
    """A value (or a whole token object) that deviates from 2025.10: each code
    is one diagnostic, counted when the value is written out. `type` is the
    type an untyped token is inferred as (for format/inferred-type)."""
    __slots__ = ("value", "codes", "type")

    def __init__(self, value, *codes, type=None):
        self.value, self.codes, self.type = value, codes, type


class Obj:
    """An object written member by member, as given: may repeat a key (the last
    wins: json/duplicate-key), hold comments (json/comment) and end with a
    comma (json/trailing-comma)."""

    def __init__(self, pairs, trailing=False):
        self.pairs, self.trailing = pairs, trailing


class Comment:
    def __init__(self, text, block=False):
        self.text, self.block = text, block


def unwrap(v):
    while isinstance(v, D):
        v = v.value
    return v


def codes_on(v):
    codes = []
    while isinstance(v, D):
        codes.extend(v.codes)
        v = v.value
    return codes


def members(v):
    """Effective (key, value) pairs of an object: the last of a repeated key wins
    and keeps its last position (what a parser that lets the last win sees)."""
    v = unwrap(v)
    if isinstance(v, dict):
        return list(v.items())
    if isinstance(v, Obj):
        pairs = [p for p in v.pairs if not isinstance(p, Comment)]
        last = {k: i for i, (k, _) in enumerate(pairs)}
        return [(k, x) for i, (k, x) in enumerate(pairs) if last[k] == i]
    return None


def is_object(v):
    return isinstance(unwrap(v), (dict, Obj))


def get(v, key, default=None):
    for k, x in members(v) or []:
        if k == key:
            return x
    return default


# ---------------------------------------------------------------------------
# Writing JSON (two-space indentation; small objects of scalars on one line).

def scalar_text(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "null"
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if v == int(v) and abs(v) < 1e15:
            return str(int(v))
        return repr(v)
    raise TypeError(v)


def is_flat(v):
    v = unwrap(v)
    if isinstance(v, list):
        return all(not isinstance(unwrap(x), (list, dict, Obj)) for x in v)
    return not isinstance(v, (dict, Obj))


class Writer:
    def __init__(self):
        self.counts = Counter()

    def text(self, v, indent=0, live=True):
        for code in codes_on(v):
            if live:
                self.counts[code] += 1
        v = unwrap(v)
        pad, inner = "  " * indent, "  " * (indent + 1)
        if isinstance(v, list):
            if not v:
                return "[]"
            if all(is_flat(x) and not isinstance(unwrap(x), list) for x in v):
                return "[" + ", ".join(self.text(x, indent + 1, live) for x in v) + "]"
            return "[\n" + ",\n".join(inner + self.text(x, indent + 1, live) for x in v) + "\n" + pad + "]"
        if isinstance(v, dict) and v and all(is_flat(x) for x in v.values()) and len(v) <= 6:
            return "{" + ", ".join(scalar_text(k) + ": " + self.text(x, indent + 1, live) for k, x in v.items()) + "}"
        if isinstance(v, (dict, Obj)):
            pairs = list(v.items()) if isinstance(v, dict) else v.pairs
            trailing = isinstance(v, Obj) and v.trailing
            if not pairs:
                return "{}"
            entries = [p for p in pairs if not isinstance(p, Comment)]
            last = {k: i for i, (k, _) in enumerate(entries)}
            lines, n = [], 0
            for p in pairs:
                if isinstance(p, Comment):
                    if live:
                        self.counts["json/comment"] += 1
                    lines.append(inner + ("/* %s */" % p.text if p.block else "// " + p.text))
                    continue
                k, x = p
                discarded = last[k] != n
                if discarded and live:
                    self.counts["json/duplicate-key"] += 1
                n += 1
                comma = "," if n < len(entries) or trailing else ""
                lines.append(inner + scalar_text(k) + ": " + self.text(x, indent + 1, live and not discarded) + comma)
            if trailing and live:
                self.counts["json/trailing-comma"] += 1
            return "{\n" + "\n".join(lines) + "\n" + pad + "}"
        return scalar_text(v)


# ---------------------------------------------------------------------------
# Token helpers.

def tok(type_, value, description=None, extensions=None, deprecated=None):
    t = {}
    if type_ is not None:
        t["$type"] = type_
    t["$value"] = value
    if description is not None:
        t["$description"] = description
    if deprecated is not None:
        t["$deprecated"] = deprecated
    if extensions is not None:
        t["$extensions"] = extensions
    return t


def alias(path):
    return "{" + path + "}"


def px(n):
    return {"value": n, "unit": "px"}


def rem(n):
    return {"value": n, "unit": "rem"}


def ms(n):
    return {"value": n, "unit": "ms"}


def num_text(n):
    """16 -> "16", 0.875 -> "0.875" (as a design file writes it in a string)."""
    return scalar_text(float(n)) if isinstance(n, float) else str(n)


def px_string(n):
    return D(num_text(n) + "px", "format/unit-string")


def rem_string(n):
    return D(num_text(n) + "rem", "format/unit-string")


def ms_string(n):
    return D(num_text(n) + "ms", "format/unit-string")


def hex_color(h):
    return D(h, "format/hex-color")


def hex_alpha(h):
    return D(h, "format/hex-alpha")


def css_color(text):
    return D(text, "format/css-color")


def unit(n, u):
    return D({"value": n, "unit": u}, "format/unknown-unit")


def to_hex(rgb):
    return "#" + "".join("%02x" % max(0, min(255, int(round(c * 255)))) for c in rgb)


def hls(h, l, s):
    return colorsys.hls_to_rgb((h % 360) / 360.0, max(0.0, min(1.0, l)), max(0.0, min(1.0, s)))


def srgb_object(ints, alpha=1, upper_hex=True):
    """A 2025.10 colour object from 0-255 channels, with its hex fallback."""
    components = [round(c / 255.0, 4) for c in ints]
    hexs = "#" + "".join("%02x" % c for c in ints)
    return {"colorSpace": "srgb", "components": components, "alpha": alpha, "hex": hexs.upper() if upper_hex else hexs}


def ints_of(rgb):
    return [max(0, min(255, int(round(c * 255)))) for c in rgb]


# ---------------------------------------------------------------------------
# A system: its files, resolver and permutations.

class System:
    def __init__(self, name):
        self.name = name
        self.files = {}          # relative path -> model
        self.resolver_path = None
        self.resolver = None
        self.permutations = []   # (label, [files in merge order])
        self.extra_counts = Counter()  # resolver-level codes
        self.unused_files = set()
        self.spot = {}

    def add(self, path, model):
        assert path not in self.files, path
        self.files[path] = model

    def ref(self, path):
        assert path in self.files, path
        return {"$ref": path}


def permutations_of(resolver, files_of_source):
    """Every combination of contexts, first modifier slowest: [(label, [files])]."""
    order = resolver["resolutionOrder"]
    result = [("", [])]
    for item in order:
        kind, name = item["$ref"].split("/")[1:3]
        if kind == "sets":
            files = files_of_source(resolver["sets"][name]["sources"])
            result = [(label, fs + files) for label, fs in result]
        else:
            contexts = resolver["modifiers"][name]["contexts"]
            result = [((label + ", " if label else "") + "%s=%s" % (name, c), fs + files_of_source(srcs))
                      for label, fs in result for c, srcs in contexts.items()]
    return result


# ---------------------------------------------------------------------------
# Verification of the model (catches a fixture that would report more, or
# fewer, diagnostics than expected.txt says).

class Token:
    def __init__(self, path, node, group_type, file):
        self.path, self.node, self.group_type, self.file = path, node, group_type, file
        body = unwrap(node)
        self.own_type = unwrap(get(body, "$type"))
        self.value = get(body, "$value")
        self.pointer = get(body, "$ref")
        self.codes = codes_on(node)
        self.inferred = next((d.type for d in [node] if isinstance(d, D) and d.type), None)


def collect(model, file, out, path=(), group_type=None):
    body = unwrap(model)
    t = unwrap(get(body, "$type"))
    if t is not None and path:
        group_type = t
    for k, v in members(body):
        if k.startswith("$") and k != "$root":
            continue
        child = path + (k,)
        assert is_object(v), (file, child)
        assert "." not in k and "{" not in k and "}" not in k and k, (file, child)
        u = unwrap(v)
        if get(u, "$value") is not None or get(u, "$ref") is not None:
            out.append(Token(child, v, group_type, file))
            nested = [(ck, cv) for ck, cv in members(u) if not ck.startswith("$")]
            if nested:
                assert "format/value-with-children" in codes_on(v), (file, child)
                for ck, cv in nested:
                    collect({ck: cv}, file, out, child, None)
        else:
            collect(v, file, out, child, group_type)


MEMBER_TYPES = {
    "border": {"color": "color", "width": "dimension", "style": "strokeStyle"},
    "transition": {"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
    "shadow": {"color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
               "spread": "dimension", "inset": None},
    "typography": {"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                   "letterSpacing": "dimension", "lineHeight": "number"},
}


class Checker:
    def __init__(self, label, tokens, where):
        self.label, self.tokens, self.where = label, tokens, where
        self.types = {}

    def fail(self, token, message):
        raise SystemExit("%s [%s] %s: %s" % (self.where, self.label, ".".join(token.path), message))

    def pointer_target(self, pointer):
        assert pointer.startswith("#/"), pointer
        parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer[2:].split("/")]
        if "$value" in parts:
            i = parts.index("$value")
            return tuple(parts[:i]), parts[i + 1:]
        return tuple(parts), None

    def type_of(self, path, seen=()):
        if path in self.types:
            return self.types[path]
        token = self.tokens.get(path)
        if token is None:
            return None
        assert path not in seen, ("cycle", path)
        t = token.own_type
        raw = unwrap(token.value)
        if t is None:
            if isinstance(raw, str) and raw.startswith("{"):
                t = self.type_of(tuple(raw[1:-1].split(".")), seen + (path,))
            elif token.pointer is not None:
                target, member = self.pointer_target(token.pointer)
                assert not member
                t = self.type_of(target, seen + (path,))
            else:
                t = token.group_type or token.inferred
        self.types[path] = t
        return t

    def check_all(self):
        for token in self.tokens.values():
            self.check(token)

    def check(self, token):
        t = self.type_of(token.path)
        if t is None:
            self.fail(token, "no type")
        if t not in STANDARD_TYPES:
            if "format/unknown-type" not in token.codes:
                self.fail(token, "non-standard type %s without the code" % t)
            return
        if token.own_type is None and token.group_type is None and token.inferred:
            if "format/inferred-type" not in token.codes:
                self.fail(token, "inferred without the code")
        if token.pointer is not None:
            assert token.value is None
            target, member = self.pointer_target(token.pointer)
            if target not in self.tokens:
                self.fail(token, "$ref to nothing: " + token.pointer)
            if member is None and self.type_of(target) != t:
                self.fail(token, "$ref to another type")
            return
        self.value(token, t, token.value, "")

    def alias_type(self, token, text):
        target = tuple(text[1:-1].split("."))
        if target not in self.tokens:
            self.fail(token, "alias to nothing: " + text)
        return self.type_of(target)

    def value(self, token, t, v, member):
        if isinstance(v, D):
            raw = unwrap(v)
            if isinstance(raw, str) and raw.startswith("{"):
                self.alias_type(token, raw)
            elif t in MEMBER_TYPES and isinstance(raw, dict):
                # A composite marked for its member set: its members are still checked.
                if not self.strict_value(token, t, raw, member, lenient=codes_on(v)):
                    self.fail(token, "not a %s even leniently: %r" % (t, raw))
            return
        if isinstance(v, str) and v.startswith("{"):
            if self.alias_type(token, v) != t:
                self.fail(token, "alias %s%s reaches a %s, not a %s" % (v, " in " + member if member else "",
                                                                      self.alias_type(token, v), t))
            return
        if isinstance(v, dict) and "$ref" in v:
            target, sub = self.pointer_target(v["$ref"])
            if target not in self.tokens:
                self.fail(token, "$ref to nothing")
            return
        ok = self.strict_value(token, t, v, member)
        if not ok:
            self.fail(token, "not a strict %s%s: %r" % (t, " (" + member + ")" if member else "", v))

    def number(self, v):
        return isinstance(v, (int, float)) and not isinstance(v, bool)

    def strict_value(self, token, t, v, member, lenient=None):
        n = self.number
        if t == "color":
            if not isinstance(v, dict) or set(v) - {"colorSpace", "components", "alpha", "hex"}:
                return False
            if v.get("colorSpace") not in COLOR_SPACES:
                return False
            comps = v.get("components")
            if not isinstance(comps, list) or len(comps) != 3:
                return False
            if not all(c == "none" or n(c) for c in comps):
                return False
            if v["colorSpace"] in ("srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020") and \
                    not all(c == "none" or 0 <= c <= 1 for c in comps):
                return False
            if "alpha" in v and not (n(v["alpha"]) and 0 <= v["alpha"] <= 1):
                return False
            if "hex" in v:
                h = v["hex"]
                if not (isinstance(h, str) and len(h) == 7 and h[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in h[1:])):
                    return False
            return True
        if t in ("dimension", "duration"):
            units = ("px", "rem") if t == "dimension" else ("ms", "s")
            return isinstance(v, dict) and set(v) == {"value", "unit"} and n(v["value"]) and v["unit"] in units \
                and (t == "dimension" or v["value"] >= 0)
        if t == "fontFamily":
            return isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(x, str) for x in v))
        if t == "fontWeight":
            return (n(v) and 1 <= v <= 1000) or v in FONT_WEIGHT_KEYWORDS
        if t == "cubicBezier":
            return isinstance(v, list) and len(v) == 4 and all(n(x) for x in v) and 0 <= v[0] <= 1 and 0 <= v[2] <= 1
        if t == "number":
            return n(v)
        if t == "strokeStyle":
            return v in STROKE_KEYWORDS
        if t in ("border", "transition", "shadow", "typography"):
            if t == "shadow" and isinstance(v, list):
                return all(self.strict_value(token, t, layer, member) for layer in v) if v else False
            if not isinstance(v, dict):
                return False
            expected = MEMBER_TYPES[t]
            required = {k for k, x in expected.items() if x is not None}
            extra, missing = set(v) - set(expected), required - set(v)
            if lenient is None and (extra or missing):
                return False
            if lenient is not None:
                if bool(extra) != ("format/extra-member" in lenient) or bool(missing) != ("format/missing-member" in lenient):
                    self.fail(token, "extra %s / missing %s do not match the codes %s" % (sorted(extra), sorted(missing), lenient))
                if len(extra) > 1 or len(missing) > 1:
                    self.fail(token, "one extra or missing member per token, so either way of counting agrees")
            for k, x in v.items():
                if k in extra:
                    continue
                if expected[k] is None:
                    if not isinstance(x, bool):
                        return False
                else:
                    self.value(token, expected[k], x, k)
            return True
        if t == "gradient":
            if not isinstance(v, list) or not v:
                return False
            for stop in v:
                if not isinstance(stop, dict) or set(stop) != {"color", "position"}:
                    return False
                self.value(token, "color", stop["color"], "color")
                p = stop["position"]
                if isinstance(p, str):
                    self.value(token, "number", p, "position")
                elif not (n(p) and 0 <= p <= 1):
                    return False
            return True
        return False


def verify(system):
    used = set()
    winners = set()
    per_file_tokens = {}
    for path, model in system.files.items():
        out = []
        collect(model, path, out)
        per_file_tokens[path] = out
    for label, files in system.permutations:
        merged = {}
        for f in files:
            used.add(f)
            for token in per_file_tokens[f]:
                merged[token.path] = token
        for token in merged.values():
            winners.add((token.file, token.path))
        Checker(label, merged, system.name).check_all()
    for f in used:
        for token in per_file_tokens[f]:
            assert (f, token.path) in winners, "%s: %s in %s never wins a merge" % (system.name, ".".join(token.path), f)
    assert used | system.unused_files == set(system.files), (system.name, set(system.files) - used - system.unused_files)
    return per_file_tokens


# ---------------------------------------------------------------------------
# primer-like: GitHub Primer primitives.

PRIMER_HUES = {
    "blue": (212, 0.92), "green": (137, 0.62), "yellow": (45, 0.95), "orange": (27, 0.9), "red": (356, 0.82),
    "purple": (262, 0.7), "pink": (330, 0.7), "coral": (11, 0.8), "auburn": (5, 0.35), "brown": (30, 0.35),
    "cyan": (188, 0.85), "indigo": (235, 0.7), "lemon": (55, 0.85), "lime": (90, 0.6), "olive": (65, 0.5),
    "pine": (160, 0.6), "plum": (290, 0.55), "teal": (175, 0.7),
}
PRIMER_ROLES = {  # functional role -> base family
    "accent": "blue", "success": "green", "attention": "yellow", "severe": "orange", "danger": "red",
    "open": "green", "closed": "red", "done": "purple", "sponsors": "pink", "upsell": "purple",
}
PRIMER_DISPLAY = ["auburn", "blue", "brown", "coral", "cyan", "gray", "green", "indigo", "lemon", "lime", "olive",
                  "orange", "pine", "pink", "plum", "purple", "red", "teal", "yellow"]
PRIMER_THEMES = ["light", "light-high-contrast", "dark", "dark-high-contrast"]


def primer_figma(theme, group, scopes):
    return {"org.primer.figma": {"collection": "mode", "mode": theme, "group": group, "scopes": scopes}}


def primer_base_colors(theme, rng):
    dark = theme.startswith("dark")
    hc = theme.endswith("high-contrast")
    color = {}
    neutral = {}
    for i in range(14):
        l = 1.0 - i * (0.87 / 13)
        if dark:
            l = 0.95 - i * (0.9 / 13)
            l = 1.0 - l
        if hc:
            l = min(1.0, l * 1.04) if not dark else l * 0.92
        neutral[str(i)] = tok("color", hex_color(to_hex(hls(213, l + rng.uniform(-0.01, 0.01), 0.12))))
    color["black"] = tok("color", hex_color("#010409" if dark else "#1f2328"))
    color["white"] = tok("color", hex_color("#ffffff"))
    color["transparent"] = tok("color", hex_alpha("#ffffff00"),
                               extensions={"org.primer.figma": {"collection": "base/color/" + theme, "scopes": ["bgColor"]}})
    color["neutral"] = neutral
    for family, (hue, sat) in PRIMER_HUES.items():
        ramp = {}
        for i in range(10):
            l = 0.95 - i * 0.085
            if dark:
                l = 0.9 - i * 0.08
            if hc:
                l -= 0.03
            ramp[str(i)] = tok("color", hex_color(to_hex(hls(hue + rng.uniform(-2, 2), l, sat + rng.uniform(-0.03, 0.03)))))
        color[family] = ramp
    return {"base": {"color": color}}


def primer_step(theme, step):
    """A base step for a role strength 0-9 in this theme."""
    return step if not theme.startswith("dark") else max(0, min(9, step if step > 4 else step + 1))


def primer_family_ref(family, step, theme):
    if family == "gray":
        return alias("base.color.neutral.%d" % min(13, step + 3))
    return alias("base.color.%s.%d" % (family, primer_step(theme, step)))


def primer_functional_colors(theme, rng):
    dark = theme.startswith("dark")
    n = lambda i: alias("base.color.neutral.%d" % (13 - i if not dark else i))
    fg = {
        "default": tok("color", n(0), "Default text color", primer_figma(theme, "semantic", ["FRAME_FILL", "TEXT_FILL"])),
        "muted": tok("color", n(4), "Secondary text"),
        "onEmphasis": tok("color", alias("base.color.white")),
        "onInverse": tok("color", n(13)),
        "white": tok("color", alias("base.color.white")),
        "black": tok("color", alias("base.color.black")),
        "disabled": tok("color", n(6)),
        "link": tok("color", alias("fgColor.accent")),
        "neutral": tok("color", n(5)),
    }
    for role, family in PRIMER_ROLES.items():
        fg[role] = tok("color", primer_family_ref(family, 5, theme),
                       extensions=primer_figma(theme, "semantic", ["TEXT_FILL"]) if role == "accent" else None)
    bg = {
        "default": tok("color", n(13), "Default background", primer_figma(theme, "semantic", ["FRAME_FILL"])),
        "muted": tok("color", n(12)),
        "inset": tok("color", n(12) if not dark else alias("base.color.black")),
        "emphasis": tok("color", n(1)),
        "inverse": tok("color", n(0)),
        "white": tok("color", alias("base.color.white")),
        "black": tok("color", alias("base.color.black")),
        "disabled": tok("color", n(11)),
        "transparent": tok("color", alias("base.color.transparent")),
        "neutral": {
            "muted": tok("color", hex_alpha("#818b981f" if not dark else "#656c7633")),
            "emphasis": tok("color", n(4)),
        },
    }
    for role, family in PRIMER_ROLES.items():
        muted = primer_family_ref(family, 0, theme) if not dark else hex_alpha(
            to_hex(hls(PRIMER_HUES[family][0], 0.55, 0.8)) + rng.choice(["1a", "26", "33", "40"]))
        bg[role] = {
            "muted": tok("color", muted),
            "emphasis": tok("color", primer_family_ref(family, 5, theme),
                            extensions={"org.primer.overrides": {"dark": {"$value": primer_family_ref(family, 6, "dark")}}}),
        }
    border = {
        "default": tok("color", n(10)),
        "muted": tok("color", hex_alpha("#d1d9e0b3" if not dark else "#3d444db3")),
        "emphasis": tok("color", n(6)),
        "disabled": tok("color", hex_alpha("#818b981a" if not dark else "#656c761a")),
        "transparent": tok("color", alias("base.color.transparent")),
        "translucent": tok("color", hex_alpha("#1f232826" if not dark else "#ffffff26")),
        "neutral": {"muted": tok("color", alias("borderColor.muted")), "emphasis": tok("color", n(6))},
    }
    for role, family in PRIMER_ROLES.items():
        border[role] = {
            "muted": tok("color", primer_family_ref(family, 2, theme)),
            "emphasis": tok("color", primer_family_ref(family, 5, theme)),
        }
    doc = {"fgColor": fg, "bgColor": bg, "borderColor": border}

    # Components.
    button = {}
    for variant, role in [("default", "neutral"), ("primary", "success"), ("invisible", "neutral"),
                          ("danger", "danger"), ("outline", "accent"), ("star", "attention"), ("inactive", "neutral")]:
        parts = {}
        for prop in ["bgColor", "fgColor", "borderColor", "iconColor"]:
            states = {}
            for state in ["rest", "hover", "active", "disabled", "selected"]:
                if prop == "bgColor":
                    target = "bgColor.%s.%s" % (role, "muted" if state in ("rest", "disabled") else "emphasis")
                elif prop == "fgColor":
                    target = "fgColor.%s" % (role if role != "neutral" else "default")
                elif prop == "borderColor":
                    target = "borderColor.%s.%s" % (role if role != "neutral" else "neutral", "muted" if state == "rest" else "emphasis")
                else:
                    target = "fgColor.muted" if state == "disabled" else "fgColor.%s" % (role if role != "neutral" else "muted")
                ext = primer_figma(theme, "component", ["FRAME_FILL"]) if state == "rest" and prop == "bgColor" else None
                states[state] = tok("color", alias(target), extensions=ext)
            parts[prop] = states
        button[variant] = parts
    button["primary"]["bgColor"]["rest"] = tok("color", hex_color("#1f883d" if not dark else "#238636"),
                                               "Primary button background",
                                               primer_figma(theme, "component", ["FRAME_FILL"]))
    doc["button"] = button
    control = {}
    for prop in ["bgColor", "fgColor", "borderColor", "iconColor"]:
        control[prop] = {s: tok("color", alias({"bgColor": "bgColor.muted", "fgColor": "fgColor.default",
                                                "borderColor": "borderColor.default", "iconColor": "fgColor.muted"}[prop]))
                         for s in ["rest", "hover", "active", "disabled", "selected"]}
    control["checked"] = {p: {s: tok("color", alias("bgColor.accent.emphasis" if p == "bgColor" else "fgColor.onEmphasis"))
                              for s in ["rest", "hover", "active", "disabled"]} for p in ["bgColor", "fgColor"]}
    control["transparent"] = {"bgColor": {s: tok("color", alias("bgColor.transparent")) for s in ["rest", "hover", "active"]}}
    doc["control"] = control
    doc["controlTrack"] = {p: {s: tok("color", alias("bgColor.neutral.muted")) for s in ["rest", "hover", "active", "disabled"]}
                           for p in ["bgColor", "borderColor", "fgColor"]}
    doc["controlKnob"] = {p: {s: tok("color", alias("bgColor.default")) for s in ["rest", "disabled", "checked"]}
                          for p in ["bgColor", "borderColor"]}
    label = {}
    for color in PRIMER_DISPLAY + ["neutral"]:
        family = "gray" if color == "neutral" else color
        label[color] = {
            "bgColor": {s: tok("color", primer_family_ref(family, i, theme)) for i, s in enumerate(["rest", "hover", "active"])},
            "fgColor": {s: tok("color", primer_family_ref(family, 6 + i, theme)) for i, s in enumerate(["rest", "hover", "active"])},
            "borderColor": {s: tok("color", primer_family_ref(family, 3, theme)) for s in ["rest", "hover", "active"]},
        }
    doc["label"] = label
    display = {}
    for color in PRIMER_DISPLAY:
        display[color] = {
            "bgColor": {"muted": tok("color", primer_family_ref(color, 0, theme)),
                        "emphasis": tok("color", primer_family_ref(color, 5, theme))},
            "fgColor": tok("color", primer_family_ref(color, 6, theme)),
            "borderColor": {"muted": tok("color", primer_family_ref(color, 1, theme)),
                            "emphasis": tok("color", primer_family_ref(color, 5, theme))},
            "scale": {str(i): tok("color", primer_family_ref(color, i, theme)) for i in range(10)},
        }
    doc["display"] = display
    doc["data"] = {c: {"color": {"emphasis": tok("color", primer_family_ref(c, 5, theme)),
                                 "muted": tok("color", primer_family_ref(c, 1, theme))}}
                   for c in ["auburn", "blue", "brown", "coral", "green", "gray", "lemon", "lime", "olive", "orange",
                             "pine", "pink", "plum", "purple", "red", "teal", "yellow"]}
    ansi = {}
    for i, c in enumerate(["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]):
        fam = {"black": "gray", "white": "gray", "magenta": "pink"}.get(c, c)
        ansi[c] = tok("color", primer_family_ref(fam, 5 if c != "white" else 0, theme))
        ansi[c + "Bright"] = tok("color", primer_family_ref(fam, 4 if c != "white" else 1, theme))
    doc["ansi"] = ansi
    syntax = {}
    for i, name in enumerate(["comment", "constant", "constantOtherReferenceLink", "entity", "entityTag", "keyword",
                              "string", "stringRegexp", "variable", "brackethighlighterUnmatched", "brackethighlighterAngle",
                              "invalidIllegalText", "invalidIllegalBg", "carriageReturnText", "carriageReturnBg",
                              "markupList", "markupHeading", "markupItalic", "markupBold", "markupDeletedText",
                              "markupDeletedBg", "markupInsertedText", "markupInsertedBg", "markupChangedText",
                              "markupChangedBg", "markupIgnoredText", "markupIgnoredBg", "metaDiffRange", "sublimelinterGutterMark",
                              "storageModifierImport"]):
        family = ["gray", "blue", "blue", "purple", "green", "red", "blue", "blue", "orange", "red"][i % 10]
        syntax[name] = tok("color", primer_family_ref(family, 4 + i % 5, theme))
    syntax["constant"] = tok("color", hex_color("#0550ae" if not dark else "#79c0ff"))
    syntax["markupChangedBg"] = tok("color", css_color("rgba(255, 223, 182, 1)" if not dark else "rgba(90, 30, 2, 1)"))
    doc["syntax"] = syntax
    misc = {
        "avatar": {"bgColor": tok("color", alias("base.color.white")), "borderColor": tok("color", alias("borderColor.translucent")),
                   "shadow": tok("color", hex_alpha("#ffffffcc" if not dark else "#0104093d"))},
        "counter": {"bgColor": {"muted": tok("color", alias("bgColor.neutral.muted")), "emphasis": tok("color", alias("bgColor.neutral.emphasis"))},
                    "borderColor": tok("color", alias("borderColor.transparent"))},
        "overlay": {"bgColor": tok("color", alias("bgColor.default")), "borderColor": tok("color", alias("borderColor.muted")),
                    "backdrop": {"bgColor": tok("color", hex_alpha("#c8d1da66" if not dark else "#21283066"))}},
        "underlineNav": {"borderColor": {"active": tok("color", alias("display.coral.scale.3")),
                                         "hover": tok("color", alias("borderColor.muted"))},
                         "iconColor": {"rest": tok("color", alias("fgColor.muted"))}},
        "selectMenu": {"bgColor": {"active": tok("color", alias("display.blue.scale.1"))},
                       "borderColor": tok("color", alias("borderColor.default"))},
        "topicTag": {"borderColor": tok("color", alias("borderColor.transparent"))},
        "timelineBadge": {"bgColor": tok("color", alias("bgColor.muted"))},
        "treeViewItem": {"leadingVisual": {"iconColor": {"rest": tok("color", alias("display.blue.scale.4"))}}},
        "header": {"bgColor": tok("color", alias("base.color.neutral.12" if not dark else "base.color.neutral.1")),
                   "fgColor": {"default": tok("color", hex_alpha("#ffffffb3")), "logo": tok("color", alias("base.color.white"))},
                   "borderColor": {"divider": tok("color", alias("base.color.neutral.6"))}},
        "menu": {"bgColor": {"active": tok("color", alias("bgColor.transparent"))}},
        "page": {"header": {"bgColor": tok("color", alias("bgColor.muted"))}},
        "focus": {"outlineColor": tok("color", alias("borderColor.accent.emphasis"))},
        "card": {"bgColor": tok("color", alias("bgColor.default"))},
        "tooltip": {"bgColor": tok("color", alias("bgColor.emphasis")), "fgColor": tok("color", alias("fgColor.onEmphasis"))},
        "skeletonLoader": {"bgColor": tok("color", alias("bgColor.muted"))},
        "reactionButton": {"selected": {"bgColor": {"rest": tok("color", alias("bgColor.accent.muted")),
                                                     "hover": tok("color", hex_alpha("#caecffb3" if not dark else "#5dadff5c"))},
                                        "fgColor": {"rest": tok("color", alias("fgColor.link"))}}},
        "selection": {"bgColor": tok("color", hex_alpha("#0969da33" if not dark else "#1f6febb3"))},
        "highlight": {"neutral": {"bgColor": tok("color", css_color("rgb(255, 248, 197)" if not dark else "rgb(210, 153, 34)"))}},
        "diffBlob": {k: {"bgColor": {"num": tok("color", alias("bgColor.%s.muted" % r)), "line": tok("color", alias("bgColor.%s.muted" % r))},
                         "fgColor": {"num": tok("color", alias("fgColor.default"))}}
                     for k, r in [("addition", "success"), ("deletion", "danger"), ("hunk", "accent"), ("expander", "neutral")]},
        "codeMirror": {"bgColor": tok("color", alias("bgColor.default")), "fgColor": tok("color", alias("fgColor.default")),
                       "selection": {"bgColor": tok("color", alias("selection.bgColor"))},
                       "cursor": {"fgColor": tok("color", alias("fgColor.default"))}},
    }
    doc.update(misc)
    return doc


def primer_high_contrast_overrides(theme):
    dark = theme.startswith("dark")
    n = lambda i: alias("base.color.neutral.%d" % (13 - i if not dark else i))
    return {
        "fgColor": {"muted": tok("color", n(2), "Stronger secondary text for high contrast"),
                    "disabled": tok("color", n(4)),
                    "neutral": tok("color", n(3))},
        "borderColor": {"default": tok("color", n(6)),
                        "muted": tok("color", n(7)),
                        "emphasis": tok("color", n(4)),
                        "translucent": tok("color", hex_color("#59636e" if not dark else "#9198a1"))},
        "bgColor": {"muted": tok("color", n(11)), "inset": tok("color", n(11)),
                    "neutral": {"muted": tok("color", hex_alpha("#59636e33" if not dark else "#9198a133"))}},
        "focus": {"outlineColor": tok("color", hex_color("#0349b4" if not dark else "#409eff"))},
    }


def primer_shadows(theme):
    dark = theme.startswith("dark")
    base = "#1f2328" if not dark else "#010409"

    def layer(alpha_hex, x, y, blur, spread, inset=False):
        return {"color": hex_alpha(base + alpha_hex), "offsetX": px_string(x), "offsetY": px_string(y),
                "blur": px_string(blur), "spread": px_string(spread), "inset": inset}

    return {"shadow": {
        "inset": tok("shadow", layer("0a", 0, 1, 0, 0, True)),
        "resting": {
            "xsmall": tok("shadow", layer("0f", 0, 1, 1, 0)),
            "small": tok("shadow", [layer("0a", 0, 1, 1, 0), layer("0f", 0, 1, 3, 0)]),
            "medium": tok("shadow", [layer("14", 0, 1, 1, 0), layer("1f", 0, 3, 6, 0)]),
        },
        "floating": {
            "small": tok("shadow", [layer("1f", 0, 0, 0, 1), layer("0f", 0, 6, 12, -3), layer("1f", 0, 8, 24, -4)]),
            "medium": tok("shadow", [layer("1a", 0, 0, 0, 1), layer("14", 0, 8, 16, -4), layer("14", 0, 4, 32, -4)]),
            "large": tok("shadow", [layer("1f", 0, 0, 0, 1), layer("33", 0, 40, 80, 0)]),
            "xlarge": tok("shadow", [layer("1f", 0, 0, 0, 1), layer("3d", 0, 56, 112, 0)],
                          extensions=primer_figma(theme, "shadow", ["EFFECT_COLOR"])),
        },
    }}


def primer(rng):
    s = System("primer-like")
    for theme in PRIMER_THEMES:
        s.add("src/base/color/%s.json" % theme, primer_base_colors(theme, rng))
    for theme in ["light", "dark"]:
        s.add("src/functional/color/%s.json" % theme, primer_functional_colors(theme, rng))
        s.add("src/functional/shadow/%s.json" % theme, primer_shadows(theme))
    for theme in ["light-high-contrast", "dark-high-contrast"]:
        s.add("src/functional/color/%s.json" % theme, primer_high_contrast_overrides(theme))

    sizes = [2, 4, 6, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 64, 80, 96, 112, 128]
    s.add("src/base/size/size.json", {"base": {"size": {str(n): tok("dimension", px_string(n)) for n in sizes}}})
    s.add("src/base/typography/typography.json", {"base": {"text": {"weight": {
        "light": tok("fontWeight", 300), "normal": tok("fontWeight", 400),
        "medium": tok("fontWeight", 500), "semibold": tok("fontWeight", 600)}}}})
    s.add("src/base/motion/motion.json", {"base": {
        "duration": {k: tok("duration", ms_string(v)) for k, v in
                     [("xs", 50), ("s", 100), ("m", 200), ("l", 300), ("xl", 400), ("2xl", 600)]},
        "easing": {k: tok("cubicBezier", v) for k, v in
                   [("ease", [0.25, 0.1, 0.25, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
                    ("easeInOut", [0.42, 0, 0.58, 1]), ("linear", [0, 0, 1, 1])]},
    }})
    s.add("src/functional/size/border.json", {
        "borderWidth": {"thin": tok("dimension", px_string(1)), "thick": tok("dimension", px_string(2)),
                        "thicker": tok("dimension", px_string(4)), "default": tok("dimension", alias("borderWidth.thin"))},
        "borderRadius": {"small": tok("dimension", px_string(3)), "medium": tok("dimension", px_string(6)),
                         "large": tok("dimension", px_string(12)), "full": tok("dimension", px_string(9999)),
                         "default": tok("dimension", alias("borderRadius.medium"))},
        "outline": {"focus": {"offset": tok("dimension", px_string(-2)), "width": tok("dimension", px_string(2))}},
    })
    control = {}
    for i, size in enumerate(["xsmall", "small", "medium", "large", "xlarge"]):
        height = [24, 28, 32, 40, 48][i]
        control[size] = {
            "size": tok("dimension", alias("base.size.%d" % height)),
            "lineBoxHeight": tok("dimension", alias("base.size.%d" % [16, 20, 20, 20, 24][i])),
            "paddingInline": {k: tok("dimension", alias("base.size.%d" % v)) for k, v in
                              zip(["condensed", "normal", "spacious"], [[4, 8, 12], [4, 8, 12], [8, 12, 16], [8, 12, 16], [12, 16, 20]][i])},
            "paddingBlock": tok("dimension", px_string([2, 4, 6, 10, 12][i])),
            "gap": tok("dimension", alias("base.size.%d" % [4, 4, 8, 8, 12][i])),
        }
    s.add("src/functional/size/size.json", {
        "control": control,
        "controlStack": {size: {"gap": {"condensed": tok("dimension", alias("base.size.%d" % c)),
                                        "spacious": tok("dimension", alias("base.size.%d" % v))}}
                         for size, c, v in [("small", 8, 12), ("medium", 8, 12), ("large", 12, 16)]},
        "overlay": {
            "width": {k: tok("dimension", px_string(v)) for k, v in
                      [("xsmall", 192), ("small", 320), ("medium", 480), ("large", 640), ("xlarge", 960)]},
            "height": {k: tok("dimension", px_string(v)) for k, v in
                       [("small", 256), ("medium", 320), ("large", 432), ("xlarge", 600)]},
            "padding": {"normal": tok("dimension", alias("base.size.16")), "condensed": tok("dimension", alias("base.size.8"))},
            "borderRadius": tok("dimension", alias("borderRadius.large")),
            "offset": tok("dimension", alias("base.size.4")),
        },
        "stack": {
            "gap": {"none": tok("dimension", D({"value": 0, "unit": ""}, "format/unitless-zero")),
                    "condensed": tok("dimension", alias("base.size.8")),
                    "normal": tok("dimension", alias("base.size.16")),
                    "spacious": tok("dimension", alias("base.size.24"))},
            "padding": {"none": tok("dimension", D("0", "format/unitless-zero")),
                        "condensed": tok("dimension", alias("base.size.8")),
                        "normal": tok("dimension", alias("base.size.16")),
                        "spacious": tok("dimension", alias("base.size.24"))},
        },
        "spinner": {"size": {k: tok("dimension", alias("base.size.%d" % v)) for k, v in [("small", 16), ("medium", 32), ("large", 64)]},
                    "strokeWidth": tok("dimension", px_string(2))},
    })
    s.add("src/functional/size/viewport.json", {
        "breakpoint": {k: tok("dimension", px_string(v)) for k, v in
                       [("xsmall", 320), ("small", 544), ("medium", 768), ("large", 1012), ("xlarge", 1280), ("xxlarge", 1400)]},
        "viewportRange": {k: D(tok("custom-viewportRange", v), "format/unknown-type") for k, v in
                          [("narrow", "(max-width: calc(768px - 0.02px))"), ("narrowLandscape", "(max-width: calc(1012px - 0.02px)) and (max-height: calc(440px - 0.02px)) and (orientation: landscape)"),
                           ("regular", "(min-width: 768px)"), ("wide", "(min-width: 1400px)"),
                           ("portrait", "(orientation: portrait)"), ("landscape", "(orientation: landscape)")]},
    })
    text = {}
    specs = [("display", 40, 1.4, 56, "medium"), ("titleLarge", 32, 1.5, 48, "semibold"), ("titleMedium", 20, 1.6, 32, "semibold"),
             ("titleSmall", 16, 1.5, 24, "semibold"), ("subtitle", 20, 1.6, 32, "normal"), ("caption", 12, 1.3333, 16, "normal"),
             ("codeBlock", 13, 1.5385, 20, "normal")]
    for name, size, lh, box, weight in specs:
        t = {"size": tok("dimension", px_string(size)), "lineHeight": tok("number", lh),
             "lineBoxHeight": tok("dimension", px_string(box)), "weight": tok("fontWeight", alias("base.text.weight." + weight))}
        family = "fontStack.monospace" if name.startswith("code") else ("fontStack.sansSerifDisplay" if name == "display" else "fontStack.sansSerif")
        shorthand = {"fontFamily": alias(family), "fontSize": alias("text.%s.size" % name),
                     "fontWeight": alias("text.%s.weight" % name), "lineHeight": alias("text.%s.lineHeight" % name)}
        if name in ("display", "titleLarge"):
            t["letterSpacing"] = tok("dimension", unit(-0.01 if name == "display" else -0.005, "em"))
            shorthand["letterSpacing"] = alias("text.%s.letterSpacing" % name)
            t["shorthand"] = tok("typography", shorthand)
        elif name == "caption":
            t["shorthand"] = tok("typography", D({"fontFamily": alias(family), "fontSize": px(12),
                                                   "fontWeight": alias("text.caption.weight"), "letterSpacing": px(0),
                                                   "lineHeight": D(px(16), "format/line-height-dimension")}))
        else:
            t["shorthand"] = tok("typography", D(shorthand, "format/missing-member"))
        text[name] = t
    text["body"] = {}
    for name, size, lh in [("large", 16, 1.5), ("medium", 14, 1.4286), ("small", 12, 1.6667)]:
        text["body"][name] = {"size": tok("dimension", px_string(size)), "lineHeight": tok("number", lh),
                              "weight": tok("fontWeight", alias("base.text.weight.normal")),
                              "shorthand": tok("typography", D({"fontFamily": alias("fontStack.sansSerif"),
                                                                "fontSize": alias("text.body.%s.size" % name),
                                                                "fontWeight": alias("text.body.%s.weight" % name),
                                                                "lineHeight": alias("text.body.%s.lineHeight" % name)},
                                                               "format/missing-member"))}
    text["codeInline"] = {"size": tok("dimension", unit(0.9285, "em")), "weight": tok("fontWeight", alias("base.text.weight.normal"))}
    s.add("src/functional/typography/typography.json", {
        "fontStack": {
            "system": tok("fontFamily", "-apple-system, BlinkMacSystemFont, \"Segoe UI\", \"Noto Sans\", Helvetica, Arial, sans-serif"),
            "sansSerif": tok("fontFamily", ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "Helvetica", "Arial", "sans-serif"]),
            "sansSerifDisplay": tok("fontFamily", ["Mona Sans VF", "-apple-system", "BlinkMacSystemFont", "sans-serif"]),
            "monospace": tok("fontFamily", ["ui-monospace", "SFMono-Regular", "SF Mono", "Menlo", "Consolas", "Liberation Mono", "monospace"]),
        },
        "text": text,
    })
    s.add("src/deprecated/dark-dimmed.json", {"deprecated": {"darkDimmed": {
        "bgColor": tok("color", {"colorSpace": "srgb", "components": [0.1333, 0.1529, 0.1804], "hex": "#222730"}, deprecated="dark dimmed was removed"),
        "fgColor": tok("color", {"colorSpace": "srgb", "components": [0.8196, 0.8431, 0.8784], "hex": "#d1d7e0"}, deprecated=True)}}})
    s.unused_files.add("src/deprecated/dark-dimmed.json")

    contexts = {}
    for theme in PRIMER_THEMES:
        functional = "light" if theme.startswith("light") else "dark"
        srcs = [s.ref("src/base/color/%s.json" % theme), s.ref("src/functional/color/%s.json" % functional)]
        if theme.endswith("high-contrast"):
            srcs.append(s.ref("src/functional/color/%s.json" % theme))
        srcs.append(s.ref("src/functional/shadow/%s.json" % functional))
        contexts[theme] = srcs
    s.resolver_path = "primer.resolver.json"
    s.resolver = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "version": "2025.10",
        "name": "Primer primitives (modelled)",
        "description": "Base scales, functional tokens and component tokens; one context per colour theme",
        "sets": {
            "size": {"description": "Base and functional sizes", "sources": [
                s.ref("src/base/size/size.json"), s.ref("src/functional/size/border.json"),
                s.ref("src/functional/size/size.json"), s.ref("src/functional/size/viewport.json")]},
            "typography": {"sources": [s.ref("src/base/typography/typography.json"), s.ref("src/functional/typography/typography.json")]},
            "motion": {"sources": [s.ref("src/base/motion/motion.json")]},
            "darkDimmed": {"description": "Retired theme, kept for reference", "sources": [s.ref("src/deprecated/dark-dimmed.json")]},
        },
        "modifiers": {
            "theme": {"description": "Colour theme", "contexts": contexts, "default": "light"},
        },
        "resolutionOrder": [{"$ref": "#/sets/size"}, {"$ref": "#/sets/typography"}, {"$ref": "#/sets/motion"},
                            {"$ref": "#/modifiers/theme"}],
    }
    s.extra_counts["resolver/unused-set"] += 1
    s.spot = {"hex-alpha": ("theme=light", "bgColor.neutral.muted", 0x1f / 255.0)}
    return s


# ---------------------------------------------------------------------------
# carbon-like: IBM Carbon.

CARBON_FAMILIES = {"yellow": 50, "orange": 25, "red": 357, "magenta": 325, "purple": 270, "blue": 218, "cyan": 200,
                   "teal": 180, "green": 140, "cool-gray": 215, "gray": 0, "warm-gray": 20}
CARBON_THEMES = ["white", "g10", "g90", "g100"]


def carbon_palette(rng):
    color = {"$type": "color", "white": {"$value": hex_color("#ffffff")}, "black": {"$value": hex_color("#000000")}}
    for family, hue in CARBON_FAMILIES.items():
        sat = 0.0 if family == "gray" else (0.08 if family.endswith("gray") else 0.8)
        steps = {}
        for step in range(10, 101, 10):
            l = 0.97 - (step - 10) * 0.0095
            steps[str(step)] = {"$value": hex_color(to_hex(hls(hue, l, sat)))}
            steps["%d-hover" % step] = {"$value": hex_color(to_hex(hls(hue, l - 0.04 + rng.uniform(-0.005, 0.005), sat)))}
        color[family] = steps
    return {"color": color}


CARBON_ROLES = [
    # name, family, white step, g100 step
    ("background", "gray", None, 100), ("background-active", "gray", 30, 70), ("background-hover", "gray", 20, 80),
    ("background-selected", "gray", 20, 80), ("background-selected-hover", "gray", 30, 70),
    ("background-inverse", "gray", 80, 10), ("background-inverse-hover", "gray", 70, 20), ("background-brand", "blue", 60, 60),
    ("layer-accent-01", "gray", 20, 80), ("layer-accent-02", "gray", 20, 70), ("layer-accent-03", "gray", 20, 60),
    ("layer-accent-active-01", "gray", 40, 60), ("layer-accent-hover-01", "gray", 30, 70),
    ("layer-selected-inverse", "gray", 100, 10), ("layer-selected-disabled", "gray", 50, 40),
    ("field-01", "gray", 10, 90), ("field-02", "gray", 10, 80), ("field-03", "gray", 10, 70),
    ("field-hover-01", "gray", 20, 80), ("field-hover-02", "gray", 20, 70), ("field-hover-03", "gray", 20, 60),
    ("border-subtle-00", "gray", 20, 80), ("border-subtle-01", "gray", 20, 80), ("border-subtle-02", "gray", 20, 70),
    ("border-subtle-03", "gray", 20, 60), ("border-subtle-selected-01", "gray", 30, 70),
    ("border-subtle-selected-02", "gray", 30, 60), ("border-subtle-selected-03", "gray", 30, 50),
    ("border-strong-01", "gray", 50, 60), ("border-strong-02", "gray", 50, 50), ("border-strong-03", "gray", 50, 40),
    ("border-tile-01", "gray", 30, 70), ("border-tile-02", "gray", 40, 60), ("border-tile-03", "gray", 30, 50),
    ("border-inverse", "gray", 100, 10), ("border-interactive", "blue", 60, 50), ("border-disabled", "gray", 30, 70),
    ("text-primary", "gray", 100, 10), ("text-secondary", "gray", 70, 30), ("text-placeholder", "gray", 40, 60),
    ("text-helper", "gray", 60, 40), ("text-error", "red", 60, 40), ("text-inverse", "gray", 10, 100),
    ("text-on-color", "gray", 10, 10), ("text-on-color-disabled", "gray", 50, 50), ("text-disabled", "gray", 30, 70),
    ("link-primary", "blue", 60, 40), ("link-primary-hover", "blue", 70, 30), ("link-secondary", "blue", 70, 30),
    ("link-visited", "purple", 60, 40), ("link-inverse", "blue", 40, 60), ("link-inverse-active", "gray", 10, 100),
    ("link-inverse-hover", "blue", 30, 70), ("icon-primary", "gray", 100, 10), ("icon-secondary", "gray", 70, 30),
    ("icon-on-color", "gray", 10, 10), ("icon-on-color-disabled", "gray", 50, 50), ("icon-inverse", "gray", 10, 100),
    ("icon-interactive", "blue", 60, 10), ("icon-disabled", "gray", 30, 70),
    ("support-error", "red", 60, 50), ("support-success", "green", 50, 40), ("support-warning", "yellow", 30, 30),
    ("support-info", "blue", 70, 50), ("support-error-inverse", "red", 50, 60), ("support-success-inverse", "green", 40, 50),
    ("support-warning-inverse", "yellow", 30, 30), ("support-info-inverse", "blue", 50, 70),
    ("support-caution-major", "orange", 40, 40), ("support-caution-minor", "yellow", 30, 30),
    ("support-caution-undefined", "purple", 60, 50), ("focus", "blue", 60, 10), ("focus-inverse", "gray", 10, 100),
    ("interactive", "blue", 60, 50), ("highlight", "blue", 20, 80), ("toggle-off", "gray", 50, 60),
    ("skeleton-background", "gray", 10, 90), ("skeleton-element", "gray", 30, 80),
    ("button-primary", "blue", 60, 60), ("button-primary-hover", "blue", "60-hover", "60-hover"),
    ("button-primary-active", "blue", 80, 80), ("button-secondary", "gray", 80, 60),
    ("button-secondary-hover", "gray", "80-hover", "60-hover"), ("button-secondary-active", "gray", 60, 80),
    ("button-tertiary", "blue", 60, 10), ("button-tertiary-hover", "blue", "60-hover", "10-hover"),
    ("button-tertiary-active", "blue", 80, 30), ("button-danger-primary", "red", 60, 60),
    ("button-danger-secondary", "red", 60, 50), ("button-danger-hover", "red", "60-hover", "60-hover"),
    ("button-danger-active", "red", 80, 80), ("button-separator", "gray", 20, 100), ("button-disabled", "gray", 30, 70),
    ("notification-background-error", "red", 10, 90), ("notification-background-success", "green", 10, 90),
    ("notification-background-info", "blue", 10, 90), ("notification-background-warning", "yellow", 10, 90),
    ("notification-action-hover", "gray", 10, 90), ("notification-action-tertiary-inverse", "gray", 100, 10),
    ("ai-aura-start", "blue", 10, 90), ("ai-aura-end", "blue", 20, 100), ("ai-border-start", "blue", 30, 50),
    ("ai-border-end", "blue", 40, 60), ("ai-popover-background", "gray", 10, 100), ("chat-bubble-user", "gray", 20, 80),
    ("chat-bubble-agent", "gray", 10, 90), ("chat-prompt-background", "gray", 10, 100), ("chat-shell-background", "gray", 10, 90),
]
for _i, _level in enumerate(["01", "02", "03"]):
    for _suffix, _ws, _ds in [("", 10, 90), ("-active", 30, 60), ("-hover", 20, 80), ("-selected", 20, 70), ("-selected-hover", 30, 60)]:
        CARBON_ROLES.append(("layer%s-%s" % (_suffix, _level), "gray", _ws if _i == 0 else min(100, _ws + 10 * _i),
                             max(10, _ds - 10 * _i)))
CARBON_TAGS = ["red", "magenta", "purple", "blue", "cyan", "teal", "green", "gray", "cool-gray", "warm-gray"]


def carbon_theme(theme, rng):
    dark = theme in ("g90", "g100")
    doc = {}
    for name, family, light_step, dark_step in CARBON_ROLES:
        if name == "background":
            value = alias("color.white") if theme == "white" else alias("color.gray.%d" % {"g10": 10, "g90": 90, "g100": 100}[theme])
        else:
            step = dark_step if dark else light_step
            if isinstance(step, int) and theme == "g90":
                step = max(10, step - 10)
            if isinstance(step, int) and theme == "g10" and name.startswith("layer") and step == 10:
                step = "10-hover"
            value = alias("color.%s.%s" % (family, step))
        doc[name] = tok("color", value)
    doc["overlay"] = tok("color", css_color("rgba(22, 22, 22, 0.5)" if not dark else "rgba(0, 0, 0, 0.65)"))
    doc["shadow"] = tok("color", css_color("rgba(0, 0, 0, 0.3)" if not dark else "rgba(0, 0, 0, 0.8)"))
    doc["focus-inset"] = tok("color", css_color("white") if theme == "white" else hex_color("#ffffff" if not dark else "#161616"))
    doc["highlight"] = tok("color", hex_color("#d0e2ff" if not dark else "#002d9c"))
    doc["skeleton-element"] = tok("color", hex_color("#c6c6c6" if not dark else "#393939"))
    doc["layer-selected-disabled"] = tok("color", hex_color("#8d8d8d" if not dark else "#6f6f6f"))
    doc["ai-overlay"] = tok("color", css_color("rgba(0, 17, 65, 0.5)" if not dark else "rgba(0, 0, 0, 0.5)"))
    doc["ai-inner-shadow"] = tok("color", css_color("rgba(69, 137, 255, 0.2)" if not dark else "rgba(69, 137, 255, 0.16)"))
    # Carbon's theme files leave the type off aliases: it comes from the target.
    for name in ["text-primary", "text-secondary", "icon-primary", "border-subtle-01", "support-info"]:
        doc[name] = {"$value": doc[name]["$value"]}
    for color in CARBON_TAGS:
        for part, (ls, ds) in [("background", (20, 80)), ("color", (70, 30)), ("hover", ("20-hover", "80-hover"))]:
            step = ds if dark else ls
            doc["tag-%s-%s" % (part, color)] = tok("color", alias("color.%s.%s" % (color, step)))
    return doc


CARBON_TYPE = [
    ("caption-01", 12, "regular", 1.33333, 0.32), ("caption-02", 14, "regular", 1.28572, 0.32),
    ("label-01", 12, "regular", 1.33333, 0.32), ("label-02", 14, "regular", 1.28572, 0.16),
    ("helper-text-01", 12, "regular", 1.33333, 0.32), ("helper-text-02", 14, "regular", 1.28572, 0.16),
    ("body-short-01", 14, "regular", 1.28572, 0.16), ("body-short-02", 16, "regular", 1.375, 0),
    ("body-long-01", 14, "regular", 1.42857, 0.16), ("body-long-02", 16, "regular", 1.5, 0),
    ("code-01", 12, "regular", 1.33333, 0.32), ("code-02", 14, "regular", 1.42857, 0.32),
    ("heading-01", 14, "semibold", 1.42857, 0.16), ("heading-02", 16, "semibold", 1.5, 0),
    ("productive-heading-01", 14, "semibold", 1.28572, 0.16), ("productive-heading-02", 16, "semibold", 1.375, 0),
    ("productive-heading-03", 20, "regular", 1.4, 0), ("productive-heading-04", 28, "regular", 1.28572, 0),
    ("productive-heading-05", 32, "regular", 1.25, 0), ("productive-heading-06", 42, "light", 1.199, 0),
    ("productive-heading-07", 54, "light", 1.199, 0), ("expressive-heading-01", 14, "semibold", 1.25, 0.16),
    ("expressive-heading-02", 16, "semibold", 1.5, 0), ("expressive-heading-03", 20, "regular", 1.4, 0),
    ("expressive-heading-04", 28, "regular", 1.28572, 0), ("expressive-heading-05", 32, "regular", 1.25, 0),
    ("expressive-heading-06", 32, "semibold", 1.25, 0), ("expressive-paragraph-01", 24, "light", 1.334, 0),
    ("quotation-01", 20, "regular", 1.3, 0), ("quotation-02", 32, "light", 1.25, 0),
    ("display-01", 42, "light", 1.19, 0), ("display-02", 42, "semibold", 1.19, 0),
    ("display-03", 42, "light", 1.19, 0), ("display-04", 42, "light", 1.19, 0),
    ("legal-01", 12, "regular", 1.33333, 0.32), ("legal-02", 14, "regular", 1.28572, 0.16),
    ("body-compact-01", 14, "regular", 1.28572, 0.16), ("body-compact-02", 16, "regular", 1.375, 0),
    ("body-01", 14, "regular", 1.42857, 0.16), ("body-02", 16, "regular", 1.5, 0),
    ("heading-compact-01", 14, "semibold", 1.28572, 0.16), ("heading-compact-02", 16, "semibold", 1.375, 0),
    ("heading-03", 20, "regular", 1.4, 0), ("heading-04", 28, "regular", 1.28572, 0),
    ("heading-05", 32, "regular", 1.25, 0), ("heading-06", 42, "light", 1.199, 0), ("heading-07", 54, "light", 1.199, 0),
]
CARBON_FLUID = [("fluid-heading-03", 20, "regular", 1.4), ("fluid-heading-04", 28, "regular", 1.28572),
                ("fluid-heading-05", 32, "light", 1.25), ("fluid-heading-06", 32, "semibold", 1.25),
                ("fluid-paragraph-01", 24, "light", 1.334), ("fluid-quotation-01", 20, "light", 1.3),
                ("fluid-quotation-02", 32, "light", 1.25), ("fluid-display-01", 42, "light", 1.19),
                ("fluid-display-02", 42, "semibold", 1.19), ("fluid-display-03", 42, "light", 1.19),
                ("fluid-display-04", 42, "light", 1.17)]
CARBON_EXTRAS = {"body-long-01": ("paragraphSpacing", rem(1)), "body-long-02": ("paragraphSpacing", rem(1.5)),
                 "expressive-paragraph-01": ("paragraphSpacing", rem(1.5)), "quotation-01": ("fontStyle", "normal"),
                 "quotation-02": ("fontStyle", "normal"), "legal-01": ("textDecoration", "none"),
                 "legal-02": ("textDecoration", "none"), "label-01": ("textTransform", "none")}


def carbon(rng):
    s = System("carbon-like")
    s.add("tokens/colors.json", carbon_palette(rng))
    for theme in CARBON_THEMES:
        s.add("tokens/themes/%s.json" % theme, carbon_theme(theme, rng))
    scale = [0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 10]
    s.add("tokens/spacing.json", {
        "spacing": {"$type": "dimension", **{"spacing-%02d" % (i + 1): {"$value": rem_string(v)} for i, v in enumerate(scale)}},
        "fluid-spacing": {"$type": "dimension",
                          "fluid-spacing-01": {"$value": D("0", "format/unitless-zero")},
                          "fluid-spacing-02": {"$value": unit(2, "vw")},
                          "fluid-spacing-03": {"$value": unit(5, "vw")},
                          "fluid-spacing-04": {"$value": unit(10, "%")}},
    })
    layout = {
        "$description": "Carbon publishes these without a type",
        "container": {"container-%02d" % (i + 1): D({"$value": rem(v)}, "format/inferred-type", type="dimension")
                      for i, v in enumerate([1.5, 2, 2.5, 3, 4])},
        "icon-size": {"icon-size-%02d" % (i + 1): D({"$value": rem(v)}, "format/inferred-type", type="dimension")
                      for i, v in enumerate([1, 1.25])},
        "size": {k: D({"$value": rem(v)}, "format/inferred-type", type="dimension")
                 for k, v in [("xsmall", 1.5), ("small", 2), ("medium", 2.5), ("large", 3), ("xlarge", 4), ("2xlarge", 5)]},
        "breakpoint": {"$type": "dimension", **{k: {"$value": rem_string(v)} for k, v in
                                                [("sm", 20), ("md", 42), ("lg", 66), ("xlg", 82), ("max", 99)]}},
        "grid": {"columns": tok("number", D("16", "format/number-string")),
                 "gutter": tok("dimension", px_string(32)),
                 "margin": tok("number", D(rem(1), "format/type-mismatch"), "Published as a number, holds a dimension"),
                 "gutter-condensed": tok("dimension", px_string(1))},
    }
    s.add("tokens/layout.json", {"layout": layout})
    type_doc = {
        "font-family": {"$type": "fontFamily",
                        "sans": {"$value": ["IBM Plex Sans", "system-ui", "-apple-system", "BlinkMacSystemFont", ".SFNSText-Regular", "sans-serif"]},
                        "sans-condensed": {"$value": ["IBM Plex Sans Condensed", "Helvetica Neue", "Arial", "sans-serif"]},
                        "serif": {"$value": ["IBM Plex Serif", "Georgia", "Times", "serif"]},
                        "mono": {"$value": ["IBM Plex Mono", "system-ui", "-apple-system", "BlinkMacSystemFont", ".SFNSText-Regular", "monospace"]},
                        "sans-arabic": {"$value": ["IBM Plex Sans Arabic", "sans-serif"]},
                        "sans-hebrew": {"$value": ["IBM Plex Sans Hebrew", "sans-serif"]}},
        "font-weight": {"$type": "fontWeight", "light": {"$value": 300}, "regular": {"$value": 400}, "semibold": {"$value": 600}},
        "type-scale": {"$type": "dimension", **{str(i + 1): {"$value": rem_string(v / 16.0)} for i, v in
                                                enumerate([12, 14, 16, 18, 20, 24, 28, 32, 36, 42, 48, 54, 60, 68, 76, 84, 92, 102, 112, 122, 132, 144, 156])}},
        "line-height": {"$type": "number", "dense": {"$value": 1.125}, "compact": {"$value": 1.28572},
                        "standard": {"$value": D("1.42857", "format/number-string")},
                        "relaxed": {"$value": D("1.5", "format/number-string")},
                        "loose": {"$value": D("1.6", "format/number-string")}},
    }
    styles = {"$type": "typography"}
    for name, size, weight, lh, ls in CARBON_TYPE:
        family = "mono" if name.startswith("code") else ("serif" if name.startswith("quotation") else "sans")
        value = {"fontFamily": alias("font-family." + family), "fontSize": rem_string(size / 16.0),
                 "fontWeight": alias("font-weight." + weight), "lineHeight": lh, "letterSpacing": px_string(ls)}
        codes = []
        if name in CARBON_EXTRAS:
            k, v = CARBON_EXTRAS[name]
            value[k] = v
            codes.append("format/extra-member")
        if name == "code-02":
            value["lineHeight"] = D(px(20), "format/line-height-dimension")
        styles[name] = {"$value": D(value, *codes) if codes else value}
    for name, size, weight, lh in CARBON_FLUID:
        family = "serif" if "quotation" in name else "sans"
        styles[name] = {"$value": D({"fontFamily": alias("font-family." + family), "fontSize": rem_string(size / 16.0),
                                     "fontWeight": alias("font-weight." + weight), "lineHeight": lh}, "format/missing-member"),
                        "$description": "Fluid: the size grows with the breakpoint"}
    type_doc["type"] = styles
    s.add("tokens/type.json", type_doc)
    s.add("tokens/motion.json", {"motion": {
        "duration": {"$type": "duration", **{k: {"$value": ms_string(v)} for k, v in
                                             [("fast-01", 70), ("fast-02", 110), ("moderate-01", 150), ("moderate-02", 240),
                                              ("slow-01", 400), ("slow-02", 700)]}},
        "easing": {"$type": "cubicBezier", **{k: {"$value": v} for k, v in
                                              [("standard-productive", [0.2, 0, 0.38, 0.9]), ("standard-expressive", [0.4, 0.14, 0.3, 1]),
                                               ("entrance-productive", [0, 0, 0.38, 0.9]), ("entrance-expressive", [0, 0, 0.3, 1]),
                                               ("exit-productive", [0.2, 0, 1, 0.9]), ("exit-expressive", [0.4, 0.14, 1, 1])]}},
    }})
    s.add("tokens/contrast/high.json", {"contrast": {"border-strong-01": tok("color", {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"})}})
    s.unused_files.add("tokens/contrast/high.json")
    s.resolver_path = "carbon.resolver.json"
    s.resolver = {
        "version": "2025.10",
        "name": "Carbon (modelled)",
        "sets": {"core": {"description": "Palette, spacing, layout, type and motion", "sources": [
            s.ref("tokens/colors.json"), s.ref("tokens/spacing.json"), s.ref("tokens/layout.json"),
            s.ref("tokens/type.json"), s.ref("tokens/motion.json")]}},
        "modifiers": {
            "theme": {"description": "Carbon's four themes", "contexts": {t: [s.ref("tokens/themes/%s.json" % t)] for t in CARBON_THEMES},
                      "default": "white"},
            "contrast": {"description": "Experimental; not wired into resolutionOrder yet",
                         "contexts": {"standard": [], "high": [s.ref("tokens/contrast/high.json")]}, "default": "standard"},
        },
        "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}],
    }
    s.extra_counts["resolver/unused-modifier"] += 1
    return s


# ---------------------------------------------------------------------------
# spectrum-like: Adobe Spectrum.

SPECTRUM_FAMILIES = {"blue": 215, "red": 0, "orange": 25, "yellow": 50, "chartreuse": 75, "celery": 110, "green": 150,
                     "seafoam": 170, "cyan": 190, "indigo": 235, "purple": 270, "fuchsia": 295, "magenta": 325}
SPECTRUM_STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400]
SPECTRUM_GRAYS = [25, 50, 75, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]
SPECTRUM_SEMANTIC = {"accent": "blue", "informative": "blue", "negative": "red", "notice": "orange", "positive": "green"}


def rgb_text(rgb):
    r, g, b = ints_of(rgb)
    return "rgb(%d, %d, %d)" % (r, g, b)


def spectrum_palette(scheme, rng):
    dark = scheme == "dark"
    doc = {}
    for i, step in enumerate(SPECTRUM_GRAYS):
        l = 1.0 - i / 12.0 * 0.93
        if dark:
            l = 0.07 + i / 12.0 * 0.9
        doc["gray-%d" % step] = tok("color", css_color(rgb_text(hls(0, l, 0))))
    for family, hue in SPECTRUM_FAMILIES.items():
        for i, step in enumerate(SPECTRUM_STEPS):
            l = 0.95 - i * 0.062
            if dark:
                l = 0.14 + i * 0.058
            doc["%s-%d" % (family, step)] = tok("color", css_color(rgb_text(hls(hue + rng.uniform(-1, 1), l, 0.85))))
    for kind, base in [("black", 0), ("white", 255)]:
        for step, a in zip([25, 50, 75, 100, 200, 300, 400, 500, 600, 700, 800, 900],
                           [0, 0.04, 0.07, 0.11, 0.16, 0.26, 0.36, 0.51, 0.66, 0.77, 0.85, 0.91]):
            doc["transparent-%s-%d" % (kind, step)] = tok("color", css_color("rgba(%d, %d, %d, %s)" % (base, base, base, scalar_text(a))))
    return doc


def spectrum_semantic(scheme):
    dark = scheme == "dark"
    pairs = []
    for role, family in SPECTRUM_SEMANTIC.items():
        for step in SPECTRUM_STEPS:
            pairs.append(("%s-color-%d" % (role, step), tok("color", alias("%s-%d" % (family, step)))))
    for step in SPECTRUM_GRAYS:
        pairs.append(("neutral-color-%d" % step, tok("color", alias("gray-%d" % step))))

    def with_states(value, states, description=None):
        t = tok("color", alias(value), description)
        for state, target in states:
            t[state] = tok("color", alias(target))
        return D(t, "format/value-with-children")

    for role in ["accent", "informative", "negative", "notice", "positive"]:
        pairs.append(("%s-background-color-default" % role, with_states(
            "%s-color-900" % role, [("hover", "%s-color-1000" % role), ("down", "%s-color-1100" % role),
                                    ("key-focus", "%s-color-1000" % role)],
            "Background of %s elements; the children are its states" % role)))
    pairs.append(("neutral-background-color-default", with_states(
        "gray-800", [("hover", "gray-900"), ("down", "gray-900"), ("key-focus", "gray-900")])))
    pairs.append(("neutral-subdued-background-color-default", with_states(
        "gray-600", [("hover", "gray-700"), ("down", "gray-800"), ("key-focus", "gray-700")])))
    for role in ["accent", "informative", "negative", "positive"]:
        pairs.append(("%s-border-color-default" % role, with_states(
            "%s-color-800" % role, [("hover", "%s-color-900" % role), ("down", "%s-color-1000" % role),
                                    ("key-focus", "%s-color-900" % role)])))
    pairs.append(("neutral-content-color-default", with_states(
        "gray-800", [("hover", "gray-900"), ("down", "gray-900"), ("key-focus", "gray-900")])))
    pairs.append(("neutral-subdued-content-color-default", with_states(
        "gray-700", [("hover", "gray-800"), ("down", "gray-900"), ("key-focus", "gray-800")])))
    pairs.append(("accent-content-color-default", with_states(
        "accent-color-900", [("hover", "accent-color-1000"), ("down", "accent-color-1100"), ("key-focus", "accent-color-1000")])))
    pairs.append(("negative-content-color-default", with_states(
        "negative-color-900", [("hover", "negative-color-1000"), ("down", "negative-color-1100"), ("key-focus", "negative-color-1000")])))
    # Token-level $ref (2025.10): an alias by JSON Pointer, to a whole token or to its $value.
    pairs.append(("body-color", {"$type": "color", "$ref": "#/gray-800"}))
    pairs.append(("title-color", {"$type": "color", "$ref": "#/gray-900/$value"}))
    pairs.append(("heading-color", {"$type": "color", "$ref": "#/gray-900"}))
    pairs.append(("detail-color", {"$type": "color", "$ref": "#/gray-800/$value"}))
    pairs.append(("code-color", {"$type": "color", "$ref": "#/gray-800", "$description": "Code text"}))
    for name, target in [("disabled-background-color", "gray-200"), ("disabled-static-white-background-color", "transparent-white-200"),
                         ("disabled-border-color", "gray-300"), ("disabled-content-color", "gray-400"),
                         ("focus-indicator-color", "blue-800"), ("static-white-focus-indicator-color", "transparent-white-900"),
                         ("overlay-opacity-color", "transparent-black-500"), ("drop-shadow-color", "transparent-black-300"),
                         ("background-base-color", "gray-25" if not dark else "gray-50"),
                         ("background-layer-1-color", "gray-50" if not dark else "gray-75"),
                         ("background-layer-2-color", "gray-75" if not dark else "gray-100"),
                         ("swatch-border-color", "gray-900"), ("swatch-disabled-icon-border-color", "black-overlay"),
                         ("table-row-hover-color", "gray-900"), ("table-selected-row-background-color", "informative-color-500"),
                         ("card-selection-background-color", "gray-100"), ("avatar-border-color", "gray-50"),
                         ("opacity-checkerboard-square-dark", "gray-200"), ("opacity-checkerboard-square-light", "gray-25")]:
        pairs.append((name, tok("color", alias(target))))
    pairs.append(("black-overlay", tok("color", css_color("rgb(0, 0, 0)"))))
    pairs.append(("white-overlay", tok("color", css_color("rgb(255, 255, 255)"))))
    pairs.append(("drop-shadow-emphasized-color", tok("color", css_color("rgba(0, 0, 0, 0.15)" if not dark else "rgba(0, 0, 0, 0.5)"))))
    if dark:
        # Exported by a tool that merged two sources: two keys are written twice (the last wins).
        pairs.insert(pairs.index(next(p for p in pairs if p[0] == "notice-color-100")),
                     ("negative-color-900", tok("color", alias("red-1000"))))
        pairs.append(("notice-color-100", tok("color", alias("orange-200"))))
        return Obj(pairs)
    return dict(pairs)


SPECTRUM_FONT_SIZES = [25, 50, 75, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300]
SPECTRUM_DESKTOP_FONT = [10, 11, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 60]
SPECTRUM_MOBILE_FONT = [12, 13, 15, 17, 19, 22, 24, 27, 31, 34, 39, 44, 49, 55, 62, 70]


def spectrum_scale(scale):
    mobile = scale == "mobile"
    k = 1.25 if mobile else 1
    doc = {}
    for step, h in zip([50, 75, 100, 200, 300, 400, 500], [20, 24, 32, 40, 48, 56, 64]):
        doc["component-height-%d" % step] = tok("dimension", px_string(int(round(h * k))))
    for step, v in zip([50, 75, 100, 200, 300], [8, 10, 12, 14, 16]):
        doc["component-edge-to-text-%d" % step] = tok("dimension", px_string(int(round(v * k))))
    for step, v in zip([75, 100, 200, 300], [7, 10, 13, 16]):
        doc["component-pill-edge-to-visual-%d" % step] = tok("dimension", px_string(int(round(v * k))))
    for step, v in zip([50, 75, 100, 200, 300, 400], [3, 4, 6, 9, 11, 14]):
        doc["component-top-to-text-%d" % step] = tok("dimension", px_string(int(round(v * k))))
    for step, v in zip([50, 75, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000], [2, 4, 8, 12, 16, 24, 32, 40, 48, 64, 80, 96]):
        doc["spacing-%d" % step] = tok("dimension", px_string(v))
    for step, v in zip([50, 75, 100, 200, 300], [12, 14, 18, 20, 22]):
        doc["workflow-icon-size-%d" % step] = tok("dimension", px_string(int(round(v * k))))
    sizes = SPECTRUM_MOBILE_FONT if mobile else SPECTRUM_DESKTOP_FONT
    for step, v in zip(SPECTRUM_FONT_SIZES, sizes):
        doc["font-size-%d" % step] = tok("dimension", unit(v, "sp") if mobile else px_string(v))
    for name, step in [("heading-size-xxxl", 1300), ("heading-size-xxl", 1100), ("heading-size-xl", 900), ("heading-size-l", 700),
                       ("heading-size-m", 500), ("heading-size-s", 300), ("heading-size-xs", 200), ("heading-size-xxs", 100),
                       ("body-size-xxxl", 600), ("body-size-xxl", 500), ("body-size-xl", 400), ("body-size-l", 300),
                       ("body-size-m", 200), ("body-size-s", 100), ("body-size-xs", 75), ("detail-size-xl", 200),
                       ("detail-size-l", 100), ("detail-size-m", 75), ("detail-size-s", 50), ("code-size-xl", 300),
                       ("code-size-l", 200), ("code-size-m", 100), ("code-size-s", 75), ("code-size-xs", 50)]:
        doc[name] = tok("dimension", alias("font-size-%d" % step))
    if mobile:
        doc["focus-indicator-thickness"] = tok("dimension", unit(2, "dp"))
        doc["focus-indicator-gap"] = tok("dimension", unit(2, "dp"))
        doc["touch-target-size"] = tok("dimension", unit(48, "dp"))
    else:
        doc["focus-indicator-thickness"] = tok("dimension", D("2", "format/bare-number"))
        doc["focus-indicator-gap"] = tok("dimension", D(2, "format/bare-number"))
        doc["touch-target-size"] = tok("dimension", px(32))
    doc["field-width"] = tok("dimension", px_string(240 if mobile else 192))
    doc["side-navigation-width"] = tok("dimension", px_string(240))
    doc["side-navigation-item-to-item"] = tok("dimension", px({"mobile": 4}.get(scale, 2)))
    return doc


def spectrum(rng):
    s = System("spectrum-like")
    for scheme in ["light", "dark"]:
        s.add("src/%s/palette.json" % scheme, spectrum_palette(scheme, rng))
        s.add("src/%s/semantic.json" % scheme, spectrum_semantic(scheme))
    for scale in ["desktop", "mobile"]:
        s.add("src/%s/layout.json" % scale, spectrum_scale(scale))
    layout = {}
    for step, v in [(0, 0), (75, 1), (100, 4), (200, 8), (300, 10), (400, 16), (500, 16), (600, 16), (700, 16), (800, 16), (1000, 9999)]:
        layout["corner-radius-%d" % step] = tok("dimension", px_string(v))
    for step, v in [(100, 1), (200, 2), (400, 4)]:
        layout["border-width-%d" % step] = tok("dimension", px_string(v))
    for name, v in [("opacity-disabled", 0.4), ("opacity-checkerboard-square-size", 0.5), ("overlay-opacity", 0.4),
                    ("drop-shadow-opacity", 0.15)]:
        layout[name] = D(tok("opacity", v), "format/unknown-type")
    for name, v in [("line-height-100", 1.3), ("line-height-200", 1.5), ("cjk-line-height-100", 1.5), ("cjk-line-height-200", 1.7),
                    ("heading-cjk-size-multiplier", 1.07)]:
        layout[name] = D(tok("multiplier", v), "format/unknown-type")
    for name, v in [("font-style-default", "normal"), ("font-style-italic", "italic"), ("text-align-start", "start"),
                    ("text-transform-uppercase", "uppercase")]:
        layout[name] = D(tok("string", v), "format/unknown-type")
    for step, v in [(100, 130), (200, 160), (300, 190), (400, 220), (500, 250), (600, 300)]:
        layout["animation-duration-%d" % step] = tok("duration", ms_string(v))
    for name, v in [("animation-ease-in-out", [0.45, 0, 0.4, 1]), ("animation-ease-in", [0.5, 0, 1, 1]),
                    ("animation-ease-out", [0, 0, 0.4, 1]), ("animation-linear", [0, 0, 1, 1])]:
        layout[name] = tok("cubicBezier", v)
    layout["scale-factor"] = tok("number", 1.25)
    layout["icon-scale"] = tok("dimension", D(alias("scale-factor"), "format/type-mismatch"),
                               "Published as a dimension that aliases the scale factor")
    layout["drop-shadow-y"] = tok("dimension", px(1))
    layout["drop-shadow-blur"] = tok("dimension", px(4))
    layout["drop-shadow-elevated"] = tok("shadow", {"color": alias("drop-shadow-color"), "offsetX": px(0), "offsetY": alias("drop-shadow-y"),
                                                    "blur": alias("drop-shadow-blur"), "spread": px(0)})
    s.add("src/layout.json", layout)

    def weight(v):
        return tok("fontWeight", v)

    heading = lambda size, w, extra=None: tok("typography", D(dict({"fontFamily": alias("sans-serif-font-family"), "fontSize": alias(size),
                                                                    "fontWeight": alias(w), "letterSpacing": px(0), "lineHeight": 1.3},
                                                                   **({extra[0]: extra[1]} if extra else {})),
                                                              *(["format/extra-member"] if extra else [])))
    pairs = [
        Comment("Spectrum typography, as published (JSONC: comments are allowed by the build, not by DTCG)"),
        ("sans-serif-font-family", tok("fontFamily", ["Adobe Clean", "adobe-clean", "Source Sans Pro", "-apple-system", "sans-serif"])),
        ("serif-font-family", tok("fontFamily", ["Adobe Clean Serif", "adobe-clean-serif", "Source Serif Pro", "Georgia", "serif"])),
        ("code-font-family", tok("fontFamily", ["Source Code Pro", "Monaco", "monospace"])),
        ("cjk-font-family", tok("fontFamily", ["Adobe Clean Han", "Source Han Sans", "sans-serif"])),
        Comment("Font weights: Adobe Clean ships 300 to 900", block=True),
        ("light-font-weight", weight(300)), ("regular-font-weight", weight(400)), ("medium-font-weight", weight(500)),
        ("bold-font-weight", weight(700)), ("extra-bold-font-weight", weight(800)),
        ("black-font-weight", Obj([("$type", "fontWeight"), ("$value", 900)], trailing=True)),
        Comment("Headings"),
    ]
    for size in ["xxxl", "xxl", "xl", "l", "m", "s", "xs", "xxs"]:
        pairs.append(("heading-sans-serif-%s" % size, heading("heading-size-" + size, "bold-font-weight")))
    for size in ["xl", "l", "m"]:
        pairs.append(("heading-sans-serif-emphasized-%s" % size,
                      heading("heading-size-" + size, "extra-bold-font-weight", ("fontStyle", "italic"))))
    pairs.append(Comment("Body and code"))
    for size in ["xxxl", "xxl", "xl", "l", "m", "s", "xs"]:
        pairs.append(("body-sans-serif-%s" % size, tok("typography", {"fontFamily": alias("sans-serif-font-family"),
                                                                      "fontSize": alias("body-size-" + size),
                                                                      "fontWeight": alias("regular-font-weight"),
                                                                      "letterSpacing": px(0), "lineHeight": 1.5})))
    for size in ["xl", "l", "m", "s"]:
        pairs.append(("code-%s" % size, tok("typography", D({"fontFamily": alias("code-font-family"),
                                                             "fontSize": alias("code-size-" + size),
                                                             "fontWeight": alias("regular-font-weight"),
                                                             "lineHeight": 1.5}, "format/missing-member"))))
    pairs.append(("code-xs", Obj([("$type", "typography"), ("$value", {"fontFamily": alias("code-font-family"),
                                                                       "fontSize": alias("code-size-xs"),
                                                                       "fontWeight": alias("regular-font-weight"),
                                                                       "letterSpacing": px(0), "lineHeight": 1.5}),
                                  Comment("the smallest code size is new in this release")], trailing=True)))
    s.add("src/typography.jsonc", Obj(pairs))
    s.resolver_path = "spectrum.resolver.json"
    s.resolver = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "version": "2025.10",
        "name": "Spectrum (modelled)",
        "description": "Global tokens, a colour scheme and a platform scale",
        "sets": {"global": {"sources": [s.ref("src/layout.json"), s.ref("src/typography.jsonc")]}},
        "modifiers": {
            "colorScheme": {"contexts": {"light": [s.ref("src/light/palette.json"), s.ref("src/light/semantic.json")],
                                         "dark": [s.ref("src/dark/palette.json"), s.ref("src/dark/semantic.json")]},
                            "default": "light"},
            "scale": {"description": "Desktop or mobile platform scale", "contexts": {
                "desktop": [s.ref("src/desktop/layout.json")], "mobile": [s.ref("src/mobile/layout.json")]}, "default": "desktop"},
        },
        "resolutionOrder": [{"$ref": "#/sets/global"}, {"$ref": "#/modifiers/colorScheme"}, {"$ref": "#/modifiers/scale"}],
    }
    return s


# ---------------------------------------------------------------------------
# figma-export: a Figma variables export (one file per collection and mode).

FIGMA_FAMILIES = {"Blue": 217, "Gray": 220, "Red": 0, "Green": 142, "Yellow": 45, "Purple": 270, "Orange": 25,
                  "Teal": 175, "Pink": 330, "Indigo": 240}
FIGMA_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900]


def figma_ext(rng, scopes, web, hidden=False):
    ext = {"com.figma": {"variableId": "VariableID:%d:%d" % (rng.randint(1, 99), rng.randint(100, 9999)),
                         "scopes": scopes, "codeSyntax": {"WEB": web}}}
    if hidden:
        ext["com.figma"]["hiddenFromPublishing"] = True
    return ext


def figma_primitives(rng):
    doc = {}
    for family, hue in FIGMA_FAMILIES.items():
        group = {}
        for i, step in enumerate(FIGMA_STEPS):
            ints = ints_of(hls(hue, 0.96 - i * 0.088, 0.1 if family == "Gray" else 0.78))
            group[str(step)] = tok("color", srgb_object(ints), extensions=figma_ext(
                rng, ["ALL_SCOPES"], "var(--%s-%d)" % (family.lower(), step), hidden=True))
        doc[family] = group
    doc["White"] = tok("color", srgb_object([255, 255, 255]), extensions=figma_ext(rng, ["ALL_SCOPES"], "var(--white)", True))
    doc["Black"] = tok("color", srgb_object([0, 0, 0]), extensions=figma_ext(rng, ["ALL_SCOPES"], "var(--black)", True))
    steps = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90]
    doc["Black A"] = {str(p): tok("color", hex_alpha("#000000%02X" % int(round(p / 100.0 * 255))),
                                  extensions=figma_ext(rng, ["ALL_FILLS", "STROKE_COLOR"], "var(--black-a%d)" % p, True))
                      for p in steps}
    doc["White A"] = {str(p): tok("color", srgb_object([255, 255, 255], alpha=p / 100.0),
                                  extensions=figma_ext(rng, ["ALL_FILLS", "STROKE_COLOR"], "var(--white-a%d)" % p, True))
                      for p in steps}
    return doc


def figma_color(mode, rng):
    dark = mode == "Dark"
    s = lambda family, step: alias("%s.%d" % (family, step if not dark else FIGMA_STEPS[len(FIGMA_STEPS) - 1 - FIGMA_STEPS.index(step)]))
    c = lambda value, scopes, web: tok("color", value, extensions=figma_ext(rng, scopes, web))
    fills, text, strokes = ["FRAME_FILL", "SHAPE_FILL"], ["TEXT_FILL"], ["STROKE_COLOR"]
    doc = {
        "🎨 Brand": {"Primary": c(s("Blue", 600), fills, "var(--brand-primary)"),
                    "Primary Hover": c(s("Blue", 700), fills, "var(--brand-primary-hover)"),
                    "Primary Pressed": c(s("Blue", 800), fills, "var(--brand-primary-pressed)"),
                    "Secondary": c(s("Purple", 600), fills, "var(--brand-secondary)"),
                    "Accent": c(s("Teal", 500), fills, "var(--brand-accent)")},
    }
    bg = {"Default": c(alias("White") if not dark else s("Gray", 50), fills, "var(--bg-default)"),
          "Subtle": c(s("Gray", 50), fills, "var(--bg-subtle)"), "Muted": c(s("Gray", 100), fills, "var(--bg-muted)"),
          "Inverse": c(s("Gray", 900), fills, "var(--bg-inverse)"), "Brand": c(alias("🎨 Brand.Primary"), fills, "var(--bg-brand)"),
          "Brand Subtle": c(s("Blue", 50), fills, "var(--bg-brand-subtle)"),
          "Overlay": c(hex_alpha("#00000066" if not dark else "#000000B3"), fills, "var(--bg-overlay)")}
    for status, family in [("Danger", "Red"), ("Warning", "Yellow"), ("Success", "Green"), ("Info", "Blue")]:
        bg[status] = c(s(family, 600), fills, "var(--bg-%s)" % status.lower())
        bg[status + " Subtle"] = c(s(family, 50), fills, "var(--bg-%s-subtle)" % status.lower())
    doc["Background"] = bg
    doc["Text"] = {k: c(v, text, "var(--text-%s)" % k.lower().replace(" ", "-")) for k, v in [
        ("Default", s("Gray", 900)), ("Subtle", s("Gray", 700)), ("Muted", s("Gray", 500)), ("Disabled", s("Gray", 400)),
        ("Inverse", alias("White") if not dark else s("Gray", 900)), ("On Brand", alias("White")), ("Brand", s("Blue", 600)),
        ("Danger", s("Red", 600)), ("Warning", s("Yellow", 700)), ("Success", s("Green", 600)), ("Info", s("Blue", 600)),
        ("Link", s("Blue", 600)), ("Link Hover", s("Blue", 700))]}
    doc["Border"] = {k: c(v, strokes, "var(--border-%s)" % k.lower()) for k, v in [
        ("Default", s("Gray", 200)), ("Subtle", s("Gray", 100)), ("Strong", s("Gray", 400)), ("Focus", s("Blue", 500)),
        ("Brand", s("Blue", 600)), ("Danger", s("Red", 500)), ("Warning", s("Yellow", 500)), ("Success", s("Green", 500))]}
    doc["Icon"] = {k: c(v, ["SHAPE_FILL", "STROKE_COLOR"], "var(--icon-%s)" % k.lower()) for k, v in [
        ("Default", s("Gray", 700)), ("Subtle", s("Gray", 500)), ("Inverse", alias("White")), ("Brand", s("Blue", 600)),
        ("Danger", s("Red", 600)), ("Warning", s("Yellow", 600)), ("Success", s("Green", 600))]}
    doc["Surface"] = {"Raised": c(alias("Background.Default"), fills, "var(--surface-raised)"),
                      "Sunken": c(s("Gray", 100), fills, "var(--surface-sunken)"),
                      "Overlay": c(hex_alpha("#FFFFFFF2" if not dark else "#111827F2"), fills, "var(--surface-overlay)"),
                      **{"Elevated %d" % i: c(srgb_object(ints_of(hls(220, (0.99 - i * 0.01) if not dark else (0.1 + i * 0.03), 0.1)),
                                                           alpha=1), fills, "var(--surface-elevated-%d)" % i) for i in range(1, 5)}}
    doc["Shadow"] = {k: c(hex_alpha(v), ["EFFECT_COLOR"], "var(--shadow-%s)" % k.lower()) for k, v in
                     [("Small", "#0000000D" if not dark else "#00000066"), ("Medium", "#0000001A" if not dark else "#00000080"),
                      ("Large", "#00000026" if not dark else "#00000099")]}
    button = {}
    for variant, family in [("Primary", "Blue"), ("Secondary", "Gray"), ("Tertiary", "Purple"), ("Danger", "Red"), ("Ghost", "Gray")]:
        button[variant] = {part: {state: c(s(family, {"Background": 600, "Text": 50, "Border": 700}[part]
                                             + {"Default": 0, "Hover": 100, "Pressed": 200, "Disabled": -400}[state]
                                             if part != "Text" else (50 if state != "Disabled" else 300)),
                                           fills if part == "Background" else (text if part == "Text" else strokes),
                                           "var(--button-%s-%s-%s)" % (variant.lower(), part.lower(), state.lower()))
                                  for state in ["Default", "Hover", "Pressed", "Disabled"]}
                           for part in ["Background", "Text", "Border"]}
    button["Ghost"]["Background"]["Default"] = c(srgb_object([255, 255, 255], alpha=0), fills, "transparent")
    doc["Button"] = button
    doc["Input"] = {part: {state: c(s("Red" if state == "Error" else "Gray",
                                      {"Background": 50, "Border": 300, "Text": 900, "Placeholder": 500}[part]),
                                    fills if part == "Background" else strokes if part == "Border" else text,
                                    "var(--input-%s-%s)" % (part.lower(), state.lower()))
                           for state in ["Default", "Hover", "Focus", "Disabled", "Error"]}
                    for part in ["Background", "Border", "Text", "Placeholder"]}
    doc["Badge"] = {k: {"Background": c(s(f, 100), fills, "var(--badge-%s-bg)" % k.lower()),
                        "Text": c(s(f, 800), text, "var(--badge-%s-text)" % k.lower())}
                    for k, f in [("Neutral", "Gray"), ("Blue", "Blue"), ("Green", "Green"), ("Red", "Red"), ("Yellow", "Yellow"),
                                 ("Purple", "Purple")]}
    doc["📊 Chart"] = {"Series %d" % (i + 1): c(s(f, 500), fills, "var(--chart-%d)" % (i + 1))
                       for i, f in enumerate(["Blue", "Teal", "Purple", "Orange", "Pink", "Green", "Yellow", "Indigo"])}
    doc["✨ Highlight"] = {"Search": c(s("Yellow", 200), fills, "var(--highlight-search)"),
                          "Selection": c(srgb_object([59, 130, 246], alpha=0.25), fills, "var(--highlight-selection)"),
                          "Mention": c(s("Blue", 100), fills, "var(--highlight-mention)")}
    return doc


def figma(rng):
    s = System("figma-export")
    s.add("Primitives.Mode 1.tokens.json", figma_primitives(rng))
    for mode in ["Light", "Dark"]:
        s.add("Color.%s.tokens.json" % mode, figma_color(mode, rng))
    space = {str(n): tok("dimension", px(n * 4), extensions=figma_ext(rng, ["GAP", "WIDTH_HEIGHT"], "var(--space-%d)" % n, True))
             for n in [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64]}
    s.add("Spacing.Mode 1.tokens.json", {
        "Space": space,
        "Gap": {k: tok("dimension", alias("Space.%d" % v), extensions=figma_ext(rng, ["GAP"], "var(--gap-%s)" % k.lower()))
                for k, v in [("XS", 1), ("S", 2), ("M", 4), ("L", 6), ("XL", 8)]},
        "Padding": {k: tok("dimension", alias("Space.%d" % v), extensions=figma_ext(rng, ["GAP"], "var(--padding-%s)" % k.lower()))
                    for k, v in [("XS", 1), ("S", 2), ("M", 3), ("L", 4), ("XL", 6)]},
    })
    s.add("Radius.Mode 1.tokens.json", {
        "Radius": {"None": tok("dimension", px(0), extensions=figma_ext(rng, ["CORNER_RADIUS"], "var(--radius-none)")),
                   **{k: tok("dimension", D(v, "format/bare-number"), extensions=figma_ext(rng, ["CORNER_RADIUS"], "var(--radius-%s)" % k.lower()))
                      for k, v in [("XS", 2), ("S", 4), ("M", 8), ("L", 12), ("XL", 16), ("Full", 9999)]}},
        "Border Width": {k: tok("dimension", D(v, "format/bare-number"), extensions=figma_ext(rng, ["STROKE_FLOAT"], "var(--border-%s)" % k.lower()))
                         for k, v in [("Thin", 1), ("Thick", 2)]},
    })
    font_sizes = [("XS", 12), ("S", 14), ("M", 16), ("L", 18), ("XL", 20), ("2XL", 24), ("3XL", 30), ("4XL", 36), ("5XL", 48)]
    ios = [("Large Title", 34), ("Title 1", 28), ("Title 2", 22), ("Title 3", 20), ("Headline", 17), ("Body", 17),
           ("Callout", 16), ("Subheadline", 15), ("Footnote", 13), ("Caption 1", 12), ("Caption 2", 11)]
    s.add("Typography.Mode 1.tokens.json", {
        "Font Family": {"Sans": tok("fontFamily", "Inter", extensions=figma_ext(rng, ["FONT_FAMILY"], "var(--font-sans)")),
                        "Mono": tok("fontFamily", "JetBrains Mono", extensions=figma_ext(rng, ["FONT_FAMILY"], "var(--font-mono)"))},
        "Font Weight": {k: tok("fontWeight", v, extensions=figma_ext(rng, ["FONT_WEIGHT"], "var(--font-weight-%s)" % k.lower()))
                        for k, v in [("Regular", 400), ("Medium", 500), ("Semibold", 600), ("Bold", 700)]},
        "Font Size": {k: tok("dimension", px(v), extensions=figma_ext(rng, ["FONT_SIZE"], "var(--font-size-%s)" % k.lower()))
                      for k, v in font_sizes},
        "Line Height": {k: tok("number", v, extensions=figma_ext(rng, ["LINE_HEIGHT"], "var(--line-height-%s)" % k.lower()))
                        for k, v in [("Tight", 1.2), ("Normal", 1.5), ("Relaxed", 1.75)]},
        "Letter Spacing": {k: tok("dimension", px(v), extensions=figma_ext(rng, ["LETTER_SPACING"], "var(--tracking-%s)" % k.lower()))
                           for k, v in [("Tight", -0.4), ("Normal", 0), ("Wide", 0.4)]},
        "iOS": {k: tok("dimension", unit(v, "pt"), "Apple text style at the Large size",
                       figma_ext(rng, ["FONT_SIZE"], "Font.TextStyle.%s" % k.lower().replace(" ", ""))) for k, v in ios},
        "Text Style": {k: tok("typography", {"fontFamily": alias("Font Family.Sans"), "fontSize": alias("Font Size." + size),
                                             "fontWeight": alias("Font Weight." + w), "letterSpacing": alias("Letter Spacing." + ls),
                                             "lineHeight": alias("Line Height." + lh)})
                       for k, size, w, ls, lh in [("Heading 1", "5XL", "Bold", "Tight", "Tight"), ("Heading 2", "4XL", "Bold", "Tight", "Tight"),
                                                  ("Heading 3", "3XL", "Semibold", "Normal", "Tight"), ("Body", "M", "Regular", "Normal", "Normal"),
                                                  ("Body Small", "S", "Regular", "Normal", "Normal"), ("Caption", "XS", "Medium", "Wide", "Normal")]},
    })
    s.add("Flags.Mode 1.tokens.json", {
        "Feature Flags": {k: D(tok("boolean", v, extensions=figma_ext(rng, [], "flag-%s" % k.lower().replace(" ", "-"))), "format/unknown-type")
                          for k, v in [("Show Beta Badge", True), ("Enable Animations", True), ("Use Compact Layout", False),
                                       ("Show Onboarding", True), ("Dark Sidebar", False)]},
        "Copy": {k: D(tok("string", v, extensions=figma_ext(rng, ["TEXT_CONTENT"], "copy-%s" % k.lower().replace(" ", "-"))), "format/unknown-type")
                 for k, v in [("Brand Name", "Acme"), ("Tagline", "Build faster"), ("Support Email", "help@acme.test")]},
    })
    collection = lambda n: {"com.figma": {"collectionId": "VariableCollectionId:%d:%d" % (n, 100 + n), "modes": ["Mode 1"]}}
    s.resolver_path = "figma.resolver.json"
    s.resolver = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "version": "2025.10",
        "name": "Acme variables (Figma export)",
        "sets": {
            "Primitives": {"sources": [s.ref("Primitives.Mode 1.tokens.json")], "$extensions": collection(1)},
            "Spacing": {"sources": [s.ref("Spacing.Mode 1.tokens.json")], "$extensions": collection(3)},
            "Radius": {"sources": [s.ref("Radius.Mode 1.tokens.json")], "$extensions": collection(4)},
            "Typography": {"sources": [s.ref("Typography.Mode 1.tokens.json")], "$extensions": collection(5)},
            "Flags": {"sources": [s.ref("Flags.Mode 1.tokens.json")], "$extensions": collection(6)},
        },
        "modifiers": {"Color": {"contexts": {"Light": [s.ref("Color.Light.tokens.json")], "Dark": [s.ref("Color.Dark.tokens.json")]},
                                "default": "Light",
                                "$extensions": {"com.figma": {"collectionId": "VariableCollectionId:2:102",
                                                              "modes": {"Light": "2:0", "Dark": "2:1"}}}}},
        "resolutionOrder": [{"$ref": "#/sets/Primitives"}, {"$ref": "#/sets/Spacing"}, {"$ref": "#/sets/Radius"},
                            {"$ref": "#/sets/Typography"}, {"$ref": "#/sets/Flags"}, {"$ref": "#/modifiers/Color"}],
    }
    return s


# ---------------------------------------------------------------------------

def build(out_root):
    rng = random.Random(SEED)
    summary = []
    for make in [primer, carbon, spectrum, figma]:
        system = make(rng)

        def files_of(sources):
            return [src["$ref"] for src in sources]

        system.permutations = permutations_of(system.resolver, files_of)
        per_file = verify(system)
        folder = os.path.join(out_root, system.name)
        if os.path.isdir(folder):
            shutil.rmtree(folder)
        counts = Counter()
        for path in sorted(system.files):
            writer = Writer()
            text = writer.text(system.files[path]) + "\n"
            if path in system.unused_files:
                assert not writer.counts, (system.name, path, writer.counts)
            if JSON_TEXT_ONCE_PER_FILE:
                for code in ["json/comment", "json/trailing-comma"]:
                    writer.counts[code] = min(writer.counts[code], 1)
                writer.counts += Counter()  # drops zeros
            counts.update(writer.counts)
            write(os.path.join(folder, path), text)
        write(os.path.join(folder, system.resolver_path), Writer().text(system.resolver) + "\n")
        counts.update(system.extra_counts)
        write(os.path.join(folder, "expected.txt"), "".join("%s %d\n" % (code, n) for code, n in sorted(counts.items())))
        label, default_files = system.permutations[0]
        default_tokens = {}
        for f in default_files:
            for token in per_file[f]:
                default_tokens[token.path] = token
        checker = Checker(label, default_tokens, system.name)
        standard = sum(1 for p in default_tokens if checker.type_of(p) in STANDARD_TYPES)
        total_written = sum(len(per_file[f]) for f in system.files if f not in system.unused_files)
        summary.append("%s: %d files, %d tokens written, %d permutations, default permutation %d tokens (%d of standard types), %d diagnostics"
                       % (system.name, len(system.files), total_written, len(system.permutations), len(default_tokens),
                          standard, sum(counts.values())))
    return summary


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


if __name__ == "__main__":
    out = HERE
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        out = sys.argv[2]
    elif len(sys.argv) != 1:
        raise SystemExit("usage: generate.py [--out DIR]")
    for line in build(out):
        print(line)
