import Foundation

/// Evaluates an `Expression`, reading references through `lookup` (a token's number or
/// dimension); errors say what went wrong in the user's terms.
struct ExpressionEvaluator {
    /// A reference's value; nil when it is not a number or dimension (the lookup reports why).
    let lookup: (String) -> Result<Quantity, QuantityError>

    func evaluate(_ expression: Expression) throws(QuantityError) -> Quantity {
        switch expression {
        case .number(let value, let unit):
            return Quantity(value: value, unit: unit)
        case .reference(let path, let unit):
            var quantity = try lookup(path).get()
            if let unit {
                guard quantity.unit == nil else { throw QuantityError(message: "{\(path)} already has the unit \(quantity.unit ?? ""); \"\(unit)\" after it is one too many") }
                quantity.unit = unit
            }
            return quantity
        case .negate(let inner):
            var quantity = try evaluate(inner)
            quantity.value = -quantity.value
            return quantity
        case .binary(let operation, let lhs, let rhs):
            let (a, b) = (try evaluate(lhs), try evaluate(rhs))
            switch operation {
            case "+": return try a.adding(b, negated: false)
            case "-": return try a.adding(b, negated: true)
            case "*": return try a.multiplied(by: b)
            default: return try a.divided(by: b)
            }
        case .call(let name, let arguments):
            var values: [Quantity] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try call(name, values)
        }
    }

    private func call(_ name: String, _ values: [Quantity]) throws(QuantityError) -> Quantity {
        let first = values[0]
        switch name {
        case "floor": return first.rounded(.down)
        case "ceil": return first.rounded(.up)
        case "round": return first.roundedHalfUp(places: 0)
        case "roundTo":
            guard values.count == 2 else { return first.roundedHalfUp(places: 0) }
            guard values[1].unit == nil, let places = Int(exactly: NSDecimalNumber(decimal: values[1].value)), (0...20).contains(places) else {
                throw QuantityError(message: "roundTo()'s second argument is the number of decimals, a whole number from 0 to 20")
            }
            return first.roundedHalfUp(places: places)
        case "abs": return Quantity(value: abs(first.value), unit: first.unit)
        case "calc": return first
        case "clamp": return try call("max", [first, try call("min", [values[1], values[2]])])
        default:
            // min and max: of quantities in one unit.
            var best = first
            for value in values.dropFirst() {
                let difference = try value.adding(best, negated: true)
                if name == "min" ? difference.value < 0 : difference.value > 0 { best = value }
                if best.unit == nil { best.unit = difference.unit }
            }
            return best
        }
    }
}
