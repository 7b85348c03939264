/// Pairs of colours meant to be told apart, measured under every simulated colour vision deficiency
/// in every permutation: what the colour page shows and what the build warns of.
public struct ColorVisionReport: Sendable, Hashable {
    /// Why a pair is judged.
    public enum Origin: String, Sendable, Hashable {
        /// The built-in roles: the destructive button's fill against the standard button's.
        case roles
        /// Status colours found side by side in one group of the project's tokens.
        case status
        /// A `colorVision.distinct` entry of styleguide.json.
        case configured

        var text: String {
            switch self {
            case .roles: "the destructive and standard buttons' fills"
            case .status: "status colours"
            case .configured: "colorVision.distinct"
            }
        }
    }

    public struct Pair: Sendable, Hashable {
        public var first: String
        public var second: String
        public var origin: Origin
        public var location: SourceLocation?
    }

    /// One pair in one permutation: how far apart its colours look as they are and under each simulation.
    public struct Result: Sendable, Hashable {
        public var pair: Pair
        public var permutationIndex: Int
        public var permutation: String
        /// The opaque sRGB hex of each side (translucent colours over white), as they are.
        public var firstHex: String
        public var secondHex: String
        /// ΔEOK as they are.
        public var distance: Double
        /// ΔEOK and each side's simulated hex, in `ColorVisionSimulation.allCases` order.
        public var simulated: [Seen]
    }

    public struct Seen: Sendable, Hashable {
        public var simulation: ColorVisionSimulation
        public var firstHex: String
        public var secondHex: String
        public var distance: Double
        /// False for a simulation the configuration does not judge (achromatopsia, by default).
        public var judged: Bool
        public var passes: Bool
    }

    public var pairs: [Pair] = []
    /// By pair (in `pairs` order), then permutation.
    public var results: [Result] = []
    public var minimumDistance = ColorVisionConfig.defaultMinimumDistance
    public var simulations = ColorVisionConfig.defaultSimulations

    public init() {}

    /// The built-in pair: the tokens the components' destructive and standard button fills read.
    static let rolePair = ("color.destructive-fill", "color.accent-fill")

    /// Status words by family: a pair is two families' tokens, side by side in one group.
    static let statusFamilies: [(name: String, words: Set<String>)] = [
        ("success", ["success", "positive"]),
        ("warning", ["warning", "caution"]),
        ("danger", ["danger", "error", "negative", "critical"]),
    ]

    /// Measures every pair; a missing or non-colour configured token is an error, a judged simulation
    /// below the minimum a warning, placed on what the user edits.
    static func evaluate(components: ComponentTokens, ownTokens: TokenProject?, config: ColorVisionConfig, diagnostics: inout DiagnosticBag) -> ColorVisionReport {
        var report = ColorVisionReport()
        report.minimumDistance = config.minimumDistance
        report.simulations = config.simulations
        let project = components.project
        guard let first = project.permutations.first?.tokens else { return report }
        func isColor(_ name: String) -> Bool {
            project.permutations.contains { permutation in
                if case .color? = permutation.tokens[name]?.value { return true }
                return false
            }
        }
        var pairs: [Pair] = []
        for written in config.pairs {
            var known = true
            for name in [written.first, written.second] {
                if first[name] == nil && !project.permutations.contains(where: { $0.tokens[name] != nil }) {
                    diagnostics.append(.error(.colorUnknownToken, "colorVision.distinct pair names `\(name)`, which is not a token", at: written.location, subject: name))
                    known = false
                } else if !isColor(name) {
                    diagnostics.append(.error(.colorUnknownToken, "colorVision.distinct pair names `\(name)`, which is not a colour token", at: written.location, subject: name))
                    known = false
                }
            }
            if known { pairs.append(Pair(first: written.first, second: written.second, origin: .configured, location: written.location)) }
        }
        if config.defaultPairs {
            var found = [Pair(first: rolePair.0, second: rolePair.1, origin: .roles, location: nil)].filter { isColor($0.first) && isColor($0.second) }
            found += statusPairs(ownTokens?.permutations.first?.tokens ?? first)
            for pair in found where !pairs.contains(where: { Set([$0.first, $0.second]) == Set([pair.first, pair.second]) }) {
                pairs.append(pair)
            }
        }
        report.pairs = pairs
        for pair in pairs {
            for (index, permutation) in project.permutations.enumerated() {
                guard let a = color(pair.first, in: permutation.tokens), let b = color(pair.second, in: permutation.tokens) else { continue }
                let seen = ColorVisionSimulation.allCases.map { simulation in
                    let distance = ColorVisionDistance.distance(a, b, under: simulation)
                    let judged = config.simulations.contains(simulation)
                    return Seen(simulation: simulation, firstHex: HexColor.string(simulation.simulate(sRGB: a)), secondHex: HexColor.string(simulation.simulate(sRGB: b)),
                                distance: distance, judged: judged, passes: !judged || distance >= config.minimumDistance)
                }
                let result = Result(pair: pair, permutationIndex: index, permutation: permutation.label,
                                    firstHex: HexColor.string(a), secondHex: HexColor.string(b),
                                    distance: ColorVisionDistance.distance(a, b, under: nil), simulated: seen)
                report.results.append(result)
            }
        }
        // One warning per pair and pair of colours: permutations that give the pair the same colours
        // (a device or density axis) say the same thing once, naming how many they are.
        var groups: [ColorGroup: [Result]] = [:]
        var order: [ColorGroup] = []
        for result in report.results where result.simulated.contains(where: { !$0.passes }) {
            let key = ColorGroup(pair: result.pair, first: result.firstHex, second: result.secondHex)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(result)
        }
        for key in order {
            guard let results = groups[key], let first = results.first else { continue }
            diagnostics.append(warning(first, alike: results.count - 1, components: components, config: config,
                                       tokens: project.permutations[first.permutationIndex].tokens))
        }
        return report
    }

    private struct ColorGroup: Hashable {
        var pair: Pair
        var first: String
        var second: String
    }

    /// The colour as painted: gamut-mapped to sRGB, a translucent one over white.
    private static func color(_ name: String, in tokens: ResolvedTokenSet) -> SIMD3<Double>? {
        guard case .color(let value)? = tokens[name]?.value else { return nil }
        return ColorContrast.opaqueSRGB(value.tokenColor, over: SIMD3(repeating: 1))
    }

    /// The status pairs: in the group nearest the root (fewest path segments, then the first in file
    /// order) whose colour tokens include exactly one of each of at least two families (`success`,
    /// `warning`, `danger` and their synonyms) as direct children; each two families' tokens there.
    /// One group only: the same colours as text, border and background in other groups would
    /// repeat the same warning, and tokens in different groups may never meet on a screen.
    static func statusPairs(_ tokens: ResolvedTokenSet) -> [Pair] {
        var groups: [String: [String: [String]]] = [:]
        var order: [String] = []
        for token in tokens.tokens {
            guard case .color = token.value, let leaf = token.path.last?.lowercased(), token.path.count >= 2,
                  let family = statusFamilies.first(where: { $0.words.contains(leaf) }) else { continue }
            let group = token.path.dropLast().joined(separator: ".")
            if groups[group] == nil { order.append(group) }
            groups[group, default: [:]][family.name, default: []].append(token.name)
        }
        let qualifying = order.filter { group in
            let families = groups[group] ?? [:]
            return families.count >= 2 && families.values.allSatisfy { $0.count == 1 }
        }
        guard let chosen = qualifying.min(by: { $0.split(separator: ".").count < $1.split(separator: ".").count }),
              let families = groups[chosen] else { return [] }
        let present = statusFamilies.compactMap { families[$0.name]?.first }
        var pairs: [Pair] = []
        for i in present.indices {
            for j in present.indices where j > i {
                pairs.append(Pair(first: present[i], second: present[j], origin: .status, location: nil))
            }
        }
        return pairs
    }

    private static func warning(_ result: Result, alike: Int, components: ComponentTokens, config: ColorVisionConfig, tokens: ResolvedTokenSet) -> Diagnostic {
        let failing = result.simulated.filter { !$0.passes }
        let pair = result.pair
        var scope = result.permutation.isEmpty ? "" : " in \(result.permutation)"
        if alike > 0 { scope += " (and \(Counted.text(alike, "other permutation")) with the same colours)" }
        let under = failing.map { "\(ColorFormat.distance($0.distance)) under \($0.simulation.rawValue) (\($0.firstHex) and \($0.secondHex))" }
            .joined(separator: ", ")
        var message = "`\(pair.first)` and `\(pair.second)` (\(pair.origin.text); \(result.firstHex) and \(result.secondHex), \(ColorFormat.distance(result.distance)) apart) "
            + "come within \(under) in OKLab\(scope), below \(ColorFormat.distance(config.minimumDistance)): "
            + "change `\(pair.first)` or `\(pair.second)` so they differ in lightness too"
        var location = pair.location
        if location == nil {
            let settings = [pair.first, pair.second].compactMap { components.settings.setting(of: $0, in: tokens) }
            // A project's own token needs no saying: the warning is placed on it.
            let told = settings.filter { !$0.text.hasSuffix("is the project's own token") }
            if !told.isEmpty { message += " (" + told.map(\.text).joined(separator: "; ") + ")" }
            location = (settings.first { $0.isProjects } ?? settings.first)?.location ?? config.location
        }
        return .warning(.colorIndistinctUnderSimulation, message, at: location, subject: pair.first)
    }
}

/// How distances are shown: three decimals, rounded down, so a failing distance never reads as the threshold.
public enum ColorFormat {
    public static func distance(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let thousandths = Int((value * 1000).rounded(.down))
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
