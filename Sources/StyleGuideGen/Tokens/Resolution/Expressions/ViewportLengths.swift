import Foundation

/// CSS lengths that depend on the font size or the viewport, as an iPhone shows them: a 16 pt
/// root font and a 390 × 844 pt viewport (iPhone 15). Where one size is needed (a typography
/// token's font size), `clamp(1rem, 0.9rem + 0.5vw, 1.25rem)` is read as what that screen draws.
enum ViewportLengths {
    static let width = 390.0
    static let height = 844.0

    /// Points per unit of each length CSS relates to the font or the viewport.
    private static let points: [String: Double] = ["px": 1, "rem": 16, "em": 16, "vw": width / 100, "vh": height / 100,
                                                    "vmin": min(width, height) / 100, "vmax": max(width, height) / 100]

    /// The CSS maths in px on that screen; nil when it is no arithmetic of such lengths.
    static func pixels(_ css: String) -> Double? {
        guard case .success(let expression) = ExpressionParser.parse(css), let inPixels = converted(expression) else { return nil }
        let evaluator = ExpressionEvaluator { _ in .failure(QuantityError(message: "")) }
        guard let result = try? evaluator.evaluate(inPixels), result.unit == "px" || result.unit == nil else { return nil }
        return result.double
    }

    /// The expression with each length in px; nil when a unit is none of the above.
    private static func converted(_ expression: Expression) -> Expression? {
        switch expression {
        case .number(let value, let unit):
            guard let unit else { return expression }
            guard let factor = points[unit.lowercased()] else { return nil }
            return .number(value * Decimal(factor), unit: "px")
        case .reference: return nil
        case .negate(let inner): return converted(inner).map(Expression.negate)
        case .binary(let operation, let lhs, let rhs):
            guard let a = converted(lhs), let b = converted(rhs) else { return nil }
            return .binary(operation, a, b)
        case .call(let name, let arguments):
            let all = arguments.compactMap(converted)
            return all.count == arguments.count ? .call(name, all) : nil
        }
    }
}
