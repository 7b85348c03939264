/// A token a component reads, by the name the bundled example gives it (`color.accent-fill`,
/// `typography.body`): one entry of the component's contract.
public struct ComponentSlot: Sendable, Hashable {
    public var name: String
    /// Nil for a token neither the example nor the project defines.
    public var type: TokenType?
    /// What the component uses it for (one line).
    public var purpose: String
    /// How it follows the text size: the example's rule for its token.
    public var scaling: DynamicTypeRule?
    /// The custom properties the component reads of it, without `--`.
    public var properties: [String]
    /// True when the example theme defines it, so it has a default value.
    public var hasDefault: Bool
    /// The component the markup includes that reads it (`standard-button` in a card); nil for a
    /// slot the component's own stylesheet reads.
    public var through: String? = nil

    /// `like Body (HIG table)`, `with Body, at most 28 pt`, `fixed`.
    public var scalingText: String {
        switch scaling {
        case .textStyle(let style)?: "as \(style.higName) (the HIG table)"
        case .scaledFont(let style, let cap)?: "with \(style.higName)" + (cap.map { ", at most \(TokenNumberText.points($0)) pt" } ?? "")
        case .scaledMetric(let style, let cap)?: "like @ScaledMetric with \(style.higName)" + (cap.map { ", at most \(TokenNumberText.points($0)) pt" } ?? "")
        case .fixed?, nil: "fixed"
        }
    }

    /// The rule a project's token in this slot follows when it has none of its own: it scales
    /// relative to the slot's text style (a custom font as `@DynamicFont` does, a metric as
    /// `@ScaledMetric`), with no cap. A cap is a size sized for the example's own value (13 pt for
    /// its 6 pt tile corner), not the system's: only the system's tokens or config state one.
    var mappedScaling: DynamicTypeRule? {
        switch scaling {
        case .textStyle(let style)?, .scaledFont(let style, _)?: .scaledFont(relativeTo: style, maxSize: nil)
        case .scaledMetric(let style, _)?: .scaledMetric(relativeTo: style, max: nil)
        case .fixed?, nil: scaling
        }
    }
}
