"""Writes the colour-conversion expectations that the Swift tests compare against.

An independent implementation, ColorAide (PyPI `coloraide`), converts a few hundred random
colours per DTCG colour space (fixed seed, so the file is reproducible) to XYZ-D65, sRGB
(unclipped and CSS Color 4 gamut-mapped), the sRGB fallback hex and CSS text, and
computes WCAG 2.1 contrast for random pairs. The Swift test `ColoraideComparisonTests`
reads the committed file, so it runs without Python.

Usage: python check_coloraide.py OUTPUT.json   (see run.sh)
"""
import json
import math
import random
import sys

import coloraide
from coloraide import Color

SEED = 20251028
PER_SPACE = 200
CONTRAST_PAIRS = 400
NONE_PROBABILITY = 0.05

HUE = (0.0, 360.0)
# Sampling ranges per DTCG space: the spec's ranges, and typical extents for unbounded ones.
RANGES = {
    "srgb": [(0, 1)] * 3,
    "srgb-linear": [(0, 1)] * 3,
    "hsl": [HUE, (0, 100), (0, 100)],
    "hwb": [HUE, (0, 100), (0, 100)],
    "lab": [(0, 100), (-125, 125), (-125, 125)],
    "lch": [(0, 100), (0, 150), HUE],
    "oklab": [(0, 1), (-0.4, 0.4), (-0.4, 0.4)],
    "oklch": [(0, 1), (0, 0.4), HUE],
    "display-p3": [(0, 1)] * 3,
    "a98-rgb": [(0, 1)] * 3,
    "prophoto-rgb": [(0, 1)] * 3,
    "rec2020": [(0, 1)] * 3,
    "xyz-d65": [(0, 1)] * 3,
    "xyz-d50": [(0, 1)] * 3,
}
# DTCG writes HSL/HWB's second and third components as 0-100; ColorAide uses 0-1.
PERCENT_SPACES = {"hsl", "hwb"}


def random_component(rng, low, high):
    if rng.random() < NONE_PROBABILITY:
        return None
    value = round(rng.uniform(low, high), 6)
    return min(value, math.nextafter(high, low)) if (low, high) == HUE else value


def random_alpha(rng):
    return 1.0 if rng.random() < 0.6 else round(rng.uniform(0, 1), 3)


def to_coloraide(space, components, alpha):
    coords = [math.nan if c is None else c for c in components]
    if space in PERCENT_SPACES:
        coords = [coords[0]] + [c / 100 for c in coords[1:]]
    return Color(space, coords, alpha)


def channels(color):
    return [float(v) for v in color.coords(nans=False)]


def gamut_mapped(color):
    return color.convert("srgb").fit(method="minde-chroma")


def css_text(space, color, components):
    if space == "srgb" and None not in components and all(0 <= c <= 1 for c in components):
        return color.to_string(hex=True, fit=False)
    options = {"none": True, "precision": -1, "fit": False}
    if space == "srgb":
        options["color"] = True
    if space in PERCENT_SPACES:
        options["percent"] = True
    return color.to_string(**options)


def expected_entry(space, components, alpha):
    color = to_coloraide(space, components, alpha)
    srgb = color.convert("srgb")
    mapped = gamut_mapped(color)
    return {
        "space": space,
        "components": ["none" if c is None else c for c in components],
        "alpha": alpha,
        "xyzD65": channels(color.convert("xyz-d65")),
        "srgb": channels(srgb),
        "srgbGamutMapped": channels(mapped),
        "fallbackHex": mapped.to_string(hex=True),
        "css": css_text(space, color, components),
    }


def opaque_over(color, backdrop):
    """The colour gamut-mapped to sRGB and painted (source-over) on an opaque backdrop."""
    mapped = gamut_mapped(color)
    if mapped.alpha() >= 1:
        return mapped
    return Color.layer([mapped, backdrop], space="srgb")


def contrast_entry(rng, entries):
    fg_index, bg_index = rng.randrange(len(entries)), rng.randrange(len(entries))
    def build(entry):
        comps = [None if c == "none" else c for c in entry["components"]]
        return to_coloraide(entry["space"], comps, entry["alpha"])
    background = opaque_over(build(entries[bg_index]), Color("srgb", [1, 1, 1]))
    foreground = opaque_over(build(entries[fg_index]), background)
    ratio = foreground.contrast(background, method="wcag21")
    return {"foreground": fg_index, "background": bg_index, "ratio": ratio}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_coloraide.py OUTPUT.json")
    rng = random.Random(SEED)
    entries = []
    for space, ranges in RANGES.items():
        for _ in range(PER_SPACE):
            components = [random_component(rng, low, high) for low, high in ranges]
            entries.append(expected_entry(space, components, random_alpha(rng)))
    pairs = [contrast_entry(rng, entries) for _ in range(CONTRAST_PAIRS)]
    document = {
        "generator": f"Tests/color/check_coloraide.py, coloraide {coloraide.__version__}, seed {SEED}",
        "colors": entries,
        "contrast": pairs,
    }
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(document, out, indent=None, separators=(",", ":"), sort_keys=True)
        out.write("\n")
    print(f"wrote {len(entries)} colours and {len(pairs)} contrast pairs to {sys.argv[1]}")


if __name__ == "__main__":
    main()
