#!/usr/bin/env python3
"""Writes the token fixtures. Each case is JSON text where « marks the exact
position the diagnostic must point at; the marker is removed and its line:col
(in Unicode scalars) written to the sidecar .expect file with the message
substring. Run: python3 generate.py (from this folder)."""
import os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
C = '{"colorSpace": "srgb", "components": [0, 0.5, 1]}'
D = '{"value": 4, "unit": "px"}'

def at(text):
    """Strip markers; return text and the list of (line, col) of each marker."""
    out, marks, line, col = [], [], 1, 1
    for ch in text:
        if ch == "«":
            marks.append((line, col)); continue
        out.append(ch)
        if ch == "\n": line, col = line + 1, 1
        else: col += 1
    return "".join(out), marks

def tok(t, v, extra=""):
    return '{"$type": "%s", "$value": %s%s}' % (t, v, extra)

VALID = {
 "color-srgb": ('{"c": %s}' % tok("color", C), ["c color"]),
 "color-alpha-hex": ('{"c": %s}' % tok("color", '{"colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 0.5, "hex": "#FF0000"}'), ["c color"]),
 "color-none-component": ('{"c": %s}' % tok("color", '{"colorSpace": "oklch", "components": [0.7, "none", 120]}'), ["c color"]),
 "color-all-spaces": ('{"g": {"$type": "color", %s}}' % ", ".join('"s%d": {"$value": {"colorSpace": "%s", "components": [0.1, 0.2, 0.3]}}' % (i, s) for i, s in enumerate("srgb srgb-linear hsl hwb lab lch oklab oklch display-p3 a98-rgb prophoto-rgb rec2020 xyz-d65 xyz-d50".split())), ["g.s0 color", "g.s13 color"]),
 "dimension-px": ('{"d": %s}' % tok("dimension", D), ["d dimension"]),
 "dimension-rem": ('{"d": %s}' % tok("dimension", '{"value": 1.5, "unit": "rem"}'), ["d dimension"]),
 "dimension-negative": ('{"d": %s}' % tok("dimension", '{"value": -2, "unit": "px"}'), ["d dimension"]),
 "fontfamily-string": ('{"f": %s}' % tok("fontFamily", '"Inter"'), ["f fontFamily"]),
 "fontfamily-array": ('{"f": %s}' % tok("fontFamily", '["SF Pro", "Helvetica", "sans-serif"]'), ["f fontFamily"]),
 "fontweight-number": ('{"w": %s}' % tok("fontWeight", '350'), ["w fontWeight"]),
 "fontweight-keywords": ('{"w": {"$type": "fontWeight", %s}}' % ", ".join('"k%d": {"$value": "%s"}' % (i, k) for i, k in enumerate("thin hairline extra-light ultra-light light normal regular book medium semi-bold demi-bold bold extra-bold ultra-bold black heavy extra-black ultra-black".split())), ["w.k0 fontWeight", "w.k17 fontWeight"]),
 "fontweight-bounds": ('{"a": %s, "b": %s}' % (tok("fontWeight", "1"), tok("fontWeight", "1000")), ["a fontWeight", "b fontWeight"]),
 "duration-ms": ('{"t": %s}' % tok("duration", '{"value": 200, "unit": "ms"}'), ["t duration"]),
 "duration-s": ('{"t": %s}' % tok("duration", '{"value": 0.5, "unit": "s"}'), ["t duration"]),
 "cubicbezier": ('{"e": %s}' % tok("cubicBezier", '[0.42, 0, 0.58, 1]'), ["e cubicBezier"]),
 "cubicbezier-overshoot-y": ('{"e": %s}' % tok("cubicBezier", '[0.3, -0.5, 0.7, 1.5]'), ["e cubicBezier"]),
 "number": ('{"n": %s}' % tok("number", '1.25'), ["n number"]),
 "strokestyle-keywords": ('{"s": {"$type": "strokeStyle", %s}}' % ", ".join('"%s": {"$value": "%s"}' % (k, k) for k in "solid dashed dotted double groove ridge outset inset".split()), ["s.solid strokeStyle", "s.inset strokeStyle"]),
 "strokestyle-object": ('{"s": %s}' % tok("strokeStyle", '{"dashArray": [%s, {"value": 2, "unit": "px"}], "lineCap": "round"}' % D), ["s strokeStyle"]),
 "border": ('{"b": %s}' % tok("border", '{"color": %s, "width": %s, "style": "solid"}' % (C, D)), ["b border"]),
 "border-aliases": ('{"c": %s, "w": %s, "s": %s, "b": %s}' % (tok("color", C), tok("dimension", D), tok("strokeStyle", '"dashed"'), tok("border", '{"color": "{c}", "width": "{w}", "style": "{s}"}')), ["b border"]),
 "transition": ('{"t": %s}' % tok("transition", '{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}'), ["t transition"]),
 "transition-aliases": ('{"d": %s, "e": %s, "t": %s}' % (tok("duration", '{"value": 1, "unit": "s"}'), tok("cubicBezier", '[0, 0, 1, 1]'), tok("transition", '{"duration": "{d}", "delay": "{d}", "timingFunction": "{e}"}')), ["t transition"]),
 "shadow-object": ('{"s": %s}' % tok("shadow", '{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s}' % (C, D, D, D, D)), ["s shadow"]),
 "shadow-inset": ('{"s": %s}' % tok("shadow", '{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, "inset": true}' % (C, D, D, D, D)), ["s shadow"]),
 "shadow-array": ('{"s": %s}' % tok("shadow", '[{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s}, {"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, "inset": false}]' % ((C, D, D, D, D) * 2)), ["s shadow"]),
 "shadow-layer-alias": ('{"a": %s, "s": %s}' % (tok("shadow", '{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s}' % (C, D, D, D, D)), tok("shadow", '["{a}", "{a}"]')), ["s shadow"]),
 "gradient": ('{"g": %s}' % tok("gradient", '[{"color": %s, "position": 0}, {"color": %s, "position": 1}]' % (C, C)), ["g gradient"]),
 "gradient-alias-position": ('{"p": %s, "c": %s, "g": %s}' % (tok("number", "0.5"), tok("color", C), tok("gradient", '[{"color": "{c}", "position": "{p}"}]')), ["g gradient"]),
 "typography": ('{"t": %s}' % tok("typography", '{"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}'), ["t typography"]),
 "typography-aliases": ('{"f": %s, "s": %s, "w": %s, "l": %s, "h": %s, "t": %s}' % (tok("fontFamily", '"Inter"'), tok("dimension", D), tok("fontWeight", '"bold"'), tok("dimension", D), tok("number", "1.5"), tok("typography", '{"fontFamily": "{f}", "fontSize": "{s}", "fontWeight": "{w}", "letterSpacing": "{l}", "lineHeight": "{h}"}')), ["t typography"]),
 "group-type-inherited": ('{"g": {"$type": "dimension", "sub": {"x": {"$value": %s}}}}' % D, ["g.sub.x dimension"]),
 "group-type-overridden": ('{"g": {"$type": "dimension", "x": {"$type": "number", "$value": 2}}}', ["g.x number"]),
 "alias-whole": ('{"a": %s, "b": {"$value": "{a}"}}' % tok("color", C), ["b color"]),
 "alias-chain": ('{"a": %s, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}, "d": {"$value": "{c}"}}' % tok("number", "3"), ["d number"]),
 "alias-forward": ('{"z": {"$value": "{a.b}"}, "a": {"b": %s}}' % tok("number", "3"), ["z number"]),
 "alias-type-from-target-before-group": ('{"g": {"$type": "number", "x": {"$value": "{c}"}}, "c": %s}' % tok("color", C), ["g.x color"]),
 "alias-explicit-type-matches": ('{"a": %s, "b": {"$type": "color", "$value": "{a}"}}' % tok("color", C), ["b color"]),
 "ref-whole-token": ('{"a": %s, "b": {"$ref": "#/a"}}' % tok("color", C), ["b color"]),
 "ref-into-value": ('{"color": {"blue": %s}, "n": {"$type": "number", "$value": {"$ref": "#/color/blue/$value/components/2"}}}' % tok("color", C), ["n number"]),
 "ref-escaped": ('{"a/b": {"c~d": %s}, "n": {"$value": {"$ref": "#/a~1b/c~0d/$value"}}}' % tok("number", "4"), ["n number"]),
 "ref-component": ('{"n": %s, "c": %s}' % (tok("number", "0.25"), tok("color", '{"colorSpace": "srgb", "components": [{"$ref": "#/n/$value"}, 0, 0]}')), ["c color"]),
 "root-token": ('{"accent": {"$type": "color", "$root": {"$value": %s}, "light": {"$value": %s}}, "x": {"$value": "{accent.$root}"}}' % (C, C), ["accent.$root color", "x color"]),
 "description-deprecated": ('{"a": %s}' % tok("number", "1", ', "$description": "Base", "$deprecated": "use b"'), ["a number"]),
 "deprecated-bool": ('{"g": {"$deprecated": true, "$type": "number", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}}}', ["g.a number", "g.b number"]),
 "extensions-kept": ('{"a": %s}' % tok("number", "1", ', "$extensions": {"com.example": {"nested": [1, {"x": null}]}}'), ["a number"]),
 "extends-basic": ('{"base": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}}, "derived": {"$extends": "{base}", "b": {"$value": 3}}}', ["derived.a number", "derived.b number"]),
 "extends-chain": ('{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"$extends": "{a}", "y": {"$value": 2}}, "c": {"$extends": "{b}", "z": {"$value": 3}}}', ["c.x number", "c.y number", "c.z number"]),
 "extends-ref": ('{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"$extends": {"$ref": "#/a"}}}', ["b.x number"]),
 "schema-key": ('{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "n": %s}' % tok("number", "1"), ["n number"]),
 "empty-document": ('{}', []),
 "unicode-names": ('{"färg": {"blå": %s}}' % tok("color", C), ["färg.blå color"]),
 "bom": ('\ufeff{"n": %s}' % tok("number", "1"), ["n number"]),
 "dynamic-textstyle": ('{"t": %s}' % tok("typography", '{"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}', ', "$extensions": {"styleguide": {"textStyle": "body"}}'), ["t typography"]),
 "dynamic-textstyle-size-disagrees": ('{"t": %s}' % tok("typography", '{"fontFamily": "SF Pro", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}', ', "$extensions": {"styleguide": {"textStyle": «"body"}}'), ["t typography", "warning is the text style body, 17 pt at Large in the HIG table, but its fontSize is 16 pt"]),
 "dynamic-scaledfont": ('{"t": %s}' % tok("typography", '{"fontFamily": "Avenir", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}', ', "$extensions": {"styleguide": {"relativeTo": "body", "maxSize": 26}}'), ["t typography"]),
 "dynamic-scaledmetric": ('{"d": %s}' % tok("dimension", '{"value": 44, "unit": "px"}', ', "$extensions": {"styleguide": {"relativeTo": "title", "max": 60}}'), ["d dimension"]),
 "dynamic-uncapped": ('{"d": %s}' % tok("dimension", D, ', "$extensions": {"styleguide": {"relativeTo": "caption"}, "other.tool": 1}'), ["d dimension"]),
 "legacy-hex6": ('{"c": %s}' % tok("color", '«"#0088ff"'), ["c color", "warning legacy colour string \"#0088ff\""]),
 "legacy-hex3": ('{"c": %s}' % tok("color", '«"#08f"'), ["c color", "warning {\"colorSpace\": \"srgb\", \"components\": [0, 0.5333, 1], \"alpha\": 1, \"hex\": \"#0088ff\"}"]),
 "legacy-hex8": ('{"c": %s}' % tok("color", '«"#0088ff80"'), ["c color", "warning \"alpha\": 0.50196"]),
 "legacy-dimension": ('{"d": %s}' % tok("dimension", '«"16px"'), ["d dimension", "warning use the 2025.10 shape {\"value\": 16, \"unit\": \"px\"}"]),
 "legacy-dimension-rem": ('{"d": %s}' % tok("dimension", '«"1.5rem"'), ["d dimension", "warning {\"value\": 1.5, \"unit\": \"rem\"}"]),
 "legacy-duration": ('{"t": %s}' % tok("duration", '«"200ms"'), ["t duration", "warning legacy duration string \"200ms\""]),
 "legacy-duration-s": ('{"t": %s}' % tok("duration", '«"0.2s"'), ["t duration", "warning {\"value\": 0.2, \"unit\": \"s\"}"]),
 "legacy-lineheight": ('{"t": %s}' % tok("typography", '{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": «{"value": 24, "unit": "px"}}'), ["t typography", "warning converted to the multiplier 1.5"]),
 "legacy-in-shadow": ('{"s": %s}' % tok("shadow", '{"color": «"#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}'), ["s shadow", "warning legacy colour string \"#000000\""]),
 "gradient-clamped": ('{"g": %s}' % tok("gradient", '[{"color": %s, "position": «1.5}]' % C), ["g gradient", "warning clamped to 1"]),
}

def bad(text, substring, t="n"):
    return (text, substring)

INVALID = {
 # JSON syntax
 "json-trailing-comma": ('{"a": 1,«}', "trailing comma"),
 "json-bad-escape": ('{"a": "x«\\1"}', "invalid escape sequence"),
 "json-unterminated": ('{"a": «"abc', "unterminated string"),
 "json-control-char": ('{"a": "a«\nb"}', "must be escaped"),
 "json-truncated": ('{"a": {"b": 1}«', "unexpected end of file"),
 "json-leading-zero": ('{"a": «007}', "leading zeros"),
 "json-bad-number": ('{"a": «-a}', "expected a digit after '-'"),
 "json-garbage": ('{"a": 1}\n«}', "after the end of the JSON value"),
 "json-duplicate": ('{"a": 1,\n "b": 2,\n «"a": 3}', "plain value"),
 "json-not-object": ('«[1, 2]', "must hold a JSON object"),
 "json-single-quotes": ("{«'a': 1}", "double quotes"),
 # structure and names
 "name-dollar": ('{«"$colors": {}}', "names must not start with '$'"),
 "name-dot": ('{«"a.b": %s}' % tok("number", "1"), "holds '{', '}' or '.'"),
 "name-brace": ('{«"a{b": %s}' % tok("number", "1"), "holds '{', '}' or '.'"),
 "name-empty": ('{«"": %s}' % tok("number", "1"), "must not be empty"),
 "token-with-children": ('{"a": {"$type": "number", "$value": 1, «"child": {"$value": 2}}}', "a token cannot contain tokens"),
 "token-unknown-property": ('{"a": {"$type": "number", "$value": 1, «"$valeu": 2}}', "unknown token property '$valeu'"),
 "not-an-object": ('{«"a": "red"}', "plain value where a token or group belongs"),
 "type-unknown": ('{"a": {"$type": «"colour", "$value": 1}}', "unknown $type 'colour'"),
 "type-not-string": ('{"a": {"$type": «3, "$value": 1}}', "$type must be a string"),
 "group-type-unknown": ('{"g": {"$type": «"size", "a": {"$value": 1}}}', "unknown $type 'size'"),
 "no-type": ('{«"a": {"$value": 1}}', "cannot determine the type of 'a'"),
 "no-type-nested": ('{"g": {"h": {«"a": {"$value": null}}}}', "cannot determine the type of 'g.h.a'"),
 "description-not-string": ('{"a": {"$type": "number", "$value": 1, "$description": «5}}', "$description must be a string"),
 "deprecated-bad": ('{"a": {"$type": "number", "$value": 1, "$deprecated": «1}}', "$deprecated must be true, false or a reason string"),
 "extensions-not-object": ('{"a": {"$type": "number", "$value": 1, "$extensions": «[]}}', "$extensions must be an object"),
 "root-not-token": ('{"g": {«"$root": {"x": 1}}}', "$root must be a token"),
 "top-level-token": ('«{"$type": "number", "$value": 1}', "must be a group, not a token"),
 # colour
 "color-string": ('{"c": {"$type": "color", "$value": «"red"}}', "expected a color object"),
 "color-bad-space": ('{"c": {"$type": "color", "$value": {"colorSpace": «"rgb", "components": [0, 0, 0]}}}', "unknown colorSpace 'rgb'"),
 "color-two-components": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": «[0, 0]}}}', "components must be an array of 3"),
 "color-component-string": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, «"x", 0]}}}', "expected a colour component"),
 "color-alpha-range": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": «1.5}}}', "alpha must be between 0 and 1"),
 "color-hex-short": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": «"#fff"}}}', "hex must be a 6-digit"),
 "color-missing-components": ('{"c": {"$type": "color", "$value": «{"colorSpace": "srgb"}}}', "color value is missing 'components'"),
 "color-unknown-member": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], «"opacity": 1}}}', "unknown member 'opacity'"),
 "color-srgb-range": ('{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": «[0, 1.5, 0]}}}', "is 1.5, outside [0, 1] for srgb"),
 "color-hsl-saturation-range": ('{"c": {"$type": "color", "$value": {"colorSpace": "hsl", "components": «[120, 101, 50]}}}', "(saturation) is 101, outside [0, 100] for hsl"),
 "color-bad-legacy-hex": ('{"c": {"$type": "color", "$value": «"#12345"}}', "expected a color object"),
 # dimension
 "dimension-bad-unit": ('{"d": {"$type": "dimension", "$value": {"value": 4, "unit": «"em"}}}', "unknown dimension unit 'em'; expected px or rem"),
 "dimension-number": ('{"d": {"$type": "dimension", "$value": «4}}', "expected a dimension object"),
 "dimension-string-value": ('{"d": {"$type": "dimension", "$value": {"value": «"4", "unit": "px"}}}', "expected a number for 'value'"),
 "dimension-missing-unit": ('{"d": {"$type": "dimension", "$value": «{"value": 4}}}', "dimension value is missing 'unit'"),
 "dimension-legacy-bad-unit": ('{"d": {"$type": "dimension", "$value": «"16pt"}}', "with unit px or rem"),
 # fontFamily / fontWeight
 "fontfamily-number": ('{"f": {"$type": "fontFamily", "$value": «12}}', "fontFamily must be a font name"),
 "fontfamily-array-bad": ('{"f": {"$type": "fontFamily", "$value": ["A", «1]}}', "fontFamily entries must be non-empty strings"),
 "fontfamily-empty-array": ('{"f": {"$type": "fontFamily", "$value": «[]}}', "fontFamily must be a font name"),
 "fontweight-zero": ('{"w": {"$type": "fontWeight", "$value": «0}}', "fontWeight 0 is out of range"),
 "fontweight-big": ('{"w": {"$type": "fontWeight", "$value": «1001}}', "out of range; expected 1 to 1000"),
 "fontweight-keyword": ('{"w": {"$type": "fontWeight", "$value": «"semibold"}}', "the weight its name spells"),
 # duration / cubicBezier / number
 "duration-bad-unit": ('{"t": {"$type": "duration", "$value": {"value": 1, "unit": «"min"}}}', "unknown duration unit 'min'"),
 "duration-negative": ('{"t": {"$type": "duration", "$value": «{"value": -1, "unit": "ms"}}}', "must not be negative"),
 "duration-legacy-bad": ('{"t": {"$type": "duration", "$value": «"fast"}}', "expected a duration object"),
 "cubic-three": ('{"e": {"$type": "cubicBezier", "$value": «[0, 0, 1]}}', "array of 4 numbers"),
 "cubic-x-range": ('{"e": {"$type": "cubicBezier", "$value": [0, 0, «1.2, 1]}}', "x2 must be between 0 and 1"),
 "cubic-string": ('{"e": {"$type": "cubicBezier", "$value": «"ease-in"}}', "cubicBezier written as the CSS"),
 "number-string": ('{"n": {"$type": "number", "$value": «"1"}}', "expected a number, found a string"),
 # strokeStyle
 "stroke-keyword": ('{"s": {"$type": "strokeStyle", "$value": «"dash"}}', "unknown strokeStyle 'dash'"),
 "stroke-linecap": ('{"s": {"$type": "strokeStyle", "$value": {"dashArray": [%s], "lineCap": «"flat"}}}' % D, "lineCap must be one of"),
 "stroke-empty-dasharray": ('{"s": {"$type": "strokeStyle", "$value": {"dashArray": «[], "lineCap": "round"}}}', "dashArray must be a non-empty array"),
 # border / transition / shadow / gradient / typography
 "border-missing-style": ('{"b": {"$type": "border", "$value": «{"color": %s, "width": %s}}}' % (C, D), "border value is missing 'style'"),
 "border-bad-width": ('{"b": {"$type": "border", "$value": {"color": %s, "width": «"thin", "style": "solid"}}}' % C, "expected a dimension object"),
 "transition-missing-delay": ('{"t": {"$type": "transition", "$value": «{"duration": {"value": 1, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}}}', "missing 'delay'"),
 "transition-bad-timing": ('{"t": {"$type": "transition", "$value": {"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": «[0, 0, 1]}}}', "array of 4 numbers"),
 "shadow-missing-spread": ('{"s": {"$type": "shadow", "$value": «{"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s}}}' % (C, D, D, D), "shadow value is missing 'spread'"),
 "shadow-unknown-member": ('{"s": {"$type": "shadow", "$value": {"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, «"x": 1}}}' % (C, D, D, D, D), "unknown member 'x' in a shadow value"),
 "shadow-inset-string": ('{"s": {"$type": "shadow", "$value": {"color": %s, "offsetX": %s, "offsetY": %s, "blur": %s, "spread": %s, "inset": «"yes"}}}' % (C, D, D, D, D), "inset must be true or false"),
 "shadow-empty-array": ('{"s": {"$type": "shadow", "$value": «[]}}', "at least one shadow"),
 "shadow-negative-blur": ('{"s": {"$type": "shadow", "$value": {"color": %s, "offsetX": %s, "offsetY": %s, "blur": «{"value": -1, "unit": "px"}, "spread": %s}}}' % (C, D, D, D), "blur must not be negative"),
 "gradient-not-array": ('{"g": {"$type": "gradient", "$value": «{"color": %s, "position": 0}}}' % C, "gradient must be a non-empty array"),
 "gradient-missing-position": ('{"g": {"$type": "gradient", "$value": [«{"color": %s}]}}' % C, "gradient stop value is missing 'position'"),
 "typography-missing": ('{"t": {"$type": "typography", "$value": «{"fontFamily": "A", "fontSize": %s, "fontWeight": 400, "lineHeight": 1.2}}}' % D, "missing 'letterSpacing'"),
 "typography-lineheight-string": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": %s, "fontWeight": 400, "letterSpacing": %s, "lineHeight": «true}}}' % (D, D), "lineHeight must be a number"),
 "typography-lineheight-mixed-units": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "letterSpacing": %s, "lineHeight": «{"value": 24, "unit": "px"}}}}' % D, "cannot be turned into a multiplier"),
 "typography-bad-weight": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": %s, "fontWeight": «"fat", "letterSpacing": %s, "lineHeight": 1}}}' % (D, D), "unknown fontWeight 'fat'"),
 # aliases and references
 "alias-missing": ('{"a": {"$type": "number", "$value": «"{b}"}}', "reference {b} points at no token"),
 "alias-group": ('{"g": {"x": {"$type": "number", "$value": 1}}, "a": {"$type": "number", "$value": «"{g}"}}', "{g} is a group"),
 "alias-malformed": ('{"a": {"$type": "number", "$value": «"{b..c}"}}', "malformed reference"),
 "alias-type-mismatch": ('{"c": %s, "a": {"$type": "dimension", "$value": «"{c}"}}' % tok("color", C), "points at a color token, but this token is a dimension"),
 "alias-member-type-mismatch": ('{"n": %s, "b": {"$type": "border", "$value": {"color": «"{n}", "width": %s, "style": "solid"}}}' % (tok("number", "1"), D), "points at a number token, but 'color' needs a color"),
 "alias-self": ('{"a": {"$type": "number", "$value": «"{a}"}}', "circular reference: {a} → {a}"),
 "alias-cycle-first": ('{"a": {"$type": "number", "$value": «"{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}', "circular reference: {a} → {b} → {c} → {a}"),
 "alias-cycle-last": ('{"a": {"$type": "number", "$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": «"{a}"}}', "circular reference: {c} → {a} → {b} → {c}"),
 "alias-cycle-member": ('{"a": {"$type": "border", "$value": «{"color": "{b}", "width": %s, "style": "solid"}}, "b": {"$type": "color", "$value": {"$ref": "#/a/$value/color"}}}' % D, "circular reference"),
 "ref-missing": ('{"a": {"$type": "number", "$value": {"$ref": «"#/nope/x"}}}', "points at nothing: no 'nope'"),
 "ref-bad-pointer": ('{"a": {"$type": "number", "$value": {"$ref": «"nope"}}}', "invalid JSON Pointer"),
 "ref-bad-escape": ('{"a": {"$type": "number", "$value": {"$ref": «"#/a~2"}}}', "invalid JSON Pointer"),
 "ref-extra-member": ('{"b": %s, "a": {"$type": "number", "$value": {"$ref": "#/b", «"x": 1}}}' % tok("number", "1"), "a $ref object must have no other members"),
 "ref-into-value-missing": ('{"c": %s, "a": {"$type": "number", "$value": {"$ref": «"#/c/$value/components/5"}}}' % tok("color", C), "has no '5'"),
 "ref-group": ('{"g": {"x": %s}, "a": {"$type": "number", "$value": {"$ref": «"#/g"}}}' % tok("number", "1"), "points at a group"),
 "ref-wrong-type": ('{"c": %s, "a": {"$type": "number", "$value": {"$ref": «"#/c/$value/colorSpace"}}}' % tok("color", C), "expected a number, found a string"),
 # $extends
 "extends-missing": ('{"a": {"$extends": «"{nope}"}}', "$extends target {nope} does not exist"),
 "extends-token": ('{"t": %s, "a": {"$extends": «"{t}"}}' % tok("number", "1"), "is not a group"),
 "extends-not-reference": ('{"a": {"$extends": «5}}', "$extends must be a reference to a group"),
 "extends-cycle-a": ('{"a": {"$extends": «"{b}"}, "b": {"$extends": "{a}"}}', "circular $extends: a → b → a"),
 "extends-cycle-b": ('{"a": {"$extends": "{b}"}, "b": {"$extends": «"{a}"}}', "circular $extends"),
 "extends-self": ('{"a": {"$extends": «"{a}"}}', "circular $extends: a → a"),
 # Dynamic Type metadata
 "dt-unknown-style": ('{"t": {"$type": "dimension", "$value": %s, "$extensions": {"styleguide": {"relativeTo": «"bodyy"}}}}' % D, "unknown text style 'bodyy'; expected one of largeTitle"),
 "dt-cap-below-base": ('{"t": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}, "$extensions": {"styleguide": {"relativeTo": "body", "max": «40}}}}', "'max' 40 is below the token's base size 44pt"),
 "dt-maxsize-below-base": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 1.25, "unit": "rem"}, "fontWeight": 400, "letterSpacing": %s, "lineHeight": 1}, "$extensions": {"styleguide": {"relativeTo": "body", "maxSize": «19}}}}' % D, "below the token's base size 20pt"),
 "dt-textstyle-on-dimension": ('{"t": {"$type": "dimension", "$value": %s, "$extensions": {"styleguide": {«"textStyle": "body"}}}}' % D, "'textStyle' in $extensions.styleguide applies to typography tokens, not to a dimension token"),
 "dt-max-on-typography": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": %s, "fontWeight": 400, "letterSpacing": %s, "lineHeight": 1}, "$extensions": {"styleguide": {"relativeTo": "body", «"max": 30}}}}' % (D, D), "'max' in $extensions.styleguide applies to dimension tokens"),
 "dt-on-color": ('{"c": {"$type": "color", "$value": %s, "$extensions": {"styleguide": {«"relativeTo": "body"}}}}' % C, "applies to typography and dimension tokens, not to a color token"),
 "dt-unknown-key": ('{"t": {"$type": "dimension", "$value": %s, "$extensions": {"styleguide": {"relativeTo": "body", «"min": 3}}}}' % D, "unknown key 'min' in $extensions.styleguide"),
 "dt-cap-without-relative": ('{"t": {"$type": "dimension", "$value": %s, "$extensions": {"styleguide": {«"max": 30}}}}' % D, "'max' needs 'relativeTo'"),
 "dt-both": ('{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": %s, "fontWeight": 400, "letterSpacing": %s, "lineHeight": 1}, "$extensions": {"styleguide": {"textStyle": "body", «"relativeTo": "body"}}}}' % (D, D), "cannot be combined"),
 "dt-not-object": ('{"t": {"$type": "dimension", "$value": %s, "$extensions": {"styleguide": «"body"}}}' % D, "$extensions.styleguide must be an object"),
}

def write(folder, name, text, lines):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".tokens.json"), "w", encoding="utf-8") as f:
        f.write(text)
    with open(os.path.join(folder, name + ".expect"), "w", encoding="utf-8") as f:
        f.write("".join(l + "\n" for l in lines))

def main():
    for sub in ("valid", "invalid"):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
    for name, (text, lines) in VALID.items():
        clean, marks = at(text)
        out = []
        for l in lines:
            if l.startswith("warning "):
                (line, col), = marks
                out.append("warning %d:%d: %s" % (line, col, l[len("warning "):]))
            else:
                out.append("token " + l)
        write(os.path.join(HERE, "valid"), name, clean, out)
    for name, (text, substring) in INVALID.items():
        clean, marks = at(text)
        assert len(marks) == 1, name
        (line, col), = marks
        write(os.path.join(HERE, "invalid"), name, clean, ["%d:%d: %s" % (line, col, substring)])
    print(len(VALID), "valid,", len(INVALID), "invalid")

main()
