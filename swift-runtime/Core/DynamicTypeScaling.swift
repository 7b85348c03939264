import Foundation

/// How custom sizes follow Dynamic Type, as `UIFontMetrics` and `@ScaledMetric` do, and exactly as the
/// style guide's CSS does: the factor of a step is the text style's leading there over its leading at
/// Large; products are formed before the one division, and halves round away from zero.
public enum DynamicTypeScaling {
    /// The scale factor of a step relative to Large, measured on a text style's leading.
    public static func factor(_ style: TextStyle = .body, at step: DynamicTypeStep) -> Double {
        style.metrics(at: step).leading / style.metrics(at: .large).leading
    }

    /// A custom font size scaled like `UIFontMetrics.scaledFont(for:maximumPointSize:)`: rounded to
    /// whole points, then capped.
    public static func scaledFontSize(base: Double, relativeTo style: TextStyle, at step: DynamicTypeStep, maximumSize: Double?) -> Double {
        let scaled = (base * style.metrics(at: step).leading / style.metrics(at: .large).leading).rounded(.toNearestOrAwayFromZero)
        return cap(scaled, maximumSize)
    }

    /// A metric scaled like `@ScaledMetric`: rounded to the pixel grid (1/3 pt on a 3x screen), then capped.
    public static func scaledMetric(base: Double, relativeTo style: TextStyle, at step: DynamicTypeStep, maximum: Double?,
                                    displayScale: Int = 3) -> Double {
        let pixelsPerPoint = Double(Swift.max(displayScale, 1))
        let pixels = (base * style.metrics(at: step).leading * pixelsPerPoint / style.metrics(at: .large).leading)
            .rounded(.toNearestOrAwayFromZero)
        return cap(pixels / pixelsPerPoint, maximum)
    }

    /// Leading from a size and a line-height multiplier, rounded to 1/100 pt (17 x 1.2941 = 22).
    public static func leading(size: Double, multiplier: Double) -> Double {
        (size * multiplier * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    private static func cap(_ value: Double, _ maximum: Double?) -> Double {
        guard let maximum else { return value }
        return Swift.min(value, maximum)
    }
}
