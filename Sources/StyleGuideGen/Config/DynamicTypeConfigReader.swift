/// Reads `"dynamicType": {"PATH": {...}}`: for each token or group, `{"relativeTo": "body"}` (with an
/// optional `max` in points or `maxScale`, a multiple of the token's size), `{"textStyle": "body"}`,
/// or `{"fixed": true}`. Every entry is checked, and every bad one reported, before any is used.
enum DynamicTypeConfigReader {
    static let keys = ["textStyle", "relativeTo", "max", "maxSize", "maxScale", "fixed"]

    static func rules(_ value: JSONValue) throws(DiagnosticError) -> [WrittenDynamicTypeRule] {
        guard let members = value.objectMembers else {
            throw DiagnosticError(.error(.configInvalidValue, "`dynamicType` must be an object of token or group paths, found \(value.kindName)", at: value.location))
        }
        var rules: [WrittenDynamicTypeRule] = []
        var problems: [Diagnostic] = []
        for member in members {
            do {
                rules.append(try rule(member))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return rules
    }

    private static func rule(_ member: JSONMember) throws(DiagnosticError) -> WrittenDynamicTypeRule {
        let name = "dynamicType.\(member.key)"
        var path = member.key
        if path.hasPrefix("{") && path.hasSuffix("}") { path = String(path.dropFirst().dropLast()) }
        guard let entries = member.value.objectMembers else {
            throw invalid("`\(name)` must be an object such as {\"relativeTo\": \"body\"} or {\"fixed\": true}, found \(member.value.kindName)", at: member.value.location)
        }
        for entry in entries where !keys.contains(entry.key) {
            throw DiagnosticError(.error(.configUnknownKey, "unknown key `\(entry.key)` in `\(name)`; expected one of \(keys.joined(separator: ", "))", at: entry.keyLocation))
        }
        let styles = entries.filter { ["textStyle", "relativeTo", "fixed"].contains($0.key) }
        guard styles.count == 1, let chosen = styles.first else {
            let location = styles.dropFirst().first?.keyLocation ?? member.value.location
            throw invalid("`\(name)` needs exactly one of textStyle, relativeTo or fixed" + (styles.isEmpty ? "" : ", found " + styles.map { "`\($0.key)`" }.joined(separator: " and ")), at: location)
        }
        let caps = entries.filter { ["max", "maxSize", "maxScale"].contains($0.key) }
        guard caps.count <= 1 else { throw invalid("`\(name)` takes one cap, found `\(caps[0].key)` and `\(caps[1].key)`", at: caps[1].keyLocation) }
        let kind = try self.kind(chosen, name)
        guard let capMember = caps.first else { return WrittenDynamicTypeRule(path: path, kind: kind, location: member.keyLocation) }
        guard case .relative = kind else { throw invalid("`\(capMember.key)` in `\(name)` needs `relativeTo`: a text style or a fixed size has no cap", at: capMember.keyLocation) }
        return WrittenDynamicTypeRule(path: path, kind: kind, cap: try cap(capMember, name), location: member.keyLocation)
    }

    private static func kind(_ member: JSONMember, _ name: String) throws(DiagnosticError) -> WrittenDynamicTypeRule.Kind {
        if member.key == "fixed" {
            guard member.value.boolValue == true else { throw invalid("`\(name).fixed` must be true (leave the entry out to have no rule)", at: member.value.location) }
            return .fixed
        }
        guard let text = member.value.stringValue, let style = TextStyle(identifier: text) else {
            let shown = member.value.stringValue.map { "'\($0)'" } ?? member.value.kindName
            throw DiagnosticError(.error(.dynamicTypeUnknownTextStyle, "unknown text style \(shown) in `\(name)`; expected one of \(TextStyle.acceptedIdentifiers.joined(separator: ", "))",
                                         at: member.value.location))
        }
        return member.key == "textStyle" ? .textStyle(style) : .relative(style)
    }

    private static func cap(_ member: JSONMember, _ name: String) throws(DiagnosticError) -> WrittenDynamicTypeRule.Cap {
        guard let number = member.value.numberValue else { throw invalid("`\(name).\(member.key)` must be a number, found \(member.value.kindName)", at: member.value.location) }
        if member.key == "maxScale" {
            guard number >= 1 else { throw invalid("`\(name).maxScale` must be at least 1 (a multiple of the token's own size), found \(JSONWriter.formatNumber(number))", at: member.value.location) }
            return .scale(number)
        }
        guard number > 0 else { throw invalid("`\(name).\(member.key)` must be a positive number of points, found \(JSONWriter.formatNumber(number))", at: member.value.location) }
        return .points(number)
    }

    private static func invalid(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error(.configInvalidValue, message, at: location))
    }
}
