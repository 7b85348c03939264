import Foundation

/// A number with an optional unit, as arithmetic in values computes it: decimal, so `0.1 + 0.2`
/// is `0.3` and every machine gets the same digits.
struct Quantity: Sendable, Equatable {
    var value: Decimal
    var unit: String?

    /// `+` and `-`: the same unit, or one side without one.
    func adding(_ other: Quantity, negated: Bool) throws(QuantityError) -> Quantity {
        let unit = try Self.common(self.unit, other.unit, operation: negated ? "subtract" : "add")
        return Quantity(value: negated ? value - other.value : value + other.value, unit: unit)
    }

    /// `*`: at most one side with a unit.
    func multiplied(by other: Quantity) throws(QuantityError) -> Quantity {
        if let a = unit, let b = other.unit { throw QuantityError(message: "cannot multiply \(a) by \(b); one side must be a plain number") }
        return Quantity(value: value * other.value, unit: unit ?? other.unit)
    }

    /// `/`: by a plain number (the unit stays), or by the same unit (a plain number).
    func divided(by other: Quantity) throws(QuantityError) -> Quantity {
        guard other.value != 0 else { throw QuantityError(message: "division by zero") }
        switch (unit, other.unit) {
        case (_, nil): return Quantity(value: value / other.value, unit: unit)
        case (let a?, let b?) where a == b: return Quantity(value: value / other.value, unit: nil)
        case (let a, let b?): throw QuantityError(message: "cannot divide \(a ?? "a plain number") by \(b)")
        }
    }

    /// Rounded to `places` decimals in `mode` (`.down` is floor, `.up` ceiling).
    func rounded(_ mode: NSDecimalNumber.RoundingMode, places: Int = 0) -> Quantity {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, places, mode)
        return Quantity(value: output, unit: unit)
    }

    /// Halves towards +∞, as JavaScript's `Math.round` (-2.5 gives -2): floor(x + 0.5) at `places`.
    func roundedHalfUp(places: Int) -> Quantity {
        var half = Decimal(5)
        half = half / pow(Decimal(10), places + 1)
        return Quantity(value: value + half, unit: unit).rounded(.down, places: places)
    }

    var double: Double { NSDecimalNumber(decimal: value).doubleValue }

    private static func common(_ a: String?, _ b: String?, operation: String) throws(QuantityError) -> String? {
        switch (a, b) {
        case (nil, _): return b
        case (_, nil): return a
        case (let a?, let b?) where a == b: return a
        case (let a?, let b?): throw QuantityError(message: "cannot \(operation) \(a) and \(b); convert one of them first")
        }
    }
}

struct QuantityError: Error, Equatable {
    var message: String
}
