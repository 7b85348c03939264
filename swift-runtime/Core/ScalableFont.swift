import Foundation

/// How a font's size follows the user's text size.
public enum FontScaling: Sendable, Hashable {
    /// The font is this text style: size and leading are the HIG table's at every step.
    case textStyle(TextStyle)
    /// A custom font scaled like `UIFontMetrics(forTextStyle:)`, at most `maximumSize` points.
    case relative(to: TextStyle, maximumSize: Double?)
    /// The same size at every step.
    case fixed
    /// Sizes and leadings the tokens give per step (a text-size modifier of the resolver); a step
    /// they do not give takes the nearest smaller one's.
    case steps([DynamicTypeStep: StepMetrics])
}

/// A size and a leading at one step, in points.
public struct StepMetrics: Sendable, Hashable {
    public let size: Double
    public let lineHeight: Double

    public init(size: Double, lineHeight: Double) {
        self.size = size
        self.lineHeight = lineHeight
    }
}

/// A typography token as a font description that scales: what `@DynamicFont` needs.
public struct ScalableFont: Sendable, Hashable {
    /// Families in preference order, as the token names them.
    public let family: [String]
    /// 1-1000 (400 regular, 700 bold).
    public let weight: Double
    /// Size at Large, in points.
    public let size: Double
    /// Leading at Large, in points.
    public let lineHeight: Double
    /// Leading over size, applied again to every scaled size.
    public let lineHeightMultiplier: Double
    /// Tracking, in points.
    public let letterSpacing: Double
    public let scaling: FontScaling

    public init(family: [String], weight: Double, size: Double, lineHeight: Double, lineHeightMultiplier: Double,
                letterSpacing: Double, scaling: FontScaling) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lineHeight = lineHeight
        self.lineHeightMultiplier = lineHeightMultiplier
        self.letterSpacing = letterSpacing
        self.scaling = scaling
    }

    /// The text style the font follows, if it scales with one.
    public var textStyle: TextStyle? {
        switch scaling {
        case .textStyle(let style), .relative(let style, _): style
        case .fixed, .steps: nil
        }
    }

    /// The largest size it reaches, when capped.
    public var maximumSize: Double? {
        if case .relative(_, let maximum) = scaling { return maximum }
        return nil
    }

    /// The steps it has values of its own for: all twelve, unless the tokens give sizes per step.
    public var steps: [DynamicTypeStep] {
        if case .steps(let table) = scaling { return table.keys.sorted() }
        return DynamicTypeStep.allCases
    }

    /// The nearest of the nine named weights: 1 (ultra light, CSS 100) ... 9 (black, CSS 900).
    public var weightStep: Int {
        Int((Swift.min(Swift.max(weight, 100), 900) / 100).rounded(.toNearestOrAwayFromZero))
    }

    /// True for a family name, CSS's or Apple's, that means the platform's UI font.
    public static func isSystemFamily(_ name: String) -> Bool {
        systemFamilyNames.contains(name.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")).lowercased())
    }

    private static let systemFamilyNames: Set<String> = [
        "", "-apple-system", "system-ui", "blinkmacsystemfont", "ui-sans-serif", "sans-serif", "sf pro", "sf pro text", "sf pro display",
    ]

    /// The size in points at a step.
    public func size(at step: DynamicTypeStep) -> Double {
        switch scaling {
        case .textStyle(let style): style.metrics(at: step).size
        case .relative(let style, let maximum): DynamicTypeScaling.scaledFontSize(base: size, relativeTo: style, at: step, maximumSize: maximum)
        case .fixed: size
        case .steps(let table): table.nearest(step)?.size ?? size
        }
    }

    /// The leading in points at a step.
    public func lineHeight(at step: DynamicTypeStep) -> Double {
        switch scaling {
        case .textStyle(let style): style.metrics(at: step).leading
        case .relative: DynamicTypeScaling.leading(size: size(at: step), multiplier: lineHeightMultiplier)
        case .fixed: lineHeight
        case .steps(let table): table.nearest(step)?.lineHeight ?? lineHeight
        }
    }
}
