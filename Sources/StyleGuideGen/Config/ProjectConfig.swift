/// `styleguide.json`: what defaults cannot guess. Every member is optional.
public struct ProjectConfig: Sendable, Hashable {
    public var title: String?
    /// Folders (or, for tokens, a resolver or token file), relative to the config file.
    public var docs: String?
    public var tokens: String?
    public var templates: String?
    public var output: String?
    /// The resolver modifier that is light/dark (emitted under `prefers-color-scheme`).
    public var appearanceModifier: String?
    /// A resolver modifier whose contexts are the Dynamic Type steps.
    public var textSizeModifier: String?
    public var unsafeHTML: Bool = false
    public var smartPunctuation: Bool = false
    public var contrast = ContrastConfig()
    /// `colorVision`: pairs that must stay apart under simulated colour vision deficiencies.
    public var colorVision = ColorVisionConfig()
    /// `diagnostics`: a level per code. Only warnings and notes change: an error stays an error.
    public var diagnosticLevels: [DiagnosticCode: DiagnosticPolicy.Level] = [:]
    /// `map`: which of the project's tokens fill the components' slots, in file order.
    public var map: [SlotMapping] = []
    /// Where `map` is written (the configuration's opening brace when it has none): where the entry
    /// for a slot left to the example goes, so its warning points there.
    public var mapLocation: SourceLocation?
    /// `dynamicType`: how the project's tokens follow the text size, by token or group, for tokens
    /// whose own `$extensions` say nothing (`init --from` writes its guesses here for review).
    public var dynamicType: [WrittenDynamicTypeRule] = []
    /// `reducedMotion`: duration and transition values under reduced motion, by token or group, for
    /// tokens whose own `$extensions` say nothing.
    public var reducedMotion: [WrittenReducedMotion] = []
    /// `show`: contexts per modifier that token tables and component matrices show as columns.
    public var show: [String: [String]] = [:]
    /// Where `show` is written, for its diagnostics.
    public var showLocation: SourceLocation?
    /// `components`: built-in components the project leaves out.
    public var components = ComponentsConfig()
    /// `layoutThemes`: whether a folder of token files gives its themes by its layout (`light/`,
    /// `dark/`...); false merges the files as one set.
    public var layoutThemes = true

    public init() {}

    /// The severity policy of this project: `--strict` and the configured levels.
    public func policy(strict: Bool) -> DiagnosticPolicy {
        DiagnosticPolicy(strict: strict, levels: diagnosticLevels)
    }
}

/// Which colour pairs must meet which WCAG 2.x level or APCA contrast.
public struct ContrastConfig: Sendable, Hashable {
    /// The level every pair must meet unless it says otherwise (`"wcag"` or `"level"`).
    public var level: ContrastLevel = .aa
    /// False (`"wcag": false`) when the WCAG ratio fails no pair unless the pair asks for it.
    public var judgesWCAG = true
    /// The least |Lc| every pair must reach unless it says otherwise (`"apca": 60`); nil: APCA fails nothing.
    public var apca: Double?
    public var pairs: [ContrastPair] = []

    public init(level: ContrastLevel = .aa, apca: Double? = nil, pairs: [ContrastPair] = []) {
        self.level = level
        self.apca = apca
        self.pairs = pairs
    }
}

public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
    case aa = "AA"
    case aaa = "AAA"
}

/// A foreground token that is drawn on a background token.
public struct ContrastPair: Sendable, Hashable {
    public var foreground: String
    public var background: String
    public var level: ContrastLevel?
    /// `"wcag": "AA"` (true) or `"wcag": false`; nil when the pair does not say.
    public var judgesWCAG: Bool?
    /// `"apca": 60`: the least |Lc| the pair must reach.
    public var apca: Double?
    /// Large text (18 pt, or 14 pt bold) and UI parts need only 3:1 at AA.
    public var largeText: Bool
    public var location: SourceLocation?

    public init(foreground: String, background: String, level: ContrastLevel? = nil, apca: Double? = nil, largeText: Bool = false,
                location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.level = level
        self.apca = apca
        self.largeText = largeText
        self.location = location
    }

    /// Whether the WCAG ratio decides: as the pair says, else only when it names no APCA minimum
    /// (a pair that asks for `"apca"` alone is judged by APCA alone).
    func judgesWCAG(default configured: Bool) -> Bool { judgesWCAG ?? (level != nil || (apca == nil && configured)) }
}

/// `"components": {"exclude": [...], "builtIns": false, "examples": {...}}`.
public struct ComponentsConfig: Sendable, Hashable {
    public struct Exclusion: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation?
    }

    public var exclude: [Exclusion] = []
    /// `builtIns`: false leaves out the components that ship with the tool (but those the project's
    /// own build on or include); true (the default) shows them.
    public var builtIns = true
    /// `examples`: component -> its example data to use instead of the built-in one (texts, the
    /// Settings screen's sections and rows), as written.
    public var examples: [String: JSONMember] = [:]

    public init() {}
}
