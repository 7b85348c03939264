/// A property of `Tokens` or of one of its groups: its Swift type and its value in each theme, each
/// written as it is read from a `Tokens` value named `tokens`.
struct SwiftMember: Sendable {
    var type: String
    /// Theme `i`'s expression.
    var expressions: [String]
    /// The themes without the token, given another theme's value.
    var missing: [Int] = []
    /// The themes whose light or dark permutation lacks the token (given the other's value).
    var absent: [ColorScheme: [Int]] = [:]

    /// The type without its optional and its `ByAppearance`: `TimeInterval` of `ByAppearance<TimeInterval>?`.
    var baseType: String {
        var base = type.hasSuffix("?") ? String(type.dropLast()) : type
        if base.hasPrefix("ByAppearance<") { base = String(base.dropFirst("ByAppearance<".count).dropLast()) }
        return base
    }

    /// The value in the themes that have the token; an optional, `nil` in the others, when some do not.
    static func optional(_ expressions: [String?], type: String) -> SwiftMember {
        let missing = expressions.indices.filter { expressions[$0] == nil }
        return SwiftMember(type: missing.isEmpty ? type : type + "?", expressions: expressions.map { $0 ?? "nil" }, missing: missing)
    }

    /// One type for every theme: a plain value beside a `ByAppearance` of it is written as one, a
    /// `Double` beside a `ScalableMetric` as a fixed metric; nil when the types still differ.
    static func unified(_ constants: [SwiftConstant]) -> SwiftMember? {
        var constants = constants
        if Set(constants.map(\.type)).contains("ScalableMetric") || Set(constants.map(\.type)).contains("ByAppearance<ScalableMetric>") {
            constants = constants.map { constant in
                switch constant.type {
                case "Double": SwiftConstant(type: "ScalableMetric", expression: "ScalableMetric(base: \(constant.expression), scaling: .fixed)")
                default: constant
                }
            }
        }
        let types = Set(constants.map(\.type))
        guard types.count > 1 else { return constants.first.map { SwiftMember(type: $0.type, expressions: constants.map(\.expression)) } }
        guard types.count == 2, let wrapped = types.first(where: { $0.hasPrefix("ByAppearance<") }),
              types.contains(String(wrapped.dropFirst("ByAppearance<".count).dropLast())) else { return nil }
        return SwiftMember(type: wrapped, expressions: constants.map { constant in
            constant.type == wrapped ? constant.expression : "ByAppearance(light: \(constant.expression), dark: \(constant.expression))"
        })
    }
}
