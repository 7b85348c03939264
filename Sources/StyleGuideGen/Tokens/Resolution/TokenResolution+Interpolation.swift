/// References inside a longer string, as Style Dictionary and Tokens Studio read them: each
/// `{path}` replaced by the text of its token's value (`"{font.name}, {font.fallback}"`,
/// `"{border.width} solid {border.color}"`, `"{color.black}1A"`, `"(max-width: {bp.sm}px)"`).
/// The string is then read as the token's type (a font stack, a colour, CSS shorthand).
extension TokenResolution {
    /// The string with its references' values put in; nil when it holds no whole reference.
    /// A reference that fails is reported, and so is the string (`.failed`).
    func interpolate(_ text: String, at location: SourceLocation, context: inout ValueContext) -> Dereferenced? {
        let pieces = Self.pieces(of: text)
        guard pieces.contains(where: { if case .reference = $0 { true } else { false } }) else { return nil }
        var written = ""
        for piece in pieces {
            switch piece {
            case .text(let plain): written += plain
            case .reference(let name):
                guard case .token(let target) = followAlias(name, at: location, context: context) else { return .failed }
                guard let value = Self.text(of: target.value) else {
                    context.error(.formatInvalidExpression, "cannot put {\(target.name)}, a \(target.value.typeName) token, into the string \"\(text)\": only values with a text of their own can be", at: location)
                    return .failed
                }
                written += value
            }
        }
        context.warning(.formatInterpolation, "\"\(text)\" puts the values of its references into a string, as Style Dictionary and Tokens Studio do; DTCG 2025.10 has no such references: it reads as \"\(written)\"", at: location)
        return .json(JSONValue(.string(written), at: location))
    }

    private enum Piece {
        case text(String)
        case reference(String)
    }

    /// The string cut into plain text and whole `{a.b}` references.
    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let candidate = String(rest[open...close])
            guard let name = ReferenceSyntax.curlyName(candidate) else {
                pieces.append(.text(String(rest[...open])))
                rest = rest[rest.index(after: open)...]
                continue
            }
            pieces.append(.text(String(rest[..<open])))
            pieces.append(.reference(name))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(String(rest)))
        return pieces
    }

    /// A value's text as CSS writes it, for putting into a string.
    static func text(of value: TokenValue) -> String? {
        switch value {
        case .color(let color): color.alpha == 1 ? color.tokenColor.sRGBFallbackHex : color.tokenColor.cssString
        case .dimension(let dimension): CSSValueSerializer.dimension(dimension)
        case .fontFamily(let families): families.map(CSSValueSerializer.familyName).joined(separator: ", ")
        case .fontWeight(let weight): CSSValueSerializer.fontWeight(weight)
        case .duration(let duration): CSSValueSerializer.duration(duration)
        case .cubicBezier(let curve): CSSValueSerializer.cubicBezier(curve)
        case .number(let number): CSSValueSerializer.number(number)
        case .strokeStyle(let style): CSSValueSerializer.strokeStyle(style)
        case .shadow(let layers): TokenCSS.shadow(layers)
        case .border(let border): TokenCSS.border(border)
        case .gradient(let stops): TokenCSS.gradient(stops)
        case .css(let css): css.text
        case .custom(let custom):
            switch custom.content {
            case .string(let text): text
            case .number(let number): CSSValueSerializer.number(number)
            case .bool, .json: nil
            }
        case .transition, .typography: nil
        }
    }
}
