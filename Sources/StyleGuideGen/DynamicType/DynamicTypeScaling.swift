/// How custom sizes follow Dynamic Type, as iOS's UIFontMetrics / @ScaledMetric do it.
///
/// factor(style, step) = leading(style, step) / leading(style, Large). Products are formed before the one
/// division, so a result that is exactly a half (e.g. 3.25 x 18 / 13 = 4.5) is exact in binary and
/// rounding is decided by the rule, not by representation error. Halves round away from zero
/// (Foundation's `.toNearestOrAwayFromZero`, like C `round`), not to even.
public enum DynamicTypeScaling {
    /// The scale factor of a step relative to Large, measured on a text style's leading (Body by default).
    public static func factor(_ style: TextStyle = .body, at step: ContentSizeCategory) -> Double {
        Double(leading(style, step)) / Double(leading(style, .large))
    }

    /// A custom font size scaled like `UIFontMetrics.scaledFont(for:maximumPointSize:)`:
    /// round(base x factor) to whole points, then capped at `maxSize` when given.
    public static func scaledFontSize(
        base: Double, relativeTo style: TextStyle = .body, step: ContentSizeCategory, maxSize: Double? = nil
    ) -> Double {
        let scaled = (base * Double(leading(style, step)) / Double(leading(style, .large)))
            .rounded(.toNearestOrAwayFromZero)
        return cap(scaled, at: maxSize)
    }

    /// A scaled metric (icon frame, padding) like `@ScaledMetric`: base x factor rounded to the pixel grid
    /// (1/3 pt on a 3x screen), then capped at `max` when given.
    public static func scaledMetric(
        base: Double, relativeTo style: TextStyle = .body, step: ContentSizeCategory, max: Double? = nil,
        displayScale: Int = 3
    ) -> Double {
        let pixelsPerPoint = Double(Swift.max(displayScale, 1))
        let pixels = (base * Double(leading(style, step)) * pixelsPerPoint / Double(leading(style, .large)))
            .rounded(.toNearestOrAwayFromZero)
        return cap(pixels / pixelsPerPoint, at: max)
    }

    /// Leading from a size and a unitless line height, rounded to 1/100 of the size's unit
    /// (17 x 1.2941 = 21.9997 -> 22): what the CSS writes for a font that is not a text style.
    public static func lineHeight(size: Double, multiplier: Double) -> Double {
        (size * multiplier * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    private static func leading(_ style: TextStyle, _ step: ContentSizeCategory) -> Int {
        DynamicTypeTable.metrics(for: style, at: step).leading
    }

    private static func cap(_ value: Double, at maximum: Double?) -> Double {
        guard let maximum else { return value }
        return Swift.min(value, maximum)
    }
}
