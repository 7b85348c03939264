/// Makes the token that fills a slot in one permutation: the project's own or mapped token under
/// the slot's name (scaling as the slot does when it has no rule of its own), a typography value
/// composed of member tokens, or the example theme's value.
struct SlotTokenMaker {
    let slot: ComponentSlot
    /// The project's token that declares the slot's property (usually of the slot's own name).
    let owner: String
    let tokens: ResolvedTokenSet
    let example: ResolvedTokenSet
    let location: SourceLocation?

    func make(_ source: SlotBinding.Source) -> ResolvedToken? {
        switch source {
        // A token some permutations lack leaves a gap there: the example fills it.
        case .own: tokens[owner].map(scaled) ?? exampleToken()
        case .mapped(.token(let name)): tokens[name].map(renamed) ?? exampleToken()
        case .mapped(.members(let members)): composed(members) ?? exampleToken()
        case .defaulted: exampleToken()
        }
    }

    /// The project's own token, scaling as the slot does when it has no rule of its own (as a
    /// mapped one does); nil to keep it as it is.
    private func scaled(_ own: ResolvedToken) -> ResolvedToken? {
        guard own.dynamicType == nil, let scaling = slot.mappedScaling else { return nil }
        var token = own
        token.dynamicType = scaling
        return token
    }

    private func renamed(_ target: ResolvedToken) -> ResolvedToken {
        var token = target
        token.path = slot.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        token.aliasOf = target.path
        token.memberAliases = [:]
        token.description = slot.purpose.isEmpty ? nil : slot.purpose
        token.deprecated = nil
        token.extensions = nil
        token.dynamicType = target.dynamicType ?? slot.mappedScaling
        token.location = location ?? target.location
        // Members the token leaves out (a Tokens Studio style without letterSpacing) are gaps too.
        if case .typography(var value) = token.value, !value.missing.isEmpty, case .typography(let fill)? = exampleToken()?.value {
            for member in value.missing { value.take(member, from: fill) }
            value.missing = []
            token.value = .typography(value)
        }
        return token
    }

    private func composed(_ members: [String: String]) -> ResolvedToken? {
        guard var token = exampleToken(), case .typography(var value) = token.value else { return nil }
        for (member, name) in members {
            guard let source = tokens[name]?.value else { return nil }
            switch (member, source) {
            case ("fontFamily", .fontFamily(let families)): value.fontFamily = families
            case ("fontSize", .dimension(let size)): value.fontSize = size
            case ("fontWeight", .fontWeight(let weight)): value.fontWeight = weight
            case ("fontWeight", .number(let weight)): value.fontWeight = FontWeightValue(weight: weight)
            case ("letterSpacing", .dimension(let spacing)): value.letterSpacing = spacing
            case ("lineHeight", .number(let multiplier)): value.lineHeight = multiplier
            case ("lineHeight", .dimension(let leading)): value.lineHeight = leading.points / max(members["fontSize"].flatMap { tokens[$0] }.flatMap(Self.points) ?? value.fontSize.points, 1)
            default: return nil
            }
        }
        value.missing = []
        token.value = .typography(value)
        token.dynamicType = slot.mappedScaling
        token.location = location ?? token.location
        return token
    }

    private static func points(_ token: ResolvedToken) -> Double? {
        if case .dimension(let size) = token.value { return size.points }
        return nil
    }

    /// The example's token, standing alone: its references point into the example, not the project.
    private func exampleToken() -> ResolvedToken? {
        guard var token = example[slot.name] else { return nil }
        token.aliasOf = nil
        token.memberAliases = [:]
        token.location = SourceLocation(file: ExampleTheme.displayFile, line: token.location.line, column: token.location.column)
        return token
    }
}
