import Foundation

/// A timing curve, as `CAMediaTimingFunction(controlPoints:)` and `UnitCurve.bezier` take it.
public struct CubicBezier: Sendable, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

/// A transition token: duration and delay in seconds, and its curve.
public struct TokenTransition: Sendable, Hashable {
    public let duration: TimeInterval
    public let delay: TimeInterval
    public let timingFunction: CubicBezier

    public init(duration: TimeInterval, delay: TimeInterval, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One shadow layer; lengths in points.
public struct TokenShadowLayer: Sendable, Hashable {
    public let color: DynamicColor
    public let offsetX: Double
    public let offsetY: Double
    public let blur: Double
    public let spread: Double
    public let inset: Bool

    public init(color: DynamicColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// A shadow token: its layers in paint order.
public struct TokenShadow: Sendable, Hashable {
    public let layers: [TokenShadowLayer]

    public init(_ layers: [TokenShadowLayer]) {
        self.layers = layers
    }
}

/// A stroke style: a keyword, or a dash pattern in points.
public enum TokenStrokeStyle: Sendable, Hashable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
    case dashes([Double], lineCap: LineCap)
}

/// How the ends of a dash are drawn.
public enum LineCap: String, Sendable, Hashable {
    case round, butt, square
}

/// A border token; width in points.
public struct TokenBorder: Sendable, Hashable {
    public let color: DynamicColor
    public let width: Double
    public let style: TokenStrokeStyle

    public init(color: DynamicColor, width: Double, style: TokenStrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// A gradient token: its stops, positions 0...1 along the line.
public struct TokenGradient: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public let color: DynamicColor
        public let position: Double

        public init(color: DynamicColor, position: Double) {
            self.color = color
            self.position = position
        }
    }

    public let stops: [Stop]

    public init(_ stops: [Stop]) {
        self.stops = stops
    }
}
