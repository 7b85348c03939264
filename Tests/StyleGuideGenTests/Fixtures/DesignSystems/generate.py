#!/usr/bin/env python3
"""Writes three clean design systems, modelled on how they are published,
as strict DTCG 2025.10 token files with a `*.resolver.json` each:

    github-like/    GitHub Primer primitives (base scales, functional and
                    component tokens; modifier `mode`: light, dark)
    carbon-like/    IBM Carbon (flat kebab-case names, palette, four themes;
                    modifier `theme`: white, g10, g90, g100)
    material-like/  Material Design 3 (ref palettes, sys and comp tokens;
                    modifiers `scheme`: light, dark and `contrast`:
                    standard, high)

Beside each resolver: `roles.json` (which token of the system plays each
slot of the built-in iOS-Settings-like component library, null where the
system has none) and `docs/index.md` (so the folder is a project).

Unlike ../RealWorld, nothing here deviates from the format: every value is
strict 2025.10, and `verify` proves it before anything is written (every
alias reaches a token of the right type in every permutation, colours are
consistent with their hex, composites have exactly their members, on-colour
text meets its contrast, every role names a token of the slot's type).

Deterministic: a fixed seed, no clock, the same bytes on every run.

    python3 generate.py            # rewrites the systems next to this file
    python3 generate.py --out DIR  # writes them under DIR instead
"""
import json
import math
import os
import random
import shutil
import sys

SEED = 20251028
HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = "https://www.designtokens.org/schemas/2025.10/resolver.json"

STANDARD_TYPES = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                  "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
MEMBER_TYPES = {
    "border": {"color": "color", "width": "dimension", "style": "strokeStyle"},
    "transition": {"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
    "shadow": {"color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
               "spread": "dimension", "inset": None},
    "typography": {"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                   "letterSpacing": "dimension", "lineHeight": "number"},
}
OPTIONAL_MEMBERS = {"shadow": {"inset"}}
STROKE_KEYWORDS = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

# The slots of the built-in component library, and the type a token must have to fill one.
SLOTS = [
    ("color.label", "color"), ("color.secondary-label", "color"), ("color.accent", "color"),
    ("color.accent-fill", "color"), ("color.destructive-fill", "color"), ("color.on-accent", "color"),
    ("color.pressed-overlay", "color"), ("color.cell-background", "color"), ("color.grouped-background", "color"),
    ("color.separator", "color"), ("color.fill", "color"), ("color.toggle-on", "color"),
    ("color.icon.airplane", "color"), ("color.icon.wifi", "color"), ("color.icon.bluetooth", "color"),
    ("color.icon.mobile-data", "color"), ("color.icon.hotspot", "color"), ("color.icon.vpn", "color"),
    ("color.icon.notifications", "color"), ("color.icon.sounds", "color"), ("color.icon.focus", "color"),
    ("color.icon.screen-time", "color"), ("color.icon.general", "color"),
    ("typography.large-title", "typography"), ("typography.title2", "typography"), ("typography.headline", "typography"),
    ("typography.body", "typography"), ("typography.caption1", "typography"), ("typography.button", "typography"),
    ("font.weight.semibold", "fontWeight"), ("font.weight.bold", "fontWeight"),
    ("spacing.xs", "dimension"), ("spacing.s", "dimension"), ("spacing.m", "dimension"), ("spacing.l", "dimension"),
    ("radius.button", "dimension"), ("radius.icon-tile", "dimension"), ("radius.group", "dimension"),
    ("size.avatar", "dimension"), ("size.icon-frame", "dimension"), ("size.row-min-height", "dimension"),
    ("size.toggle-width", "dimension"), ("size.toggle-height", "dimension"), ("size.toggle-inset", "dimension"),
    ("size.hairline", "dimension"),
    ("opacity.disabled", "number"), ("shadow.button", "shadow"), ("gradient.avatar", "gradient"),
    ("transition.toggle", "transition"),
]
# Slots whose px value is fixed by the library, when the system fills them.
SLOT_PX = {"spacing.xs": 4, "spacing.s": 8, "spacing.m": 16, "spacing.l": 24}


# ---------------------------------------------------------------------------
# Writing JSON: two-space indentation; small objects and lists of scalars on one line.

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
    if isinstance(v, list):
        return all(not isinstance(x, (list, dict)) for x in v)
    return not isinstance(v, dict)


def json_text(v, indent=0):
    pad, inner = "  " * indent, "  " * (indent + 1)
    if isinstance(v, list):
        if not v:
            return "[]"
        if all(not isinstance(x, (list, dict)) for x in v):
            return "[" + ", ".join(json_text(x) for x in v) + "]"
        return "[\n" + ",\n".join(inner + json_text(x, indent + 1) for x in v) + "\n" + pad + "]"
    if isinstance(v, dict):
        if not v:
            return "{}"
        if all(is_flat(x) for x in v.values()) and len(v) <= 6:
            return "{" + ", ".join(scalar_text(k) + ": " + json_text(x) for k, x in v.items()) + "}"
        return "{\n" + ",\n".join(inner + scalar_text(k) + ": " + json_text(x, indent + 1) for k, x in v.items()) + "\n" + pad + "}"
    return scalar_text(v)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


# ---------------------------------------------------------------------------
# Token helpers.

def tok(type_, value, description=None, extensions=None, deprecated=None):
    """A token; type_ None when a group gives it."""
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


def group(type_=None, description=None, extensions=None, **members):
    g = {}
    if type_ is not None:
        g["$type"] = type_
    if description is not None:
        g["$description"] = description
    if extensions is not None:
        g["$extensions"] = extensions
    g.update(members)
    return g


def alias(path):
    return "{" + path + "}"


def px(n):
    return {"value": n, "unit": "px"}


def rem(n):
    return {"value": n, "unit": "rem"}


def ms(n):
    return {"value": n, "unit": "ms"}


def ints_of_hex(h):
    return [int(h[i:i + 2], 16) for i in (1, 3, 5)]


def color(h, alpha=None):
    """A 2025.10 sRGB colour from #rrggbb: components rounded to 4 places, its hex beside them."""
    h = h.lower()
    assert len(h) == 7 and h[0] == "#", h
    v = {"colorSpace": "srgb", "components": [round(c / 255.0, 4) for c in ints_of_hex(h)]}
    if alpha is not None:
        assert 0 <= alpha < 1, alpha
        v["alpha"] = alpha
    v["hex"] = h
    return v


def rgba(r, g, b, a):
    return color("#%02x%02x%02x" % (r, g, b), a)


def srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(c):
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def luminance(components):
    r, g, b = (srgb_to_linear(c) for c in components)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


# CIE L*a*b* (D65), for tonal ramps of the families a system publishes without our knowing every step.
WHITE = (0.95047, 1.0, 1.08883)
EPS, KAPPA = 216 / 24389, 24389 / 27


def hex_to_lch(h):
    r, g, b = (srgb_to_linear(c / 255.0) for c in ints_of_hex(h))
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    f = lambda t: t ** (1 / 3) if t > EPS else (KAPPA * t + 16) / 116
    fx, fy, fz = f(x / WHITE[0]), f(y / WHITE[1]), f(z / WHITE[2])
    L, A, B = 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)
    return L, math.hypot(A, B), math.degrees(math.atan2(B, A)) % 360


def lch_to_rgb(L, C, H):
    A, B = C * math.cos(math.radians(H)), C * math.sin(math.radians(H))
    fy = (L + 16) / 116
    fx, fz = fy + A / 500, fy - B / 200
    finv = lambda t: t ** 3 if t ** 3 > EPS else (116 * t - 16) / KAPPA
    x, y, z = WHITE[0] * finv(fx), WHITE[1] * (fy ** 3 if L > KAPPA * EPS else L / KAPPA), WHITE[2] * finv(fz)
    r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z
    g = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z
    b = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z
    return r, g, b


def tone_hex(L, C, H):
    """The colour of lightness L and hue H with as much of chroma C as sRGB holds."""
    lo, hi = 0.0, C
    if all(-1e-9 <= c <= 1 + 1e-9 for c in lch_to_rgb(L, C, H)):
        lo = C
    else:
        for _ in range(40):
            mid = (lo + hi) / 2
            if all(-1e-9 <= c <= 1 + 1e-9 for c in lch_to_rgb(L, mid, H)):
                lo = mid
            else:
                hi = mid
    rgb = [linear_to_srgb(min(1.0, max(0.0, c))) for c in lch_to_rgb(L, lo, H)]
    return "#" + "".join("%02x" % int(round(c * 255)) for c in rgb)


def ramp(anchor, tones, rng, chroma_scale=1.0):
    """A ramp of colours of the anchor's hue at the given L* tones (chroma falls off at the ends)."""
    _, c0, h0 = hex_to_lch(anchor)
    out = []
    for L in tones:
        c = c0 * chroma_scale * (0.3 + 0.7 * (1 - abs(L - 50) / 50.0))
        out.append(tone_hex(L, c, h0 + rng.uniform(-1.5, 1.5)))
    return out


def mix(h, other, t):
    a, b = ints_of_hex(h), ints_of_hex(other)
    return "#" + "".join("%02x" % int(round(x + (y - x) * t)) for x, y in zip(a, b))


# ---------------------------------------------------------------------------
# A system: its files, resolver, roles and the checks its colours must pass.

class System:
    def __init__(self, name, title, blurb, count_range):
        self.name, self.title, self.blurb, self.count_range = name, title, blurb, count_range
        self.files = {}
        self.resolver_path = None
        self.resolver = None
        self.roles = {}
        self.appearance = {}      # permutation label -> "light" | "dark"
        self.pairs = []           # (foreground, background, minimum ratio)
        self.backgrounds = []     # tokens light in light permutations and dark in dark ones

    def add(self, path, model):
        assert path not in self.files, path
        self.files[path] = model

    def ref(self, path):
        assert path in self.files, path
        return {"$ref": path}


def permutations_of(resolver):
    """Every combination of contexts, first modifier slowest: [(label, {modifier: context}, [files])]."""
    result = [("", {}, [])]
    for item in resolver["resolutionOrder"]:
        kind, name = item["$ref"].split("/")[1:3]
        if kind == "sets":
            files = [s["$ref"] for s in resolver["sets"][name]["sources"]]
            result = [(label, inputs, fs + files) for label, inputs, fs in result]
        else:
            modifier = resolver["modifiers"][name]
            assert modifier["default"] in modifier["contexts"]
            result = [((label + "," if label else "") + "%s=%s" % (name, c), dict(inputs, **{name: c}),
                       fs + [s["$ref"] for s in srcs])
                      for label, inputs, fs in result for c, srcs in modifier["contexts"].items()]
    return result


# ---------------------------------------------------------------------------
# Verification: the merged document of every permutation, checked strictly.

def is_token(v):
    return isinstance(v, dict) and "$value" in v


def merge(base, overlay):
    if isinstance(base, dict) and isinstance(overlay, dict) and not is_token(base) and not is_token(overlay):
        out = dict(base)
        for k, v in overlay.items():
            out[k] = merge(out[k], v) if k in out else v
        return out
    return overlay


def collect(node, out, path=(), group_type=None, where=""):
    for k, v in node.items():
        if k.startswith("$"):
            assert k in ("$type", "$description", "$extensions", "$deprecated"), (where, path, k)
            if k == "$extensions":
                assert isinstance(v, dict) and "styleguide" not in v, (where, path)
            continue
        assert k and not any(c in k for c in "{}."), (where, path, k)
        child = path + (k,)
        assert isinstance(v, dict), (where, child)
        if is_token(v):
            for key in v:
                assert key in ("$value", "$type", "$description", "$deprecated", "$extensions"), (where, child, key)
            if "$deprecated" in v:
                assert isinstance(v["$deprecated"], str) and v["$deprecated"], (where, child)
            if "$extensions" in v:
                assert isinstance(v["$extensions"], dict) and "styleguide" not in v["$extensions"], (where, child)
            t = v.get("$type", group_type)
            assert t in STANDARD_TYPES, (where, ".".join(child), t)
            out[".".join(child)] = (t, v["$value"])
        else:
            collect(v, out, child, v.get("$type", group_type), where)


def kebab(segment):
    out, prev = [], ""
    for ch in segment:
        if ch.isascii() and (ch.isalnum() or ch in "-_"):
            if ch.isupper() and (prev.islower() or prev.isdigit()):
                out.append("-")
            out.append(ch.lower())
        else:
            out.append("_")
        prev = ch
    return "".join(out)


class Checker:
    def __init__(self, where, tokens):
        self.where, self.tokens = where, tokens

    def fail(self, path, message):
        raise SystemExit("%s: %s: %s" % (self.where, path, message))

    def resolve(self, path, seen=()):
        """The token's value with every alias replaced."""
        assert path not in seen, (self.where, "cycle", seen)
        t, v = self.tokens[path]
        return self.resolve_value(path, t, v, seen + (path,))

    def resolve_value(self, path, t, v, seen):
        if isinstance(v, str) and v.startswith("{"):
            target = v[1:-1]
            if target not in self.tokens:
                self.fail(path, "alias to nothing: " + v)
            if self.tokens[target][0] != t:
                self.fail(path, "alias %s reaches a %s, not a %s" % (v, self.tokens[target][0], t))
            return self.resolve(target, seen)
        if t in MEMBER_TYPES:
            if t == "shadow" and isinstance(v, list):
                if not v:
                    self.fail(path, "an empty shadow")
                return [self.resolve_value(path, t, layer, seen) for layer in v]
            if not isinstance(v, dict):
                self.fail(path, "not a %s object: %r" % (t, v))
            expected = MEMBER_TYPES[t]
            required = set(expected) - OPTIONAL_MEMBERS.get(t, set())
            if set(v) - set(expected) or required - set(v):
                self.fail(path, "members %s, not %s" % (sorted(v), sorted(expected)))
            out = {}
            for k, x in v.items():
                if expected[k] is None:
                    if not isinstance(x, bool):
                        self.fail(path, "%s must be a boolean" % k)
                    out[k] = x
                else:
                    out[k] = self.resolve_value(path + "/" + k, expected[k], x, seen)
            return out
        if t == "gradient":
            if not isinstance(v, list) or not v:
                self.fail(path, "a gradient is a list of stops")
            out = []
            for stop in v:
                if not isinstance(stop, dict) or set(stop) != {"color", "position"}:
                    self.fail(path, "a stop is {color, position}")
                p = self.resolve_value(path + "/position", "number", stop["position"], seen)
                if not 0 <= p <= 1:
                    self.fail(path, "position outside 0...1")
                out.append({"color": self.resolve_value(path + "/color", "color", stop["color"], seen), "position": p})
            return out
        self.literal(path, t, v)
        return v

    def literal(self, path, t, v):
        n = lambda x: isinstance(x, (int, float)) and not isinstance(x, bool)
        ok = True
        if t == "color":
            ok = isinstance(v, dict) and list(v)[0] == "colorSpace" and v["colorSpace"] == "srgb" \
                and set(v) <= {"colorSpace", "components", "alpha", "hex"} and "hex" in v
            if ok:
                comps = v["components"]
                ints = ints_of_hex(v["hex"])
                ok = len(comps) == 3 and all(n(c) and 0 <= c <= 1 for c in comps) \
                    and comps == [round(c / 255.0, 4) for c in ints] and v["hex"] == v["hex"].lower()
                if "alpha" in v:
                    ok = ok and n(v["alpha"]) and 0 <= v["alpha"] < 1
        elif t == "dimension":
            ok = isinstance(v, dict) and list(v) == ["value", "unit"] and n(v["value"]) and v["unit"] in ("px", "rem")
        elif t == "duration":
            ok = isinstance(v, dict) and list(v) == ["value", "unit"] and n(v["value"]) and v["value"] >= 0 \
                and v["unit"] in ("ms", "s")
        elif t == "fontFamily":
            ok = (isinstance(v, str) and v and "," not in v) or \
                (isinstance(v, list) and v and all(isinstance(x, str) and x and "," not in x for x in v))
        elif t == "fontWeight":
            ok = n(v) and 1 <= v <= 1000
        elif t == "cubicBezier":
            ok = isinstance(v, list) and len(v) == 4 and all(n(x) for x in v) and 0 <= v[0] <= 1 and 0 <= v[2] <= 1
        elif t == "number":
            ok = n(v)
        elif t == "strokeStyle":
            ok = v in STROKE_KEYWORDS
        else:
            ok = False
        if not ok:
            self.fail(path, "not a strict %s: %r" % (t, v))


def verify(system):
    """Checks every permutation; returns [(label, inputs, token count)]."""
    for path, model in system.files.items():
        assert isinstance(model, dict) and not is_token(model), path
        collect(model, {}, where=system.name + "/" + path)
    perms = permutations_of(system.resolver)
    used = {f for _, _, fs in perms for f in fs}
    assert used == set(system.files), (system.name, set(system.files) ^ used)
    file_paths = {f: collect_paths(m) for f, m in system.files.items()}
    winners = set()
    results = []
    for label, inputs, files in perms:
        merged, last_file = {}, {}
        for f in files:
            merged = merge(merged, system.files[f])
            for p in file_paths[f]:
                last_file[p] = f
        winners.update((f, p) for p, f in last_file.items())
        tokens = {}
        collect(merged, tokens, where="%s [%s]" % (system.name, label))
        assert set(tokens) == set(last_file), (system.name, label)
        checker = Checker("%s [%s]" % (system.name, label), tokens)
        resolved = {p: checker.resolve(p) for p in sorted(tokens)}
        names = {}
        for p in tokens:
            css = "--" + "-".join(kebab(s) for s in p.split("."))
            assert css not in names, (system.name, "CSS name collision", p, names.get(css))
            names[css] = p
        # Roles: each names a token of the slot's type (or, for split typography, tokens of the members' types).
        for slot, want in SLOTS:
            role = system.roles[slot]
            if role is None:
                continue
            if isinstance(role, dict):
                assert want == "typography" and role, (system.name, slot)
                for member, p in role.items():
                    assert p in tokens, (system.name, label, slot, p)
                    assert tokens[p][0] == MEMBER_TYPES["typography"][member], (system.name, slot, member, p)
                continue
            if role not in tokens:
                checker.fail(role, "role %s names no token" % slot)
            if tokens[role][0] != want:
                checker.fail(role, "role %s wants a %s, not a %s" % (slot, want, tokens[role][0]))
            if slot in SLOT_PX:
                assert resolved[role] == px(SLOT_PX[slot]), (system.name, slot, resolved[role])
        # Contrast: on-colour text on its fill, primary text on the backgrounds.
        appearance = system.appearance[label]
        for fg, bg, minimum in system.pairs:
            a, b = resolved[fg], resolved[bg]
            assert "alpha" not in a and "alpha" not in b, (system.name, fg, bg)
            ratio = contrast(a["components"], b["components"])
            if ratio < minimum:
                checker.fail(fg, "%.2f:1 on %s, below %.1f:1" % (ratio, bg, minimum))
        for bg in system.backgrounds:
            lum = luminance(resolved[bg]["components"])
            if (appearance == "light" and lum < 0.7) or (appearance == "dark" and lum > 0.06):
                checker.fail(bg, "a %s background of luminance %.3f" % (appearance, lum))
        lo, hi = system.count_range
        assert lo <= len(tokens) <= hi, (system.name, label, len(tokens))
        results.append((label, inputs, len(tokens)))
    # Every token written wins the merge in at least one permutation (no dead tokens).
    for f, paths in file_paths.items():
        for p in paths:
            assert (f, p) in winners, (system.name, f, p, "never wins a merge")
    for slot, _ in SLOTS:
        assert slot in system.roles, (system.name, slot)
    assert set(system.roles) == {s for s, _ in SLOTS}, (system.name, set(system.roles) ^ {s for s, _ in SLOTS})
    return results


def collect_paths(model):
    out = {}
    collect(model, out)
    return set(out)


# ---------------------------------------------------------------------------
# github-like: GitHub Primer primitives.

PRIMER_SCALES = {
    "light": {
        "gray": "#f6f8fa #eaeef2 #d0d7de #afb8c1 #8c959f #6e7781 #57606a #424a53 #32383f #24292f",
        "blue": "#ddf4ff #b6e3ff #80ccff #54aeff #218bff #0969da #0550ae #033d8b #0a3069 #002155",
        "green": "#dafbe1 #aceebb #6fdd8b #4ac26b #2da44e #1a7f37 #116329 #044f1e #003d16 #002d11",
        "yellow": "#fff8c5 #fae17d #eac54f #d4a72c #bf8700 #9a6700 #7d4e00 #633c01 #4d2d00 #3b2300",
        "orange": "#fff1e5 #ffd8b5 #ffb77c #fb8f44 #e16f24 #bc4c00 #953800 #762c00 #5c2200 #471700",
        "red": "#ffebe9 #ffcecb #ffaba8 #ff8182 #fa4549 #cf222e #a40e26 #82071e #660018 #4c0014",
        "purple": "#fbefff #ecd8ff #d8b9ff #c297ff #a475f9 #8250df #6639ba #512a97 #3e1f79 #2e1461",
        "pink": "#ffeff7 #ffd3eb #ffadda #ff80c8 #e85aad #bf3989 #99286e #772057 #611347 #4d0336",
        "coral": "#fff0eb #ffd6cc #ffb4a1 #fd8c73 #ec6547 #c4432b #9e2f1c #801f0f #691105 #510901",
    },
    "dark": {
        "gray": "#f0f6fc #c9d1d9 #b1bac4 #8b949e #6e7681 #484f58 #30363d #21262d #161b22 #0d1117",
        "blue": "#cae8ff #a5d6ff #79c0ff #58a6ff #388bfd #1f6feb #1158c7 #0d419d #0c2d6b #051d4d",
        "green": "#aff5b4 #7ee787 #56d364 #3fb950 #2ea043 #238636 #196c2e #0f5323 #033a16 #04260f",
        "yellow": "#f8e3a1 #f2cc60 #e3b341 #d29922 #bb8009 #9e6a03 #845306 #693e00 #4b2900 #341a00",
        "orange": "#ffdfb6 #ffc680 #ffa657 #f0883e #db6d28 #bd561d #9b4215 #762d0a #5a1e02 #3d1300",
        "red": "#ffdcd7 #ffc1ba #ffa198 #ff7b72 #f85149 #da3633 #b62324 #8e1519 #67060c #490202",
        "purple": "#eddeff #e2c5ff #d2a8ff #bc8cff #a371f7 #8957e5 #6e40c9 #553098 #3c1e70 #271052",
        "pink": "#ffdaec #ffbedd #ff9bce #f778ba #db61a2 #bf4b8a #9e3670 #7d2457 #5e103e #42062a",
        "coral": "#ffddd2 #ffc2b2 #ffa28b #f78166 #ea6045 #cf462d #ac3220 #872012 #640d04 #460701",
    },
}
# Display families published without a hand-tuned scale here: a ramp of the anchor's hue.
PRIMER_GENERATED = {"auburn": "#9d615c", "brown": "#856d4c", "cyan": "#007b94", "indigo": "#494edf",
                    "lemon": "#866e04", "lime": "#527a29", "olive": "#64762d", "pine": "#167e53",
                    "plum": "#a830e8", "teal": "#106c70"}
PRIMER_TONES = {"light": [96, 90, 81, 71, 60, 49, 40, 32, 24, 16], "dark": [91, 84, 75, 66, 57, 48, 40, 31, 22, 14]}
PRIMER_DISPLAY = ["auburn", "blue", "brown", "coral", "cyan", "gray", "green", "indigo", "lemon", "lime", "olive",
                  "orange", "pine", "pink", "plum", "purple", "red", "teal", "yellow"]
PRIMER_ROLES = [("accent", "blue"), ("success", "green"), ("attention", "yellow"), ("severe", "orange"),
                ("danger", "red"), ("open", "green"), ("closed", "red"), ("done", "purple"), ("sponsors", "pink"),
                ("upsell", "purple")]


def primer_figma(mode, group_name, scopes):
    return {"org.primer.figma": {"collection": "mode", "mode": mode, "group": group_name, "scopes": scopes}}


def primer_scales(rng):
    scales = {mode: {f: s.split() for f, s in fams.items()} for mode, fams in PRIMER_SCALES.items()}
    for family in sorted(PRIMER_GENERATED):
        for mode in ["light", "dark"]:
            scales[mode][family] = ramp(PRIMER_GENERATED[family], PRIMER_TONES[mode], rng)
    return scales


def primer_base_colors(mode, scales):
    dark = mode == "dark"
    c = group("color", "Primer's base scales; step 0 is the lightest in both modes",
              black=tok(None, color("#010409" if dark else "#1f2328")),
              white=tok(None, color("#ffffff")),
              transparent=tok(None, color("#ffffff", 0), "Fully transparent",
                              {"com.figma.scopes": ["FRAME_FILL", "SHAPE_FILL"]}))
    for family in ["gray", "blue", "green", "yellow", "orange", "red", "purple", "pink", "coral"] + sorted(PRIMER_GENERATED):
        c[family] = {str(i): tok(None, color(h)) for i, h in enumerate(scales[mode][family])}
    c["gray"]["$description"] = "Neutral scale: canvas, text and borders"
    return {"base": {"color": c}}


def primer_functional_colors(mode, scales):
    dark = mode == "dark"
    P = lambda light, dk: dk if dark else light
    B = lambda family, light, dk=None: alias("base.color.%s.%d" % (family, P(light, light if dk is None else dk)))
    C = lambda v, desc=None, ext=None, dep=None: tok("color", v, desc, ext, dep)

    def translucent(family, step, a):
        return rgba(*ints_of_hex(scales[mode][family][step]), a)

    fg = {
        "default": C(B("gray", 9, 1), "Default text colour", primer_figma(mode, "fgColor", ["TEXT_FILL"])),
        "muted": C(B("gray", 6, 3), "Secondary text: metadata, captions, placeholders"),
        "subtle": C(alias("fgColor.muted"), dep="Use fgColor.muted instead"),
        "onEmphasis": C(alias("base.color.white"), "Text on emphasis backgrounds",
                        primer_figma(mode, "fgColor", ["TEXT_FILL"])),
        "onInverse": C(P(alias("base.color.white"), alias("base.color.gray.9"))),
        "white": C(alias("base.color.white")),
        "black": C(alias("base.color.black")),
        "disabled": C(B("gray", 4, 5)),
        "link": C(alias("fgColor.accent")),
        "neutral": C(B("gray", 5, 3)),
    }
    fg_steps = {"accent": ("blue", 5, 3), "success": ("green", 5, 3), "attention": ("yellow", 5, 3),
                "severe": ("orange", 5, 3), "danger": ("red", 5, 4), "done": ("purple", 5, 3), "sponsors": ("pink", 5, 3)}
    for role, (family, l, d) in fg_steps.items():
        fg[role] = C(B(family, l, d))
    fg["open"] = C(alias("fgColor.success"))
    fg["closed"] = C(alias("fgColor.danger"))
    fg["upsell"] = C(alias("fgColor.done"))

    bg = {
        "default": C(P(alias("base.color.white"), alias("base.color.gray.9")), "Default canvas",
                     primer_figma(mode, "bgColor", ["FRAME_FILL"])),
        "muted": C(B("gray", 0, 8), "Subtle canvas: headers, code blocks"),
        "inset": C(P(alias("base.color.gray.0"), alias("base.color.black")), "Recessed areas behind content"),
        "subtle": C(alias("bgColor.muted"), dep="Use bgColor.muted instead"),
        "emphasis": C(B("gray", 9, 5)),
        "inverse": C(B("gray", 9, 0)),
        "white": C(alias("base.color.white")),
        "black": C(alias("base.color.black")),
        "transparent": C(alias("base.color.transparent")),
        "disabled": C(B("gray", 1, 7)),
        "neutral": {"muted": C(translucent("gray", 3, 0.2) if not dark else translucent("gray", 4, 0.4)),
                    "emphasis": C(B("gray", 5, 4))},
    }
    emphasis_steps = {"attention": (4, 5), "success": (5, 5)}
    for role, family in PRIMER_ROLES:
        l, d = emphasis_steps.get(role, (5, 5))
        bg[role] = {
            "muted": C(B(family, 0) if not dark else translucent(family, 4, 0.15)),
            "emphasis": C(B(family, l, d)),
        }
    bg["accent"]["emphasis"]["$description"] = "Primary accent fill: selected items, primary actions"

    border = {
        "default": C(B("gray", 2, 6), "Default border", primer_figma(mode, "borderColor", ["STROKE_COLOR"])),
        "muted": C(B("gray", 1, 7), "Hairlines between list rows"),
        "subtle": C(alias("borderColor.muted"), dep="Use borderColor.muted instead"),
        "emphasis": C(B("gray", 4, 5)),
        "disabled": C(translucent("gray", 4, 0.1)),
        "transparent": C(alias("base.color.transparent")),
        "translucent": C(rgba(31, 35, 40, 0.15) if not dark else rgba(240, 246, 252, 0.1)),
        "neutral": {"muted": C(alias("borderColor.muted")), "emphasis": C(B("gray", 5, 4))},
    }
    for role, family in PRIMER_ROLES:
        border[role] = {"muted": C(B(family, 2) if not dark else translucent(family, 4, 0.4)),
                        "emphasis": C(B(family, 5))}
    doc = {"fgColor": fg, "bgColor": bg, "borderColor": border,
           "focus": {"outlineColor": C(B("blue", 5, 4), "Focus ring")}}

    # Button variants: bgColor / fgColor / borderColor / iconColor for each state.
    states = ["rest", "hover", "active", "disabled", "selected"]
    button = {}
    spec = {
        "default": {"bgColor": [B("gray", 0, 7), B("gray", 1, 6), B("gray", 2, 6), B("gray", 0, 8), B("gray", 2, 6)],
                    "fgColor": ["fgColor.default"] * 3 + ["fgColor.disabled", "fgColor.default"],
                    "borderColor": ["borderColor.default"] * 5, "iconColor": ["fgColor.muted"] * 3 + ["fgColor.disabled", "fgColor.muted"]},
        "primary": {"bgColor": ["bgColor.success.emphasis", B("green", 6, 4), B("green", 6, 6), B("green", 2, 7), B("green", 6, 6)],
                    "fgColor": ["fgColor.onEmphasis"] * 5, "borderColor": ["borderColor.translucent"] * 5,
                    "iconColor": ["fgColor.onEmphasis"] * 5},
        "danger": {"bgColor": ["button.default.bgColor.rest", "bgColor.danger.emphasis", B("red", 6, 6), "button.default.bgColor.disabled", B("red", 6, 6)],
                   "fgColor": ["fgColor.danger", "fgColor.onEmphasis", "fgColor.onEmphasis", B("red", 3, 6), "fgColor.onEmphasis"],
                   "borderColor": ["borderColor.default", "borderColor.translucent", "borderColor.translucent", "borderColor.default", "borderColor.translucent"],
                   "iconColor": ["fgColor.danger", "fgColor.onEmphasis", "fgColor.onEmphasis", B("red", 3, 6), "fgColor.onEmphasis"]},
        "invisible": {"bgColor": ["bgColor.transparent", "control.transparent.bgColor.hover", "control.transparent.bgColor.active", "bgColor.transparent", "control.transparent.bgColor.selected"],
                      "fgColor": ["fgColor.default"] * 3 + ["fgColor.disabled", "fgColor.default"],
                      "borderColor": ["borderColor.transparent"] * 5, "iconColor": ["fgColor.muted"] * 3 + ["fgColor.disabled", "fgColor.muted"]},
        "outline": {"bgColor": ["button.default.bgColor.rest", "bgColor.accent.emphasis", B("blue", 6, 6), "button.default.bgColor.disabled", B("blue", 6, 6)],
                    "fgColor": ["fgColor.accent", "fgColor.onEmphasis", "fgColor.onEmphasis", B("blue", 3, 6), "fgColor.onEmphasis"],
                    "borderColor": ["borderColor.default", "borderColor.translucent", "borderColor.translucent", "borderColor.default", "borderColor.translucent"],
                    "iconColor": ["fgColor.accent", "fgColor.onEmphasis", "fgColor.onEmphasis", B("blue", 3, 6), "fgColor.onEmphasis"]},
        "star": {"bgColor": ["button.default.bgColor.rest"] * 5, "fgColor": ["fgColor.default"] * 5,
                 "borderColor": ["borderColor.default"] * 5, "iconColor": [B("yellow", 3, 3)] * 5},
        "inactive": {"bgColor": [B("gray", 1, 7)] * 5, "fgColor": ["fgColor.muted"] * 5,
                     "borderColor": ["borderColor.transparent"] * 5, "iconColor": ["fgColor.muted"] * 5},
    }
    for variant, props in spec.items():
        button[variant] = {}
        for prop, targets in props.items():
            button[variant][prop] = {}
            for state, target in zip(states, targets):
                value = target if target.startswith("{") else alias(target)
                ext = primer_figma(mode, "button", ["FRAME_FILL"]) if prop == "bgColor" and state == "rest" else None
                button[variant][prop][state] = C(value, ext=ext)
    button["primary"]["bgColor"]["rest"]["$description"] = "Primary button background"
    doc["button"] = button

    doc["control"] = {
        "bgColor": {"rest": C(B("gray", 0, 8)), "hover": C(B("gray", 1, 7)), "active": C(B("gray", 2, 6)),
                    "disabled": C(alias("bgColor.disabled")), "selected": C(alias("bgColor.default"))},
        "fgColor": {"rest": C(alias("fgColor.default")), "placeholder": C(alias("fgColor.muted")),
                    "disabled": C(alias("fgColor.disabled"))},
        "borderColor": {"rest": C(alias("borderColor.default")), "emphasis": C(alias("borderColor.emphasis")),
                        "disabled": C(alias("borderColor.disabled")), "selected": C(alias("bgColor.accent.emphasis")),
                        "success": C(alias("borderColor.success.emphasis")), "danger": C(alias("borderColor.danger.emphasis")),
                        "warning": C(alias("borderColor.attention.emphasis"))},
        "iconColor": {"rest": C(alias("fgColor.muted"))},
        "transparent": {"bgColor": {"rest": C(alias("bgColor.transparent")),
                                    "hover": C(translucent("gray", 3, 0.15) if not dark else translucent("gray", 4, 0.1)),
                                    "active": C(translucent("gray", 3, 0.2) if not dark else translucent("gray", 4, 0.4),
                                                "Pressed overlay drawn over any surface"),
                                    "selected": C(translucent("gray", 3, 0.15) if not dark else translucent("gray", 4, 0.1)),
                                    "disabled": C(alias("bgColor.transparent"))},
                        "borderColor": {"rest": C(alias("borderColor.transparent")), "hover": C(alias("borderColor.transparent"))}},
        "checked": {"bgColor": {s: C(alias("bgColor.accent.emphasis")) for s in ["rest", "hover", "active"]},
                    "fgColor": {"rest": C(alias("fgColor.onEmphasis")), "disabled": C(alias("fgColor.onEmphasis"))},
                    "borderColor": {"rest": C(alias("bgColor.accent.emphasis")), "disabled": C(alias("fgColor.disabled"))}},
        "danger": {"fgColor": {"rest": C(alias("fgColor.danger")), "hover": C(B("red", 6, 3))},
                   "bgColor": {"hover": C(alias("bgColor.danger.muted")), "active": C(B("red", 1, 6) if not dark else translucent("red", 4, 0.4))}},
    }
    doc["control"]["checked"]["bgColor"]["disabled"] = C(alias("fgColor.disabled"))
    doc["controlTrack"] = {
        "bgColor": {"rest": C(B("gray", 1, 7), "Off track of a switch"), "hover": C(B("gray", 2, 6)),
                    "active": C(B("gray", 3, 6)), "disabled": C(alias("fgColor.disabled"))},
        "fgColor": {"rest": C(alias("fgColor.muted")), "disabled": C(alias("fgColor.onEmphasis"))},
        "borderColor": {"rest": C(alias("borderColor.transparent")), "disabled": C(alias("fgColor.disabled"))},
    }
    doc["controlKnob"] = {
        "bgColor": {"rest": C(P(alias("base.color.white"), alias("base.color.gray.0"))), "disabled": C(alias("control.bgColor.disabled")),
                    "checked": C(alias("bgColor.default"))},
        "borderColor": {"rest": C(alias("control.borderColor.emphasis")), "disabled": C(alias("control.bgColor.disabled")),
                        "checked": C(alias("control.checked.bgColor.rest"))},
    }
    label = group(description="Label component colours per display family")
    for family in PRIMER_DISPLAY:
        label[family] = {
            "bgColor": {"rest": C(B(family, 0, 9)), "hover": C(B(family, 1, 8)), "active": C(B(family, 2, 7))},
            "fgColor": {"rest": C(B(family, 6, 2)), "hover": C(B(family, 7, 1)), "active": C(B(family, 8, 0))},
        }
    doc["label"] = label
    display = group("color", "Data and label colours, one family per hue", primer_figma(mode, "display", ["ALL_FILLS"]))
    for family in PRIMER_DISPLAY:
        display[family] = {
            "bgColor": {"muted": tok(None, B(family, 0, 8)), "emphasis": tok(None, B(family, 5, 5))},
            "fgColor": tok(None, B(family, 6, 3)),
            "borderColor": {"muted": tok(None, B(family, 1, 7)), "emphasis": tok(None, B(family, 5, 4))},
            "scale": {str(i): tok(None, alias("base.color.%s.%d" % (family, i))) for i in range(10)},
        }
    doc["display"] = display
    doc["avatar"] = {"bgColor": C(alias("base.color.white")), "borderColor": C(alias("borderColor.translucent")),
                     "shadow": C(rgba(255, 255, 255, 0.8) if not dark else rgba(1, 4, 9, 0.24))}
    doc["counter"] = {"bgColor": {"muted": C(alias("bgColor.neutral.muted")), "emphasis": C(alias("bgColor.neutral.emphasis"))},
                      "borderColor": C(alias("borderColor.transparent"))}
    doc["overlay"] = {"bgColor": C(P(alias("bgColor.default"), alias("base.color.gray.8"))),
                      "borderColor": C(alias("borderColor.muted")),
                      "backdrop": {"bgColor": C(rgba(200, 209, 218, 0.4) if not dark else rgba(33, 40, 48, 0.4), "Dims the page behind dialogs")}}
    doc["header"] = {"bgColor": C(B("gray", 9, 8)), "borderColor": {"divider": C(B("gray", 5, 6))},
                     "fgColor": {"default": C(rgba(255, 255, 255, 0.7)), "logo": C(alias("base.color.white"))}}
    doc["selection"] = {"bgColor": C(translucent("blue", 5, 0.2) if not dark else translucent("blue", 5, 0.7))}
    doc["skeletonLoader"] = {"bgColor": C(alias("bgColor.muted"))}
    doc["timelineBadge"] = {"bgColor": C(alias("bgColor.muted"))}
    return doc


def primer_shadows(mode):
    dark = mode == "dark"
    base = (31, 35, 40) if not dark else (1, 4, 9)

    def layer(a, x, y, blur, spread, inset=None):
        v = {"color": rgba(*base, a if not dark else round(min(0.8, a * 3), 3)), "offsetX": px(x), "offsetY": px(y),
             "blur": px(blur), "spread": px(spread)}
        if inset is not None:
            v["inset"] = inset
        return v

    return {"shadow": group("shadow", "Elevation, as layered drop shadows", **{
        "inset": tok(None, layer(0.04, 0, 1, 0, 0, True), "Sunken fields"),
        "resting": {
            "xsmall": tok(None, layer(0.06, 0, 1, 1, 0)),
            "small": tok(None, [layer(0.04, 0, 1, 1, 0), layer(0.06, 0, 1, 3, 0)], "Buttons and cards at rest"),
            "medium": tok(None, [layer(0.08, 0, 1, 1, 0), layer(0.12, 0, 3, 6, 0, False)]),
        },
        "floating": {
            "small": tok(None, [layer(0.12, 0, 0, 0, 1), layer(0.06, 0, 6, 12, -3), layer(0.12, 0, 8, 24, -4)]),
            "medium": tok(None, [layer(0.1, 0, 0, 0, 1), layer(0.08, 0, 8, 16, -4), layer(0.08, 0, 4, 32, -4)]),
            "large": tok(None, [layer(0.12, 0, 0, 0, 1), layer(0.2, 0, 40, 80, 0)]),
            "xlarge": tok(None, [layer(0.12, 0, 0, 0, 1), layer(0.24, 0, 56, 112, 0)],
                          extensions=primer_figma(mode, "shadow", ["EFFECT_COLOR"])),
        },
    })}


def github(rng):
    s = System("github-like", "GitHub-like design system",
               "Modelled on GitHub Primer's published primitives: base colour scales per mode, functional tokens "
               "(`fgColor`, `bgColor`, `borderColor`) that alias them, component tokens, sizes, typography kept as "
               "separate size, line-height and weight tokens, and motion.", (800, 1500))
    scales = primer_scales(rng)
    for mode in ["light", "dark"]:
        s.add("src/base/color/%s.json" % mode, primer_base_colors(mode, scales))
        s.add("src/functional/color/%s.json" % mode, primer_functional_colors(mode, scales))
        s.add("src/functional/shadow/%s.json" % mode, primer_shadows(mode))

    sizes = [2, 4, 6, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 64, 80, 96, 112, 128]
    s.add("src/base/size/size.json", {"base": {"size": group("dimension", "The 4px-based size scale",
                                                             **{str(n): tok(None, px(n)) for n in sizes})}})
    s.add("src/functional/size/border.json", {
        "borderWidth": group("dimension", None, None,
                             thin=tok(None, px(1), "Hairlines and control borders"), thick=tok(None, px(2)),
                             thicker=tok(None, px(4)), default=tok(None, alias("borderWidth.thin"))),
        "borderRadius": group("dimension", None, None,
                              small=tok(None, px(3)), medium=tok(None, px(6), "Buttons, inputs, cards"),
                              large=tok(None, px(12), "Dialogs and grouped panels"), full=tok(None, px(9999), "Pills and circles"),
                              default=tok(None, alias("borderRadius.medium")),
                              circle=tok(None, alias("borderRadius.full"), deprecated="Use borderRadius.full instead")),
        "outline": {"focus": {"offset": tok("dimension", px(-2)), "width": tok("dimension", px(2))}},
    })
    control = {}
    for i, size in enumerate(["xsmall", "small", "medium", "large", "xlarge"]):
        height = [24, 28, 32, 40, 48][i]
        control[size] = {
            "size": tok("dimension", alias("base.size.%d" % height)),
            "lineBoxHeight": tok("dimension", alias("base.size.%d" % [16, 20, 20, 20, 24][i])),
            "paddingInline": {k: tok("dimension", alias("base.size.%d" % v)) for k, v in
                              zip(["condensed", "normal", "spacious"], [[4, 8, 12], [4, 8, 12], [8, 12, 16], [8, 12, 16], [12, 16, 20]][i])},
            "paddingBlock": tok("dimension", px([2, 4, 6, 10, 12][i])),
            "gap": tok("dimension", alias("base.size.%d" % [4, 4, 8, 8, 12][i])),
        }
    control["medium"]["size"]["$description"] = "Default control height"
    s.add("src/functional/size/size.json", {
        "control": control,
        "controlStack": {size: {"gap": {"condensed": tok("dimension", alias("base.size.%d" % c)),
                                        "spacious": tok("dimension", alias("base.size.%d" % v))}}
                         for size, c, v in [("small", 8, 12), ("medium", 8, 12), ("large", 12, 16)]},
        "overlay": {
            "width": {k: tok("dimension", px(v)) for k, v in
                      [("xsmall", 192), ("small", 320), ("medium", 480), ("large", 640), ("xlarge", 960)]},
            "height": {k: tok("dimension", px(v)) for k, v in [("small", 256), ("medium", 320), ("large", 432), ("xlarge", 600)]},
            "padding": {"normal": tok("dimension", alias("base.size.16")), "condensed": tok("dimension", alias("base.size.8"))},
            "borderRadius": tok("dimension", alias("borderRadius.large")),
            "offset": tok("dimension", alias("base.size.4")),
        },
        "stack": {
            "gap": {"condensed": tok("dimension", alias("base.size.8")), "normal": tok("dimension", alias("base.size.16")),
                    "spacious": tok("dimension", alias("base.size.24"))},
            "padding": {"condensed": tok("dimension", alias("base.size.8")), "normal": tok("dimension", alias("base.size.16")),
                        "spacious": tok("dimension", alias("base.size.24"))},
        },
        "spinner": {"size": {k: tok("dimension", alias("base.size.%d" % v)) for k, v in [("small", 16), ("medium", 32), ("large", 64)]},
                    "strokeWidth": tok("dimension", px(2))},
        "avatar": {"size": group("dimension", "Avatar diameters",
                                 **{k: tok(None, alias("base.size.%d" % v)) for k, v in
                                    [("xsmall", 16), ("small", 24), ("medium", 32), ("large", 48), ("xlarge", 64)]})},
        "toggleSwitch": {size: {"width": tok("dimension", px(w)), "height": tok("dimension", px(h)),
                                "knobInset": tok("dimension", px(2), "Gap between the track and its knob" if size == "medium" else None)}
                         for size, w, h in [("small", 48, 24), ("medium", 64, 32)]},
        "breakpoint": group("dimension", "Viewport widths where layouts change",
                            **{k: tok(None, px(v)) for k, v in [("xsmall", 320), ("small", 544), ("medium", 768),
                                                              ("large", 1012), ("xlarge", 1280), ("xxlarge", 1400)]}),
    })
    s.add("src/base/typography/typography.json", {"base": {"text": {"weight": group(
        "fontWeight", "Font weights of the type ramp",
        light=tok(None, 300), normal=tok(None, 400), medium=tok(None, 500), semibold=tok(None, 600))}}})

    text = {}

    def shorthand(family, size, weight, line_height, desc=None):
        return tok("typography", {"fontFamily": alias(family), "fontSize": alias(size), "fontWeight": alias(weight),
                                  "letterSpacing": px(0), "lineHeight": alias(line_height)}, desc)

    def ramp_group(name, steps, weight, family="fontStack.sans"):
        g = {"size": {}, "lineHeight": {}, "lineBoxHeight": {}, "weight": {}, "shorthand": {}}
        for step, size, lh, box in steps:
            g["size"][step] = tok("dimension", px(size))
            g["lineHeight"][step] = tok("number", lh)
            g["lineBoxHeight"][step] = tok("dimension", px(box))
            g["weight"][step] = tok("fontWeight", alias("base.text.weight." + weight))
            g["shorthand"][step] = shorthand(family, "text.%s.size.%s" % (name, step), "text.%s.weight.%s" % (name, step),
                                             "text.%s.lineHeight.%s" % (name, step))
        return g

    text["title"] = ramp_group("title", [("large", 32, 1.5, 48), ("medium", 20, 1.6, 32), ("small", 16, 1.5, 24)], "semibold")
    text["title"]["shorthand"]["large"]["$description"] = "Page titles"
    text["body"] = ramp_group("body", [("large", 16, 1.5, 24), ("medium", 14, 1.4286, 20), ("small", 12, 1.6667, 20)], "normal")
    text["body"]["size"]["medium"]["$description"] = "Default body text"

    def single(name, size, lh, box, weight, family="fontStack.sans", desc=None):
        return {"size": tok("dimension", px(size), desc), "lineHeight": tok("number", lh), "lineBoxHeight": tok("dimension", px(box)),
                "weight": tok("fontWeight", alias("base.text.weight." + weight)),
                "shorthand": shorthand(family, "text.%s.size" % name, "text.%s.weight" % name, "text.%s.lineHeight" % name)}

    text["display"] = single("display", 40, 1.4, 56, "medium", "fontStack.sansDisplay", "Hero headings")
    text["subtitle"] = single("subtitle", 20, 1.6, 32, "normal")
    text["caption"] = single("caption", 12, 1.3333, 16, "normal", desc="Small print under controls")
    text["codeBlock"] = single("codeBlock", 13, 1.5385, 20, "normal", "fontStack.monospace")
    text["codeInline"] = {"size": tok("dimension", rem(0.8125), "Code inside running text"),
                          "weight": tok("fontWeight", alias("base.text.weight.normal"))}
    s.add("src/functional/typography/typography.json", {
        "fontStack": group("fontFamily", "Font stacks, first choice first",
                           sans=tok(None, ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "Helvetica",
                                           "Arial", "sans-serif", "Apple Color Emoji", "Segoe UI Emoji"]),
                           sansDisplay=tok(None, "Mona Sans"),
                           monospace=tok(None, ["ui-monospace", "SFMono-Regular", "SF Mono", "Menlo", "Consolas",
                                                "Liberation Mono", "monospace"]),
                           system=tok(None, alias("fontStack.sans"), deprecated="Use fontStack.sans instead")),
        "text": text,
    })
    s.add("src/base/motion/motion.json", {"base": {
        "duration": group("duration", "Animation lengths",
                          **{k: tok(None, ms(v)) for k, v in [("instant", 0), ("fast", 100), ("moderate", 200), ("slow", 300),
                                                             ("slower", 400), ("slowest", 600)]}),
        "easing": group("cubicBezier", None, None,
                        **{k: tok(None, v) for k, v in [("ease", [0.25, 0.1, 0.25, 1]), ("easeIn", [0.42, 0, 1, 1]),
                                                       ("easeOut", [0, 0, 0.58, 1]), ("easeInOut", [0.42, 0, 0.58, 1]),
                                                       ("linear", [0, 0, 1, 1])]}),
    }})
    s.add("src/base/opacity/opacity.json", {"base": {"opacity": group(
        "number", "Opacities applied to whole elements",
        disabled=tok(None, 0.5, "Disabled controls"), muted=tok(None, 0.7), subtle=tok(None, 0.3))}})

    s.resolver_path = "primer.resolver.json"
    s.resolver = {
        "$schema": SCHEMA,
        "version": "2025.10",
        "name": "Primer primitives (modelled)",
        "description": "Base scales, functional and component tokens; one context per colour mode",
        "sets": {
            "size": {"description": "Base and functional sizes",
                     "sources": [s.ref("src/base/size/size.json"), s.ref("src/functional/size/border.json"),
                                 s.ref("src/functional/size/size.json")]},
            "typography": {"sources": [s.ref("src/base/typography/typography.json"),
                                       s.ref("src/functional/typography/typography.json")]},
            "motion": {"sources": [s.ref("src/base/motion/motion.json"), s.ref("src/base/opacity/opacity.json")]},
        },
        "modifiers": {
            "mode": {"description": "Colour mode",
                     "contexts": {m: [s.ref("src/base/color/%s.json" % m), s.ref("src/functional/color/%s.json" % m),
                                      s.ref("src/functional/shadow/%s.json" % m)] for m in ["light", "dark"]},
                     "default": "light",
                     "$extensions": {"org.primer.figma": {"collection": "mode"}}},
        },
        "resolutionOrder": [{"$ref": "#/sets/size"}, {"$ref": "#/sets/typography"}, {"$ref": "#/sets/motion"},
                            {"$ref": "#/modifiers/mode"}],
    }
    s.appearance = {"mode=light": "light", "mode=dark": "dark"}
    s.pairs = [("fgColor.onEmphasis", "bgColor.accent.emphasis", 4.5), ("fgColor.onEmphasis", "bgColor.danger.emphasis", 4.5),
               ("fgColor.onEmphasis", "bgColor.success.emphasis", 4.5), ("fgColor.onEmphasis", "bgColor.done.emphasis", 4.5),
               ("fgColor.default", "bgColor.default", 7), ("fgColor.default", "bgColor.inset", 7),
               ("fgColor.default", "bgColor.muted", 7), ("fgColor.muted", "bgColor.default", 4.5),
               ("fgColor.muted", "bgColor.inset", 4.5), ("fgColor.accent", "bgColor.default", 4.5)]
    s.backgrounds = ["bgColor.default", "bgColor.muted", "bgColor.inset"]
    body = {"fontFamily": "fontStack.sans", "fontSize": "text.body.size.medium",
            "lineHeight": "text.body.lineHeight.medium", "fontWeight": "base.text.weight.normal"}
    s.roles = {
        "color.label": "fgColor.default", "color.secondary-label": "fgColor.muted", "color.accent": "fgColor.accent",
        "color.accent-fill": "bgColor.accent.emphasis", "color.destructive-fill": "bgColor.danger.emphasis",
        "color.on-accent": "fgColor.onEmphasis", "color.pressed-overlay": "control.transparent.bgColor.active",
        "color.cell-background": "bgColor.default", "color.grouped-background": "bgColor.inset",
        "color.separator": "borderColor.muted", "color.fill": "controlTrack.bgColor.rest",
        "color.toggle-on": "bgColor.success.emphasis",
        "color.icon.airplane": "bgColor.severe.emphasis", "color.icon.wifi": "bgColor.accent.emphasis",
        "color.icon.bluetooth": "display.blue.bgColor.emphasis", "color.icon.mobile-data": "bgColor.success.emphasis",
        "color.icon.hotspot": "display.green.bgColor.emphasis", "color.icon.vpn": "display.indigo.bgColor.emphasis",
        "color.icon.notifications": "bgColor.danger.emphasis", "color.icon.sounds": "display.pink.bgColor.emphasis",
        "color.icon.focus": "bgColor.done.emphasis", "color.icon.screen-time": "display.purple.bgColor.emphasis",
        "color.icon.general": "bgColor.neutral.emphasis",
        "typography.large-title": {"fontFamily": "fontStack.sans", "fontSize": "text.title.size.large",
                                   "lineHeight": "text.title.lineHeight.large", "fontWeight": "base.text.weight.semibold"},
        "typography.title2": {"fontFamily": "fontStack.sans", "fontSize": "text.title.size.medium",
                              "lineHeight": "text.title.lineHeight.medium", "fontWeight": "base.text.weight.semibold"},
        "typography.headline": {"fontFamily": "fontStack.sans", "fontSize": "text.title.size.small",
                                "lineHeight": "text.title.lineHeight.small", "fontWeight": "base.text.weight.semibold"},
        "typography.body": body,
        "typography.caption1": {"fontFamily": "fontStack.sans", "fontSize": "text.caption.size",
                                "lineHeight": "text.caption.lineHeight", "fontWeight": "base.text.weight.normal"},
        "typography.button": dict(body, fontWeight="base.text.weight.medium"),
        "font.weight.semibold": "base.text.weight.semibold", "font.weight.bold": None,
        "spacing.xs": "base.size.4", "spacing.s": "base.size.8", "spacing.m": "base.size.16", "spacing.l": "base.size.24",
        "radius.button": "borderRadius.medium", "radius.icon-tile": "borderRadius.medium", "radius.group": "borderRadius.large",
        "size.avatar": "avatar.size.xlarge", "size.icon-frame": "base.size.28", "size.row-min-height": "control.xlarge.size",
        "size.toggle-width": "toggleSwitch.medium.width", "size.toggle-height": "toggleSwitch.medium.height",
        "size.toggle-inset": "toggleSwitch.medium.knobInset", "size.hairline": "borderWidth.thin",
        "opacity.disabled": "base.opacity.disabled", "shadow.button": "shadow.resting.small",
        "gradient.avatar": None, "transition.toggle": None,
    }
    return s


# ---------------------------------------------------------------------------
# carbon-like: IBM Carbon.

CARBON_PALETTE = {
    "blue": "#edf5ff #d0e2ff #a6c8ff #78a9ff #4589ff #0f62fe #0043ce #002d9c #001d6c #001141",
    "gray": "#f4f4f4 #e0e0e0 #c6c6c6 #a8a8a8 #8d8d8d #6f6f6f #525252 #393939 #262626 #161616",
    "cool-gray": "#f2f4f8 #dde1e6 #c1c7cd #a2a9b0 #878d96 #697077 #4d5358 #343a3f #21272a #121619",
    "warm-gray": "#f7f3f2 #e5e0df #cac5c4 #ada8a8 #8f8b8b #726e6e #565151 #3c3838 #272525 #171414",
    "red": "#fff1f1 #ffd7d9 #ffb3b8 #ff8389 #fa4d56 #da1e28 #a2191f #750e13 #520408 #2d0709",
    "magenta": "#fff0f7 #ffd6e8 #ffafd2 #ff7eb6 #ee5396 #d02670 #9f1853 #740937 #510224 #2a0a18",
    "purple": "#f6f2ff #e8daff #d4bbff #be95ff #a56eff #8a3ffc #6929c4 #491d8b #31135e #1c0f30",
    "cyan": "#e5f6ff #bae6ff #82cfff #33b1ff #1192e8 #0072c3 #00539a #003a6d #012749 #061727",
    "teal": "#d9fbfb #9ef0f0 #3ddbd9 #08bdba #009d9a #007d79 #005d5d #004144 #022b30 #081a1c",
    "green": "#defbe6 #a7f0ba #6fdc8c #42be65 #24a148 #198038 #0e6027 #044317 #022d0d #071908",
    "orange": "#fff2e8 #ffd9be #ffb784 #ff832b #eb6200 #ba4e00 #8a3800 #5e2900 #3e1a00 #231000",
    "yellow": "#fcf4d6 #fddc69 #f1c21b #d2a106 #b28600 #8e6a00 #684e00 #483700 #302400 #1c1500",
}
CARBON_THEMES = ["white", "g10", "g90", "g100"]


def carbon_hover(h, step):
    """Carbon's hover of a step: a touch darker up to 60, lighter from 70."""
    return mix(h, "#000000", 0.07) if step <= 60 else mix(h, "#ffffff", 0.09)


def A(r, g, b, a):
    return ("rgba", r, g, b, a)


def carbon_semantic():
    """[(name, white, g10, g90, g100, description)] with palette names or A(...) literals."""
    rows = []

    def row(name, w, g10, g90, g100, desc=None):
        rows.append((name, w, g10, g90, g100, desc))

    def light_dark(name, light, g90, g100, desc=None):
        row(name, light, light, g90, g100, desc)

    row("background", "white", "gray-10", "gray-90", "gray-100", "Default page background")
    row("background-active", A(141, 141, 141, 0.5), A(141, 141, 141, 0.5), A(141, 141, 141, 0.4), A(141, 141, 141, 0.4),
        "Pressed state on the background")
    row("background-hover", A(141, 141, 141, 0.12), A(141, 141, 141, 0.12), A(141, 141, 141, 0.16), A(141, 141, 141, 0.16))
    row("background-selected", A(141, 141, 141, 0.2), A(141, 141, 141, 0.2), A(141, 141, 141, 0.24), A(141, 141, 141, 0.24))
    row("background-selected-hover", A(141, 141, 141, 0.32), A(141, 141, 141, 0.32), A(141, 141, 141, 0.32), A(141, 141, 141, 0.32))
    light_dark("background-inverse", "gray-80", "gray-10", "gray-10")
    light_dark("background-inverse-hover", "gray-80-hover", "gray-10-hover", "gray-10-hover")
    light_dark("background-brand", "blue-60", "blue-60", "blue-60")
    layers = {"01": ("gray-10", "white", "gray-80", "gray-90"), "02": ("white", "gray-10", "gray-70", "gray-80"),
              "03": ("gray-10", "white", "gray-60", "gray-70")}
    hover = lambda n: n + "-hover" if n not in ("white",) else "white-hover"
    for i, (w, g10, g90, g100) in layers.items():
        row("layer-" + i, w, g10, g90, g100, "Containers on the background" if i == "01" else None)
        row("layer-hover-" + i, hover(w), hover(g10), hover(g90), hover(g100))
    row("layer-background-01", "white", "gray-10", "gray-90", "gray-100")
    row("layer-background-02", *layers["01"])
    row("layer-background-03", *layers["02"])
    for i, (g90, g100) in {"01": ("gray-60", "gray-70"), "02": ("gray-50", "gray-60"), "03": ("gray-40", "gray-50")}.items():
        light_dark("layer-active-" + i, "gray-30", g90, g100)
    for i, (g90, g100) in {"01": ("gray-70", "gray-80"), "02": ("gray-60", "gray-70"), "03": ("gray-50", "gray-60")}.items():
        light_dark("layer-selected-" + i, "gray-20", g90, g100)
        light_dark("layer-selected-hover-" + i, "gray-20-hover", g90 + "-hover", g100 + "-hover")
        light_dark("layer-accent-" + i, "gray-20", g90, g100)
        light_dark("layer-accent-hover-" + i, "gray-20-hover", g90 + "-hover", g100 + "-hover")
        light_dark("layer-accent-active-" + i, "gray-40", "gray-50", "gray-60")
    light_dark("layer-selected-inverse", "gray-100", "gray-10", "gray-10")
    light_dark("layer-selected-disabled", "gray-50", "gray-40", "gray-40")
    for i, (w, g10, g90, g100) in layers.items():
        row("field-" + i, w, g10, g90, g100, "Input fields on layer-01" if i == "01" else None)
        row("field-hover-" + i, hover(w), hover(g10), hover(g90), hover(g100))
    row("border-subtle-00", "gray-20", "gray-20", "gray-70", "gray-80")
    row("border-subtle-01", "gray-30", "gray-20", "gray-70", "gray-80", "Dividers on layer-01")
    row("border-subtle-02", "gray-20", "gray-30", "gray-60", "gray-70")
    row("border-subtle-03", "gray-30", "gray-20", "gray-50", "gray-60")
    for i, (g90, g100) in {"01": ("gray-60", "gray-70"), "02": ("gray-50", "gray-60"), "03": ("gray-50", "gray-60")}.items():
        light_dark("border-subtle-selected-" + i, "gray-30", g90, g100)
    for i, (g90, g100) in {"01": ("gray-50", "gray-60"), "02": ("gray-40", "gray-50"), "03": ("gray-30", "gray-40")}.items():
        light_dark("border-strong-" + i, "gray-50", g90, g100)
        light_dark("border-tile-" + i, "gray-30" if i == "01" else "gray-40", g90, g100)
    light_dark("border-inverse", "gray-100", "gray-10", "gray-10")
    light_dark("border-interactive", "blue-60", "blue-50", "blue-50")
    light_dark("border-disabled", "gray-30", "gray-70", "gray-80")
    light_dark("text-primary", "gray-100", "gray-10", "gray-10", "Primary text and headings")
    light_dark("text-secondary", "gray-70", "gray-30", "gray-30", "Secondary text, labels")
    light_dark("text-placeholder", A(22, 22, 22, 0.4), A(244, 244, 244, 0.4), A(244, 244, 244, 0.4))
    light_dark("text-helper", "gray-60", "gray-30", "gray-40")
    light_dark("text-error", "red-60", "red-30", "red-40")
    light_dark("text-inverse", "white", "gray-100", "gray-100")
    light_dark("text-on-color", "white", "white", "white", "Text on interactive colours")
    light_dark("text-on-color-disabled", "gray-50", "gray-40", "gray-50")
    light_dark("text-disabled", A(22, 22, 22, 0.25), A(244, 244, 244, 0.25), A(244, 244, 244, 0.25))
    light_dark("link-primary", "blue-60", "blue-40", "blue-40", "Primary links")
    light_dark("link-primary-hover", "blue-70", "blue-30", "blue-30")
    light_dark("link-secondary", "blue-70", "blue-30", "blue-30")
    light_dark("link-inverse", "blue-40", "blue-60", "blue-60")
    light_dark("link-visited", "purple-60", "purple-40", "purple-40")
    light_dark("link-inverse-visited", "purple-40", "purple-60", "purple-60")
    light_dark("link-inverse-active", "gray-10", "gray-100", "gray-100")
    light_dark("link-inverse-hover", "blue-30", "blue-70", "blue-70")
    light_dark("icon-primary", "gray-100", "gray-10", "gray-10")
    light_dark("icon-secondary", "gray-70", "gray-30", "gray-30")
    light_dark("icon-inverse", "white", "gray-100", "gray-100")
    light_dark("icon-on-color", "white", "white", "white")
    light_dark("icon-on-color-disabled", "gray-50", "gray-40", "gray-50")
    light_dark("icon-disabled", A(22, 22, 22, 0.25), A(244, 244, 244, 0.25), A(244, 244, 244, 0.25))
    light_dark("icon-interactive", "blue-60", "white", "white")
    light_dark("support-error", "red-60", "red-40", "red-50", "Error states")
    light_dark("support-success", "green-50", "green-40", "green-40", "Success states")
    light_dark("support-warning", "yellow-30", "yellow-30", "yellow-30")
    light_dark("support-info", "blue-70", "blue-50", "blue-50")
    light_dark("support-error-inverse", "red-50", "red-60", "red-60")
    light_dark("support-success-inverse", "green-40", "green-50", "green-50")
    light_dark("support-warning-inverse", "yellow-30", "yellow-30", "yellow-30")
    light_dark("support-info-inverse", "blue-50", "blue-70", "blue-70")
    light_dark("support-caution-major", "orange-40", "orange-40", "orange-40")
    light_dark("support-caution-minor", "yellow-30", "yellow-30", "yellow-30")
    light_dark("support-caution-undefined", "purple-60", "purple-50", "purple-50")
    light_dark("focus", "blue-60", "white", "white", "Focus ring")
    light_dark("focus-inset", "white", "gray-100", "gray-100")
    light_dark("focus-inverse", "white", "blue-60", "blue-60")
    light_dark("interactive", "blue-60", "blue-50", "blue-50")
    light_dark("highlight", "blue-20", "blue-80", "blue-90")
    light_dark("overlay", A(22, 22, 22, 0.5), A(0, 0, 0, 0.65), A(0, 0, 0, 0.65), "Behind modals")
    light_dark("toggle-off", "gray-50", "gray-50", "gray-60", "Track of a toggle that is off")
    light_dark("shadow", A(0, 0, 0, 0.3), A(0, 0, 0, 0.8), A(0, 0, 0, 0.8))
    row("skeleton-background", "gray-10-hover", "gray-10-hover", "gray-80-hover", "gray-90-hover")
    light_dark("skeleton-element", "gray-30", "gray-70", "gray-80")
    light_dark("button-primary", "blue-60", "blue-60", "blue-60", "Primary button fill")
    light_dark("button-primary-hover", "blue-60-hover", "blue-60-hover", "blue-60-hover")
    light_dark("button-primary-active", "blue-80", "blue-80", "blue-80")
    light_dark("button-secondary", "gray-80", "gray-60", "gray-60")
    light_dark("button-secondary-hover", "gray-80-hover", "gray-60-hover", "gray-60-hover")
    light_dark("button-secondary-active", "gray-60", "gray-80", "gray-80")
    light_dark("button-tertiary", "blue-60", "white", "white")
    light_dark("button-tertiary-hover", "blue-60-hover", "gray-10", "gray-10")
    light_dark("button-tertiary-active", "blue-80", "gray-30", "gray-30")
    light_dark("button-danger-primary", "red-60", "red-60", "red-60", "Danger button fill")
    light_dark("button-danger-secondary", "red-60", "red-40", "red-40")
    light_dark("button-danger-hover", "red-60-hover", "red-60-hover", "red-60-hover")
    light_dark("button-danger-active", "red-80", "red-80", "red-80")
    light_dark("button-separator", "gray-20", "gray-100", "gray-100")
    light_dark("button-disabled", "gray-30", "gray-70", "gray-70")
    for family in ["red", "magenta", "purple", "blue", "cyan", "teal", "green", "gray", "cool-gray", "warm-gray"]:
        light_dark("tag-background-" + family, family + "-20", family + "-80", family + "-80")
        light_dark("tag-color-" + family, family + "-70", family + "-30", family + "-30")
        light_dark("tag-hover-" + family, family + "-20-hover", family + "-80-hover", family + "-80-hover")
        light_dark("tag-border-" + family, family + "-40", family + "-50", family + "-50")
    for kind, family in [("error", "red"), ("success", "green"), ("info", "blue"), ("warning", "yellow")]:
        light_dark("notification-background-" + kind, family + "-10", "gray-80", "gray-90")
    light_dark("notification-action-hover", "white-hover", "gray-80-hover", "gray-90-hover")
    light_dark("notification-action-tertiary-inverse", "white", "blue-60", "blue-60")
    light_dark("ai-aura-start", A(69, 137, 255, 0.1), A(69, 137, 255, 0.1), A(69, 137, 255, 0.1), "Start of the AI aura gradient")
    light_dark("ai-aura-end", A(255, 255, 255, 0), A(0, 0, 0, 0), A(0, 0, 0, 0))
    light_dark("ai-aura-hover-start", A(69, 137, 255, 0.32), A(69, 137, 255, 0.4), A(69, 137, 255, 0.4))
    light_dark("ai-aura-hover-end", A(255, 255, 255, 0), A(0, 0, 0, 0), A(0, 0, 0, 0))
    light_dark("ai-aura-hover-background", "layer-hover", "layer-hover", "layer-hover")
    light_dark("ai-border-start", "blue-30", "blue-40", "blue-40")
    light_dark("ai-border-end", "blue-50", "blue-60", "blue-60")
    light_dark("ai-border-strong", "blue-50", "blue-40", "blue-40")
    light_dark("ai-drop-shadow", A(15, 98, 254, 0.32), A(0, 0, 0, 0.28), A(0, 0, 0, 0.28))
    light_dark("ai-inner-shadow", A(69, 137, 255, 0.2), A(69, 137, 255, 0.2), A(69, 137, 255, 0.2))
    light_dark("ai-popover-background", "white", "gray-100", "gray-100")
    light_dark("ai-skeleton-background", "blue-20", "blue-80", "blue-80")
    light_dark("ai-skeleton-element", "blue-30", "blue-70", "blue-70")
    light_dark("chat-prompt-background", "white", "gray-100", "gray-100")
    light_dark("chat-prompt-border-start", "gray-10", "gray-90", "gray-90")
    light_dark("chat-prompt-border-end", A(244, 244, 244, 0), A(38, 38, 38, 0), A(38, 38, 38, 0))
    light_dark("chat-bubble-user", "gray-20", "gray-80", "gray-80")
    light_dark("chat-bubble-agent", "white", "gray-90", "gray-90")
    light_dark("chat-bubble-border", "gray-20", "gray-70", "gray-70")
    light_dark("chat-avatar-bot", "gray-60", "gray-50", "gray-50")
    light_dark("chat-avatar-agent", "gray-80", "gray-30", "gray-30")
    light_dark("chat-avatar-user", "blue-60", "blue-50", "blue-50")
    light_dark("chat-shell-background", "white", "gray-90", "gray-90")
    light_dark("chat-header-background", "white", "gray-90", "gray-90")
    light_dark("chat-button", "blue-60", "blue-40", "blue-40")
    light_dark("chat-button-hover", A(141, 141, 141, 0.12), A(141, 141, 141, 0.16), A(141, 141, 141, 0.16))
    light_dark("chat-button-text-hover", "blue-70", "blue-30", "blue-30")
    light_dark("chat-button-active", A(141, 141, 141, 0.5), A(141, 141, 141, 0.4), A(141, 141, 141, 0.4))
    light_dark("chat-button-selected", A(141, 141, 141, 0.2), A(141, 141, 141, 0.24), A(141, 141, 141, 0.24))
    light_dark("chat-button-text-selected", "gray-70", "gray-30", "gray-30")
    for kind, (light, dark) in {"red": ("red-60", "red-50"), "orange": ("orange-40", "orange-40"),
                                "yellow": ("yellow-30", "yellow-30"), "purple": ("purple-60", "purple-50"),
                                "green": ("green-50", "green-40"), "blue": ("blue-70", "blue-50"), "gray": ("gray-60", "gray-50")}.items():
        light_dark("status-" + kind, light, dark, dark)
    light_dark("status-orange-outline", "orange-60", "orange-40", "orange-40")
    light_dark("status-yellow-outline", "yellow-60", "yellow-30", "yellow-30")
    light_dark("status-gray-outline", "gray-50", "gray-40", "gray-40")
    syntax = [("comment", "green", 60, 30), ("keyword", "blue", 60, 40), ("string", "red", 70, 30),
              ("number", "teal", 60, 30), ("variable", "cyan", 70, 30), ("function", "purple", 60, 30),
              ("class-name", "teal", 70, 30), ("type-name", "teal", 60, 40), ("tag", "blue", 70, 40),
              ("attribute", "cyan", 60, 40), ("operator", "gray", 100, 10), ("punctuation", "gray", 80, 20),
              ("regexp", "magenta", 60, 40), ("escape", "orange", 60, 40), ("constant", "blue", 70, 30),
              ("builtin", "purple", 70, 40), ("namespace", "cool-gray", 70, 30), ("property", "cyan", 70, 30),
              ("heading", "blue", 80, 30), ("link", "blue", 60, 40), ("emphasis", "gray", 100, 10),
              ("strong", "gray", 100, 10), ("invalid", "red", 60, 40), ("deleted", "red", 70, 30),
              ("inserted", "green", 60, 30), ("changed", "orange", 60, 40), ("meta", "warm-gray", 60, 40),
              ("label", "purple", 60, 40), ("module-keyword", "blue", 70, 40), ("definition-keyword", "blue", 60, 40),
              ("control-keyword", "magenta", 70, 30), ("operator-keyword", "blue", 60, 40), ("bool", "teal", 70, 30),
              ("null", "teal", 70, 30), ("atom", "purple", 70, 30), ("unit", "teal", 60, 40),
              ("modifier", "blue", 70, 40), ("annotation", "warm-gray", 70, 30), ("self", "purple", 60, 40),
              ("document-meta", "gray", 60, 40)]
    for name, family, light, dark in syntax:
        light_dark("syntax-" + name, "%s-%d" % (family, light), "%s-%d" % (family, dark), "%s-%d" % (family, dark))
    return rows


def carbon(rng):
    s = System("carbon-like", "Carbon-like design system",
               "Modelled on IBM Carbon: a flat kebab-case palette, four themes (White, Gray 10, Gray 90, Gray 100) "
               "that each set every semantic colour, spacing and layout scales, productive and expressive type "
               "tokens as typography composites, and motion.", (600, 1000))
    palette = {}
    for family, steps in CARBON_PALETTE.items():
        for i, h in enumerate(steps.split()):
            step = (i + 1) * 10
            ext = {"com.ibm.carbon": {"family": family, "grade": step}}
            desc = "IBM Blue, the brand colour" if family == "blue" and step == 60 else None
            palette["%s-%d" % (family, step)] = tok("color", color(h), desc, ext)
            palette["%s-%d-hover" % (family, step)] = tok("color", color(carbon_hover(h, step)))
    palette["white"] = tok("color", color("#ffffff"), extensions={"com.ibm.carbon": {"family": "white", "grade": 0}})
    palette["white-hover"] = tok("color", color("#e8e8e8"))
    palette["black"] = tok("color", color("#000000"), extensions={"com.ibm.carbon": {"family": "black", "grade": 100}})
    palette["black-hover"] = tok("color", color("#212121"))
    s.add("tokens/colors.json", palette)

    rows = carbon_semantic()
    names = [r[0] for r in rows]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    for t, theme in enumerate(CARBON_THEMES):
        doc = {}
        for name, w, g10, g90, g100, desc in rows:
            v = (w, g10, g90, g100)[t]
            if isinstance(v, tuple):
                value = rgba(*v[1:])
            elif v == "layer-hover":
                value = alias("layer-hover-01")
            else:
                assert v in palette, (theme, name, v)
                value = alias(v)
            ext = {"com.ibm.carbon": {"theme": theme, "type": "semantic"}} if name in ("background", "layer-01", "text-primary") else None
            doc[name] = tok("color", value, desc, ext)
        doc["ai-aura-gradient"] = tok("gradient", [{"color": alias("ai-aura-start"), "position": 0},
                                                   {"color": alias("ai-aura-end"), "position": 0.5}],
                                      "The AI aura behind AI-generated content")
        doc["ai-border-gradient"] = tok("gradient", [{"color": alias("ai-border-start"), "position": 0},
                                                     {"color": alias("ai-border-end"), "position": 1}],
                                        "Border of AI surfaces")
        s.add("tokens/themes/%s.json" % theme, doc)

    spacing = {}
    for i, v in enumerate([2, 4, 8, 12, 16, 24, 32, 40, 48, 64, 80, 96, 160]):
        spacing["spacing-%02d" % (i + 1)] = tok("dimension", px(v), "Base spacing step" if i == 4 else None)
    for i, v in enumerate([16, 24, 32, 48, 64, 96, 160]):
        same = {0: "spacing-05", 1: "spacing-06"}.get(i)
        spacing["layout-%02d" % (i + 1)] = tok("dimension", px(v), deprecated="Use %s instead" % same if same else None)
    s.add("tokens/spacing.json", spacing)
    layout = {}
    for i, v in enumerate([24, 32, 40, 48, 64]):
        layout["container-%02d" % (i + 1)] = tok("dimension", px(v))
    for i, v in enumerate([16, 20]):
        layout["icon-size-%02d" % (i + 1)] = tok("dimension", px(v))
    for k, v in [("xsmall", 24), ("small", 32), ("medium", 40), ("large", 48), ("xlarge", 64), ("2xlarge", 80)]:
        layout["size-" + k] = tok("dimension", px(v), "Height of small controls" if k == "small" else None,
                                  {"com.figma.scopes": ["WIDTH_HEIGHT"]})
    layout["breakpoint"] = group("dimension", "Grid breakpoints",
                                 **{k: tok(None, px(v)) for k, v in [("sm", 320), ("md", 672), ("lg", 1056), ("xlg", 1312), ("max", 1584)]})
    s.add("tokens/layout.json", layout)

    scale = [12, 14, 16, 18, 20, 24, 28, 32, 36, 42, 48, 54, 60, 68, 76, 84, 92, 102, 112, 122, 132, 144, 156]
    type_doc = {
        "font-family": group("fontFamily", "IBM Plex, with system fallbacks",
                             sans=tok(None, ["IBM Plex Sans", "system-ui", "-apple-system", "BlinkMacSystemFont",
                                             ".SFNSText-Regular", "sans-serif"]),
                             **{"sans-condensed": tok(None, ["IBM Plex Sans Condensed", "Helvetica Neue", "Arial", "sans-serif"]),
                                "sans-arabic": tok(None, ["IBM Plex Sans Arabic", "Helvetica Neue", "Arial", "sans-serif"]),
                                "serif": tok(None, ["IBM Plex Serif", "Georgia", "Times", "serif"]),
                                "mono": tok(None, ["IBM Plex Mono", "Menlo", "DejaVu Sans Mono", "Bitstream Vera Sans Mono",
                                                   "Courier", "monospace"])}),
        "font-weight": group("fontWeight", None, None, light=tok(None, 300), regular=tok(None, 400), semibold=tok(None, 600)),
        "type-scale": group("dimension", "The type scale, in px", **{"%02d" % (i + 1): tok(None, px(v)) for i, v in enumerate(scale)}),
    }
    W = {300: "light", 400: "regular", 600: "semibold"}

    def type_token(size, weight, lh, ls, family="sans", literal_size=False, desc=None, deprecated=None, set_name="productive"):
        value = {"fontFamily": alias("font-family." + family),
                 "fontSize": px(size) if literal_size else alias("type-scale.%02d" % (scale.index(size) + 1)),
                 "fontWeight": alias("font-weight." + W[weight]), "letterSpacing": px(ls), "lineHeight": lh}
        return tok("typography", value, desc, {"com.ibm.carbon": {"set": set_name}}, deprecated)

    styles = [
        ("caption-01", 12, 400, 1.33333, 0.32), ("caption-02", 14, 400, 1.28572, 0.32),
        ("label-01", 12, 400, 1.33333, 0.32), ("label-02", 14, 400, 1.28572, 0.16),
        ("helper-text-01", 12, 400, 1.33333, 0.32), ("helper-text-02", 14, 400, 1.28572, 0.16),
        ("body-compact-01", 14, 400, 1.28572, 0.16), ("body-compact-02", 16, 400, 1.375, 0),
        ("body-01", 14, 400, 1.42857, 0.16), ("body-02", 16, 400, 1.5, 0),
        ("heading-compact-01", 14, 600, 1.28572, 0.16), ("heading-compact-02", 16, 600, 1.375, 0),
        ("heading-01", 14, 600, 1.42857, 0.16), ("heading-02", 16, 600, 1.5, 0), ("heading-03", 20, 400, 1.4, 0),
        ("heading-04", 28, 400, 1.28572, 0), ("heading-05", 32, 400, 1.25, 0), ("heading-06", 42, 300, 1.199, 0),
        ("heading-07", 54, 300, 1.199, 0),
    ]
    for name, size, weight, lh, ls in styles:
        desc = {"body-01": "Body text in longer passages", "body-compact-01": "Body text in compact UI: buttons, menus",
                "heading-05": "Page titles"}.get(name)
        type_doc[name] = type_token(size, weight, lh, ls, desc=desc)
    type_doc["code-01"] = type_token(12, 400, 1.33333, 0.32, "mono", literal_size=True)
    type_doc["code-02"] = type_token(14, 400, 1.42857, 0.32, "mono", literal_size=True)
    type_doc["legal-01"] = type_token(12, 400, 1.33333, 0.32, literal_size=True)
    type_doc["legal-02"] = type_token(14, 400, 1.28572, 0.16, literal_size=True)
    for old, new in [("body-short-01", "body-compact-01"), ("body-short-02", "body-compact-02"),
                     ("body-long-01", "body-01"), ("body-long-02", "body-02")]:
        type_doc[old] = tok("typography", alias(new), deprecated="Use %s instead" % new)
    for i, target in enumerate(["heading-compact-01", "heading-compact-02", "heading-03", "heading-04", "heading-05",
                                "heading-06", "heading-07"]):
        type_doc["productive-heading-%02d" % (i + 1)] = tok("typography", alias(target))
    expressive = [(14, 600, 1.42857, 0.16), (16, 600, 1.5, 0), (20, 400, 1.4, 0), (28, 400, 1.28572, 0),
                  (32, 400, 1.25, 0), (32, 600, 1.25, 0)]
    for i, (size, weight, lh, ls) in enumerate(expressive):
        type_doc["expressive-heading-%02d" % (i + 1)] = type_token(size, weight, lh, ls, set_name="expressive")
    type_doc["expressive-paragraph-01"] = type_token(24, 300, 1.334, 0, set_name="expressive")
    type_doc["quotation-01"] = type_token(20, 400, 1.3, 0, "serif", set_name="expressive")
    type_doc["quotation-02"] = type_token(32, 300, 1.25, 0, "serif", set_name="expressive")
    for i, (weight, ls) in enumerate([(300, 0), (600, 0), (300, -0.64), (300, -0.64)]):
        type_doc["display-%02d" % (i + 1)] = type_token(42, weight, 1.19, ls, set_name="expressive")
    s.add("tokens/type.json", type_doc)

    motion = {}
    for name, v in [("fast-01", 70), ("fast-02", 110), ("moderate-01", 150), ("moderate-02", 240), ("slow-01", 400), ("slow-02", 700)]:
        motion["duration-" + name] = tok("duration", ms(v), "Micro-interactions such as a toggle" if name == "fast-01" else None)
    motion["easing"] = group("cubicBezier", "Carbon's motion curves: productive for UI, expressive for moments",
                             standard={"productive": tok(None, [0.2, 0, 0.38, 0.9]), "expressive": tok(None, [0.4, 0.14, 0.3, 1])},
                             entrance={"productive": tok(None, [0, 0, 0.38, 0.9]), "expressive": tok(None, [0, 0, 0.3, 1])},
                             exit={"productive": tok(None, [0.2, 0, 1, 0.9]), "expressive": tok(None, [0.4, 0.14, 1, 1])})
    motion["transition"] = group("transition", None, None, **{
        name: tok(None, {"duration": alias("duration-" + d), "delay": ms(0), "timingFunction": alias("easing." + e)})
        for name, d, e in [("productive-fast", "fast-01", "standard.productive"),
                           ("productive-moderate", "moderate-01", "standard.productive"),
                           ("expressive-slow", "slow-01", "standard.expressive"),
                           ("entrance-expressive", "moderate-02", "entrance.expressive"),
                           ("exit-productive", "fast-02", "exit.productive")]})
    motion["transition"]["productive-fast"]["$description"] = "Toggles, checkboxes and other small state changes"
    s.add("tokens/motion.json", motion)
    s.add("tokens/shadow.json", {
        "drop-shadow-01": tok("shadow", {"color": alias("shadow"), "offsetX": px(0), "offsetY": px(2), "blur": px(6), "spread": px(0)},
                              "Raised tiles and buttons"),
        "drop-shadow-02": tok("shadow", {"color": alias("shadow"), "offsetX": px(0), "offsetY": px(4), "blur": px(8), "spread": px(0)}),
        "drop-shadow-03": tok("shadow", [{"color": alias("shadow"), "offsetX": px(0), "offsetY": px(12), "blur": px(24), "spread": px(0)},
                                         {"color": alias("shadow"), "offsetX": px(0), "offsetY": px(2), "blur": px(6), "spread": px(0)}],
                              "Menus and popovers"),
    })

    s.resolver_path = "carbon.resolver.json"
    s.resolver = {
        "$schema": SCHEMA,
        "version": "2025.10",
        "name": "Carbon (modelled)",
        "description": "IBM Carbon's palette, type, spacing and motion, and its four themes",
        "sets": {
            "core": {"description": "Palette, spacing, layout, type, motion and shadows",
                     "sources": [s.ref("tokens/colors.json"), s.ref("tokens/spacing.json"), s.ref("tokens/layout.json"),
                                 s.ref("tokens/type.json"), s.ref("tokens/motion.json"), s.ref("tokens/shadow.json")]},
        },
        "modifiers": {
            "theme": {"description": "Carbon's four themes: White and Gray 10 are light, Gray 90 and Gray 100 dark",
                      "contexts": {t: [s.ref("tokens/themes/%s.json" % t)] for t in CARBON_THEMES},
                      "default": "white",
                      "$extensions": {"com.ibm.carbon": {"appearance": {"white": "light", "g10": "light", "g90": "dark", "g100": "dark"}}}},
        },
        "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}],
    }
    s.appearance = {"theme=white": "light", "theme=g10": "light", "theme=g90": "dark", "theme=g100": "dark"}
    s.pairs = [("text-on-color", "button-primary", 4.5), ("text-on-color", "button-danger-primary", 4.5),
               ("text-primary", "background", 7), ("text-primary", "layer-01", 7), ("text-primary", "layer-02", 7),
               ("text-secondary", "background", 4.5), ("text-secondary", "layer-01", 4.5), ("link-primary", "background", 4.5)]
    s.backgrounds = ["background", "layer-01", "field-01"]
    s.roles = {
        "color.label": "text-primary", "color.secondary-label": "text-secondary", "color.accent": "link-primary",
        "color.accent-fill": "button-primary", "color.destructive-fill": "button-danger-primary",
        "color.on-accent": "text-on-color", "color.pressed-overlay": "background-active",
        "color.cell-background": "layer-01", "color.grouped-background": "background",
        "color.separator": "border-subtle-01", "color.fill": "toggle-off", "color.toggle-on": "support-success",
        "color.icon.airplane": "orange-40", "color.icon.wifi": "blue-60", "color.icon.bluetooth": "blue-70",
        "color.icon.mobile-data": "green-50", "color.icon.hotspot": "green-60", "color.icon.vpn": "purple-60",
        "color.icon.notifications": "red-60", "color.icon.sounds": "magenta-60", "color.icon.focus": "purple-70",
        "color.icon.screen-time": "purple-60", "color.icon.general": "gray-50",
        "typography.large-title": "heading-05", "typography.title2": "heading-03", "typography.headline": "heading-02",
        "typography.body": "body-01", "typography.caption1": "caption-01", "typography.button": "body-compact-01",
        "font.weight.semibold": "font-weight.semibold", "font.weight.bold": None,
        "spacing.xs": "spacing-02", "spacing.s": "spacing-03", "spacing.m": "spacing-05", "spacing.l": "spacing-06",
        "radius.button": None, "radius.icon-tile": None, "radius.group": None,
        "size.avatar": "size-xlarge", "size.icon-frame": "size-small", "size.row-min-height": "size-large",
        "size.toggle-width": "size-large", "size.toggle-height": "size-xsmall", "size.toggle-inset": "spacing-01",
        "size.hairline": None, "opacity.disabled": None, "shadow.button": "drop-shadow-01",
        "gradient.avatar": "ai-border-gradient", "transition.toggle": "transition.productive-fast",
    }
    return s


# ---------------------------------------------------------------------------
# material-like: Material Design 3 (the baseline scheme, source colour #6750A4).

M3_TONES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 100]
M3_NEUTRAL_TONES = [0, 4, 6, 10, 12, 17, 20, 22, 24, 30, 40, 50, 60, 70, 80, 87, 90, 92, 94, 95, 96, 98, 99, 100]
M3_PALETTES = {
    "primary": "#000000 #21005d #381e72 #4f378b #6750a4 #7f67be #9a82db #b69df8 #d0bcff #eaddff #f6edff #fffbfe #ffffff",
    "secondary": "#000000 #1d192b #332d41 #4a4458 #625b71 #7a7289 #958da5 #b0a7c0 #ccc2dc #e8def8 #f6edff #fffbfe #ffffff",
    "tertiary": "#000000 #31111d #492532 #633b48 #7d5260 #986977 #b58392 #d29dac #efb8c8 #ffd8e4 #ffecf1 #fffbfa #ffffff",
    "error": "#000000 #410e0b #601410 #8c1d18 #b3261e #dc362e #e46962 #ec928e #f2b8b5 #f9dedc #fceeee #fffbf9 #ffffff",
    "neutral": "#000000 #0f0d13 #141218 #1d1b20 #211f26 #2b2930 #322f35 #36343b #3b383e #48464c #605d64 #79767d "
               "#938f96 #aea9b1 #cac5cd #ded8e1 #e6e0e9 #ece6f0 #f3edf7 #f5eff7 #f7f2fa #fef7ff #fffbff #ffffff",
    "neutral-variant": "#000000 #1d1a22 #322f37 #49454f #605d66 #79747e #938f99 #aea9b4 #cac4d0 #e7e0ec #f5eefa #fffbfe #ffffff",
}
# Custom colours added in Material Theme Builder (harmonized toward the source colour).
M3_CUSTOM = {"blue": "#0061a4", "green": "#2e6c00", "orange": "#9a4600"}

M3_SCHEME = [  # role, light (palette, tone), dark (palette, tone)
    ("primary", ("primary", 40), ("primary", 80)), ("on-primary", ("primary", 100), ("primary", 20)),
    ("primary-container", ("primary", 90), ("primary", 30)), ("on-primary-container", ("primary", 10), ("primary", 90)),
    ("secondary", ("secondary", 40), ("secondary", 80)), ("on-secondary", ("secondary", 100), ("secondary", 20)),
    ("secondary-container", ("secondary", 90), ("secondary", 30)), ("on-secondary-container", ("secondary", 10), ("secondary", 90)),
    ("tertiary", ("tertiary", 40), ("tertiary", 80)), ("on-tertiary", ("tertiary", 100), ("tertiary", 20)),
    ("tertiary-container", ("tertiary", 90), ("tertiary", 30)), ("on-tertiary-container", ("tertiary", 10), ("tertiary", 90)),
    ("error", ("error", 40), ("error", 80)), ("on-error", ("error", 100), ("error", 20)),
    ("error-container", ("error", 90), ("error", 30)), ("on-error-container", ("error", 10), ("error", 90)),
    ("background", ("neutral", 98), ("neutral", 6)), ("on-background", ("neutral", 10), ("neutral", 90)),
    ("surface", ("neutral", 98), ("neutral", 6)), ("on-surface", ("neutral", 10), ("neutral", 90)),
    ("surface-variant", ("neutral-variant", 90), ("neutral-variant", 30)),
    ("on-surface-variant", ("neutral-variant", 30), ("neutral-variant", 80)),
    ("surface-container-lowest", ("neutral", 100), ("neutral", 4)), ("surface-container-low", ("neutral", 96), ("neutral", 10)),
    ("surface-container", ("neutral", 94), ("neutral", 12)), ("surface-container-high", ("neutral", 92), ("neutral", 17)),
    ("surface-container-highest", ("neutral", 90), ("neutral", 22)), ("surface-dim", ("neutral", 87), ("neutral", 6)),
    ("surface-bright", ("neutral", 98), ("neutral", 24)), ("surface-tint", ("primary", 40), ("primary", 80)),
    ("outline", ("neutral-variant", 50), ("neutral-variant", 60)),
    ("outline-variant", ("neutral-variant", 80), ("neutral-variant", 30)),
    ("inverse-surface", ("neutral", 20), ("neutral", 90)), ("inverse-on-surface", ("neutral", 95), ("neutral", 20)),
    ("inverse-primary", ("primary", 80), ("primary", 40)),
    ("scrim", None, None), ("shadow", ("neutral", 0), ("neutral", 0)),
]
M3_FIXED = ["primary", "secondary", "tertiary"]
M3_DESCRIPTIONS = {
    "primary": "High-emphasis fills, text and icons against the surface",
    "on-primary": "Text and icons on primary",
    "surface": "Default background of screens and large areas",
    "on-surface": "Text and icons on any surface",
    "on-surface-variant": "Lower-emphasis text and icons",
    "outline-variant": "Decorative dividers",
    "scrim": "Dims the content behind modal surfaces (black at 32%)",
}
M3_DEPRECATED = {"background": "Use sys.color.surface instead", "on-background": "Use sys.color.on-surface instead",
                 "surface-variant": "Use sys.color.surface-container-highest instead"}


def material_scheme(mode):
    dark = mode == "dark"
    c = group("color", "Colour roles of the %s scheme" % mode,
              {"com.material.theme-builder": {"scheme": mode, "source": "#6750a4"}})
    for role, light, dk in M3_SCHEME:
        spec = dk if dark else light
        if role == "scrim":
            value = rgba(0, 0, 0, 0.32)
        else:
            value = alias("ref.palette.%s%d" % spec)
        ext = {"com.figma.scopes": ["ALL_FILLS"]} if role in ("primary", "surface", "on-surface") else None
        c[role] = tok(None, value, M3_DESCRIPTIONS.get(role), ext, M3_DEPRECATED.get(role))
    for p in M3_FIXED:
        c[p + "-fixed"] = tok(None, alias("ref.palette.%s90" % p))
        c[p + "-fixed-dim"] = tok(None, alias("ref.palette.%s80" % p))
        c["on-%s-fixed" % p] = tok(None, alias("ref.palette.%s10" % p))
        c["on-%s-fixed-variant" % p] = tok(None, alias("ref.palette.%s30" % p))
    custom = group(description="Custom colours from Material Theme Builder")
    for name in sorted(M3_CUSTOM):
        tones = (80, 20, 30, 90) if dark else (40, 100, 90, 10)
        custom[name] = tok(None, alias("ref.palette.%s%d" % (name, tones[0])))
        custom["on-" + name] = tok(None, alias("ref.palette.%s%d" % (name, tones[1])))
        custom[name + "-container"] = tok(None, alias("ref.palette.%s%d" % (name, tones[2])))
        custom["on-%s-container" % name] = tok(None, alias("ref.palette.%s%d" % (name, tones[3])))
    c["custom"] = custom
    return {"sys": {"color": c}}


def material_comp():
    """Component tokens (md.comp.*), as aliases of sys tokens and a few literal sizes."""
    C = lambda role: tok("color", alias("sys.color." + role))
    D = lambda n: tok("dimension", px(n))
    S = lambda corner: tok("dimension", alias("sys.shape.corner." + corner))
    E = lambda level: tok("shadow", alias("sys.elevation.level%d" % level))
    T = lambda style: tok("typography", alias("sys.typescale." + style))
    O = lambda state: tok("number", alias("sys.state.%s" % state))

    def states(color_role, extra=None):
        out = {}
        for state in ["hover", "focus", "pressed"]:
            out[state] = {"state-layer": {"color": C(color_role), "opacity": O(state + ".state-layer-opacity")}}
        if extra:
            for state, members in extra.items():
                out[state].update(members)
        return out

    def button(container, label, elevation, hover_elevation, outline=False):
        b = {"container": {"height": D(40), "shape": S("full")},
             "label-text": {"color": C(label), "type": T("label-large")},
             "icon": {"size": D(18), "color": C(label)},
             "leading-space": D(24), "trailing-space": D(24),
             "with-leading-icon": {"leading-space": D(16), "trailing-space": D(24)}}
        if container:
            b["container"]["color"] = C(container)
        if elevation is not None:
            b["container"]["elevation"] = E(elevation)
        if outline:
            b["outline"] = {"color": C("outline-variant"), "width": D(1)}
        b.update(states(label, {"hover": {"container": {"elevation": E(hover_elevation)}}} if elevation is not None else None))
        b["disabled"] = {"label-text": {"color": C("on-surface"), "opacity": O("disabled.content-opacity")}}
        if container:
            b["disabled"]["container"] = {"color": C("on-surface"), "opacity": O("disabled.container-opacity")}
        return b

    comp = {
        "filled-button": button("primary", "on-primary", 0, 1),
        "filled-tonal-button": button("secondary-container", "on-secondary-container", 0, 1),
        "elevated-button": button("surface-container-low", "primary", 1, 2),
        "outlined-button": button(None, "primary", None, None, outline=True),
        "text-button": button(None, "primary", None, None),
    }
    comp["filled-button"]["container"]["color"]["$description"] = "The primary call to action"
    comp["text-button"]["leading-space"] = D(12)
    comp["text-button"]["trailing-space"] = D(12)
    comp["switch"] = {
        "track": {"width": D(52), "height": D(32), "shape": S("full"),
                  "outline": {"width": tok("dimension", px(2), "Outline of the unselected track; the handle sits inside it")}},
        "handle": {"shape": S("full")},
        "state-layer": {"size": D(40), "shape": S("full")},
        "selected": {"track": {"color": tok("color", alias("sys.color.primary"), "Track of a switch that is on")},
                     "handle": {"color": C("on-primary"), "width": D(24), "height": D(24)},
                     "icon": {"color": C("on-primary-container"), "size": D(16)},
                     "hover": {"state-layer": {"color": C("primary"), "opacity": O("hover.state-layer-opacity")},
                               "handle": {"color": C("primary-container")}},
                     "pressed": {"state-layer": {"color": C("primary"), "opacity": O("pressed.state-layer-opacity")},
                                 "handle": {"color": C("primary-container")}}},
        "unselected": {"track": {"color": C("surface-container-highest"), "outline": {"color": C("outline")}},
                       "handle": {"color": C("outline"), "width": D(16), "height": D(16)},
                       "icon": {"color": C("surface-container-highest"), "size": D(16)},
                       "hover": {"state-layer": {"color": C("on-surface"), "opacity": O("hover.state-layer-opacity")},
                                 "handle": {"color": C("on-surface-variant")}},
                       "pressed": {"state-layer": {"color": C("on-surface"), "opacity": O("pressed.state-layer-opacity")},
                                   "handle": {"color": C("on-surface-variant")}}},
        "pressed": {"handle": {"width": D(28), "height": D(28)}},
        "disabled": {"track": {"opacity": O("disabled.container-opacity")},
                     "selected": {"track": {"color": C("on-surface")}, "handle": {"color": C("surface"), "opacity": tok("number", 1)}},
                     "unselected": {"track": {"color": C("surface-container-highest")},
                                    "handle": {"color": C("on-surface"), "opacity": O("disabled.content-opacity")}}},
    }
    comp["list"] = {"list-item": {
        "container": {"color": C("surface"), "shape": S("none"), "elevation": E(0)},
        "one-line": {"container": {"height": tok("dimension", px(56), "Minimum height of a one-line item")}},
        "two-line": {"container": {"height": D(72)}},
        "three-line": {"container": {"height": D(88)}},
        "leading-space": D(16), "trailing-space": D(24), "top-space": D(8), "bottom-space": D(8),
        "label-text": {"color": C("on-surface"), "type": T("body-large")},
        "supporting-text": {"color": C("on-surface-variant"), "type": T("body-medium")},
        "trailing-supporting-text": {"color": C("on-surface-variant"), "type": T("label-small")},
        "overline": {"color": C("on-surface-variant"), "type": T("label-small")},
        "leading-icon": {"color": C("on-surface-variant"), "size": D(24)},
        "trailing-icon": {"color": C("on-surface-variant"), "size": D(24)},
        "leading-avatar": {"size": D(40), "shape": S("full"), "color": C("primary-container"),
                           "label": {"color": C("on-primary-container"), "type": T("title-medium")}},
        "leading-image": {"width": D(56), "height": D(56)},
        "leading-video": {"width": D(114), "height": D(64), "shape": S("extra-small")},
        "selected": {"container": {"color": C("secondary-container")}},
        "dragged": {"container": {"elevation": E(4)}, "state-layer": {"color": C("on-surface"), "opacity": O("dragged.state-layer-opacity")}},
        "disabled": {"label-text": {"color": C("on-surface"), "opacity": O("disabled.content-opacity")},
                     "leading-icon": {"color": C("on-surface"), "opacity": O("disabled.content-opacity")}},
        **states("on-surface"),
    }}
    comp["divider"] = {"thickness": tok("dimension", px(1), "Hairline between list items"), "color": C("outline-variant")}
    for kind, container, elevation, outline in [("elevated-card", "surface-container-low", 1, False),
                                                ("filled-card", "surface-container-highest", 0, False),
                                                ("outlined-card", "surface", 0, True)]:
        card = {"container": {"color": C(container), "elevation": E(elevation), "shape": S("medium")},
                "hover": {"container": {"elevation": E(elevation + 1)}, "state-layer": {"color": C("on-surface"), "opacity": O("hover.state-layer-opacity")}},
                "pressed": {"state-layer": {"color": C("on-surface"), "opacity": O("pressed.state-layer-opacity")}},
                "dragged": {"container": {"elevation": E(elevation + 3)}},
                "disabled": {"container": {"color": C("surface-variant" if kind == "filled-card" else container),
                                           "opacity": O("disabled.content-opacity")}}}
        if outline:
            card["outline"] = {"color": C("outline-variant"), "width": D(1)}
        comp[kind] = card
    comp["icon-button"] = {"icon": {"size": D(24), "color": C("on-surface-variant")},
                           "state-layer": {"size": D(40), "shape": S("full")},
                           "selected": {"icon": {"color": C("primary")}},
                           "disabled": {"icon": {"color": C("on-surface"), "opacity": O("disabled.content-opacity")}},
                           **states("on-surface-variant")}
    comp["fab"] = {"primary": {"container": {"color": C("primary-container"), "elevation": E(3), "width": D(56), "height": D(56),
                                             "shape": S("large")},
                               "icon": {"color": C("on-primary-container"), "size": D(24)},
                               **states("on-primary-container", {"hover": {"container": {"elevation": E(4)}}})}}
    comp["top-app-bar"] = {"small": {"container": {"color": C("surface"), "height": D(64), "elevation": E(0)},
                                     "headline": {"color": C("on-surface"), "type": T("title-large")},
                                     "leading-icon": {"color": C("on-surface"), "size": D(24)},
                                     "trailing-icon": {"color": C("on-surface-variant"), "size": D(24)},
                                     "on-scroll": {"container": {"color": C("surface-container"), "elevation": E(2)}}}}
    comp["navigation-bar"] = {"container": {"color": C("surface-container"), "height": D(80), "elevation": E(2)},
                              "active-indicator": {"color": C("secondary-container"), "width": D(64), "height": D(32), "shape": S("full")},
                              "active": {"icon": {"color": C("on-secondary-container")}, "label-text": {"color": C("on-surface")}},
                              "inactive": {"icon": {"color": C("on-surface-variant")}, "label-text": {"color": C("on-surface-variant")}},
                              "label-text": {"type": T("label-medium")}, "icon": {"size": D(24)}}
    comp["dialog"] = {"container": {"color": C("surface-container-high"), "shape": S("extra-large"), "elevation": E(3)},
                      "headline": {"color": C("on-surface"), "type": T("headline-small")},
                      "supporting-text": {"color": C("on-surface-variant"), "type": T("body-medium")},
                      "action": {"label-text": {"color": C("primary"), "type": T("label-large")}}}
    comp["snackbar"] = {"container": {"color": C("inverse-surface"), "shape": S("extra-small"), "elevation": E(3)},
                        "supporting-text": {"color": C("inverse-on-surface"), "type": T("body-medium")},
                        "action": {"label-text": {"color": C("inverse-primary")}}}
    comp["checkbox"] = {"container": {"size": D(18), "shape": tok("dimension", px(2))},
                        "state-layer": {"size": D(40), "shape": S("full")},
                        "selected": {"container": {"color": C("primary")}, "icon": {"color": C("on-primary")}},
                        "unselected": {"outline": {"color": C("on-surface-variant"), "width": D(2)}},
                        "error": {"selected": {"container": {"color": C("error")}, "icon": {"color": C("on-error")}},
                                  "unselected": {"outline": {"color": C("error")}}},
                        **states("on-surface")}
    return comp


def material(rng):
    s = System("material-like", "Material-like design system",
               "Modelled on Material Design 3: reference tonal palettes, system colour roles for light and dark schemes "
               "with a high-contrast variant, the type scale as typography composites, shape, elevation, motion and "
               "state tokens, and component tokens that alias them.", (500, 900))
    palette = group("color", "Tonal palettes; the number is the tone (0 black, 100 white)",
                    {"com.material.theme-builder": {"source": "#6750a4"}})
    for name, hexes in M3_PALETTES.items():
        tones = M3_NEUTRAL_TONES if name == "neutral" else M3_TONES
        hexes = hexes.split()
        assert len(hexes) == len(tones), name
        for t, h in zip(tones, hexes):
            palette["%s%d" % (name, t)] = tok(None, color(h))
    palette["primary40"]["$description"] = "The source colour"
    for name in sorted(M3_CUSTOM):
        for t, h in zip(M3_TONES, ramp(M3_CUSTOM[name], M3_TONES, rng)):
            h = {0: "#000000", 100: "#ffffff"}.get(t, h)
            palette["%s%d" % (name, t)] = tok(None, color(h), extensions={"com.material.theme-builder": {"custom": name}} if t == 40 else None)
    s.add("tokens/ref/palette.tokens.json", {"ref": {"palette": palette}})
    s.add("tokens/ref/typeface.tokens.json", {"ref": {"typeface": {
        "brand": tok("fontFamily", "Roboto", "Display, headline and title-large styles"),
        "plain": tok("fontFamily", ["Roboto", "system-ui", "sans-serif"], "Everything else"),
        "weight-regular": tok("fontWeight", 400), "weight-medium": tok("fontWeight", 500),
        "weight-bold": tok("fontWeight", 700),
    }}})
    for mode in ["light", "dark"]:
        s.add("tokens/sys/color/%s.tokens.json" % mode, material_scheme(mode))
    # High contrast: stronger roles, as aliases of roles every scheme defines (so one file serves light and dark).
    high = {"primary": "on-primary-container", "secondary": "on-secondary-container", "tertiary": "on-tertiary-container",
            "error": "on-error-container", "on-surface-variant": "on-surface", "outline": "inverse-surface",
            "outline-variant": "on-surface-variant", "surface-tint": "on-primary-container"}
    s.add("tokens/sys/color/high-contrast.tokens.json", {"sys": {"color": {
        role: tok("color", alias("sys.color." + target),
                  "Higher contrast: %s takes the tone of %s" % (role, target) if role in ("primary", "on-surface-variant") else None)
        for role, target in high.items()}}})

    styles = [("display-large", "brand", 57, 64, "regular", -0.25), ("display-medium", "brand", 45, 52, "regular", 0),
              ("display-small", "brand", 36, 44, "regular", 0), ("headline-large", "brand", 32, 40, "regular", 0),
              ("headline-medium", "brand", 28, 36, "regular", 0), ("headline-small", "brand", 24, 32, "regular", 0),
              ("title-large", "brand", 22, 28, "regular", 0), ("title-medium", "plain", 16, 24, "medium", 0.15),
              ("title-small", "plain", 14, 20, "medium", 0.1), ("body-large", "plain", 16, 24, "regular", 0.5),
              ("body-medium", "plain", 14, 20, "regular", 0.25), ("body-small", "plain", 12, 16, "regular", 0.4),
              ("label-large", "plain", 14, 20, "medium", 0.1), ("label-medium", "plain", 12, 16, "medium", 0.5),
              ("label-small", "plain", 11, 16, "medium", 0.5)]
    typescale = group("typography", "The type scale; line heights are the published px values over the size")
    for name, face, size, line, weight, tracking in styles:
        typescale[name] = tok(None, {"fontFamily": alias("ref.typeface." + face), "fontSize": px(size),
                                     "fontWeight": alias("ref.typeface.weight-" + weight), "letterSpacing": px(tracking),
                                     "lineHeight": round(line / size, 4)},
                              "%d/%d" % (size, line) if name in ("body-large", "display-large") else None)
    s.add("tokens/sys/typescale.tokens.json", {"sys": {"typescale": typescale}})
    s.add("tokens/sys/shape.tokens.json", {"sys": {"shape": {"corner": group("dimension", "Corner radii", **{
        k: tok(None, px(v)) for k, v in [("none", 0), ("extra-small", 4), ("small", 8), ("medium", 12), ("large", 16),
                                         ("large-increased", 20), ("extra-large", 28), ("extra-large-increased", 32),
                                         ("extra-extra-large", 48), ("full", 9999)]})}}})
    shadow_key = lambda a, y, blur, spread: {"color": rgba(0, 0, 0, a), "offsetX": px(0), "offsetY": px(y), "blur": px(blur), "spread": px(spread)}
    levels = [[shadow_key(0, 0, 0, 0)]] + [[shadow_key(0.3, y1, b1, 0), shadow_key(0.15, y2, b2, s2)]
                                           for y1, b1, y2, b2, s2 in [(1, 2, 1, 3, 1), (1, 2, 2, 6, 2), (1, 3, 4, 8, 3),
                                                                      (2, 3, 6, 10, 4), (4, 4, 8, 12, 6)]]
    elevation = group("shadow", "Elevation levels 0-5 (0, 1, 3, 6, 8 and 12 dp): a key and an ambient shadow")
    for i, layers in enumerate(levels):
        elevation["level%d" % i] = tok(None, layers if i else layers[0], "Flat: no shadow" if i == 0 else None)
    s.add("tokens/sys/elevation.tokens.json", {"sys": {"elevation": elevation}})
    durations = [("short1", 50), ("short2", 100), ("short3", 150), ("short4", 200), ("medium1", 250), ("medium2", 300),
                 ("medium3", 350), ("medium4", 400), ("long1", 450), ("long2", 500), ("long3", 550), ("long4", 600),
                 ("extra-long1", 700), ("extra-long2", 800), ("extra-long3", 900), ("extra-long4", 1000)]
    s.add("tokens/sys/motion.tokens.json", {"sys": {"motion": {
        "duration": group("duration", None, None, **{k: tok(None, ms(v)) for k, v in durations}),
        "easing": group("cubicBezier", "Easing curves", **{k: tok(None, v) for k, v in [
            ("standard", [0.2, 0, 0, 1]), ("standard-accelerate", [0.3, 0, 1, 1]), ("standard-decelerate", [0, 0, 0, 1]),
            ("emphasized", [0.2, 0, 0, 1]), ("emphasized-accelerate", [0.3, 0, 0.8, 0.15]),
            ("emphasized-decelerate", [0.05, 0.7, 0.1, 1]), ("legacy", [0.4, 0, 0.2, 1]), ("linear", [0, 0, 1, 1])]}),
    }}})
    s.add("tokens/sys/state.tokens.json", {"sys": {"state": {
        "hover": {"state-layer-opacity": tok("number", 0.08)},
        "focus": {"state-layer-opacity": tok("number", 0.1)},
        "pressed": {"state-layer-opacity": tok("number", 0.1, "Opacity of the state layer while pressed")},
        "dragged": {"state-layer-opacity": tok("number", 0.16)},
        "disabled": {"content-opacity": tok("number", 0.38, "Text and icons of disabled components"),
                     "container-opacity": tok("number", 0.12)},
        "focus-indicator": {"thickness": tok("dimension", px(3)), "outer-offset": tok("dimension", px(2))},
    }}})
    s.add("tokens/sys/spacing.tokens.json", {"sys": {"spacing": group(
        "dimension", "Spacing on the 4 dp grid (added by this team; M3 publishes no spacing tokens)",
        **{k: tok(None, px(v)) for k, v in [("extra-small", 4), ("small", 8), ("medium", 16), ("large", 24),
                                            ("extra-large", 32)]})}})
    s.add("tokens/comp/components.tokens.json", {"comp": material_comp()})

    s.resolver_path = "material.resolver.json"
    s.resolver = {
        "$schema": SCHEMA,
        "version": "2025.10",
        "name": "Material 3 baseline (modelled)",
        "description": "Reference palettes, system roles and component tokens; a scheme and a contrast level",
        "sets": {
            "ref": {"description": "Reference tokens: palettes and typefaces",
                    "sources": [s.ref("tokens/ref/palette.tokens.json"), s.ref("tokens/ref/typeface.tokens.json")]},
            "sys": {"description": "System tokens every scheme shares",
                    "sources": [s.ref("tokens/sys/typescale.tokens.json"), s.ref("tokens/sys/shape.tokens.json"),
                                s.ref("tokens/sys/elevation.tokens.json"), s.ref("tokens/sys/motion.tokens.json"),
                                s.ref("tokens/sys/state.tokens.json"), s.ref("tokens/sys/spacing.tokens.json")]},
            "comp": {"sources": [s.ref("tokens/comp/components.tokens.json")]},
        },
        "modifiers": {
            "scheme": {"description": "Light or dark colour scheme",
                       "contexts": {m: [s.ref("tokens/sys/color/%s.tokens.json" % m)] for m in ["light", "dark"]},
                       "default": "light"},
            "contrast": {"description": "Contrast level; high strengthens some roles in either scheme",
                         "contexts": {"standard": [], "high": [s.ref("tokens/sys/color/high-contrast.tokens.json")]},
                         "default": "standard"},
        },
        "resolutionOrder": [{"$ref": "#/sets/ref"}, {"$ref": "#/sets/sys"}, {"$ref": "#/modifiers/scheme"},
                            {"$ref": "#/modifiers/contrast"}, {"$ref": "#/sets/comp"}],
    }
    s.appearance = {"scheme=%s,contrast=%s" % (m, c): m for m in ["light", "dark"] for c in ["standard", "high"]}
    s.pairs = [("sys.color.on-primary", "sys.color.primary", 4.5), ("sys.color.on-error", "sys.color.error", 4.5),
               ("sys.color.on-primary", "sys.color.error", 4.5),
               ("sys.color.on-primary-container", "sys.color.primary-container", 4.5),
               ("sys.color.on-error-container", "sys.color.error-container", 4.5)] + \
        [("sys.color.on-surface", "sys.color." + bg, 7) for bg in
         ["surface", "surface-container-lowest", "surface-container-low", "surface-container", "surface-container-high",
          "surface-container-highest"]] + \
        [("sys.color.on-surface-variant", "sys.color.surface-container-low", 4.5),
         ("sys.color.primary", "sys.color.surface", 4.5)]
    s.backgrounds = ["sys.color.surface", "sys.color.surface-container-low", "sys.color.surface-container"]
    s.roles = {
        "color.label": "sys.color.on-surface", "color.secondary-label": "sys.color.on-surface-variant",
        "color.accent": "sys.color.primary", "color.accent-fill": "sys.color.primary",
        "color.destructive-fill": "sys.color.error", "color.on-accent": "sys.color.on-primary",
        "color.pressed-overlay": None,
        "color.cell-background": "sys.color.surface-container-low", "color.grouped-background": "sys.color.surface",
        "color.separator": "sys.color.outline-variant", "color.fill": "sys.color.surface-container-highest",
        "color.toggle-on": "comp.switch.selected.track.color",
        "color.icon.airplane": "sys.color.custom.orange", "color.icon.wifi": "sys.color.custom.blue",
        "color.icon.bluetooth": "sys.color.custom.blue", "color.icon.mobile-data": "sys.color.custom.green",
        "color.icon.hotspot": "sys.color.custom.green", "color.icon.vpn": "sys.color.primary",
        "color.icon.notifications": "sys.color.error", "color.icon.sounds": "sys.color.tertiary",
        "color.icon.focus": "sys.color.secondary", "color.icon.screen-time": "sys.color.primary",
        "color.icon.general": "sys.color.outline",
        "typography.large-title": "sys.typescale.headline-large", "typography.title2": "sys.typescale.title-large",
        "typography.headline": "sys.typescale.title-medium", "typography.body": "sys.typescale.body-large",
        "typography.caption1": "sys.typescale.body-small", "typography.button": "sys.typescale.label-large",
        "font.weight.semibold": "ref.typeface.weight-medium", "font.weight.bold": "ref.typeface.weight-bold",
        "spacing.xs": "sys.spacing.extra-small", "spacing.s": "sys.spacing.small", "spacing.m": "sys.spacing.medium",
        "spacing.l": "sys.spacing.large",
        "radius.button": "sys.shape.corner.full", "radius.icon-tile": "sys.shape.corner.small",
        "radius.group": "sys.shape.corner.medium",
        "size.avatar": "comp.list.list-item.leading-avatar.size", "size.icon-frame": "comp.list.list-item.leading-icon.size",
        "size.row-min-height": "comp.list.list-item.one-line.container.height",
        "size.toggle-width": "comp.switch.track.width", "size.toggle-height": "comp.switch.track.height",
        "size.toggle-inset": "comp.switch.track.outline.width", "size.hairline": "comp.divider.thickness",
        "opacity.disabled": "sys.state.disabled.content-opacity", "shadow.button": "sys.elevation.level1",
        "gradient.avatar": None, "transition.toggle": None,
    }
    return s


# ---------------------------------------------------------------------------

README = """# Design systems

Three clean design systems, each laid out as a project folder (tokens,
`docs/index.md`), written by `generate.py` (run it to rewrite them; it is
deterministic and checks every file before writing). Every file is strict DTCG 2025.10: colours as sRGB
objects with their hex, dimensions and durations as value/unit objects,
typography composites with all five members, aliases, group and token
`$type`, `$description`, `$deprecated` and vendor `$extensions`.

| Folder | Models | Resolver | Modifiers |
| --- | --- | --- | --- |
{rows}

Each folder also holds `roles.json`: for each slot of the built-in
iOS-Settings-like component library (`color.label`, `typography.body`,
`spacing.m`...), the token of that system that plays the role, or null when
the system has none. A typography slot is either one typography token or, for
a system that keeps sizes and line heights apart, an object of member tokens
(`fontFamily`, `fontSize`, `lineHeight`, `fontWeight`).

None of the folders has a `styleguide.json`: to build or check one as a
project, write one naming its resolver (`{{"tokens": "primer.resolver.json"}}`).
Without it the project's tokens are `tokens/`: github-like has none (a
docs-only project), carbon-like's `tokens/` holds no `*.tokens.json`
(`io/token-files`), and material-like's would be every `*.tokens.json` under
`tokens/` merged without the resolver. Given the resolver file itself,
`styleguide check --strict` reports nothing for any of them.

Token counts per permutation:

{counts}
"""


def build(out_root):
    rng = random.Random(SEED)
    summary, rows, counts = [], [], []
    for make in [github, carbon, material]:
        system = make(rng)
        results = verify(system)
        folder = os.path.join(out_root, system.name)
        if os.path.isdir(folder):
            shutil.rmtree(folder)
        for path in sorted(system.files):
            write(os.path.join(folder, path), json_text(system.files[path]) + "\n")
        write(os.path.join(folder, system.resolver_path), json_text(system.resolver) + "\n")
        roles = {slot: system.roles[slot] for slot, _ in SLOTS}
        write(os.path.join(folder, "roles.json"), json_text(roles) + "\n")
        write(os.path.join(folder, "docs", "index.md"),
              "---\ntitle: %s\n---\n\n%s\n" % (system.title, system.blurb))
        modifiers = "; ".join("`%s`: %s (default %s)" % (name, ", ".join(m["contexts"]), m["default"])
                              for name, m in system.resolver["modifiers"].items())
        first = system.blurb.split(":")[0].replace("Modelled on ", "")
        rows.append("| `%s/` | %s | `%s` | %s |" % (system.name, first, system.resolver_path, modifiers))
        counts.append("- `%s`: " % system.name + ", ".join("%s %d" % (label, n) for label, _, n in results))
        summary.append("%s: %d files, %d permutations, tokens per permutation: %s"
                       % (system.name, len(system.files), len(results), ", ".join("%s=%d" % (l, n) for l, _, n in results)))
    write(os.path.join(out_root, "README.md"), README.format(rows="\n".join(rows), counts="\n".join(counts)))
    return summary


if __name__ == "__main__":
    out = HERE
    if len(sys.argv) == 3 and sys.argv[1] == "--out":
        out = sys.argv[2]
    elif len(sys.argv) != 1:
        raise SystemExit("usage: generate.py [--out DIR]")
    for line in build(out):
        print(line)
