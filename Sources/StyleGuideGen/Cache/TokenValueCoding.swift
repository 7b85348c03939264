/// A resolved token value as cache bytes: a tag per case, then its fields in declaration order.
enum TokenValueCoding {
    typealias Damaged = BinaryReader.Damaged

    static func write(_ value: TokenValue, to out: inout BinaryWriter) {
        // CSS text is told apart from the type it stands for by a mark before that type.
        if case .css = value { out.string(cssMark) }
        out.string(value.type.rawValue)
        switch value {
        case .color(let color): write(color, to: &out)
        case .dimension(let dimension): write(dimension, to: &out)
        case .fontFamily(let families): out.strings(families)
        case .fontWeight(let weight): write(weight, to: &out)
        case .duration(let duration): write(duration, to: &out)
        case .cubicBezier(let curve): write(curve, to: &out)
        case .number(let number): out.double(number)
        case .strokeStyle(let style): write(style, to: &out)
        case .border(let border):
            write(border.color, to: &out)
            write(border.width, to: &out)
            write(border.style, to: &out)
        case .transition(let transition):
            write(transition.duration, to: &out)
            write(transition.delay, to: &out)
            write(transition.timingFunction, to: &out)
        case .shadow(let layers):
            out.array(layers) { out, layer in
                write(layer.color, to: &out)
                for dimension in [layer.offsetX, layer.offsetY, layer.blur, layer.spread] { write(dimension, to: &out) }
                out.bool(layer.inset)
            }
        case .gradient(let stops):
            out.array(stops) { out, stop in
                write(stop.color, to: &out)
                out.double(stop.position)
            }
        case .typography(let typography): write(typography, to: &out)
        case .custom(let custom): write(custom, to: &out)
        case .css(let css): out.string(css.text)
        }
    }

    private static let cssMark = "css"

    static func read(from input: inout BinaryReader) throws(Damaged) -> TokenValue {
        var tag = try input.string()
        let isCSS = tag == cssMark
        if isCSS { tag = try input.string() }
        guard let type = TokenType(rawValue: tag) else { throw Damaged() }
        if isCSS { return .css(CSSTextValue(type: type, text: try input.string())) }
        switch type {
        case .color: return .color(try color(&input))
        case .dimension: return .dimension(try dimension(&input))
        case .fontFamily: return .fontFamily(try input.strings())
        case .fontWeight: return .fontWeight(try fontWeight(&input))
        case .duration: return .duration(try duration(&input))
        case .cubicBezier: return .cubicBezier(try cubicBezier(&input))
        case .number: return .number(try input.double())
        case .strokeStyle: return .strokeStyle(try strokeStyle(&input))
        case .border: return .border(BorderValue(color: try color(&input), width: try dimension(&input), style: try strokeStyle(&input)))
        case .transition: return .transition(TransitionValue(duration: try duration(&input), delay: try duration(&input), timingFunction: try cubicBezier(&input)))
        case .shadow:
            return .shadow(try input.array { input throws(Damaged) in
                ShadowLayer(color: try color(&input), offsetX: try dimension(&input), offsetY: try dimension(&input), blur: try dimension(&input),
                            spread: try dimension(&input), inset: try input.bool())
            })
        case .gradient:
            return .gradient(try input.array { input throws(Damaged) in GradientStop(color: try color(&input), position: try input.double()) })
        case .typography: return .typography(try typography(&input))
        case .custom: return .custom(try custom(&input))
        }
    }

    private static func write(_ color: ColorValue, to out: inout BinaryWriter) {
        out.string(color.colorSpace.rawValue)
        out.array(color.components) { out, component in
            switch component {
            case .value(let number):
                out.bool(true)
                out.double(number)
            case .none: out.bool(false)
            }
        }
        out.double(color.alpha)
        out.optional(color.hex) { $0.string($1) }
    }

    private static func color(_ input: inout BinaryReader) throws(Damaged) -> ColorValue {
        let space = try input.raw(ColorSpaceName.self)
        let components = try input.array { input throws(Damaged) -> ColorComponent in try input.bool() ? .value(try input.double()) : .none }
        return ColorValue(colorSpace: space, components: components, alpha: try input.double(), hex: try input.optional { input throws(Damaged) in try input.string() })
    }

    private static func write(_ dimension: DimensionValue, to out: inout BinaryWriter) {
        out.double(dimension.value)
        out.string(dimension.unit.rawValue)
    }

    private static func dimension(_ input: inout BinaryReader) throws(Damaged) -> DimensionValue {
        DimensionValue(value: try input.double(), unit: DimensionUnit(rawValue: try input.string()))
    }

    private static func write(_ duration: DurationValue, to out: inout BinaryWriter) {
        out.double(duration.value)
        out.string(duration.unit.rawValue)
    }

    private static func duration(_ input: inout BinaryReader) throws(Damaged) -> DurationValue {
        DurationValue(value: try input.double(), unit: try input.raw(DurationUnit.self))
    }

    private static func write(_ weight: FontWeightValue, to out: inout BinaryWriter) {
        out.double(weight.weight)
        out.optional(weight.keyword) { $0.string($1) }
    }

    private static func fontWeight(_ input: inout BinaryReader) throws(Damaged) -> FontWeightValue {
        FontWeightValue(weight: try input.double(), keyword: try input.optional { input throws(Damaged) in try input.string() })
    }

    private static func write(_ curve: CubicBezierValue, to out: inout BinaryWriter) {
        for number in [curve.x1, curve.y1, curve.x2, curve.y2] { out.double(number) }
    }

    private static func cubicBezier(_ input: inout BinaryReader) throws(Damaged) -> CubicBezierValue {
        CubicBezierValue(x1: try input.double(), y1: try input.double(), x2: try input.double(), y2: try input.double())
    }

    private static func write(_ style: StrokeStyleValue, to out: inout BinaryWriter) {
        switch style {
        case .keyword(let keyword):
            out.bool(false)
            out.string(keyword.rawValue)
        case .dashed(let dashes, let cap):
            out.bool(true)
            out.array(dashes) { write($1, to: &$0) }
            out.string(cap.rawValue)
        }
    }

    private static func strokeStyle(_ input: inout BinaryReader) throws(Damaged) -> StrokeStyleValue {
        guard try input.bool() else { return .keyword(try input.raw(StrokeStyleKeyword.self)) }
        return .dashed(dashArray: try input.array { input throws(Damaged) in try dimension(&input) }, lineCap: try input.raw(LineCap.self))
    }

    private static func write(_ typography: TypographyValue, to out: inout BinaryWriter) {
        out.strings(typography.fontFamily)
        write(typography.fontSize, to: &out)
        write(typography.fontWeight, to: &out)
        write(typography.letterSpacing, to: &out)
        out.double(typography.lineHeight)
        out.strings(typography.missing.sorted())
        out.array(typography.extra) { out, extra in
            out.string(extra.member)
            out.string(extra.property)
            out.string(extra.value)
        }
    }

    private static func typography(_ input: inout BinaryReader) throws(Damaged) -> TypographyValue {
        let families = try input.strings()
        let size = try dimension(&input)
        let weight = try fontWeight(&input)
        return TypographyValue(fontFamily: families, fontSize: size, fontWeight: weight, letterSpacing: try dimension(&input), lineHeight: try input.double(),
                               missing: Set(try input.strings()),
                               extra: try input.array { input throws(Damaged) in
                                   TypographyExtra(member: try input.string(), property: try input.string(), value: try input.string())
                               })
    }

    private static func write(_ custom: CustomValue, to out: inout BinaryWriter) {
        out.string(custom.typeName)
        switch custom.content {
        case .number(let number):
            out.int(0)
            out.double(number)
        case .string(let text):
            out.int(1)
            out.string(text)
        case .bool(let flag):
            out.int(2)
            out.bool(flag)
        case .json(let text):
            out.int(3)
            out.string(text)
        }
    }

    private static func custom(_ input: inout BinaryReader) throws(Damaged) -> CustomValue {
        let name = try input.string()
        let content: CustomValue.Content
        switch try input.int() {
        case 0: content = .number(try input.double())
        case 1: content = .string(try input.string())
        case 2: content = .bool(try input.bool())
        case 3: content = .json(try input.string())
        default: throw Damaged()
        }
        return CustomValue(typeName: name, content: content)
    }
}
