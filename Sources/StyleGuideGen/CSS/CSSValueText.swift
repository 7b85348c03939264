/// A declaration's value as parts, so references stay visible as `var()` and colours keep both their
/// sRGB fallback and their own-space form; rendered and evaluated without ever re-parsing CSS.
public struct CSSValueText: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        /// Literal CSS, already serialised from typed data.
        case text(String)
        /// `var(--name)`.
        case variable(String)
        /// A colour: the sRGB fallback, and the colour in its own space when that is not plain sRGB.
        case color(fallback: String, wide: String?)
    }

    public var parts: [Part]

    public init(_ parts: [Part]) { self.parts = parts }

    /// A value made of one literal.
    public static func literal(_ text: String) -> CSSValueText { CSSValueText([.text(text)]) }

    /// A value that is one reference.
    public static func variable(_ name: String) -> CSSValueText { CSSValueText([.variable(name)]) }

    /// The value that removes an inherited custom property (the guaranteed-invalid value).
    static let unset = CSSValueText.literal("initial")

    /// The CSS text: wide-gamut colours in their own space when `wide`, else their sRGB fallback.
    public func rendered(wide: Bool) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .variable(let name): "var(\(name))"
            case .color(let fallback, let own): wide ? (own ?? fallback) : fallback
            }
        }.joined()
    }

    /// Whether the wide-gamut rendering differs from the fallback.
    public var hasWideGamutColor: Bool {
        parts.contains { if case .color(_, let own?) = $0 { own.isEmpty == false } else { false } }
    }

    /// The custom properties this value reads.
    public var references: [String] {
        parts.compactMap { if case .variable(let name) = $0 { name } else { nil } }
    }

    /// The value with every `var()` replaced by `lookup`'s value; nil when a reference has none
    /// (the declaration is then invalid at computed-value time), or for `initial`.
    func evaluated(wide: Bool, lookup: (String) -> String?) -> String? {
        if self == .unset { return nil }
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .variable(let name):
                guard let value = lookup(name) else { return nil }
                result += value
            case .color(let fallback, let own): result += wide ? (own ?? fallback) : fallback
            }
        }
        return result
    }
}

/// One custom property and its value.
public struct CSSDeclaration: Sendable, Hashable {
    public var property: String
    public var value: CSSValueText

    public init(property: String, value: CSSValueText) {
        self.property = property
        self.value = value
    }
}
