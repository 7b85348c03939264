import Foundation

/// Values that compute: arithmetic (`{size.base} * 2`, `floor({space.unit} * 1.5)`) and a colour
/// with a new alpha (`rgba({color.blue}, 0.5)`), as Tokens Studio writes them. DTCG 2025.10 has
/// neither: in a DTCG file each is evaluated with a `format/expression` warning.
extension TokenResolution {
    /// The value a computing string gives, as a literal; nil when the string computes nothing.
    func evaluate(_ text: String, at location: SourceLocation, context: inout ValueContext) -> Dereferenced? {
        // Each form below needs one of these bytes (a reference's `{`, `rgba(`, an operator): most
        // strings have none, and cost no more than this look.
        guard ByteSearch.containsByte(in: text, where: Self.mayCompute), !Self.holdsNoOperand(text) else { return nil }
        if let declared = context.token.ownType ?? context.token.groupType, Self.neverComputed.contains(declared.type) { return nil }
        if let color = colorWithAlpha(text, at: location, context: &context) { return color }
        let expression: Expression
        switch ExpressionParser.parse(text) {
        case .success(let parsed): expression = parsed
        case .failure(let failure):
            // References in a string that is no arithmetic are put into it (`interpolate`); a call
            // of a function neither arithmetic nor CSS has is an error.
            if Self.holdsReference(text), !Self.startsWithCall(text) || CSSPassthrough.isCSSFunctionCall(text) { return nil }
            return report(failure, in: text, at: location, context: context)
        }
        guard expression.computes else { return nil }
        let evaluator = ExpressionEvaluator { path in self.quantity(of: path) }
        do throws(QuantityError) {
            // Tokens Studio rounds what it computes to 4 decimals.
            let exact = try evaluator.evaluate(expression)
            let result = dialect == .tokensStudio ? exact.roundedHalfUp(places: 4) : exact
            let json = literal(result, at: location, context: context)
            if dialect == .dtcg {
                context.warning(.formatExpression, "\"\(text)\" is arithmetic, which DTCG 2025.10 does not have; it is evaluated to \(JSONWriter.compact(json)): write that value", at: location)
            }
            return .json(json)
        } catch {
            if error.message.isEmpty { return .failed }
            // CSS maths the tool cannot do (mixed units) is left to the browser.
            if Self.isCSSMath(text) { return nil }
            context.error(.formatInvalidExpression, "cannot evaluate \"\(text)\": \(error.message)", at: location)
            return .failed
        }
    }

    /// Whether a whole `{a.b}` reference is somewhere in the text.
    static func holdsReference(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else { return false }
        return ReferenceSyntax.isCurlyAlias(String(text[open...close])) || holdsReference(String(text[text.index(after: open)...]))
    }

    /// `calc()`, `min()`, `max()` or `clamp()` around the whole text.
    private static func isCSSMath(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["calc(", "min(", "max(", "clamp(", "var(", "env("].contains(where: lower.hasPrefix) && lower.hasSuffix(")")
    }

    /// `{ ( + * / -`: a byte some computing form holds.
    private static func mayCompute(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Whether `text` (`"semi-bold"`, `"sans-serif"`) cannot be evaluated and is no error to report:
    /// every operand needs a digit, `.`, `{` or `(`, and without `{` or `(` a failed parse is
    /// reported only when it nests too deep, which takes more operators than 32 bytes hold.
    private static func holdsNoOperand(_ text: String) -> Bool {
        text.utf8.count <= 32 && !ByteSearch.containsByte(in: text) { byte in
            byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// Types whose strings are text, never arithmetic (a custom `"16 / 9"` stays as written).
    private static let neverComputed: Set<TokenType> = [.custom, .fontFamily, .strokeStyle, .cubicBezier]

    /// A string that tried to compute (a reference or a call in it) but does not parse: an error at the character.
    private func report(_ failure: ExpressionSyntaxError, in text: String, at location: SourceLocation, context: ValueContext) -> Dereferenced? {
        // Only strings that look like arithmetic: a closed reference with more after it, or a call.
        // (`{a..b}` and `{a` are malformed references, reported as such.)
        let closing = text.firstIndex(of: "}")
        let referenceAndMore = text.hasPrefix("{") && closing != nil && closing != text.index(before: text.endIndex)
        let tooLarge = failure.message.hasPrefix("the expression nests")
        let looksComputed = tooLarge || referenceAndMore || Self.startsWithCall(text)
        guard looksComputed, !Self.cssFunctions.contains(where: { text.lowercased().hasPrefix($0 + "(") }), !Self.isCSSMath(text) else { return nil }
        var at = location
        if !text.contains("\n") { at.column += 1 + failure.offset }
        context.error(.formatInvalidExpression, "cannot evaluate \"\(text)\": \(failure.message)", at: at)
        return .failed
    }

    /// Whether `text` opens with a function call: ASCII letters, optional white space, `(` (the
    /// pattern `^[A-Za-z]+\s*\(`, read on scalars: Foundation's regular expressions cost a
    /// twentieth of loading a large project here).
    static func startsWithCall(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        let letters = scalars.prefix { $0.isASCII && $0.properties.isAlphabetic }.count
        guard letters > 0 else { return false }
        return scalars.dropFirst(letters).drop { $0.properties.isWhitespace }.first == "("
    }

    /// Colour functions a value parser reads itself (`oklch(…)`, `rgb(…)` without references).
    private static let cssFunctions = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]

    /// A reference's number or dimension.
    private func quantity(of path: String) -> Result<Quantity, QuantityError> {
        guard let id = merged.tokenID(forAlias: path) else {
            let isGroup = merged.isGroup(path)
            if !isGroup { missingTargets.insert(path) }
            return .failure(QuantityError(message: "{\(path)} points at \(isGroup ? "a group, not a token" : "no token")"))
        }
        // Its own error says why (a cycle, a bad value): nothing more to add.
        guard let token = resolve(id: id) else { return .failure(QuantityError(message: "")) }
        // A size written without a unit computes as the number it is (Tokens Studio's `"1"` scale).
        if let written = merged.raw[id]?.value, let n = written.numberValue ?? written.stringValue.flatMap(NumberText.parse) {
            return .success(Quantity(value: Self.decimal(n), unit: nil))
        }
        switch token.value {
        case .number(let n): return .success(Quantity(value: Self.decimal(n), unit: nil))
        case .dimension(let d): return .success(Quantity(value: Self.decimal(d.value), unit: d.unit.rawValue))
        case .duration(let d): return .success(Quantity(value: Self.decimal(d.value), unit: d.unit.rawValue))
        case .fontWeight(let w): return .success(Quantity(value: Self.decimal(w.weight), unit: nil))
        case .custom(let custom):
            // A number kept under another type (`math`, `other`) computes as that number.
            if case .number(let n) = custom.content { return .success(Quantity(value: Self.decimal(n), unit: nil)) }
            if case .string(let text) = custom.content, let n = NumberText.parse(text) { return .success(Quantity(value: Self.decimal(n), unit: nil)) }
            return .failure(QuantityError(message: "{\(path)} is a \(token.value.typeName) token; arithmetic reads numbers and dimensions"))
        default: return .failure(QuantityError(message: "{\(path)} is a \(token.value.typeName) token; arithmetic reads numbers and dimensions"))
        }
    }

    /// The written digits of a number, so `0.1` is exactly one tenth.
    static func decimal(_ value: Double) -> Decimal {
        Decimal(string: JSONWriter.formatNumber(value), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value)
    }

    /// A result as the literal its token reads: a number, or `{value, unit}` (a Tokens Studio
    /// dimension without a unit is in px).
    private func literal(_ result: Quantity, at location: SourceLocation, context: ValueContext) -> JSONValue {
        let builder = JSONShapeBuilder(location: location)
        let type = (context.token.ownType ?? context.token.groupType)?.type
        let unit = result.unit ?? (dialect == .tokensStudio && type == .dimension ? "px" : nil)
        guard let unit else { return builder.number(result.double) }
        return builder.object([("value", builder.number(result.double)), ("unit", builder.string(unit))])
    }

    /// `rgba({color.blue}, 0.5)` or `rgba(#0969da, 50%)`: the colour with that alpha.
    private func colorWithAlpha(_ text: String, at location: SourceLocation, context: inout ValueContext) -> Dereferenced? {
        guard let arguments = Self.colorAndAlpha(text) else { return nil }
        guard let base = colorArgument(arguments.color, of: text, at: location, context: context) else { return .failed }
        guard let alpha = alphaArgument(arguments.alpha, of: text, at: location, context: &context) else { return .failed }
        var color = base
        color.alpha = alpha
        color.hex = nil
        if dialect == .dtcg {
            context.warning(.formatExpression, "\"\(text)\" is a colour function with a reference, which DTCG 2025.10 does not have; it is read as the colour with alpha \(JSONWriter.formatNumber(alpha))", at: location)
        }
        return .json(TokenValue.color(color).json(at: location))
    }

    /// The colour and alpha of `rgba(C, A)`, `rgb(C / A)` or `set_alpha(C, A)` where C is a
    /// reference or a hex colour; nil for any other text.
    private static func colorAndAlpha(_ text: String) -> (color: String, alpha: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        guard ["rgba", "rgb", "set_alpha"].contains(name), trimmed.contains("{") || trimmed.contains("#") else { return nil }
        let body = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        var parts = CSSPassthrough.topLevelParts(body, separator: ",")
        if parts.count == 1 { parts = body.components(separatedBy: "/").map { $0.trimmingCharacters(in: .whitespaces) } }
        guard parts.count == 2, parts[0].hasPrefix("{") || parts[0].hasPrefix("#") else { return nil }
        return (parts[0], parts[1])
    }

    /// A colour function's colour: a reference to a colour token, or a hex colour.
    private func colorArgument(_ argument: String, of text: String, at location: SourceLocation, context: ValueContext) -> ColorValue? {
        if let color = Self.hexColor(argument) { return color }
        guard let name = ReferenceSyntax.curlyName(argument) else {
            context.error(.formatInvalidExpression, "cannot evaluate \"\(text)\": \"\(argument)\" is neither a {reference} nor a #hex colour", at: location)
            return nil
        }
        guard case .token(let target) = followAlias(name, at: location, context: context) else { return nil }
        guard case .color(let color) = target.value else {
            context.error(.formatInvalidExpression, "cannot evaluate \"\(text)\": {\(target.name)} is a \(target.value.typeName) token, not a colour", at: location)
            return nil
        }
        return color
    }

    /// A colour function's alpha: a number from 0 to 1, a percentage, or a reference to either.
    private func alphaArgument(_ argument: String, of text: String, at location: SourceLocation, context: inout ValueContext) -> Double? {
        let value: Double?
        if ReferenceSyntax.isCurlyAlias(argument) {
            value = context.number(JSONValue(.string(argument), at: location), what: "an alpha from 0 to 1", member: "").map { $0 > 1 ? $0 / 100 : $0 }
            if value == nil { return nil }
        } else {
            value = NumberText.percent(argument) ?? NumberText.parse(argument)
        }
        guard let value, (0...1).contains(value) else {
            context.error(.formatInvalidExpression, "cannot evaluate \"\(text)\": the alpha \"\(argument)\" is not a number from 0 to 1 or a percentage", at: location)
            return nil
        }
        return value
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` as a colour object, its alpha the hex's.
    static func hexColor(_ text: String) -> ColorValue? {
        HexColor.channels(text).map { ColorValue(colorSpace: .srgb, components: [.value($0.x), .value($0.y), .value($0.z)], alpha: $0.w) }
    }
}

/// Whose conventions a resolution's files follow: DTCG 2025.10 (deviations warned) or a
/// Tokens Studio project (its arithmetic and colour functions are its format).
enum TokenDialect: Sendable {
    case dtcg, tokensStudio
}
