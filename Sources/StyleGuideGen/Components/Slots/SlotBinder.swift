/// Binds every slot the components read to the project: its own token of that name, the config's
/// `map`, or the example theme's value (with one `component/unmapped-token` warning per slot
/// naming up to three candidates). Then writes the slot tokens into every permutation.
struct SlotBinder {
    var example: ExampleTheme = .shared
    let map: [SlotMapping]
    /// Where `map` is written: the place of a slot's missing entry.
    var mapLocation: SourceLocation? = nil

    func bind(_ catalog: ComponentCatalog, project: TokenProject, diagnostics: inout DiagnosticBag) -> ComponentTokens {
        let defaults = project.defaultPermutation?.tokens ?? ResolvedTokenSet(tokens: [])
        let firstOfEachName = project.firstTokenOfEachName()
        let projectOwners = PropertyOwners(firstOfEachName: firstOfEachName, asked: Set(catalog.components.flatMap(\.tokenProperties)))
        let contracts = ComponentContract.all(catalog, example: example, projectOwners: projectOwners, projectTokens: defaults)
        let slots = Self.slots(contracts)
        // Ranking every token by name is only needed for a slot left to the example, or a map error.
        var rankedGuesser: SlotGuesser?
        func guesser() -> SlotGuesser {
            if let rankedGuesser { return rankedGuesser }
            let made = SlotGuesser(tokens: defaults, example: example)
            rankedGuesser = made
            return made
        }
        let checker = SlotMapChecker(slots: Dictionary(uniqueKeysWithValues: slots.map { ($0.slot.name, $0.slot) }), types: Dictionary(firstOfEachName.map { ($0.name, $0.type) }) { first, _ in first },
                                      tokens: defaults)
        let targets = checker.check(map, diagnostics: &diagnostics)
        // A project token whose custom property is the slot's (`font-weight.semibold` for
        // `font.weight.semibold`) is what the component reads: the slot is the project's own.
        var owners: [String: String] = [:]
        var bindings: [String: SlotBinding] = [:]
        for (slot, components) in slots {
            let owner = slot.properties.first.flatMap { projectOwners[$0]?.token } ?? slot.name
            owners[slot.name] = owner
            let source: SlotBinding.Source
            if let target = targets[slot.name], target != .token(owner) {
                source = .mapped(target)
            } else if defaults[owner] != nil || !slot.hasDefault {
                source = .own
            } else {
                source = .defaulted
                // A project without tokens (docs only) is not warned: its pages say where every value comes from.
                if !defaults.tokens.isEmpty { diagnostics.append(unmappedWarning(slot, components: components, guesser: guesser())) }
            }
            bindings[slot.name] = SlotBinding(slot: slot, source: source, components: components)
        }
        let entries = Dictionary(map.map { ($0.slot, $0) }) { _, last in last }
        var styled = project
        let darkness = Darkness(bindings: bindings, guesser: guesser)
        let ordered = bindings.values.sorted { $0.slot.name < $1.slot.name }
        // By slot: the distinct tokens made for it so far. A slot token equal in several
        // permutations is one instance, as the project's own tokens are (what comes after the
        // binding does its work once per instance).
        var made = [[ResolvedToken]](repeating: [], count: ordered.count)
        var last: ResolvedTokenSet?
        for index in styled.permutations.indices {
            let tokens = project.permutations[index].tokens
            let example = example.tokens(dark: darkness.isDark(tokens, inputs: project.permutations[index].inputs))
            let added = ordered.indices.compactMap { slot -> ResolvedToken? in
                let binding = ordered[slot]
                guard let token = SlotTokenMaker(slot: binding.slot, owner: owners[binding.slot.name] ?? binding.slot.name, tokens: tokens, example: example,
                                                 location: entries[binding.slot.name]?.location).make(binding.source) else { return nil }
                if let equal = made[slot].first(where: { $0 == token }) { return equal }
                made[slot].append(token)
                return token
            }
            if !added.isEmpty {
                let bound = tokens.adding(added, like: last)
                styled.permutations[index].tokens = bound
                last = bound
            }
        }
        return ComponentTokens(project: styled, contracts: contracts, bindings: bindings,
                               settings: SlotSettings(entries: entries, mapLocation: mapLocation, bindings: bindings),
                               holders: bindings.mapValues { $0.source == .own ? owners[$0.slot.name] ?? $0.slot.name : $0.slot.name })
    }

    /// Each slot once, with the components reading it.
    private static func slots(_ contracts: [ComponentContract]) -> [(slot: ComponentSlot, components: [String])] {
        var order: [String] = []
        var found: [String: (slot: ComponentSlot, components: [String])] = [:]
        for contract in contracts {
            for slot in contract.slots {
                if found[slot.name] == nil {
                    order.append(slot.name)
                    found[slot.name] = (slot, [])
                }
                found[slot.name]?.components.append(contract.component)
            }
        }
        return order.compactMap { found[$0] }
    }

    private func unmappedWarning(_ slot: ComponentSlot, components: [String], guesser: SlotGuesser) -> Diagnostic {
        let candidates = slot.type.map { guesser.candidates(for: slot.name, type: $0) } ?? []
        let example = candidates.first.map { "\"\(slot.name)\": \"\($0.token)\"" } ?? "\"\(slot.name)\": \"YOUR.TOKEN\""
        let listed = components.count > 3 ? components.prefix(3).joined(separator: ", ") + " and \(components.count - 3) more" : components.joined(separator: ", ")
        var message = "slot `\(slot.name)` (\(slot.type?.rawValue ?? "token"), read by \(listed)) is not mapped: the previews use the example theme's value; "
            + "add `\(example)` to `map` in styleguide.json"
        if !candidates.isEmpty { message += "; candidates: " + candidates.map { "`\($0.token)`" }.joined(separator: ", ") }
        return .warning(.componentUnmappedToken, message, at: mapLocation, subject: slot.name)
    }
}

/// Whether a permutation is dark, so a defaulted slot takes the example's dark value there: by the
/// luminance of the project's background (bound or best guessed), else by the modifier's name.
struct Darkness {
    private let background: String?

    init(bindings: [String: SlotBinding], guesser: () -> SlotGuesser) {
        var background: String?
        for slot in ["color.grouped-background", "color.cell-background"] where background == nil {
            switch bindings[slot]?.source {
            case .own?: background = slot
            case .mapped(.token(let token))?: background = token
            default: break
            }
        }
        self.background = background ?? guesser().candidates(for: "color.cell-background", type: .color, limit: 1).first?.token
    }

    func isDark(_ tokens: ResolvedTokenSet, inputs: [ModifierChoice]) -> Bool {
        if let background, case .color(let color)? = tokens[background]?.value {
            return ColorContrast.relativeLuminance(of: color.tokenColor) < 0.2
        }
        return inputs.contains { choice in
            let context = choice.context.lowercased()
            return ["dark", "night", "dim", "black"].contains { context.contains($0) }
        }
    }
}
