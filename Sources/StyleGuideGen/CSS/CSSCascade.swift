/// One simple selector the stylesheet uses.
enum CSSSimpleSelector: Hashable, Sendable {
    case root
    case hasAttribute(String)
    case attribute(String, equals: String)
    case lacksAttribute(String)

    var css: String {
        switch self {
        case .root: ":root"
        case .hasAttribute(let name): "[\(name)]"
        case .attribute(let name, let value): "[\(name)=\(CSSNaming.quotedString(value))]"
        case .lacksAttribute(let name): ":not([\(name)])"
        }
    }

    func matches(_ element: CSSElement) -> Bool {
        switch self {
        case .root: element.isRoot
        case .hasAttribute(let name): element.attributes[name] != nil
        case .attribute(let name, let value): element.attributes[name] == value
        case .lacksAttribute(let name): element.attributes[name] == nil
        }
    }
}

/// Simple selectors written together (`[data-brand="ocean"][data-theme="dark"]`); each counts 1 in specificity.
struct CSSCompoundSelector: Hashable, Sendable {
    var parts: [CSSSimpleSelector]
    var css: String { parts.map(\.css).joined() }
    var specificity: Int { parts.count }
    func matches(_ element: CSSElement) -> Bool { parts.allSatisfy { $0.matches(element) } }
}

/// An element as the cascade sees it: whether it is the root, and its attributes.
struct CSSElement: Hashable, Sendable {
    var isRoot = false
    var attributes: [String: String]
}

/// Which conditional groups apply: `prefers-color-scheme` matches, wide-gamut colours are supported,
/// `prefers-reduced-motion: reduce` matches.
struct CSSEnvironment: Hashable, Sendable {
    var media: Bool
    var wide: Bool
    var reducedMotion = false
}

/// One rule of the stylesheet, with the conditional groups it sits in.
struct CSSRuleBlock: Sendable {
    var selectors: [CSSCompoundSelector]
    var inMedia: Bool
    var inSupports: Bool
    var declarations: [CSSDeclaration]
    /// Inside `@media (prefers-reduced-motion: reduce)` (see `ReducedMotionRules`).
    var inReducedMotion = false

    /// The value of each property it declares (a later declaration of one replaces an earlier). Made
    /// when asked: the stylesheet's own planner reads rules by property id, never by name.
    var valuesByProperty: [String: CSSValueText] {
        Dictionary(declarations.map { ($0.property, $0.value) }) { _, later in later }
    }

    /// The specificity this rule applies with to the element, or nil when it does not apply.
    func specificity(for element: CSSElement, in environment: CSSEnvironment) -> Int? {
        guard !inMedia || environment.media, !inSupports || environment.wide, !inReducedMotion || environment.reducedMotion else { return nil }
        return selectors.filter { $0.matches(element) }.map(\.specificity).max()
    }
}

/// The cascade of custom properties over a list of rules, as a browser computes it for one element
/// whose every property is declared by some matching rule (the stylesheet's first rule matches every
/// element carrying one of its attributes).
struct CSSCascade: Sendable {
    var blocks: [CSSRuleBlock] = []

    /// The rules that apply to the element, weakest first (specificity, then source order).
    func applying(to element: CSSElement, in environment: CSSEnvironment) -> [CSSRuleBlock] {
        applyingIndices(to: element, in: environment).map { blocks[$0] }
    }

    /// The positions in `blocks` of the rules that apply to the element, weakest first.
    func applyingIndices(to element: CSSElement, in environment: CSSEnvironment) -> [Int] {
        blocks.enumerated().compactMap { index, block in
            block.specificity(for: element, in: environment).map { ($0, index) }
        }.sorted { $0 < $1 }.map(\.1)
    }

    /// The winning declaration of a property among the applying rules, and whether it is written with
    /// wide-gamut colours (inside `@supports`).
    static func winner(of property: String, among rules: [(values: [String: CSSValueText], wide: Bool)]) -> (value: CSSValueText, wide: Bool)? {
        for rule in rules.reversed() {
            if let value = rule.values[property] { return (value, rule.wide) }
        }
        return nil
    }

    /// Every property's computed value on the element (nil: not defined, or invalid at computed time).
    func computedValues(of element: CSSElement, in environment: CSSEnvironment, properties: [String]) -> [String: String] {
        let rules = applying(to: element, in: environment).map { (values: $0.valuesByProperty, wide: $0.inSupports) }
        var computed: [String: String] = [:]
        var failed: Set<String> = []
        func compute(_ property: String, _ visiting: Set<String>) -> String? {
            if let known = computed[property] { return known }
            guard !failed.contains(property), !visiting.contains(property),
                  let (value, wide) = Self.winner(of: property, among: rules) else { return nil }
            var lookups: [String: String] = [:]
            for reference in value.references {
                if let found = compute(reference, visiting.union([property])) { lookups[reference] = found }
            }
            guard let text = value.evaluated(wide: wide, lookup: { lookups[$0] }) else {
                failed.insert(property)
                return nil
            }
            computed[property] = text
            return text
        }
        for property in properties { _ = compute(property, []) }
        return computed
    }
}
