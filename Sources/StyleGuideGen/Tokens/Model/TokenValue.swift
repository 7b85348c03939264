/// A resolved token value, typed per token type, ready for the CSS stage. The composites of
/// several parts are held by reference (`indirect`): inline, a typography value made every
/// value 104 bytes, and every token and every copy of a value carried that size.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily([String])
    case fontWeight(FontWeightValue)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    case number(Double)
    case strokeStyle(StrokeStyleValue)
    indirect case border(BorderValue)
    indirect case transition(TransitionValue)
    /// One or more layers, in paint order.
    case shadow([ShadowLayer])
    case gradient([GradientStop])
    indirect case typography(TypographyValue)
    /// A value of a type outside the thirteen, kept as written.
    case custom(CustomValue)
    /// CSS a browser computes where a value of one of the thirteen is expected (a gradient for a
    /// colour, `clamp()` for a dimension, `auto`): passed to CSS as written, shown as such.
    case css(CSSTextValue)

    /// The token type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .custom: .custom
        case .css(let value): value.type
        }
    }

    /// The `$type` name: the standard name, or a custom type's own.
    public var typeName: String {
        if case .custom(let value) = self { return value.typeName }
        return type.rawValue
    }
}

/// CSS text standing for a value of `type`, checked safe to write into a stylesheet (`CSSText`).
public struct CSSTextValue: Sendable, Hashable {
    public var type: TokenType
    public var text: String

    public init(type: TokenType, text: String) {
        self.type = type
        self.text = text
    }
}

/// A token of a non-standard `$type` (`string`, `boolean`, `opacity`...).
public struct CustomValue: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case number(Double)
        case string(String)
        case bool(Bool)
        /// An object or array, as compact JSON text.
        case json(String)
    }

    public var typeName: String
    public var content: Content

    public init(typeName: String, content: Content) {
        self.typeName = typeName
        self.content = content
    }
}

/// One colour component: a number or the keyword `none` (a missing component).
public enum ColorComponent: Sendable, Hashable {
    case value(Double)
    case none
}

/// A DTCG colour object, shape-checked only (conversions live in Color/).
public struct ColorValue: Sendable, Hashable {
    public var colorSpace: ColorSpaceName
    public var components: [ColorComponent]
    /// 0...1; 1 when the file leaves it out.
    public var alpha: Double
    /// The optional `#rrggbb` sRGB fallback, lower-cased.
    public var hex: String?

    public init(colorSpace: ColorSpaceName, components: [ColorComponent], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

public struct DimensionValue: Sendable, Hashable {
    public var value: Double
    public var unit: DimensionUnit

    public init(value: Double, unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }

    /// True when `points` is a size of its own: not a viewport unit, a percentage or an unknown unit,
    /// whose number `points` passes on as it is.
    public var hasFixedSize: Bool { Self.fixedUnits.contains(unit.rawValue) }

    private static let fixedUnits: Set<String> = ["px", "rem", "em", "rex", "lh", "rlh", "cap", "ch", "ex", "rch", "ic", "ric", "cm", "mm", "q", "in", "pc"]

    /// The size in CSS px (points on iOS), taking 1rem (and 1em) as 16px.
    /// Viewport and percentage units have no fixed size: their number is used as it is.
    public var points: Double {
        switch unit.rawValue {
        case "rem", "em", "rex", "lh", "rlh", "cap": value * 16
        case "ch", "ex", "rch", "ic", "ric": value * 8
        case "cm": value * 96 / 2.54
        case "mm": value * 96 / 25.4
        case "q": value * 96 / 101.6
        case "in": value * 96
        case "pc": value * 16
        default: value
        }
    }
}

public struct DurationValue: Sendable, Hashable {
    public var value: Double
    public var unit: DurationUnit

    public init(value: Double, unit: DurationUnit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in milliseconds.
    public var milliseconds: Double { unit == .ms ? value : value * 1000 }
}

/// A numeric weight, with the keyword the file used (if any) kept for display.
public struct FontWeightValue: Sendable, Hashable {
    public var weight: Double
    public var keyword: String?

    public init(weight: Double, keyword: String? = nil) {
        self.weight = weight
        self.keyword = keyword
    }
}

public struct CubicBezierValue: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

public enum StrokeStyleValue: Sendable, Hashable {
    case keyword(StrokeStyleKeyword)
    case dashed(dashArray: [DimensionValue], lineCap: LineCap)
}

public struct BorderValue: Sendable, Hashable {
    public var color: ColorValue
    public var width: DimensionValue
    public var style: StrokeStyleValue
}

public struct TransitionValue: Sendable, Hashable {
    public var duration: DurationValue
    public var delay: DurationValue
    public var timingFunction: CubicBezierValue
}

public struct ShadowLayer: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: DimensionValue
    public var offsetY: DimensionValue
    public var blur: DimensionValue
    public var spread: DimensionValue
    public var inset: Bool
}

public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    /// 0...1 along the gradient line.
    public var position: Double
}

public struct TypographyValue: Sendable, Hashable {
    /// Families in preference order.
    public var fontFamily: [String]
    public var fontSize: DimensionValue
    public var fontWeight: FontWeightValue
    public var letterSpacing: DimensionValue
    /// A unitless multiplier of `fontSize`.
    public var lineHeight: Double
    /// Standard members the file left out: they hold neutral stand-ins
    /// (previews need a size) and the CSS leaves them out.
    public var missing: Set<String> = []
    /// Members beyond the five (`fontStyle`, `textTransform`...), as CSS properties, in file order.
    public var extra: [TypographyExtra] = []

    public init(fontFamily: [String], fontSize: DimensionValue, fontWeight: FontWeightValue, letterSpacing: DimensionValue,
                lineHeight: Double, missing: Set<String> = [], extra: [TypographyExtra] = []) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.missing = missing
        self.extra = extra
    }

    /// The five members of the format, in its order.
    public static let standardMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// Takes one of the five members from `other`.
    mutating func take(_ member: String, from other: TypographyValue) {
        switch member {
        case "fontFamily": fontFamily = other.fontFamily
        case "fontSize": fontSize = other.fontSize
        case "fontWeight": fontWeight = other.fontWeight
        case "letterSpacing": letterSpacing = other.letterSpacing
        case "lineHeight": lineHeight = other.lineHeight
        default: break
        }
    }
}

/// A typography member beyond the format's five, passed to CSS.
public struct TypographyExtra: Sendable, Hashable {
    /// As written: `textTransform`.
    public var member: String
    /// `text-transform`.
    public var property: String
    /// `uppercase`.
    public var value: String

    public init(member: String, property: String, value: String) {
        self.member = member
        self.property = property
        self.value = value
    }
}
