/// Checks the config's `map` against the slots and the project's tokens: every slot read by some
/// component, every token defined in some permutation and of the slot's type, no chain of entries
/// that comes back to itself. Returns the entries that hold, with chains followed to a token.
struct SlotMapChecker {
    let slots: [String: ComponentSlot]
    /// Token name -> type, over every permutation.
    let types: [String: TokenType]
    /// The default permutation's tokens, ranked for a suggestion only when an entry is wrong.
    let tokens: ResolvedTokenSet

    func check(_ map: [SlotMapping], diagnostics: inout DiagnosticBag) -> [String: SlotMapping.Target] {
        let entries = Dictionary(map.map { ($0.slot, $0) }) { _, last in last }
        var valid: [String: SlotMapping.Target] = [:]
        var inCycles: Set<String> = []
        for mapping in map where entries[mapping.slot] == mapping && !inCycles.contains(mapping.slot) {
            guard let slot = slots[mapping.slot] else {
                let near = ConfigLoader.closestCodes(to: mapping.slot, among: slots.keys.sorted())
                diagnostics.append(.error(.configMapUnknownSlot, "`map` names the slot `\(mapping.slot)`, which no component reads"
                    + (near.isEmpty ? "; the components' slots are listed on their pages and in report.json" : "; did you mean " + near.map { "`\($0)`" }.joined(separator: " or ") + "?"),
                    at: mapping.location, subject: mapping.slot))
                continue
            }
            switch mapping.target {
            case .token:
                if let token = follow(mapping, entries: entries, slot: slot, inCycles: &inCycles, diagnostics: &diagnostics) { valid[slot.name] = .token(token) }
            case .members(let members):
                if checkMembers(members, mapping: mapping, slot: slot, diagnostics: &diagnostics) { valid[slot.name] = .members(members) }
            }
        }
        return valid
    }

    /// The project token an entry leads to: itself, or through entries naming other slots.
    /// A cycle is reported once, at its first entry: `inCycles` collects its members.
    private func follow(_ mapping: SlotMapping, entries: [String: SlotMapping], slot: ComponentSlot, inCycles: inout Set<String>,
                        diagnostics: inout DiagnosticBag) -> String? {
        var seen = [mapping.slot]
        var current = mapping
        while case .token(let target) = current.target {
            if let type = types[target] {
                guard slot.type == nil || slot.type == type else {
                    diagnostics.append(.error(.configMapTypeMismatch, "`map.\(mapping.slot)` names `\(target)`, a \(type.rawValue) token; the slot is a \(slot.type?.rawValue ?? "") token"
                        + suggestion(for: slot), at: mapping.location, subject: mapping.slot))
                    return nil
                }
                return target
            }
            guard let next = entries[target] else {
                diagnostics.append(unknownToken(target, in: "map.\(mapping.slot)", slot: slot, at: mapping.location))
                return nil
            }
            guard !seen.contains(target) else {
                inCycles.formUnion(seen)
                diagnostics.append(.error(.configMapCycle, "`map` entries lead back to themselves: " + (seen + [target]).map { "`\($0)`" }.joined(separator: " -> ")
                    + "; map one of them to a token of the project", at: mapping.location, subject: mapping.slot))
                return nil
            }
            seen.append(target)
            current = next
        }
        diagnostics.append(.error(.configMapTypeMismatch, "`map.\(mapping.slot)` leads to `\(current.slot)`, whose entry lists typography members; map `\(mapping.slot)` to a token",
                                  at: mapping.location, subject: mapping.slot))
        return nil
    }

    /// The types each typography member accepts.
    static let memberTypes: [String: Set<TokenType>] = [
        "fontFamily": [.fontFamily], "fontSize": [.dimension], "fontWeight": [.fontWeight, .number],
        "letterSpacing": [.dimension], "lineHeight": [.number, .dimension],
    ]

    private func checkMembers(_ members: [String: String], mapping: SlotMapping, slot: ComponentSlot, diagnostics: inout DiagnosticBag) -> Bool {
        guard slot.type == .typography else {
            diagnostics.append(.error(.configMapTypeMismatch, "`map.\(mapping.slot)` lists typography members, but the slot is a \(slot.type?.rawValue ?? "untyped") token; map it to one token",
                                      at: mapping.location, subject: mapping.slot))
            return false
        }
        var holds = true
        for (member, token) in members.sorted(by: { $0.key < $1.key }) {
            let location = mapping.memberLocations[member] ?? mapping.location
            guard let type = types[token] else {
                diagnostics.append(unknownToken(token, in: "map.\(mapping.slot).\(member)", slot: nil, at: location))
                holds = false
                continue
            }
            let accepted = Self.memberTypes[member] ?? []
            if !accepted.contains(type) {
                diagnostics.append(.error(.configMapTypeMismatch, "`map.\(mapping.slot).\(member)` names `\(token)`, a \(type.rawValue) token; `\(member)` takes "
                    + accepted.map(\.rawValue).sorted().joined(separator: " or "), at: location, subject: mapping.slot))
                holds = false
            }
        }
        return holds
    }

    private func unknownToken(_ token: String, in key: String, slot: ComponentSlot?, at location: SourceLocation?) -> Diagnostic {
        let near = ConfigLoader.closestCodes(to: token, among: types.keys.sorted())
        let hint = near.isEmpty ? (slot.map(suggestion) ?? "") : "; did you mean " + near.map { "`\($0)`" }.joined(separator: " or ") + "?"
        return .error(.configMapUnknownToken, "`\(key)` names `\(token)`, which no permutation of the tokens defines" + hint, at: location, subject: slot?.name ?? token)
    }

    private func suggestion(for slot: ComponentSlot) -> String {
        guard let type = slot.type else { return "" }
        let names = SlotGuesser(tokens: tokens).candidates(for: slot.name, type: type).map { "`\($0.token)`" }
        return names.isEmpty ? "" : "; tokens that may fit: " + names.joined(separator: ", ")
    }
}
