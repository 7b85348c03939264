/// What the tokens stylesheet needs from configuration.
public struct TokenStylesheetOptions: Sendable, Hashable {
    /// The light/dark modifier also emitted under `prefers-color-scheme`; nil picks a modifier named
    /// `theme`, `appearance`, `mode`, `colorScheme` or `Color scheme` whose contexts include `light` and `dark`
    /// (else the one modifier whose contexts are just those two).
    public var appearanceModifier: String?
    /// A resolver modifier whose contexts are the text-size steps (matched by name); its contexts become
    /// `[data-dynamic-type]` blocks instead of a data attribute of their own. Nil: steps come from the
    /// tokens' Dynamic Type rules.
    public var textSizeModifier: String?

    public init(appearanceModifier: String? = nil, textSizeModifier: String? = nil) {
        self.appearanceModifier = appearanceModifier
        self.textSizeModifier = textSizeModifier
    }
}

/// The appearance modifier and the context `prefers-color-scheme` selects when a page sets no attribute.
public struct AppearanceAxis: Sendable, Hashable {
    public var modifier: String
    /// `dark` (or `light` when dark is the default).
    public var mediaContext: String

    /// `(prefers-color-scheme: dark)`.
    public var mediaQuery: String { "(prefers-color-scheme: \(mediaContext))" }

    /// Compared by their letters only, so `Color scheme` (a Tokens Studio group) and `color-scheme` match.
    static let automaticNames: Set<String> = ["theme", "appearance", "mode", "colorscheme"]

    /// The configured or detected axis, with a diagnostic when a configured name does not fit.
    static func find(in modifiers: [Modifier], named name: String?, diagnostics: inout DiagnosticBag) -> AppearanceAxis? {
        guard let name else { return detect(in: modifiers) }
        guard let modifier = modifiers.first(where: { $0.name == name }) else {
            diagnostics.append(.warning(.configUnknownModifier, "the appearance modifier '\(name)' is not a modifier of the resolver; no prefers-color-scheme block is written"))
            return nil
        }
        guard hasLightAndDark(modifier) else {
            diagnostics.append(.warning(.cssAppearance, "the appearance modifier '\(name)' has no 'light' and 'dark' contexts; no prefers-color-scheme block is written"))
            return nil
        }
        return axis(modifier)
    }

    /// The axis found by its name (`theme`, `mode`...) or, else, the one modifier whose contexts are
    /// just light and dark.
    static func detect(in modifiers: [Modifier]) -> AppearanceAxis? {
        let named = modifiers.first { automaticNames.contains(String($0.name.lowercased().filter(\.isLetter))) && hasLightAndDark($0) }
        let lightDark = modifiers.filter { Set($0.contexts) == ["light", "dark"] }
        return (named ?? (lightDark.count == 1 ? lightDark[0] : nil)).map(axis)
    }

    private static func hasLightAndDark(_ modifier: Modifier) -> Bool { modifier.contexts.contains("light") && modifier.contexts.contains("dark") }

    private static func axis(_ modifier: Modifier) -> AppearanceAxis {
        let defaultContext = modifier.defaultContext ?? modifier.contexts.first
        return AppearanceAxis(modifier: modifier.name, mediaContext: defaultContext == "dark" ? "light" : "dark")
    }
}
