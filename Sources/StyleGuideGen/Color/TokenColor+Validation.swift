import Foundation

extension TokenColor {
    /// Problems with this value against the DTCG Color module, as sentences; empty when the value is valid.
    public func validate() -> [String] {
        var problems: [String] = []
        let ranges = colorSpace.components
        if components.count != ranges.count {
            problems.append("colorSpace \"\(colorSpace.rawValue)\" needs \(ranges.count) components "
                + "(\(ranges.map(\.name).joined(separator: ", "))), got \(components.count)")
        }
        for (index, range) in ranges.enumerated() where index < components.count {
            guard let value = components[index] else { continue }
            if !value.isFinite {
                problems.append("component \(index) (\(range.name)) is not a finite number")
            } else if !range.contains(value) {
                problems.append("component \(index) (\(range.name)) is \(CSSNumberFormat.string(value)), "
                    + "outside \(range.intervalDescription) for \(colorSpace.rawValue)")
            }
        }
        if !alpha.isFinite || alpha < 0 || alpha > 1 {
            problems.append("alpha is \(CSSNumberFormat.string(alpha)), outside [0, 1]")
        }
        if let hex, !Self.isSixDigitHex(hex) {
            problems.append("hex \"\(hex)\" is not a 6-digit CSS hex colour (#rrggbb)")
        }
        return problems
    }

    private static func isSixDigitHex(_ text: String) -> Bool {
        text.hasPrefix("#") && text.count == 7 && text.dropFirst().allSatisfy { $0.isASCII && $0.isHexDigit }
    }
}
