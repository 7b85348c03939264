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
                      let property = slot.properties.first(where: { reads(size: token, property: $0) && tokens.followedRule(of: token, member: member(of: token, property: $0)) == nil })
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

    private static func diagnostic(_ component: ComponentDefinition, _ property: String, _ token: ResolvedToken, tokens: ResolvedTokenSet) -> Diagnostic {
        let suggestion = DynamicTypeGuess.suggestion(for: token, in: tokens)
        let size = token.sizeInPoints.map { ": it stays \(TokenNumberText.points($0)) px at every text size" } ?? ": it stays the same at every text size"
        let otherwise = suggestion.kind == .fixed ? "a rule such as `{\"relativeTo\": \"body\"}` if it should grow" : "`{\"fixed\": true}` if it should not grow"
        let message = "component `\(component.name)` reads `--\(property)` of `\(token.name)`, which has no Dynamic Type rule\(size). "
            + "Add `\"\(token.name)\": \(JSONWriter.compact(suggestion.json))` to `dynamicType` in styleguide.json (or the same in the token's "
            + "$extensions.styleguide), or \(otherwise)"
        return .warning(.dynamicTypeNoRule, message, at: component.stylesheetLocation(ofProperty: property), subject: token.name)
    }
}
