#!/usr/bin/env python3
"""Writes the DTCG 2025.10 conformance set.

valid/NAME.tokens.json and valid/NAME.resolver.json (with the token files
they reference under valid/resolver-files/) are valid 2025.10: `styleguide
check --strict FILE` must report nothing.

invalid/FAMILY/NAME--CASE.tokens.json (or .resolver.json, referencing token
files under invalid/resolver/_files/) each hold exactly one violation, and
FAMILY/NAME is the code it must be reported with (under --strict, as an
error; by default as a warning when the code is a deviation the tool loads
leniently, else as an error).

Deterministic; run from anywhere: python3 generate.py
"""
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))

C = '{"colorSpace": "srgb", "components": [0, 0.4, 0.8]}'
C2 = '{"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5, "hex": "#ffffff"}'
PX = '{"value": 4, "unit": "px"}'


def tok(t, v, extra=""):
    return '{"$type": "%s", "$value": %s%s}' % (t, v, extra)


TYPO = '{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}'
SHADOW = '{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s}' % (C, PX, PX, PX, PX)

VALID = {
    # Token-level $ref (2025.10): instead of $value, to a token, to a $value, to a member.
    "ref-token-whole": '{"color": {"blue": %s}, "primary": {"$type": "color", "$ref": "#/color/blue"}}' % tok("color", C),
    "ref-token-value": '{"color": {"blue": %s}, "primary": {"$type": "color", "$ref": "#/color/blue/$value"}}' % tok("color", C),
    "ref-token-color-component": '{"color": {"blue": %s}, "blue-channel": {"$type": "number", "$ref": "#/color/blue/$value/components/2"}}' % tok("color", C),
    "ref-token-typography-member": '{"type": {"body": %s}, "body-size": {"$type": "dimension", "$ref": "#/type/body/$value/fontSize"}, "body-height": {"$type": "number", "$ref": "#/type/body/$value/lineHeight"}}' % tok("typography", TYPO),
    "ref-token-untyped": '{"base": {"gap": %s}, "gap": {"$ref": "#/base/gap"}}' % tok("dimension", PX),
    "ref-token-chain": '{"a": %s, "b": {"$type": "number", "$ref": "#/a"}, "c": {"$value": "{b}"}, "d": {"$type": "number", "$ref": "#/b"}}' % tok("number", "2"),
    "ref-token-escaped": '{"a/b": {"c~d": %s}, "n": {"$type": "number", "$ref": "#/a~1b/c~0d"}}' % tok("number", "4"),
    "ref-token-root": '{"accent": {"$type": "color", "$root": {"$value": %s}, "muted": {"$value": %s}}, "link": {"$type": "color", "$ref": "#/accent/$root"}, "link-alias": {"$value": "{accent.$root}"}}' % (C, C2),
    # $ref inside values and composite members.
    "ref-in-color-component": '{"n": %s, "c": %s}' % (tok("number", "0.25"), tok("color", '{"colorSpace": "srgb", "components": [{"$ref": "#/n/$value"}, 0, 0]}')),
    "ref-in-shadow-members": '{"color": {"shadow": %s}, "space": {"1": %s}, "s": %s}' % (tok("color", C2), tok("dimension", PX), tok("shadow", '{"color": {"$ref": "#/color/shadow/$value"}, "offsetX": {"$ref": "#/space/1/$value"}, "offsetY": {"$ref": "#/space/1/$value"}, "blur": %s, "spread": {"value": 0, "unit": "px"}}' % PX)),
    "ref-in-border-members": '{"c": %s, "w": %s, "s": %s, "b": %s}' % (tok("color", C), tok("dimension", PX), tok("strokeStyle", '"dashed"'), tok("border", '{"color": {"$ref": "#/c/$value"}, "width": {"$ref": "#/w/$value"}, "style": {"$ref": "#/s/$value"}}')),
    "ref-in-gradient-stops": '{"c": %s, "p": %s, "g": %s}' % (tok("color", C), tok("number", "0.5"), tok("gradient", '[{"color": {"$ref": "#/c/$value"}, "position": 0}, {"color": %s, "position": {"$ref": "#/p/$value"}}]' % C2)),
    "ref-in-typography-members": '{"f": %s, "w": %s, "h": %s, "t": %s}' % (tok("fontFamily", '["Inter", "sans-serif"]'), tok("fontWeight", '"semi-bold"'), tok("number", "1.25"), tok("typography", '{"fontFamily": {"$ref": "#/f/$value"}, "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": {"$ref": "#/w/$value"}, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"$ref": "#/h/$value"}}')),
    "ref-in-transition-members": '{"d": %s, "e": %s, "t": %s}' % (tok("duration", '{"value": 150, "unit": "ms"}'), tok("cubicBezier", "[0.4, 0, 0.2, 1]"), tok("transition", '{"duration": {"$ref": "#/d/$value"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": {"$ref": "#/e/$value"}}')),
    # Curly aliases.
    "alias-chain-across-groups": '{"base": {"$type": "dimension", "4": {"$value": %s}}, "space": {"small": {"$value": "{base.4}"}}, "gap": {"$value": "{space.small}"}}' % PX,
    "alias-in-composites": '{"c": %s, "w": %s, "s": %s, "b": %s, "sh": %s}' % (tok("color", C), tok("dimension", PX), tok("strokeStyle", '"solid"'), tok("border", '{"color": "{c}", "width": "{w}", "style": "{s}"}'), tok("shadow", '{"color": "{c}", "offsetX": "{w}", "offsetY": "{w}", "blur": "{w}", "spread": "{w}"}')),
    "alias-shadow-layers": '{"a": %s, "s": %s}' % (tok("shadow", SHADOW), tok("shadow", '["{a}", %s]' % SHADOW)),
    # Groups.
    "root-token": '{"accent": {"$type": "color", "$root": {"$value": %s}, "hover": {"$value": %s}}, "x": {"$value": "{accent.$root}"}}' % (C, C2),
    "extends-group": '{"button": {"$type": "dimension", "height": {"$value": {"value": 32, "unit": "px"}}, "padding": {"$value": %s}}, "button-large": {"$extends": "{button}", "height": {"$value": {"value": 44, "unit": "px"}}}}' % PX,
    "extends-pointer-chain": '{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"$extends": {"$ref": "#/a"}, "y": {"$value": 2}}, "c": {"$extends": "{b}", "z": {"$value": 3}}}',
    "group-type-inherited-deep": '{"color": {"$type": "color", "brand": {"primary": {"light": {"$value": %s}, "dark": {"$value": %s}}}, "n": {"$type": "number", "one": {"$value": 1}}}}' % (C, C2),
    "group-properties": '{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "g": {"$description": "Spacing", "$deprecated": "use space", "$extensions": {"com.example": {"x": [1, null, true]}}, "$type": "dimension", "a": {"$value": %s, "$deprecated": false}, "b": {"$value": %s, "$deprecated": true, "$description": "old"}}}' % (PX, PX),
    "empty-groups": '{"a": {}, "b": {"$description": "empty", "c": {}}, "n": %s}' % tok("number", "0"),
    "names-unicode-and-spaces": '{"🎨 Brand": {"Primary Blue": %s}, "färg": {"blå": {"$value": "{🎨 Brand.Primary Blue}"}}, "a-b_c@d": %s}' % (tok("color", C), tok("number", "1")),
    "extensions-vendors": '{"c": %s}' % tok("color", C, ', "$extensions": {"com.figma": {"variableId": "VariableID:1:2", "scopes": ["ALL_FILLS"], "codeSyntax": {"WEB": "var(--c)"}, "hiddenFromPublishing": true}, "org.primer.figma": {"collection": "mode"}, "org.example.deep": {"a": {"b": [{"c": null}]}}}'),
    "description-deprecated": '{"a": %s, "b": %s}' % (tok("number", "1", ', "$description": "Base unit", "$deprecated": "use b"'), tok("number", "2", ', "$deprecated": false')),
    # Every standard type, with edge values.
    "type-color-spaces": '{"c": {"$type": "color", %s}}' % ", ".join('"%s": {"$value": %s}' % (n, v) for n, v in [
        ("srgb-black", '{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0, "hex": "#000000"}'),
        ("srgb-white", '{"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#FFFFFF"}'),
        ("srgb-linear", '{"colorSpace": "srgb-linear", "components": [0.5, 0.2, 1]}'),
        ("hsl", '{"colorSpace": "hsl", "components": [359.9, 100, 0]}'),
        ("hsl-none", '{"colorSpace": "hsl", "components": ["none", 0, 50]}'),
        ("hwb", '{"colorSpace": "hwb", "components": [0, 100, 0]}'),
        ("lab", '{"colorSpace": "lab", "components": [100, -160, 160]}'),
        ("lch", '{"colorSpace": "lch", "components": [50, 230, 0]}'),
        ("oklab", '{"colorSpace": "oklab", "components": [1, -0.5, 0.5]}'),
        ("oklch", '{"colorSpace": "oklch", "components": [0.7, 0.37, "none"]}'),
        ("display-p3", '{"colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 0.25, "hex": "#ff0000"}'),
        ("a98-rgb", '{"colorSpace": "a98-rgb", "components": [0, 1, 0]}'),
        ("prophoto-rgb", '{"colorSpace": "prophoto-rgb", "components": [0.1, 0.2, 0.3]}'),
        ("rec2020", '{"colorSpace": "rec2020", "components": [0, 0, 1]}'),
        ("xyz-d65", '{"colorSpace": "xyz-d65", "components": [0.9505, 1, 1]}'),
        ("xyz-d50", '{"colorSpace": "xyz-d50", "components": [0, 0, 0]}')]),
    "type-dimension": '{"d": {"$type": "dimension", "zero": {"$value": {"value": 0, "unit": "px"}}, "negative": {"$value": {"value": -8, "unit": "px"}}, "fraction": {"$value": {"value": 0.0625, "unit": "rem"}}, "large": {"$value": {"value": 100000, "unit": "px"}}, "exponent": {"$value": {"value": 1.5e1, "unit": "rem"}}}}',
    "type-font-family": '{"f": {"$type": "fontFamily", "one": {"$value": "Inter"}, "list": {"$value": ["SF Pro Text", "Helvetica Neue", "sans-serif"]}, "single": {"$value": ["Georgia"]}, "quoted": {"$value": "\\"Segoe UI\\", system-ui"}}}',
    "type-font-weight": '{"w": {"$type": "fontWeight", "min": {"$value": 1}, "max": {"$value": 1000}, "fraction": {"$value": 350.5}, %s}}' % ", ".join('"%s": {"$value": "%s"}' % (k, k) for k in
        ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold", "demi-bold", "bold",
         "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black"]),
    "type-duration": '{"t": {"$type": "duration", "zero": {"$value": {"value": 0, "unit": "ms"}}, "seconds": {"$value": {"value": 0.5, "unit": "s"}}, "long": {"$value": {"value": 10000, "unit": "ms"}}}}',
    "type-cubic-bezier": '{"e": {"$type": "cubicBezier", "linear": {"$value": [0, 0, 1, 1]}, "overshoot": {"$value": [0, -2, 1, 3]}, "extreme": {"$value": [0.5, 10, 0.5, -10]}}}',
    "type-number": '{"n": {"$type": "number", "zero": {"$value": 0}, "negative": {"$value": -1}, "small": {"$value": 1e-3}, "big": {"$value": 1E6}, "half": {"$value": 0.5}}}',
    "type-stroke-style": '{"s": {"$type": "strokeStyle", %s, "dash-round": {"$value": {"dashArray": [{"value": 4, "unit": "px"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}}, "dash-butt": {"$value": {"dashArray": [{"value": 1, "unit": "px"}], "lineCap": "butt"}}, "dash-square": {"$value": {"dashArray": [{"value": 2, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "square"}}}}' % ", ".join('"%s": {"$value": "%s"}' % (k, k) for k in ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]),
    "type-border": '{"b": %s}' % tok("border", '{"color": %s, "width": {"value": 0, "unit": "px"}, "style": {"dashArray": [%s], "lineCap": "round"}}' % (C2, PX)),
    "type-transition": '{"t": %s}' % tok("transition", '{"duration": {"value": 0, "unit": "s"}, "delay": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}'),
    "type-shadow": '{"single": %s, "inset": %s, "layers": %s}' % (tok("shadow", SHADOW),
        tok("shadow", '{"color": %s, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": -1, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": -2, "unit": "px"}, "inset": true}' % C2),
        tok("shadow", '[%s, {"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, "inset": false}]' % (SHADOW, C2, PX, PX, PX, PX))),
    "type-gradient": '{"c": %s, "p": %s, "g": %s}' % (tok("color", C), tok("number", "0.3"), tok("gradient", '[{"color": "{c}", "position": 0}, {"color": %s, "position": "{p}"}, {"color": %s, "position": 1}]' % (C2, C))),
    "type-typography": '{"t": %s, "u": %s}' % (tok("typography", '{"fontFamily": ["SF Pro", "system-ui"], "fontSize": {"value": 1.0625, "unit": "rem"}, "fontWeight": "bold", "letterSpacing": {"value": -0.02, "unit": "rem"}, "lineHeight": 1}'), tok("typography", TYPO)),
    "alias-gets-type-from-target": '{"g": {"$type": "number", "x": {"$value": "{c}"}}, "c": %s}' % tok("color", C),
}

# Resolver documents and the files they reference (under valid/resolver-files/).
VALID_FILES = {
    "base.tokens.json": '{"space": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}, "m": {"$value": {"value": 16, "unit": "px"}}}, "palette": {"$type": "color", "blue": {"$value": %s}, "white": {"$value": %s}}}' % (C, C2),
    "light.tokens.json": '{"color": {"$type": "color", "text": {"$value": "{palette.blue}"}, "bg": {"$value": "{palette.white}"}}}',
    "dark.tokens.json": '{"color": {"$type": "color", "text": {"$value": "{palette.white}"}, "bg": {"$value": "{palette.blue}"}}}',
    "compact.tokens.json": '{"space": {"m": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}}',
}
SETS = '"sets": {"base": {"description": "shared", "sources": [{"$ref": "resolver-files/base.tokens.json"}]}}'
THEME = '"theme": {"description": "appearance", "contexts": {"light": [{"$ref": "resolver-files/light.tokens.json"}], "dark": [{"$ref": "resolver-files/dark.tokens.json"}]}, "default": "light"}'
VALID_RESOLVERS = {
    "resolver-basic": '{"version": "2025.10", "name": "basic", "description": "a set and a modifier", %s, "modifiers": {%s}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}' % (SETS, THEME),
    "resolver-extensions-and-defs": '{"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "version": "2025.10", "$defs": {"note": {"anything": [1, 2]}}, '
        '"sets": {"base": {"sources": [{"$ref": "resolver-files/base.tokens.json"}], "$extensions": {"com.figma": {"collectionId": "VariableCollectionId:1:2"}}}}, '
        '"modifiers": {"theme": {"contexts": {"light": [{"$ref": "resolver-files/light.tokens.json"}], "dark": [{"$ref": "resolver-files/dark.tokens.json"}]}, "default": "dark", "$extensions": {"org.example": {"ui": "toggle"}}}}, '
        '"resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, '
        '{"type": "set", "name": "extra", "sources": [{"n": {"$type": "number", "$value": 1}}], "$extensions": {"com.example": {"inline": true}}}, '
        '{"type": "modifier", "name": "density", "contexts": {"regular": [], "compact": [{"$ref": "resolver-files/compact.tokens.json"}]}, "default": "regular", "$extensions": {"com.example": {"inline": "modifier"}}}]}',
    "resolver-inline-only": '{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "resolver-files/base.tokens.json"}, {"extra": {"$type": "number", "$value": 2}}]}, '
        '{"type": "modifier", "name": "mode", "contexts": {"a": [{"m": {"$type": "number", "$value": 1}}], "b": [{"m": {"$type": "number", "$value": 2}}]}}]}',
    "resolver-set-of-sets": '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "resolver-files/base.tokens.json"}]}, "everything": {"sources": [{"$ref": "#/sets/base"}, {"$ref": "resolver-files/light.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/everything"}]}',
    "resolver-two-modifiers": '{"version": "2025.10", %s, "modifiers": {%s, "density": {"contexts": {"regular": [], "compact": [{"$ref": "resolver-files/compact.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}' % (SETS, THEME),
    "resolver-inline-aliases": '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "resolver-files/base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"type": "set", "name": "aliases", "sources": [{"primary": {"$type": "color", "$value": "{palette.blue}"}, "gap": {"$value": "{space.m}"}}]}]}',
}

# One violation per file; the key is the code it must be reported with.
INVALID = {
    "format/hex-color": {
        "six-digit": '{"c": %s}' % tok("color", '"#0088ff"'),
        "three-digit": '{"c": %s}' % tok("color", '"#08f"'),
    },
    "format/hex-alpha": {
        "eight-digit": '{"c": %s}' % tok("color", '"#0088ff80"'),
        "four-digit": '{"c": %s}' % tok("color", '"#08f8"'),
    },
    "format/css-color": {
        "rgb": '{"c": %s}' % tok("color", '"rgb(0, 136, 255)"'),
        "rgba": '{"c": %s}' % tok("color", '"rgba(0, 0, 0, 0.5)"'),
        "hsl": '{"c": %s}' % tok("color", '"hsl(210 100% 50%)"'),
        "oklch": '{"c": %s}' % tok("color", '"oklch(0.7 0.15 250)"'),
        "display-p3": '{"c": %s}' % tok("color", '"color(display-p3 1 0 0)"'),
        "named": '{"c": %s}' % tok("color", '"rebeccapurple"'),
    },
    "format/unit-string": {
        "px": '{"d": %s}' % tok("dimension", '"16px"'),
        "rem": '{"d": %s}' % tok("dimension", '"1.5rem"'),
        "duration-ms": '{"t": %s}' % tok("duration", '"200ms"'),
        "in-shadow-member": '{"s": %s}' % tok("shadow", '{"color": %s, "offsetX": %s, "offsetY": "2px", "blur": %s, "spread": %s}' % (C, PX, PX, PX)),
    },
    "format/unknown-unit": {
        "em": '{"d": %s}' % tok("dimension", '{"value": 1.5, "unit": "em"}'),
        "percent": '{"d": %s}' % tok("dimension", '{"value": 50, "unit": "%"}'),
        "vw": '{"d": %s}' % tok("dimension", '{"value": 10, "unit": "vw"}'),
        "ch": '{"d": %s}' % tok("dimension", '{"value": 60, "unit": "ch"}'),
        "pt": '{"d": %s}' % tok("dimension", '{"value": 17, "unit": "pt"}'),
        "dp": '{"d": %s}' % tok("dimension", '{"value": 48, "unit": "dp"}'),
        "sp": '{"d": %s}' % tok("dimension", '{"value": 16, "unit": "sp"}'),
    },
    "format/unitless-zero": {
        "string": '{"d": %s}' % tok("dimension", '"0"'),
        "empty-unit": '{"d": %s}' % tok("dimension", '{"value": 0, "unit": ""}'),
    },
    "format/bare-number": {
        "number": '{"d": %s}' % tok("dimension", "16"),
        "string": '{"d": %s}' % tok("dimension", '"16"'),
    },
    "format/unknown-type": {
        "opacity": '{"o": %s}' % tok("opacity", "0.4"),
        "boolean": '{"b": %s}' % tok("boolean", "true"),
        "string": '{"s": %s}' % tok("string", '"Acme"'),
    },
    "format/inferred-type": {
        "color-object": '{"c": {"$value": %s}}' % C,
        "dimension-object": '{"d": {"$value": %s}}' % PX,
        "plain-string": '{"font": {"$value": "Inter"}}',
    },
    "format/missing-type": {
        "null-value": '{"x": {"$value": null}}',
    },
    "format/number-string": {
        "number": '{"n": %s}' % tok("number", '"1.5"'),
    },
    "format/type-mismatch": {
        "number-holding-dimension": '{"n": %s}' % tok("number", '{"value": 5, "unit": "rem"}'),
        "number-holding-a-dimension": '{"n": %s}' % tok("number", '{"value": 5, "unit": "rem"}'),
        "alias-to-other-type": '{"n": %s, "d": %s}' % (tok("number", "4"), tok("dimension", '"{n}"')),
    },
    "format/value-with-children": {
        "color-with-states": '{"accent": {"$type": "color", "$value": %s, "hover": %s}}' % (C, tok("color", C2)),
    },
    "format/extra-member": {
        "font-style": '{"t": %s}' % tok("typography", TYPO[:-1] + ', "fontStyle": "italic"}'),
    },
    "format/missing-member": {
        "letter-spacing": '{"t": %s}' % tok("typography", '{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5}'),
    },
    "format/line-height-dimension": {
        "px": '{"t": %s}' % tok("typography", '{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}'),
    },
    "json/comment": {
        "line": '{\n  // brand colours\n  "n": %s\n}' % tok("number", "1"),
        "block": '{\n  /* sizes */\n  "n": %s\n}' % tok("number", "1"),
    },
    "json/trailing-comma": {
        "object": '{"n": %s,}' % tok("number", "1"),
        "array": '{"f": %s}' % tok("fontFamily", '["Inter", "sans-serif",]'),
    },
    "json/json5-syntax": {
        "single-quotes": "{'n': %s}" % tok("number", "1"),
        "unquoted-key": '{n: %s}' % tok("number", "1"),
    },
    "json/syntax": {
        "unterminated-string": '{"n": {"$type": "number", "$value": 1}, "x": "abc}',
        "unterminated-single-quotes": "{'n: %s}" % tok("number", "1"),
    },
    "format/not-a-group": {
        "array": '[%s]' % tok("number", "1"),
    },
    "format/not-a-token-or-group": {
        "root-group": '{"g": {"$root": {"x": %s}}}' % tok("number", "1"),
    },
    "format/plain-value": {
        "number-member": '{"n": {"$type": "number", "a": {"$value": 1}, "b": 2}}',
    },
    "format/css-value": {
        "auto": '{"w": %s}' % tok("dimension", '"auto"'),
    },
    "format/css-shorthand": {
        "cubic-bezier": '{"e": %s}' % tok("cubicBezier", '"cubic-bezier(0.4, 0, 0.2, 1)"'),
    },
    "format/interpolation": {
        "font-stack": '{"font": {"$type": "fontFamily", "name": {"$value": "Inter"}, "stack": {"$value": "{font.name}, sans-serif"}}}',
    },
    "format/member-name": {
        "shadow-x-y": '{"s": %s}' % tok("shadow", '{"color": %s, "x": %s, "y": %s, "blur": %s, "spread": %s}' % (C, PX, PX, PX, PX)),
    },
    "format/weight-name": {
        "camel-case": '{"w": %s}' % tok("fontWeight", '"SemiBold"'),
    },
    "format/group-reference": {
        "whole-group": '{"g": {"x": %s}, "a": {"$value": "{g}"}}' % tok("number", "1"),
    },
    "format/reference-spaces": {
        "trailing": '{"a": %s, "b": {"$type": "number", "$value": "{a} "}}' % tok("number", "1"),
    },
    "format/invalid-name": {
        "dot": '{"a.b": %s}' % tok("number", "1"),
        "brace": '{"a{b}": %s}' % tok("number", "1"),
    },
    "format/unknown-property": {
        "misspelt-value": '{"n": {"$type": "number", "$value": 1, "$valeu": 2}}',
    },
    "format/invalid-property": {
        "description-number": '{"n": %s}' % tok("number", "1", ', "$description": 5'),
        "deprecated-number": '{"n": %s}' % tok("number", "1", ', "$deprecated": 1'),
    },
    "format/value-and-ref": {
        "both": '{"a": %s, "b": {"$type": "number", "$value": 2, "$ref": "#/a"}}' % tok("number", "1"),
    },
    "format/invalid-extends": {
        "missing-group": '{"b": {"$extends": "{nowhere}", "x": %s}}' % tok("number", "1"),
        "cycle": '{"a": {"$extends": "{b}", "x": %s}, "b": {"$extends": "{a}", "y": %s}}' % (tok("number", "1"), tok("number", "2")),
    },
    "format/expression": {
        "arithmetic": '{"s": {"$type": "dimension", "base": {"$value": %s}, "double": {"$value": "{s.base} * 2"}}}' % PX,
        "rgba-reference": '{"c": {"$type": "color", "blue": {"$value": %s}, "focus": {"$value": "rgba({c.blue}, 0.5)"}}}' % C,
    },
    "format/invalid-expression": {
        "division-by-zero": '{"s": {"$type": "dimension", "base": {"$value": %s}, "bad": {"$value": "{s.base} / 0"}}}' % PX,
        "unknown-function": '{"s": {"$type": "dimension", "base": {"$value": %s}, "bad": {"$value": "sqrt({s.base})"}}}' % PX,
        "mixed-units": '{"s": {"$type": "dimension", "base": {"$value": %s}, "bad": {"$value": "{s.base} + 1rem"}}}' % PX,
    },
    "format/null-description": {
        "token": '{"n": %s}' % tok("number", "1", ', "$description": null'),
    },
    "format/legacy-tokens": {
        "style-dictionary": '{"size": {"base": {"value": %s, "comment": "body text"}, "large": {"value": "{size.base.value}"}}}' % PX,
    },
    "format/invalid-value": {
        "color-two-components": '{"c": %s}' % tok("color", '{"colorSpace": "srgb", "components": [0, 0]}'),
        "stroke-style-keyword": '{"s": %s}' % tok("strokeStyle", '"wavy"'),
    },
    "format/out-of-range": {
        "font-weight": '{"w": %s}' % tok("fontWeight", "1001"),
        "alpha": '{"c": %s}' % tok("color", '{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}'),
        "bezier-x": '{"e": %s}' % tok("cubicBezier", "[1.5, 0, 0.5, 1]"),
        "srgb-component": '{"c": %s}' % tok("color", '{"colorSpace": "srgb", "components": [0, 1.2, 0]}'),
    },
    "format/unknown-color-space": {
        "rgb": '{"c": %s}' % tok("color", '{"colorSpace": "rgb", "components": [0, 0, 0]}'),
    },
    "format/malformed-reference": {
        "empty-segment": '{"a": %s, "b": {"$value": "{a..b}"}}' % tok("number", "1"),
        "pointer-without-hash": '{"a": %s, "b": {"$type": "number", "$ref": "a"}}' % tok("number", "1"),
    },
    "format/ref-override": {
        "alpha-beside-ref": '{"c": %s, "d": {"$type": "color", "$value": {"$ref": "#/c/$value", "alpha": 0.5}}}' % tok("color", C),
    },
    "format/ref-token": {
        "token-object-in-a-value": '{"a": %s, "b": {"$type": "number", "$value": {"$ref": "#/a"}}}' % tok("number", "4"),
    },
    "format/unknown-reference": {
        "curly": '{"b": {"$type": "number", "$value": "{missing.token}"}}',
        "pointer": '{"b": {"$type": "number", "$ref": "#/missing"}}',
    },
    "format/reference-type": {
        "shadow-color-is-a-number": '{"n": %s, "s": %s}' % (tok("number", "1"), tok("shadow", '{"color": "{n}", "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s}' % (PX, PX, PX, PX))),
    },
    "format/circular-reference": {
        "pair": '{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "number", "$value": "{a}"}}',
        "self": '{"a": {"$type": "number", "$value": "{a}"}}',
    },
    "dynamic-type/invalid": {
        "text-style-with-relative-to": '{"t": %s}' % tok("typography", TYPO, ', "$extensions": {"styleguide": {"textStyle": "body", "relativeTo": "body"}}'),
    },
    "dynamic-type/unknown-text-style": {
        "huge": '{"d": %s}' % tok("dimension", PX, ', "$extensions": {"styleguide": {"relativeTo": "huge"}}'),
    },
    "dynamic-type/wrong-type": {
        "text-style-on-color": '{"c": %s}' % tok("color", C, ', "$extensions": {"styleguide": {"textStyle": "body"}}'),
    },
}

INVALID_FILES = {
    "base.json": '{"palette": {"$type": "color", "blue": {"$value": %s}}, "n": {"$type": "number", "$value": 1}}' % C,
    "light.json": '{"text": {"$type": "color", "$value": "{palette.blue}"}}',
    "dark.json": '{"text": {"$type": "color", "$value": %s}}' % C2,
    "extra.json": '{"brand": {"$type": "color", "$value": %s}}' % C2,
    "uses-brand.json": '{"link": {"$type": "color", "$value": "{brand}"}}',
}
BASE_SET = '"sets": {"base": {"sources": [{"$ref": "_files/base.json"}]}}'
THEME_MOD = '"theme": {"contexts": {"light": [{"$ref": "_files/light.json"}], "dark": [{"$ref": "_files/dark.json"}]}, "default": "light"}'
ORDER = '"resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]'
INVALID_RESOLVERS = {
    "resolver/empty-resolution-order": {
        "empty": '{"version": "2025.10", %s, "resolutionOrder": []}' % BASE_SET,
    },
    "resolver/unknown-property": {
        "modifier-misspelt-default": '{"version": "2025.10", %s, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "_files/light.json"}], "dark": [{"$ref": "_files/dark.json"}]}, "defualt": "light"}}, %s}' % (BASE_SET, ORDER),
        "modifier-unknown-key": '{"version": "2025.10", %s, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "_files/light.json"}], "dark": [{"$ref": "_files/dark.json"}]}, "default": "light", "kind": "appearance"}}, %s}' % (BASE_SET, ORDER),
        "set-misspelt-sources": '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "_files/base.json"}], "source": []}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}',
        "document-unknown-key": '{"version": "2025.10", %s, "themes": {}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' % BASE_SET,
    },
    "resolver/version": {
        "missing": '{%s, "resolutionOrder": [{"$ref": "#/sets/base"}]}' % BASE_SET,
        "old": '{"version": "2024.1", %s, "resolutionOrder": [{"$ref": "#/sets/base"}]}' % BASE_SET,
    },
    "resolver/missing-property": {
        "resolution-order": '{"version": "2025.10", %s}' % BASE_SET,
        "set-sources": '{"version": "2025.10", "sets": {"base": {"description": "no sources"}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}',
        "inline-name": '{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": [{"$ref": "_files/base.json"}]}]}',
    },
    "resolver/invalid-property": {
        "sets-array": '{"version": "2025.10", "sets": [], "resolutionOrder": [{"type": "set", "name": "x", "sources": [{"$ref": "_files/base.json"}]}]}',
        "sources-object": '{"version": "2025.10", "sets": {"base": {"sources": {"$ref": "_files/base.json"}}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}',
    },
    "resolver/invalid-reference": {
        "unknown-set": '{"version": "2025.10", %s, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/nope"}]}' % BASE_SET,
        "source-to-modifier": '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "_files/base.json"}, {"$ref": "#/modifiers/theme"}]}}, "modifiers": {%s}, %s}' % (THEME_MOD, ORDER),
    },
    "resolver/duplicate-entry": {
        "set-twice": '{"version": "2025.10", %s, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/base"}]}' % BASE_SET,
    },
    "resolver/set-cycle": {
        "two-sets": '{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "_files/base.json"}, {"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}',
    },
    "resolver/contexts": {
        "none": '{"version": "2025.10", %s, "modifiers": {"theme": {"contexts": {}}}, %s}' % (BASE_SET, ORDER),
        "single": '{"version": "2025.10", %s, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "_files/light.json"}]}}}, %s}' % (BASE_SET, ORDER),
    },
    "resolver/invalid-default": {
        "unknown-context": '{"version": "2025.10", %s, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "_files/light.json"}], "dark": [{"$ref": "_files/dark.json"}]}, "default": "dim"}}, %s}' % (BASE_SET, ORDER),
    },
    "resolver/unlisted-set-merged": {
        "brand-set-forgotten": '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "_files/base.json"}, {"$ref": "_files/uses-brand.json"}]}, "brand": {"sources": [{"$ref": "_files/extra.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}',
    },
    "resolver/too-many-permutations": {
        "thirteen-modifiers": '{"version": "2025.10", %s, "modifiers": {%s}, "resolutionOrder": [{"$ref": "#/sets/base"}, %s]}' % (
            BASE_SET, ", ".join('"m%d": {"contexts": {"a": [], "b": []}}' % i for i in range(13)),
            ", ".join('{"$ref": "#/modifiers/m%d"}' % i for i in range(13))),
    },
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text + "\n")


def main():
    for folder in ["valid", "invalid"]:
        if os.path.isdir(os.path.join(HERE, folder)):
            shutil.rmtree(os.path.join(HERE, folder))
    for name, text in VALID.items():
        json.loads(text)
        write(os.path.join(HERE, "valid", name + ".tokens.json"), text)
    for name, text in VALID_FILES.items():
        json.loads(text)
        write(os.path.join(HERE, "valid", "resolver-files", name), text)
    for name, text in VALID_RESOLVERS.items():
        json.loads(text)
        write(os.path.join(HERE, "valid", name + ".resolver.json"), text)
    count = 0
    for code, cases in INVALID.items():
        for case, text in cases.items():
            write(os.path.join(HERE, "invalid", code + "--" + case + ".tokens.json"), text)
            count += 1
    for name, text in INVALID_FILES.items():
        json.loads(text)
        write(os.path.join(HERE, "invalid", "resolver", "_files", name), text)
    for code, cases in INVALID_RESOLVERS.items():
        for case, text in cases.items():
            json.loads(text)
            write(os.path.join(HERE, "invalid", code + "--" + case + ".resolver.json"), text)
            count += 1
    print("%d valid, %d invalid" % (len(VALID) + len(VALID_RESOLVERS), count))


if __name__ == "__main__":
    main()
