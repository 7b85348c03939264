"""Writes the fixture fonts: tiny valid fonts made here (every printable ASCII character one
box, so no font's licence applies), named as design systems name their files.
Run with fontTools (PyPI `fonttools`): python make_fonts.py; the files are committed."""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
import os

def font(family, style, weight, path, flavor=None):
    chars = {c: "box" for c in range(0x21, 0x7F)}
    chars[0x20] = "space"
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder([".notdef", "space", "box"])
    fb.setupCharacterMap(chars)
    pen = TTGlyphPen(None)
    width = 500 + (weight - 400) // 2  # a heavier face draws wider boxes: the browser test can tell
    pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((width - 50, 700)); pen.lineTo((width - 50, 0)); pen.closePath()
    box = pen.glyph()
    fb.setupGlyf({".notdef": TTGlyphPen(None).glyph(), "space": TTGlyphPen(None).glyph(), "box": box})
    fb.setupHorizontalMetrics({".notdef": (500, 0), "space": (300, 0), "box": (width, 50)})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": family, "styleName": style})
    fb.setupOS2(usWeightClass=weight, sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    if flavor:
        fb.font.flavor = flavor
    fb.save(path)

here = os.path.dirname(os.path.abspath(__file__))
font("Fixture Sans", "Regular", 400, os.path.join(here, "project/fonts/FixtureSans-Regular.ttf"))
font("Fixture Sans", "Bold", 700, os.path.join(here, "project/fonts/fixture-sans-bold.woff"), flavor="woff")
font("Fixture Sans", "Bold", 700, os.path.join(here, "project/fonts/FixtureSans-Bold.ttf"))
# Not the project's: a dependency's copy, never shipped.
font("Fixture Sans", "Black", 900, os.path.join(here, "project/node_modules/pkg/FixtureSans-Black.ttf"))
