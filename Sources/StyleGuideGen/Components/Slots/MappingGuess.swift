/// A guessed `map` for a design system's tokens: for each slot of the built-in components, the
/// project's token that most likely plays its role (by name, type and value; a colour with a role
/// also by what it must do in every permutation), with the reason; and the slots it could not fill.
public struct MappingGuess: Sendable {
    public struct Entry: Sendable, Hashable {
        public var slot: String
        public var target: SlotMapping.Target
        public var reason: String
    }

    public var entries: [Entry] = []
    /// Slots the project defines under their own names: nothing to map.
    public var own: [String] = []
    /// Slots no token fits, with what was looked for and why none fits.
    public var unmapped: [(slot: String, type: String, reason: String)] = []

    /// Guesses slot by slot, in the components' order: a colour slot with a role (`SlotRole`) by
    /// name and role checks in every permutation, the others by name and value in the default one.
    public static func guess(_ project: TokenProject, catalog: ComponentCatalog) -> MappingGuess {
        let tokens = project.defaultPermutation?.tokens ?? ResolvedTokenSet(tokens: [])
        // Only a token every permutation has can fill a slot in every column of the pages.
        let everywhere = tokens.tokens.filter { token in project.permutations.allSatisfy { $0.tokens[token.name] != nil } }
        let guesser = SlotGuesser(tokens: ResolvedTokenSet(tokens: everywhere))
        var seen: Set<String> = []
        let slots = ComponentContract.all(catalog, example: .shared, project: project).flatMap(\.slots)
            .filter { seen.insert($0.name).inserted && $0.type != nil && $0.hasDefault }
        let own = Set(slots.map(\.name).filter { tokens[$0] != nil })
        var roles = RoleGuesser(project: project, guesser: guesser, example: exampleColor(project, guesser: guesser))
        let outcomes = roles.guess(Set(slots.map(\.name)).subtracting(own), own: own)
        var guess = MappingGuess()
        for slot in slots.sorted(by: { $0.name < $1.name }) {
            guard let type = slot.type else { continue }
            guard !own.contains(slot.name) else {
                guess.own.append(slot.name)
                continue
            }
            switch outcomes[slot.name] {
            case .mapped(let best)?: guess.entries.append(Entry(slot: slot.name, target: .token(best.token), reason: best.reason))
            case .unmapped(let reason)?: guess.unmapped.append((slot.name, type.rawValue, reason))
            case nil: guess.guessByName(slot.name, type: type, guesser: guesser)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($0.element.name, $0.offset) })
        guess.entries.sort { order[$0.slot] ?? 0 < order[$1.slot] ?? 0 }
        return guess
    }

    /// A slot without a role: the best by name and value, or typography members.
    private mutating func guessByName(_ slot: String, type: TokenType, guesser: SlotGuesser) {
        if let best = guesser.candidates(for: slot, type: type, limit: 1).first {
            entries.append(Entry(slot: slot, target: .token(best.token), reason: best.reason))
        } else if type == .typography, let members = guesser.typographyMembers(for: slot) {
            let reason = members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.reason)" }.joined(separator: "; ")
            entries.append(Entry(slot: slot, target: .members(members.mapValues(\.token)), reason: reason))
        } else {
            unmapped.append((slot, type.rawValue, "no \(type.rawValue) token looks like it"))
        }
    }

    /// The example's colour an unmapped slot shows in each permutation: its light or dark value,
    /// as the build binds it.
    private static func exampleColor(_ project: TokenProject, guesser: SlotGuesser) -> (String, Int) -> TokenColor? {
        let darkness = Darkness(bindings: [:], guesser: { guesser })
        let themes = [false: ExampleTheme.shared.tokens(dark: false), true: ExampleTheme.shared.tokens(dark: true)]
        let dark = project.permutations.map { darkness.isDark($0.tokens, inputs: $0.inputs) }
        return { slot, index in RoleCheck.color(themes[dark[index]]?[slot]?.value) }
    }

    /// Each text slot with the fill or background the components draw it on, as the project's
    /// token names, where both sides are mapped or the project's own: the contrast pairs `init`
    /// writes, so `check` measures what the map creates.
    public var contrastPairs: [(foreground: String, background: String)] {
        var seen: Set<[String]> = []
        return SlotRole.textPairs.compactMap { pair in
            guard let foreground = token(for: pair.text), let background = token(for: pair.on),
                  seen.insert([foreground, background]).inserted else { return nil }
            return (foreground, background)
        }
    }

    /// The token a slot is mapped to, when it is one token.
    public func token(for slot: String) -> String? {
        guard case .token(let token)? = entries.first(where: { $0.slot == slot })?.target else { return own.contains(slot) ? slot : nil }
        return token
    }
}
