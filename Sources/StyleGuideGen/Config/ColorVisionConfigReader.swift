/// `"colorVision"` of styleguide.json: which colour pairs must stay apart under the simulated colour
/// vision deficiencies, how far apart, and under which simulations.
public struct ColorVisionConfig: Sendable, Hashable {
    /// The least OKLab distance (ΔEOK) a pair keeps under a simulation: five times OKLab's just
    /// noticeable difference (0.02, the one CSS Color 4's gamut mapping uses), because a JND is what
    /// is seen side by side under good conditions and these pairs must be told apart at a glance,
    /// on small areas, apart on the screen (about ΔE*ab 10, OKLab's scale being CIELAB's over 100).
    public static let defaultMinimumDistance = 0.1
    /// The dichromacies: achromatopsia is shown but not judged unless asked for, as pairs told apart by
    /// hue (iOS's red and blue buttons) are alike in grey by design, their labels telling them apart.
    public static let defaultSimulations: [ColorVisionSimulation] = [.protanopia, .deuteranopia, .tritanopia]

    /// `distinct`: pairs of token paths, as written.
    public var pairs: [ColorVisionPair] = []
    public var minimumDistance = defaultMinimumDistance
    public var simulations = defaultSimulations
    /// `defaultPairs: false` leaves out the pairs the tool finds itself (destructive against accent
    /// fill, the status colours).
    public var defaultPairs = true
    /// Where `colorVision` is written: where a warning about a found pair goes when no token of the
    /// project's own is to blame.
    public var location: SourceLocation?

    public init(pairs: [ColorVisionPair] = [], minimumDistance: Double = defaultMinimumDistance,
                simulations: [ColorVisionSimulation] = defaultSimulations, defaultPairs: Bool = true) {
        self.pairs = pairs
        self.minimumDistance = minimumDistance
        self.simulations = simulations
        self.defaultPairs = defaultPairs
    }
}

/// Two colour tokens meant to be told apart.
public struct ColorVisionPair: Sendable, Hashable {
    public var first: String
    public var second: String
    public var location: SourceLocation?

    public init(_ first: String, _ second: String, location: SourceLocation? = nil) {
        self.first = first
        self.second = second
        self.location = location
    }
}

/// Reads `"colorVision": {"distinct": [["color.success", "color.danger"]], "minimumDistance": 0.1,
/// "simulations": ["protanopia", ...], "defaultPairs": true}`; every bad member is an error at its
/// line and column, all of them reported at once.
enum ColorVisionConfigReader {
    static let keys = ["distinct", "minimumDistance", "simulations", "defaultPairs"]

    static func config(_ value: JSONValue) throws(DiagnosticError) -> ColorVisionConfig {
        guard let members = value.objectMembers else {
            throw DiagnosticError(.error(.configInvalidValue, "`colorVision` must be an object, found \(value.kindName)", at: value.location))
        }
        var config = ColorVisionConfig()
        config.location = value.location
        var problems: [Diagnostic] = []
        for member in members {
            switch member.key {
            case "distinct":
                guard let items = member.value.arrayValue else {
                    problems.append(.error(.configInvalidValue, "`colorVision.distinct` must be an array of pairs such as [\"color.success\", \"color.danger\"], found \(member.value.kindName)",
                                           at: member.value.location))
                    continue
                }
                for item in items {
                    if let pair = pair(item) { config.pairs.append(pair) } else {
                        problems.append(.error(.configInvalidValue, "a `colorVision.distinct` pair must be an array of two different token paths such as [\"color.success\", \"color.danger\"], found \(describe(item))",
                                               at: item.location))
                    }
                }
            case "minimumDistance":
                guard let number = member.value.numberValue, number > 0, number <= 1 else {
                    let found = member.value.numberValue.map { "\($0)" } ?? member.value.kindName
                    problems.append(.error(.configInvalidValue, "`colorVision.minimumDistance` must be an OKLab distance above 0 and at most 1 (0.02 is just noticeable; the default is \(ColorVisionConfig.defaultMinimumDistance)), found \(found)",
                                           at: member.value.location))
                    continue
                }
                config.minimumDistance = number
            case "simulations":
                let names = ColorVisionSimulation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                guard let items = member.value.arrayValue else {
                    problems.append(.error(.configInvalidValue, "`colorVision.simulations` must be an array of \(names), found \(member.value.kindName)", at: member.value.location))
                    continue
                }
                var chosen: [ColorVisionSimulation] = []
                for item in items {
                    guard let text = item.stringValue, let simulation = ColorVisionSimulation(rawValue: text.lowercased()) else {
                        problems.append(.error(.configInvalidValue, "`colorVision.simulations` names \(describe(item)), not one of \(names)", at: item.location))
                        continue
                    }
                    if !chosen.contains(simulation) { chosen.append(simulation) }
                }
                config.simulations = ColorVisionSimulation.allCases.filter(chosen.contains)
            case "defaultPairs":
                guard let flag = member.value.boolValue else {
                    problems.append(.error(.configInvalidValue, "`colorVision.defaultPairs` must be true or false, found \(member.value.kindName)", at: member.value.location))
                    continue
                }
                config.defaultPairs = flag
            default:
                problems.append(.error(.configUnknownKey, "unknown configuration key `\(member.key)` in `colorVision`; expected one of \(keys.joined(separator: ", "))",
                                       at: member.keyLocation))
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return config
    }

    private static func pair(_ value: JSONValue) -> ColorVisionPair? {
        guard let items = value.arrayValue, items.count == 2,
              let first = items[0].stringValue.map(path), let second = items[1].stringValue.map(path),
              !first.isEmpty, !second.isEmpty, first != second else { return nil }
        return ColorVisionPair(first, second, location: value.location)
    }

    private static func path(_ text: String) -> String {
        text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
    }

    private static func describe(_ value: JSONValue) -> String {
        if let text = value.stringValue { return "\"\(text)\"" }
        if let items = value.arrayValue { return "an array of \(items.count)" }
        return value.kindName
    }
}
