/// Numbers as the token pages show them: points with at most two decimals
/// (24.333 -> 24.33, 17.0 -> 17), and CSS lengths built from them.
enum TokenNumberText {
    static func points(_ value: Double) -> String { CSSNumberFormat.string(value, fractionDigits: 2) }

    /// `16px`: a length for an inline style, from a number only.
    static func px(_ value: Double) -> String { CSSNumberFormat.string(value, fractionDigits: 3) + "px" }

    /// A custom-type value as written: `0.5`, `true`, `Inter`, or its JSON.
    static func custom(_ value: CustomValue) -> String {
        switch value.content {
        case .number(let n): CSSNumberFormat.string(n)
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .json(let text): text
        }
    }
}
