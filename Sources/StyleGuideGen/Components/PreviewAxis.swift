/// A dimension previews vary along, besides the text-size step: one resolver
/// modifier (`theme`: light, dark), shown as a `data-theme` attribute.
public struct PreviewAxis: Sendable, Hashable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String

    public init(name: String, contexts: [String], defaultContext: String) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }

    /// The modifiers previews vary along; a text-size modifier is the step axis instead.
    public static func axes(of modifiers: [Modifier], textSizeModifier: String?) -> [PreviewAxis] {
        // A modifier of one context (Tokens Studio's `Core: All`) varies nothing: no switcher, no column label.
        modifiers.filter { $0.name != textSizeModifier && $0.contexts.count > 1 }.map { modifier in
            PreviewAxis(name: modifier.name, contexts: modifier.contexts, defaultContext: modifier.chosenByDefault)
        }
    }

    /// `data-` plus the modifier name in lowercase kebab case: the attribute
    /// the tokens stylesheet selects the modifier's blocks by.
    public var attributeName: String { CSSNaming.attributeName(forModifier: name) }
}

