/// What the tokens stylesheet needs from configuration.
public struct TokenStylesheetOptions: Sendable, Hashable {
    /// The light/dark modifier also emitted under `prefers-color-scheme`; nil picks the one whose
    /// contexts name light and dark (`AppearanceAxis.detect`).
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

/// The appearance modifier, its light and dark contexts as the tokens name them, and the context
/// `prefers-color-scheme: dark` selects when a page sets no attribute. Light is always the default.
public struct AppearanceAxis: Sendable, Hashable {
    public var modifier: String
    public var light: String
    public var dark: String

    /// The context the media query selects: the dark one (light is the default).
    public var mediaContext: String { dark }
    public var mediaQuery: String { "(prefers-color-scheme: dark)" }

    /// Compared by their letters only, so `Color scheme` (a Tokens Studio group) and `color-scheme` match.
    static let automaticNames: Set<String> = ["theme", "appearance", "mode", "colorscheme", "colormode", "scheme"]

    /// The configured or detected axis, with a diagnostic when a configured name does not fit.
    static func find(in modifiers: [Modifier], named name: String?, diagnostics: inout DiagnosticBag) -> AppearanceAxis? {
        guard let name else { return detect(in: modifiers) }
        guard let modifier = modifiers.first(where: { $0.name == name }) else {
            diagnostics.append(.warning(.configUnknownModifier, "the appearance modifier '\(name)' is not a modifier of the resolver; no prefers-color-scheme block is written"))
            return nil
        }
        guard let axis = axis(modifier) else {
            diagnostics.append(.warning(.cssAppearance, "the appearance modifier '\(name)' has no light and dark contexts (contexts: \(modifier.contexts.joined(separator: ", "))); no prefers-color-scheme block is written"))
            return nil
        }
        return axis
    }

    /// The modifier whose contexts name light and dark, under any name (one called `theme`,
    /// `mode`, `Color scheme`... first, then one whose every context is light or dark).
    public static func detect(in modifiers: [Modifier]) -> AppearanceAxis? {
        let candidates = modifiers.compactMap { modifier in axis(modifier).map { (modifier, $0) } }
        let named = candidates.first { automaticNames.contains(String($0.0.name.lowercased().filter(\.isLetter))) }
        let onlySchemes = candidates.first { $0.0.contexts.allSatisfy { ColorScheme(context: $0) != nil } }
        return (named ?? onlySchemes ?? candidates.first)?.1
    }

    /// The axis a modifier makes: its plainest light and dark contexts (`Light` before
    /// `Light high contrast`), when it has both and most of its contexts are one or the other.
    static func axis(_ modifier: Modifier) -> AppearanceAxis? {
        let schemes = modifier.contexts.map { ($0, ColorScheme(context: $0)) }
        guard schemes.filter({ $0.1 != nil }).count * 2 >= modifier.contexts.count else { return nil }
        func plainest(_ scheme: ColorScheme) -> String? {
            schemes.filter { $0.1 == scheme }.map(\.0).min { ColorScheme.words(of: $0).count < ColorScheme.words(of: $1).count }
        }
        guard let light = plainest(.light), let dark = plainest(.dark) else { return nil }
        return AppearanceAxis(modifier: modifier.name, light: light, dark: dark)
    }
}
