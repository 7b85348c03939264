/// A declared value with its `var()` references turned into property ids once, so evaluating it
/// never hashes a property name.
struct DeclaredValue: Sendable, Hashable {
    /// Stands for a reference to a name that is no property of the stylesheet.
    static let unknownProperty = -1

    var text: CSSValueText
    /// The id of each `var()` part, in order (`unknownProperty` when the name has none).
    var references: [Int]

    init(_ text: CSSValueText, ids: [String: Int]) {
        self.text = text
        let names = text.references
        references = names.isEmpty ? [] : names.map { ids[$0] ?? Self.unknownProperty }
    }

    /// Whether the wide-gamut rendering differs from the fallback.
    var hasWideGamutColor: Bool { text.hasWideGamutColor }

    /// The same result as `CSSValueText.evaluated`, given the value of each reference in order.
    func evaluated(wide: Bool, referenceValues: [String?]) -> String? {
        evaluated(wide: wide) { referenceValues[$0] }
    }

    /// The same, asking for the value of the reference at each position (the planner evaluates a
    /// value per property per rule: no array of the references' values is made for that).
    func evaluated(wide: Bool, referenceValue: (Int) -> String?) -> String? {
        let parts = text.parts
        // One part is the common case: return its text as is (no new string).
        if parts.count == 1 {
            switch parts[0] {
            case .text(let literal): return literal == "initial" ? nil : literal
            case .variable: return referenceValue(0)
            case .color(let fallback, let own): return wide ? (own ?? fallback) : fallback
            }
        }
        var result = ""
        var next = 0
        for part in parts {
            switch part {
            case .text(let literal): result += literal
            case .variable:
                guard let value = referenceValue(next) else { return nil }
                next += 1
                result += value
            case .color(let fallback, let own): result += wide ? (own ?? fallback) : fallback
            }
        }
        return result
    }
}
