import Foundation

/// Ranks a project's tokens as fillers of a slot: by name (the slot's `SlotProfile`), by type, and
/// by value near the example's (a 16 px spacing for `spacing.m`, a green for the hotspot tile). The
/// candidates an unmapped-slot warning lists, and the guesses `init --from` writes.
struct SlotGuesser: Sendable {
    struct Candidate: Sendable, Hashable {
        var token: String
        var score: Double
        var reason: String
    }

    /// A token as the guesser weighs it; a colour's hue worked out once, not once per slot.
    private struct Entry: Sendable {
        var token: ResolvedToken
        var words: TokenNameWords
        /// The numbers of `words.all` in the guesser's `WordIndex`.
        var wordNumbers: [Int]
        /// Hue, saturation and lightness of an opaque-enough colour, gamut-mapped to sRGB.
        var hsl: SIMD3<Double>?
    }

    private let tokens: ResolvedTokenSet
    private let example: ExampleTheme
    private let byType: [TokenType: [Entry]]
    private let wordIndex: WordIndex

    init(tokens: ResolvedTokenSet, example: ExampleTheme = .shared) {
        self.tokens = tokens
        self.example = example
        var byType: [TokenType: [Entry]] = [:]
        var wordIndex = WordIndex()
        // A length only a layout sizes (`100%`) fills no slot: the components' sizes are in points.
        for token in tokens.tokens where token.deprecated == nil && !Self.isRelativeLength(token.value) {
            let words = TokenNameWords(token.name)
            byType[token.type, default: []].append(Entry(token: token, words: words, wordNumbers: wordIndex.number(words.all), hsl: Self.hsl(of: token.value)))
        }
        self.byType = byType
        self.wordIndex = wordIndex
    }

    /// The best fillers of the slot's type, best first; none for a slot without a profile. Every
    /// token is scored, but only the winners are explained (building each reason cost more
    /// than the scoring, for thousands of tokens and dozens of slots).
    /// `byWordNumbers: false` ranks names by their words as strings (slower, the same ranking).
    func candidates(for slot: String, type: TokenType, limit: Int = 3, byWordNumbers: Bool = true) -> [Candidate] {
        guard let profile = SlotProfile.profile(for: slot) else { return [] }
        let target = example.token(slot)?.value
        let entries = byType[type] ?? []
        let masks = byWordNumbers ? ProfileMasks(profile, index: wordIndex) : nil
        let scored = entries.indices.compactMap { index in
            score(entries[index], profile: profile, masks: masks, target: target).map { (index: index, candidate: $0) }
        }
        return scored.sorted { Self.ranksAbove($0.candidate, $1.candidate) }.prefix(limit).compactMap { winner in
            score(entries[winner.index], profile: profile, target: target, explained: true)
        }
    }

    /// The entry as a filler of a slot of this profile (reasons given only when `explained`; with
    /// `masks`, its name scored by word numbers, unexplained).
    private func score(_ entry: Entry, profile: SlotProfile, masks: ProfileMasks? = nil, target: TokenValue?, explained: Bool = false) -> Candidate? {
        guard !profile.translucent || Self.isTranslucent(entry.token.value) else { return nil }
        let named: Candidate?
        switch masks.map({ Self.quickNameScore(entry, $0) }) ?? .undecided {
        case .missing: named = nil
        case .scored(let candidate): named = candidate
        case .undecided: named = Self.nameScore(entry.token.name, entry.words, profile, explained: explained)
        }
        guard var candidate = named else { return nil }
        guard let (score, reason) = Self.valueScore(entry, target: target, hue: profile.matchesHue, explained: explained) else {
            // A tile colour is a hue: a name alone ("blue") may do, but not any colour at all.
            return profile.matchesHue && !entry.words.contains(any: profile.preferred) ? nil : candidate
        }
        candidate.score += score
        if explained { candidate.reason += (candidate.reason.isEmpty ? "" : "; ") + reason }
        return candidate
    }

    /// The token as a filler of the slot by its name alone; nil when it lacks a word the slot requires.
    func named(_ token: String, for slot: String) -> Candidate? {
        SlotProfile.profile(for: slot).flatMap { Self.nameScore(token, TokenNameWords(token), $0, explained: true) }
    }

    /// For a typography slot of a system that keeps sizes, line heights, families and weights as
    /// separate tokens: one token per member, or nil when no size token is named like the slot.
    func typographyMembers(for slot: String) -> [String: Candidate]? {
        guard let profile = SlotProfile.profile(for: slot), case .typography(let target)? = example.token(slot)?.value else { return nil }
        let sizes = (byType[.dimension] ?? []).compactMap { entry -> Candidate? in
            guard entry.words.contains(any: ["size", "fontsize"]), var candidate = Self.nameScore(entry.token.name, entry.words, profile, explained: true),
                  let (score, reason) = Self.valueScore(entry, target: .dimension(target.fontSize), hue: false, explained: true) else { return nil }
            candidate.score += score
            candidate.reason += "; " + reason
            return candidate
        }
        guard let size = Self.best(sizes, limit: 1).first else { return nil }
        var members = ["fontSize": size]
        if let lineHeight = lineHeightSibling(of: size.token) { members["lineHeight"] = Candidate(token: lineHeight, score: 1, reason: "beside \(size.token)") }
        let family = SlotProfile(required: [], preferred: ["sans", "body", "default", "base", "ui", "system", "text", "primary", "plain"],
                                 avoided: ["mono", "monospace", "code", "serif", "display", "brand"])
        if let best = Self.best((byType[.fontFamily] ?? []).compactMap { Self.nameScore($0.token.name, $0.words, family, explained: true) }, limit: 1).first {
            members["fontFamily"] = best
        }
        let weights = (byType[.fontWeight] ?? []).compactMap { entry -> Candidate? in
            guard case .fontWeight(let weight) = entry.token.value, abs(weight.weight - target.fontWeight.weight) <= 50 else { return nil }
            return Candidate(token: entry.token.name, score: -Double(entry.words.words.count), reason: "weight \(TokenNumberText.points(weight.weight))")
        }
        if let best = Self.best(weights, limit: 1).first { members["fontWeight"] = best }
        return members
    }

    /// `text.body.size.medium` -> `text.body.lineHeight.medium` (or `line-height`, `leading`), if it exists.
    private func lineHeightSibling(of sizeToken: String) -> String? {
        let segments = sizeToken.split(separator: ".").map(String.init)
        for (index, segment) in segments.enumerated() where segment.lowercased().contains("size") {
            for replacement in ["lineHeight", "line-height", "lineheight", "leading", "line_height"] {
                var path = segments
                path[index] = segment.replacingOccurrences(of: "size", with: replacement, options: .caseInsensitive)
                    .replacingOccurrences(of: "Size", with: replacement.prefix(1).uppercased() + replacement.dropFirst())
                if path[index] == segment { path[index] = replacement }
                let name = path.joined(separator: ".")
                if let token = tokens[name], token.type == .number || token.type == .dimension { return name }
            }
        }
        return nil
    }

    /// Translucent and dark: laid over a fill, it darkens it (so its text keeps its contrast).
    private static func isRelativeLength(_ value: TokenValue) -> Bool {
        if case .dimension(let dimension) = value { return !dimension.hasFixedSize }
        return false
    }

    private static func isTranslucent(_ value: TokenValue) -> Bool {
        guard case .color(let color) = value, color.alpha > 0, color.alpha < 0.95 else { return false }
        return ColorContrast.relativeLuminance(ofSRGB: color.tokenColor.gamutMappedSRGB) < 0.2
    }

    private static func best(_ candidates: [Candidate], limit: Int) -> [Candidate] {
        Array(candidates.sorted(by: ranksAbove).prefix(limit))
    }

    /// Higher scores first; of equal scores, the name first in order.
    private static func ranksAbove(_ one: Candidate, _ other: Candidate) -> Bool { (one.score, other.token) > (other.score, one.token) }

    private enum QuickNameScore { case missing, scored(Candidate), undecided }

    /// `nameScore` by word numbers, unexplained; undecided for a name holding a component's word
    /// (rare), where the words a required group matched decide.
    private static func quickNameScore(_ entry: Entry, _ masks: ProfileMasks) -> QuickNameScore {
        for group in masks.required where !entry.wordNumbers.contains(where: { group[$0] }) { return .missing }
        if entry.wordNumbers.contains(where: { masks.excluded[$0] }) { return .missing }
        var preferred = 0, favoured = 0, avoided = 0
        for number in entry.wordNumbers {
            if masks.componentScoped[number] && !masks.preferred[number] { return .undecided }
            if masks.preferred[number] { preferred += 1 }
            if masks.favoured[number] { favoured += 1 }
            if masks.avoided[number] { avoided += 1 }
        }
        let score = 1 + 2 * Double(preferred + favoured) - 3 * Double(avoided) - 0.15 * Double(entry.words.words.count)
        return .scored(Candidate(token: entry.token.name, score: score, reason: ""))
    }

    /// Nil when a required word group is missing; else preferred words up, avoided words down,
    /// and shorter names a little ahead.
    private static func nameScore(_ name: String, _ words: TokenNameWords, _ profile: SlotProfile, explained: Bool) -> Candidate? {
        var matched: [String] = []
        for group in profile.required {
            guard let word = words.all.intersection(group).min() else { return nil }
            matched.append(word)
        }
        guard words.all.isDisjoint(with: profile.excluded) else { return nil }
        let preferred = words.all.intersection(profile.preferred.union(profile.favoured))
        let favoured = words.count(of: profile.favoured)
        let avoided = words.count(of: profile.avoided)
        let named = explained ? Set(matched).union(preferred).sorted() : []
        let scoped = words.all.intersection(SlotProfile.componentScoped).subtracting(matched).subtracting(preferred).isEmpty ? 0.0 : 3.0
        let score = 1 + 2 * Double(preferred.count + favoured) - 3 * Double(avoided) - scoped - 0.15 * Double(words.words.count)
        return Candidate(token: name, score: score, reason: named.isEmpty ? "" : "named " + named.joined(separator: ", "))
    }

    /// Closeness to the example's value: sizes within a factor of two, hues within 45 degrees.
    private static func valueScore(_ entry: Entry, target: TokenValue?, hue: Bool, explained: Bool) -> (Double, String)? {
        switch (entry.token.value, target) {
        case (.dimension(let candidate), .dimension(let wanted)?):
            return closeness(candidate.points, wanted.points, unit: "px", explained: explained)
        case (.typography(let candidate), .typography(let wanted)?):
            return closeness(candidate.fontSize.points, wanted.fontSize.points, unit: "px", explained: explained)
        case (.fontWeight(let candidate), .fontWeight(let wanted)?):
            return closeness(candidate.weight, wanted.weight, unit: "", explained: explained)
        case (.number(let candidate), .number(let wanted)?):
            return abs(candidate - wanted) <= 0.3 ? (1, explained ? "value \(TokenNumberText.points(candidate))" : "") : nil
        case (.color, .color(let wanted)?) where hue:
            return entry.hsl.flatMap { hueScore($0, wanted, explained: explained) }
        default:
            return nil
        }
    }

    private static func closeness(_ candidate: Double, _ wanted: Double, unit: String, explained: Bool) -> (Double, String)? {
        guard candidate > 0, wanted > 0 else { return candidate == wanted ? (3, explained ? "\(TokenNumberText.points(candidate))\(unit)" : "") : nil }
        let distance = abs(log2(candidate / wanted))
        guard distance < 1 else { return (-2, explained ? "\(TokenNumberText.points(candidate))\(unit), far from \(TokenNumberText.points(wanted))\(unit)" : "") }
        return (4 * (1 - distance), explained ? "\(TokenNumberText.points(candidate))\(unit) (the example has \(TokenNumberText.points(wanted))\(unit))" : "")
    }

    /// An opaque-enough colour's hue, saturation and lightness (nil for others: no hue to match).
    private static func hsl(of value: TokenValue) -> SIMD3<Double>? {
        guard case .color(let color) = value, color.alpha > 0.9 else { return nil }
        return ColorConversion.srgbToHSL(color.tokenColor.gamutMappedSRGB)
    }

    private static func hueScore(_ have: SIMD3<Double>, _ wanted: ColorValue, explained: Bool) -> (Double, String)? {
        let want = ColorConversion.srgbToHSL(wanted.tokenColor.gamutMappedSRGB)
        guard (30...75).contains(have.z) else { return nil }
        if want.y < 15 {
            return have.y < 12 ? (4, explained ? "a grey" : "") : nil
        }
        let distance = abs(((have.x - want.x).truncatingRemainder(dividingBy: 360) + 540).truncatingRemainder(dividingBy: 360) - 180)
        guard have.y > 35, distance < 45 else { return nil }
        return (6 * (1 - distance / 45) + have.y / 100, explained ? "hue \(Int(have.x.rounded()))° near the example's \(Int(want.x.rounded()))°" : "")
    }
}
