/// A typography token's size and line height at one Dynamic Type step, in points.
struct TypeScaleEntry: Sendable, Hashable {
    var step: ContentSizeCategory
    var size: Double
    var lineHeight: Double
}

/// The type scale of a typography token, following its Dynamic Type rule:
/// an Apple text style takes the HIG table; a font relative to a style is
/// scaled like `UIFontMetrics` and capped; anything else stays fixed.
enum TypeScale {
    static func entries(_ value: TypographyValue, rule: DynamicTypeRule?) -> [TypeScaleEntry] {
        ContentSizeCategory.allCases.map { step in entry(value, rule: rule, at: step) }
    }

    static func entry(_ value: TypographyValue, rule: DynamicTypeRule?, at step: ContentSizeCategory) -> TypeScaleEntry {
        let base = value.fontSize.points
        switch rule {
        case .textStyle(let style):
            let metrics = DynamicTypeTable.metrics(for: style, at: step)
            return TypeScaleEntry(step: step, size: Double(metrics.size), lineHeight: Double(metrics.leading))
        case .scaledFont(let style, let maxSize):
            let size = DynamicTypeScaling.scaledFontSize(base: base, relativeTo: style, step: step, maxSize: maxSize)
            return TypeScaleEntry(step: step, size: size, lineHeight: size * value.lineHeight)
        case .scaledMetric, .fixed, nil:
            return TypeScaleEntry(step: step, size: base, lineHeight: base * value.lineHeight)
        }
    }

    /// How the token follows the text size, in words.
    static func ruleDescription(_ rule: DynamicTypeRule?) -> String {
        switch rule {
        case .textStyle(let style):
            "Apple text style \(style.higName): sizes from the HIG table"
        case .scaledFont(let style, let maxSize):
            "Scaled with \(style.higName)" + (maxSize.map { ", at most \(TokenNumberText.points($0)) pt" } ?? "")
        case .scaledMetric(let style, let max):
            "Scaled with \(style.higName)" + (max.map { ", at most \(TokenNumberText.points($0)) pt" } ?? "")
        case .fixed:
            "Fixed: said not to follow the text size"
        case nil:
            "Fixed: does not follow the text size"
        }
    }
}

/// A dimension at every step, following its `@ScaledMetric`-like rule.
enum ScaledDimension {
    /// Nil for a dimension that does not scale.
    static func values(_ value: DimensionValue, rule: DynamicTypeRule?) -> [(step: ContentSizeCategory, points: Double)]? {
        let base = value.points
        switch rule {
        case .scaledMetric(let style, let max):
            return ContentSizeCategory.allCases.map { ($0, DynamicTypeScaling.scaledMetric(base: base, relativeTo: style, step: $0, max: max)) }
        case .scaledFont(let style, let maxSize):
            return ContentSizeCategory.allCases.map { ($0, DynamicTypeScaling.scaledFontSize(base: base, relativeTo: style, step: $0, maxSize: maxSize)) }
        case .textStyle, .fixed, nil:
            return nil
        }
    }
}
