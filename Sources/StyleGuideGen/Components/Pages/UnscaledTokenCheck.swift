/// A component that reads one of the project's size tokens with no Dynamic Type rule draws it the
/// same at every text size: a warning at the read, naming the token and the entry that gives it a
/// rule. Slots the example theme defines are not asked about: their rules are the contract's.
enum UnscaledTokenCheck {
    static func diagnostics(catalog: ComponentCatalog, components: ComponentTokens) -> [Diagnostic] {
        guard let tokens = components.project.defaultPermutation?.tokens else { return [] }
        var found: [Diagnostic] = []
        for contract in components.contracts {
            guard let component = catalog[contract.component] else { continue }
            for slot in contract.slots where !slot.hasDefault {
                guard let token = tokens[slot.name],
                      let property = slot.properties.first(where: { reads(size: token, property: $0) && rule(of: token, member: member(of: token, property: $0), in: tokens) == nil })
                else { continue }
                found.append(diagnostic(component, property, token, tokens: tokens))
            }
        }
        return found
    }

    /// The member a property is of the token (nil for its own property).
    private static func member(of token: ResolvedToken, property: String) -> String? {
        let base = CSSNaming.propertyName(forPath: token.path)
        return TokenDeclarations.memberKeys(of: token.value).first { CSSPropertyNames.member($0, of: base) == "--" + property }
    }

    /// A dimension, or a typography token's size, leading or the whole font.
    private static func reads(size token: ResolvedToken, property: String) -> Bool {
        switch token.type {
        case .dimension: return true
        case .typography: return [nil, "fontSize", "lineHeight"].contains(member(of: token, property: property))
        default: return false
        }
    }

    /// The rule the property follows: the token's own, else that of what it reads through an alias.
    static func rule(of token: ResolvedToken, member: String?, in tokens: ResolvedTokenSet, depth: Int = 0) -> DynamicTypeRule? {
        if let rule = token.dynamicType { return rule }
        guard depth < 32 else { return nil }
        if let target = token.aliasOf, let next = tokens[target.joined(separator: ".")] {
            return rule(of: next, member: member, in: tokens, depth: depth + 1)
        }
        if let member, let target = token.memberAliases[member], let next = tokens[target.joined(separator: ".")] {
            return rule(of: next, member: nil, in: tokens, depth: depth + 1)
        }
        return nil
    }

    private static func diagnostic(_ component: ComponentDefinition, _ property: String, _ token: ResolvedToken, tokens: ResolvedTokenSet) -> Diagnostic {
        let suggestion = DynamicTypeGuess.suggestion(for: token, in: tokens)
        let size = sizeText(token).map { ": it stays \($0) at every text size" } ?? ": it stays the same at every text size"
        let otherwise = suggestion.kind == .fixed ? "a rule such as `{\"relativeTo\": \"body\"}` if it should grow" : "`{\"fixed\": true}` if it should not grow"
        let message = "component `\(component.name)` reads `--\(property)` of `\(token.name)`, which has no Dynamic Type rule\(size). "
            + "Add `\"\(token.name)\": \(JSONWriter.compact(suggestion.json))` to `dynamicType` in styleguide.json (or the same in the token's "
            + "$extensions.styleguide), or \(otherwise)"
        return .warning(.dynamicTypeNoRule, message, at: component.stylesheetLocation(ofProperty: property), subject: token.name)
    }

    private static func sizeText(_ token: ResolvedToken) -> String? {
        switch token.value {
        case .typography(let value): "\(TokenNumberText.points(value.fontSize.points)) px"
        case .dimension(let value): "\(TokenNumberText.points(value.points)) px"
        default: nil
        }
    }
}
