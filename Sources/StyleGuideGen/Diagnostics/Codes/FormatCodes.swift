/// The DTCG Format module: token files, their groups, names, types, values and references.
extension DiagnosticCode {
    // Structure
    /// The file's top level is not a group object.
    static let formatNotAGroup = DiagnosticCode("format/not-a-group")
    /// A group member that is neither a token nor a group (a string, a number...).
    static let formatNotATokenOrGroup = DiagnosticCode("format/not-a-token-or-group")
    /// A name that is empty or holds `{`, `}` or `.`.
    static let formatInvalidName = DiagnosticCode("format/invalid-name", deviatesFromSpec: true)
    /// A `$`-property the format does not define, on a token or a group.
    static let formatUnknownProperty = DiagnosticCode("format/unknown-property", deviatesFromSpec: true)
    /// `$type`, `$description`, `$deprecated` or `$extensions` of the wrong JSON kind.
    static let formatInvalidProperty = DiagnosticCode("format/invalid-property")
    /// A token with `$value` that also holds child tokens or groups: both are kept.
    static let formatValueWithChildren = DiagnosticCode("format/value-with-children", deviatesFromSpec: true)
    /// A token with both `$value` and `$ref`.
    static let formatValueAndRef = DiagnosticCode("format/value-and-ref")
    /// `$extends` that names no group, names a token, or forms a cycle.
    static let formatInvalidExtends = DiagnosticCode("format/invalid-extends")

    // Types
    /// A `$type` outside the 13 standard types: kept as a token of that type.
    static let formatUnknownType = DiagnosticCode("format/unknown-type", deviatesFromSpec: true)
    /// No `$type` on the token or its groups: inferred from the value's shape.
    static let formatInferredType = DiagnosticCode("format/inferred-type", deviatesFromSpec: true)
    /// No `$type` anywhere, and a value whose shape fits several types (or none).
    static let formatMissingType = DiagnosticCode("format/missing-type")
    /// The declared type contradicts the value, which loads as what it is.
    static let formatTypeMismatch = DiagnosticCode("format/type-mismatch", deviatesFromSpec: true)
    /// A number written as a string (`"1.5"`).
    static let formatNumberString = DiagnosticCode("format/number-string", deviatesFromSpec: true)

    // Values
    /// A value that does not fit its type at all (the message gives the shape to use).
    static let formatInvalidValue = DiagnosticCode("format/invalid-value")
    /// A number outside its allowed range (font weight, alpha, a bezier x, a colour component).
    static let formatOutOfRange = DiagnosticCode("format/out-of-range")
    /// A `colorSpace` the Color module does not list.
    static let formatUnknownColorSpace = DiagnosticCode("format/unknown-color-space")
    /// A colour as a 3- or 6-digit hex string instead of a colour object.
    static let formatHexColor = DiagnosticCode("format/hex-color", deviatesFromSpec: true)
    /// A colour as a 4- or 8-digit hex string: its alpha is taken from it.
    static let formatHexAlpha = DiagnosticCode("format/hex-alpha", deviatesFromSpec: true)
    /// A colour in another CSS syntax (`rgb()`, `hsl()`, `oklch()`, a named colour).
    static let formatCSSColor = DiagnosticCode("format/css-color", deviatesFromSpec: true)
    /// A dimension or duration written as one string (`"16px"`, `"200ms"`).
    static let formatUnitString = DiagnosticCode("format/unit-string", deviatesFromSpec: true)
    /// A dimension written as a bare number: taken as px.
    static let formatBareNumber = DiagnosticCode("format/bare-number", deviatesFromSpec: true)
    /// A dimension unit other than px and rem: CSS units kept, pt/dp as px, sp as rem.
    static let formatUnknownUnit = DiagnosticCode("format/unknown-unit", deviatesFromSpec: true)
    /// A zero with no unit (`"0"`, `{"value": 0, "unit": ""}`).
    static let formatUnitlessZero = DiagnosticCode("format/unitless-zero", deviatesFromSpec: true)
    /// A typography lineHeight given as a dimension: turned into a multiplier.
    static let formatLineHeightDimension = DiagnosticCode("format/line-height-dimension", deviatesFromSpec: true)
    /// Typography members beyond the five standard ones: passed to CSS.
    static let formatExtraMember = DiagnosticCode("format/extra-member", deviatesFromSpec: true)
    /// A typography value missing standard members: the CSS leaves them out.
    static let formatMissingMember = DiagnosticCode("format/missing-member", deviatesFromSpec: true)
    /// CSS a browser computes where a value of a type is expected (`auto`, `linear-gradient()`): kept as written.
    static let formatCSSValue = DiagnosticCode("format/css-value", deviatesFromSpec: true)
    /// A shadow, border or font stack written as CSS text: read as the 2025.10 shape it means.
    static let formatCSSShorthand = DiagnosticCode("format/css-shorthand", deviatesFromSpec: true)
    /// A composite member under another tool's name (`x` for offsetX, `timing-function`): read as the format's.
    static let formatMemberName = DiagnosticCode("format/member-name", deviatesFromSpec: true)
    /// A font weight named the way a design tool spells it (`SemiBold`, `Semibold`): read by its letters.
    static let formatWeightName = DiagnosticCode("format/weight-name", deviatesFromSpec: true)
    /// A gradient stop position outside 0...1, clamped as the format says.
    static let formatPositionClamped = DiagnosticCode("format/position-clamped")

    // References
    /// A curly alias that is not `{group.token}`, or a `$ref` that is not a JSON Pointer.
    static let formatMalformedReference = DiagnosticCode("format/malformed-reference")
    /// A `$ref` value object with other keys beside it: they replace those members of its target.
    static let formatRefOverride = DiagnosticCode("format/ref-override", deviatesFromSpec: true)
    /// A `$ref` to a token object (`#/color/blue`) rather than its value (`#/color/blue/$value`): read as its value.
    static let formatRefToken = DiagnosticCode("format/ref-token", deviatesFromSpec: true)
    /// A token standing for a whole group (`{palette.grey}`), and references through it: read in the group.
    static let formatGroupReference = DiagnosticCode("format/group-reference", deviatesFromSpec: true)
    /// A reference to no token (or to a group).
    static let formatUnknownReference = DiagnosticCode("format/unknown-reference")
    /// A reference to a token of another type where no other type can be loaded.
    static let formatReferenceType = DiagnosticCode("format/reference-type")
    /// Tokens that reference each other in a cycle.
    static let formatCircularReference = DiagnosticCode("format/circular-reference")
    /// A reference chain longer than the tool follows.
    static let formatReferenceTooDeep = DiagnosticCode("format/reference-too-deep")

    /// Arithmetic (`{size.base} * 2`) or `rgba({color}, 0.5)` in a DTCG file: evaluated.
    static let formatExpression = DiagnosticCode("format/expression", deviatesFromSpec: true)
    /// A whole reference with white space around it (`"{a.b} "`): read as the reference.
    static let formatReferenceSpaces = DiagnosticCode("format/reference-spaces", deviatesFromSpec: true)
    /// References inside a longer string (`"{font.name}, {font.fallback}"`): their values put in.
    static let formatInterpolation = DiagnosticCode("format/interpolation", deviatesFromSpec: true)
    /// Arithmetic that cannot be evaluated: a syntax error, an unknown function, units that do
    /// not combine, division by zero.
    static let formatInvalidExpression = DiagnosticCode("format/invalid-expression")

    /// A file of Style Dictionary's older tokens (`value`/`type` without `$`): read as DTCG, once per file.
    static let formatLegacyTokens = DiagnosticCode("format/legacy-tokens", deviatesFromSpec: true)
    /// A plain value (or null) where a token or group belongs: read as a token of that value (a null left out).
    static let formatPlainValue = DiagnosticCode("format/plain-value", deviatesFromSpec: true)
    /// `null` where a description belongs: read as none.
    static let formatNullDescription = DiagnosticCode("format/null-description", deviatesFromSpec: true)
    /// Members beside a token that no DTCG property holds (`attributes`, `source`...): kept, unused; a note per file.
    static let formatMetadata = DiagnosticCode("format/metadata")
    /// A Tokens Studio type (`sizing`, `fontWeights`...) read as its DTCG type: a note, once per set.
    static let formatTokensStudioType = DiagnosticCode("format/tokens-studio-type")

    /// A file of Figma's variables export, read by what Figma meant (scopes, booleans, aliasData): a note per file.
    static let formatFigmaVariables = DiagnosticCode("format/figma-variables")
    /// A style of effects written as layers keyed 0, 1... beside its description (the Figma plugin
    /// Design Tokens' multi-effect styles): read as one shadow token listing them, null layers left
    /// out. Not a deviation: DTCG reads the shape as a group; this gives it the plugin's meaning.
    static let formatNumberedLayers = DiagnosticCode("format/numbered-layers")
    /// A style exported with no value (the plugin's blur effects): nothing to load, left out.
    static let formatStyleWithoutValue = DiagnosticCode("format/style-without-value")

    static let formatCodes: [DiagnosticCode] = [
        formatNotAGroup, formatNotATokenOrGroup, formatInvalidName, formatUnknownProperty, formatInvalidProperty,
        formatValueWithChildren, formatValueAndRef, formatInvalidExtends,
        formatUnknownType, formatInferredType, formatMissingType, formatTypeMismatch, formatNumberString,
        formatInvalidValue, formatOutOfRange, formatUnknownColorSpace, formatHexColor, formatHexAlpha, formatCSSColor,
        formatUnitString, formatBareNumber, formatUnknownUnit, formatUnitlessZero, formatLineHeightDimension,
        formatExtraMember, formatMissingMember, formatPositionClamped, formatCSSValue, formatCSSShorthand, formatMemberName, formatWeightName,
        formatMalformedReference, formatRefOverride, formatRefToken, formatGroupReference, formatUnknownReference, formatReferenceType, formatCircularReference, formatReferenceTooDeep,
        formatExpression, formatInterpolation, formatReferenceSpaces, formatInvalidExpression, formatLegacyTokens, formatPlainValue, formatNullDescription, formatMetadata, formatTokensStudioType, formatFigmaVariables,
        formatNumberedLayers, formatStyleWithoutValue,
    ]
}
