/// A guessed `map` for a design system's tokens: for each slot of the built-in components, the
/// project's token that most likely plays its role (by name, type and value; the text on the
/// accent fill by contrast), with the reason; and the slots it could not fill.
public struct MappingGuess: Sendable {
    public struct Entry: Sendable, Hashable {
        public var slot: String
        public var target: SlotMapping.Target
        public var reason: String
    }

    public var entries: [Entry] = []
    /// Slots the project defines under their own names: nothing to map.
    public var own: [String] = []
    /// Slots no token fits, with what was looked for.
    public var unmapped: [(slot: String, type: String)] = []

    /// Guesses over the default permutation, slot by slot in the components' order.
    public static func guess(_ project: TokenProject, catalog: ComponentCatalog) -> MappingGuess {
        let tokens = project.defaultPermutation?.tokens ?? ResolvedTokenSet(tokens: [])
        let guesser = SlotGuesser(tokens: tokens)
        var guess = MappingGuess()
        var seen: Set<String> = []
        var chosen: [String: String] = [:]
        let slots = ComponentContract.all(catalog, example: .shared, project: project).flatMap(\.slots).filter { seen.insert($0.name).inserted }
        // The text on a fill is chosen by contrast on the fill: fills first.
        for slot in slots.sorted(by: { ($0.name == "color.on-accent" ? 1 : 0, $0.name) < ($1.name == "color.on-accent" ? 1 : 0, $1.name) }) {
            guard let type = slot.type, slot.hasDefault else { continue }
            if tokens[slot.name] != nil {
                guess.own.append(slot.name)
                continue
            }
            if let fill = chosen["color.accent-fill"], slot.name == "color.on-accent", let best = guesser.bestOn(fill: fill, slot: slot.name) {
                guess.entries.append(Entry(slot: slot.name, target: .token(best.token), reason: best.reason))
            } else if let best = guesser.candidates(for: slot.name, type: type, limit: 1).first {
                guess.entries.append(Entry(slot: slot.name, target: .token(best.token), reason: best.reason))
                chosen[slot.name] = best.token
            } else if type == .typography, let members = guesser.typographyMembers(for: slot.name) {
                let reason = members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.reason)" }.joined(separator: "; ")
                guess.entries.append(Entry(slot: slot.name, target: .members(members.mapValues(\.token)), reason: reason))
            } else {
                guess.unmapped.append((slot.name, type.rawValue))
            }
        }
        let order = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($0.element.name, $0.offset) })
        guess.entries.sort { order[$0.slot] ?? 0 < order[$1.slot] ?? 0 }
        return guess
    }

    /// The token a slot is mapped to, when it is one token.
    public func token(for slot: String) -> String? {
        guard case .token(let token)? = entries.first(where: { $0.slot == slot })?.target else { return own.contains(slot) ? slot : nil }
        return token
    }
}
