/// The token pages, each showing some token types.
enum TokenPageKind: String, CaseIterable, Sendable {
    case colors, typography, dimensions, effects, other

    /// Below the site root.
    var outputPath: String { "tokens/\(rawValue).html" }
    /// The file name, for links between token pages (they share a folder).
    var fileName: String { "\(rawValue).html" }
    /// Tokens of other types are drawn as effects are: a value column per token.
    var template: String { self == .other ? "pages/tokens-effects" : "pages/tokens-\(rawValue)" }

    var title: String {
        switch self {
        case .colors: "Colours"
        case .typography: "Typography"
        case .dimensions: "Dimensions"
        case .effects: "Effects and motion"
        case .other: "Other tokens"
        }
    }

    /// The most tokens one page of this kind shows before it is split (a typography token draws
    /// a specimen per step and variant, so its pages hold fewer).
    var pageLimit: Int { self == .typography ? 150 : 400 }

    /// The page a token of this type is shown on.
    static func page(for type: TokenType) -> TokenPageKind {
        switch type {
        case .color: .colors
        case .typography: .typography
        case .dimension: .dimensions
        case .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .border, .transition, .shadow, .gradient: .effects
        case .custom: .other
        }
    }
}
