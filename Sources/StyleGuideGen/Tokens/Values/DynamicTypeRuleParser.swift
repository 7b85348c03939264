/// `$extensions.styleguide`: how a token follows Dynamic Type.
struct DynamicTypeRuleParser {
    static let styleguideKeys = ["textStyle", "relativeTo", "maxSize", "max", "fixed"]

    let context: ValueContext

    static func parse(_ extensions: JSONValue, token: ResolvedToken, context: ValueContext) -> DynamicTypeRule? {
        DynamicTypeRuleParser(context: context).parse(extensions, token: token)
    }

    private func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        context.error(code, message, at: location)
    }

    private func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        context.warning(code, message, at: location)
    }

    private func parse(_ extensions: JSONValue, token: ResolvedToken) -> DynamicTypeRule? {
        guard let ext = extensions.member("styleguide") else { return nil }
        guard let members = ext.value.objectMembers else {
            error(.dynamicTypeInvalid, "$extensions.styleguide must be an object, found \(ext.value.kindName)", at: ext.value.location)
            return nil
        }
        var found: [String: JSONMember] = [:]
        // `reducedMotion` sits beside the Dynamic Type keys but is read after loading (ReducedMotion).
        for member in members where member.key != ReducedMotion.extensionKey {
            guard Self.styleguideKeys.contains(member.key) else {
                error(.dynamicTypeInvalid, "unknown key '\(member.key)' in $extensions.styleguide; expected textStyle, relativeTo, maxSize, max, fixed or reducedMotion",
                      at: member.keyLocation)
                return nil
            }
            found[member.key] = member
        }
        if let fixed = found["fixed"] {
            return fixedRule(fixed, others: members.filter { $0.key != "fixed" && $0.key != ReducedMotion.extensionKey })
        }
        if let textStyle = found["textStyle"] {
            guard checkApplies(textStyle, to: token, types: [.typography]) else { return nil }
            if let other = found["relativeTo"] ?? found["maxSize"] ?? found["max"] {
                error(.dynamicTypeInvalid, "'textStyle' cannot be combined with '\(other.key)': a token either is a text style or scales relative to one",
                      at: other.keyLocation)
                return nil
            }
            guard let style = textStyleName(textStyle.value) else { return nil }
            warnIfSizeDisagrees(token, style: style, at: textStyle.value.location)
            return .textStyle(style)
        }
        for key in ["maxSize", "max"] {
            if let member = found[key] {
                guard checkApplies(member, to: token, types: key == "max" ? [.dimension] : [.typography]) else { return nil }
            }
        }
        guard let relative = found["relativeTo"] else {
            if let cap = found["maxSize"] ?? found["max"] {
                error(.dynamicTypeInvalid, "'\(cap.key)' needs 'relativeTo' (the text style the token scales with)", at: cap.keyLocation)
            }
            return nil
        }
        guard checkApplies(relative, to: token, types: [.typography, .dimension]) else { return nil }
        guard let style = textStyleName(relative.value) else { return nil }
        let capMember = found[token.type == .typography ? "maxSize" : "max"]
        var cap: Double?
        if let capMember {
            guard let limit = capValue(capMember, base: token.sizeInPoints) else { return nil }
            cap = limit
        }
        return token.type == .typography ? .scaledFont(relativeTo: style, maxSize: cap) : .scaledMetric(relativeTo: style, max: cap)
    }

    /// `"fixed": true`, alone: the token is said not to follow the text size.
    private func fixedRule(_ fixed: JSONMember, others: [JSONMember]) -> DynamicTypeRule? {
        if let other = others.first {
            error(.dynamicTypeInvalid, "'fixed' cannot be combined with '\(other.key)': a token either follows the text size or does not", at: other.keyLocation)
            return nil
        }
        guard fixed.value.boolValue == true else {
            error(.dynamicTypeInvalid, "'fixed' must be true (leave $extensions.styleguide out to have no rule)", at: fixed.value.location)
            return nil
        }
        return .fixed
    }

    /// A text-style token takes its sizes from the HIG table; a size of its
    /// own that differs at Large is most likely a mistake worth a word.
    private func warnIfSizeDisagrees(_ token: ResolvedToken, style: TextStyle, at location: SourceLocation) {
        guard case .typography(let value) = token.value else { return }
        let table = DynamicTypeTable.metrics(for: style, at: .large).size
        guard abs(value.fontSize.points - Double(table)) > 0.001 else { return }
        warning(.dynamicTypeSizeMismatch, "'\(token.name)' is the text style \(style.rawValue), \(JSONWriter.formatNumber(Double(table))) pt at Large in the HIG table, but its fontSize is \(JSONWriter.formatNumber(value.fontSize.points)) pt; the table's sizes are used at every step",
                at: location)
    }

    private func checkApplies(_ member: JSONMember, to token: ResolvedToken, types: [TokenType]) -> Bool {
        guard types.contains(token.type) else {
            let allowed = types.map(\.rawValue).joined(separator: " and ")
            error(.dynamicTypeWrongType, "'\(member.key)' in $extensions.styleguide applies to \(allowed) tokens, not to a \(token.type.rawValue) token",
                  at: member.keyLocation)
            return false
        }
        return true
    }

    private func textStyleName(_ json: JSONValue) -> TextStyle? {
        let accepted = TextStyle.acceptedIdentifiers.joined(separator: ", ")
        guard let name = json.stringValue, let style = TextStyle(identifier: name) else {
            let shown = json.stringValue.map { "'\($0)'" } ?? json.kindName
            error(.dynamicTypeUnknownTextStyle, "unknown text style \(shown); expected one of \(accepted)", at: json.location)
            return nil
        }
        return style
    }

    private func capValue(_ member: JSONMember, base: Double?) -> Double? {
        guard let cap = member.value.numberValue, cap > 0 else {
            error(.dynamicTypeInvalid, "'\(member.key)' must be a positive number of points, found \(member.value.kindName)", at: member.value.location)
            return nil
        }
        if let base, cap < base {
            error(.dynamicTypeInvalid, "'\(member.key)' \(JSONWriter.formatNumber(cap)) is below the token's base size \(JSONWriter.formatNumber(base))pt",
                  at: member.value.location)
            return nil
        }
        return cap
    }
}
