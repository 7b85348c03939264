/// Guesses the colour slots that have a role (`SlotRole`) by name and role checks together: of the
/// best named candidates, the first that passes every check in every permutation; none when none
/// passes, with the check that failed, so the example's value stays.
struct RoleGuesser {
    enum Outcome: Sendable {
        case mapped(SlotGuesser.Candidate)
        case unmapped(reason: String)
    }

    /// How many of the best named candidates are checked: enough to pass over a system's many
    /// state and component tokens, few enough to stay quick on thousands of tokens.
    static let candidateLimit = 40

    /// Each role slot's best named candidates, best first.
    private let named: [String: [SlotGuesser.Candidate]]
    private let guesser: SlotGuesser
    private let companions: CompanionText
    /// The modifiers' contexts but their defaults (and light and dark), lower-cased: a token with
    /// one as a path segment (`post.cargo.scheme.bg` where `Theme` is `Post` or `Cargo`) is that
    /// context's, and no guess for the others.
    private let otherContexts: Set<String>
    private let example: (String, Int) -> TokenColor?
    private var check: RoleCheck

    /// `example(slot, permutation)`: the example's colour a slot left unmapped shows there.
    init(project: TokenProject, guesser: SlotGuesser, example: @escaping (String, Int) -> TokenColor?) {
        self.guesser = guesser
        named = Dictionary(uniqueKeysWithValues: SlotRole.all.keys.map { ($0, guesser.candidates(for: $0, type: .color, limit: Self.candidateLimit)) })
        otherContexts = Self.otherContexts(of: project)
        companions = CompanionText(tokens: project.defaultPermutation?.tokens ?? ResolvedTokenSet(tokens: []))
        self.example = example
        check = RoleCheck(project: project)
    }

    /// Outcomes of the role slots to guess, in `SlotRole.guessOrder`; `own` slots (the project's
    /// tokens have them) are grounds for the others.
    mutating func guess(_ slots: Set<String>, own: Set<String>) -> [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        for slot in SlotRole.guessOrder {
            guard let role = SlotRole.all[slot] else { continue }
            if own.contains(slot) {
                check.grounds[slot] = check.ground(token: slot, as: slot)
            } else if slots.contains(slot) {
                let outcome = guess(slot, role: role)
                outcomes[slot] = outcome
                settle(slot, outcome)
            }
        }
        return outcomes
    }

    private mutating func settle(_ slot: String, _ outcome: Outcome) {
        switch outcome {
        case .mapped(let candidate): check.grounds[slot] = check.ground(token: candidate.token, as: slot)
        case .unmapped:
            let colors = check.permutations.indices.map { example(slot, $0) }
            check.grounds[slot] = RoleCheck.Ground(label: "the example's \(slot)", colors: colors)
        }
    }

    private func guess(_ slot: String, role: SlotRole) -> Outcome {
        let named = candidates(for: slot, role: role, grounds: check.grounds)
        guard let best = named.first else { return .unmapped(reason: "no color token looks like it") }
        var firstPassing: SlotGuesser.Candidate?
        var textless: String?
        for candidate in named {
            guard case .passes(let measured) = check.check(candidate.token, for: slot, role: role) else { continue }
            let passing = Self.explained(candidate, measured)
            // A fill whose text is still to choose: one the system's text passes on comes first,
            // then one the example's text (which stays when none does) passes on.
            if textFits(on: candidate.token, fill: slot) { return .mapped(passing) }
            if firstPassing == nil, exampleTextFits(on: candidate.token, fill: slot) { firstPassing = passing }
            if textless == nil { textless = candidate.token }
        }
        if let firstPassing { return .mapped(firstPassing) }
        if let textless {
            return .unmapped(reason: "no fill named like it carries text at \(TokenNumberText.points(RoleCheck.textRatio)):1: on the best named that passes its own checks, `\(textless)`, neither the system's text nor the example's reaches it in every permutation")
        }
        guard case .fails(let failure) = check.check(best.token, for: slot, role: role) else { return .mapped(best) }
        let count = named.count == 1 ? "the one color token named like it fails its role checks" : "none of the \(named.count) color tokens named like it passes its role checks"
        return .unmapped(reason: "\(count): the best named, `\(best.token)`, \(failure)")
    }

    /// Whether every text slot drawn on `fill` and not yet decided has a candidate reaching 4.5:1 on
    /// `token` (those decided are checked on it by the fill's own role check).
    private func textFits(on token: String, fill: String) -> Bool {
        var trial = check
        trial.grounds[fill] = check.ground(token: token, as: fill)
        return SlotRole.drawn(on: fill).allSatisfy { text in
            guard check.grounds[text] == nil, let role = SlotRole.all[text] else { return true }
            return candidates(for: text, role: role, grounds: trial.grounds).contains { trial.check($0.token, for: text, role: role).passed }
        }
    }

    /// The best named candidates; for text, first the text the system pairs with what it is drawn
    /// on: on a fill whatever its name, on a background when named like the slot (a label, not a
    /// secondary one).
    private func candidates(for slot: String, role: SlotRole, grounds: [String: RoleCheck.Ground]) -> [SlotGuesser.Candidate] {
        let named = Self.demoted((named[slot] ?? []).filter { !Self.pinned($0.token, to: otherContexts) }, for: slot)
        guard case .text(let on) = role else { return named }
        let paired = on.flatMap { ground -> [SlotGuesser.Candidate] in
            guard let fill = grounds[ground]?.token else { return [] }
            let onFill = if case .fill? = SlotRole.all[ground] { true } else { false }
            return companions.companions(of: fill).compactMap { token in
                guard onFill || guesser.named(token, for: slot) != nil else { return nil }
                return SlotGuesser.Candidate(token: token, score: 0, reason: "beside \(fill)")
            }
        }
        var seen: Set<String> = []
        return (paired + named).filter { seen.insert($0.token).inserted }
    }

    private static func otherContexts(of project: TokenProject) -> Set<String> {
        // A default context pins nothing: swisspost's names all start with its default theme, `post`.
        let others = project.modifiers.flatMap { modifier in
            modifier.contexts.filter { $0 != (modifier.defaultContext ?? modifier.contexts.first) }.map { $0.lowercased() }
        }
        // Light and dark only demote (`demoted`); a context named for a role (`Color=danger`) is
        // that role's word in names too.
        let roleWords = SlotProfile.accent.union(SlotProfile.danger).union(SlotProfile.success).union(SlotProfile.roles).union(SlotProfile.muted)
        return Set(others).subtracting(["light", "dark"]).subtracting(roleWords)
    }

    private static func pinned(_ token: String, to contexts: Set<String>) -> Bool {
        token.lowercased().split(separator: ".").contains { contexts.contains(String($0)) }
    }

    /// Candidates a designer takes last, whatever their other words: a danger-named token
    /// (`button.destructive.primary.bg`) for any slot but the destructive fill, and a token pinned
    /// to one appearance (`dark.icon.error`), which keeps its light or dark value in every permutation.
    private static func demoted(_ candidates: [SlotGuesser.Candidate], for slot: String) -> [SlotGuesser.Candidate] {
        let demoted = { (candidate: SlotGuesser.Candidate) in
            pinned(candidate.token, to: ["light", "dark"])
                || (slot != "color.destructive-fill" && TokenNameWords(candidate.token).contains(any: SlotProfile.danger))
        }
        return candidates.filter { !demoted($0) } + candidates.filter(demoted)
    }

    /// Whether the example's text, which an unmapped text slot keeps, reaches 4.5:1 on `token`.
    private func exampleTextFits(on token: String, fill: String) -> Bool {
        var trial = check
        trial.grounds = [fill: check.ground(token: token, as: fill)]
        return SlotRole.drawn(on: fill).allSatisfy { text in
            let colors = check.permutations.indices.map { example(text, $0) }
            guard check.grounds[text] == nil, colors.allSatisfy({ $0 != nil }) else { return true }
            return trial.contrast(colors, on: [fill], atLeast: RoleCheck.textRatio, what: "text").passed
        }
    }

    private static func explained(_ candidate: SlotGuesser.Candidate, _ measured: String) -> SlotGuesser.Candidate {
        guard !measured.isEmpty else { return candidate }
        var explained = candidate
        explained.reason += (explained.reason.isEmpty ? "" : "; ") + measured
        return explained
    }
}
