/// How a metric follows the user's text size.
public enum MetricScaling: Sendable, Hashable {
    /// Like `@ScaledMetric(relativeTo:)`, at most `maximum` points.
    case relative(to: TextStyle, maximum: Double?)
    /// The same value at every step.
    case fixed
    /// Values the tokens give per step (a text-size modifier of the resolver); a step they do not
    /// give takes the nearest smaller one's.
    case steps([DynamicTypeStep: Double])
}

/// A dimension token that may scale with the text size: an icon frame, a row height, a padding.
public struct ScalableMetric: Sendable, Hashable {
    /// The value at Large, in points.
    public let base: Double
    public let scaling: MetricScaling

    public init(base: Double, scaling: MetricScaling) {
        self.base = base
        self.scaling = scaling
    }

    /// The steps it has values of its own for: all twelve, unless the tokens give values per step.
    public var steps: [DynamicTypeStep] {
        if case .steps(let table) = scaling { return table.keys.sorted() }
        return DynamicTypeStep.allCases
    }

    /// The value in points at a step, on a screen of `displayScale` pixels per point.
    public func value(at step: DynamicTypeStep, displayScale: Int = 3) -> Double {
        switch scaling {
        case .relative(let style, let maximum):
            DynamicTypeScaling.scaledMetric(base: base, relativeTo: style, at: step, maximum: maximum, displayScale: displayScale)
        case .fixed: base
        case .steps(let table): table.nearest(step) ?? base
        }
    }
}
