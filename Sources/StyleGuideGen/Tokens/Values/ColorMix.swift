/// `color-mix(in SPACE, COLOR [P%], COLOR [P%])` as CSS Color 5 computes it: both colours in
/// SPACE, mixed by their percentages with premultiplied alpha, hues the shorter way round.
/// Nil for what it does not compute (another hue method, a colour it cannot read).
enum ColorMix {
    static func parse(_ text: String) -> ColorValue? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard lower.hasPrefix("color-mix("), lower.hasSuffix(")") else { return nil }
        let body = String(lower.dropFirst("color-mix(".count).dropLast())
        let parts = CSSPassthrough.topLevelParts(body, separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3, let space = interpolationSpace(parts[0]),
              let first = mixed(parts[1]), let second = mixed(parts[2]) else { return nil }
        guard let (p1, p2, multiplier) = weights(first.percentage, second.percentage) else { return nil }
        let a = first.color.converted(to: space), b = second.color.converted(to: space)
        let alpha = a.alpha * p1 + b.alpha * p2
        var components: [ColorComponent] = []
        for index in 0..<3 {
            let x = a.components[index] ?? 0, y = b.components[index] ?? 0
            if index == space.hueIndex {
                let (h1, h2) = shorterHues(x, y)
                components.append(.value(ColorConversion.normalizedHue(h1 * p1 + h2 * p2)))
            } else if alpha > 0 {
                components.append(.value((x * a.alpha * p1 + y * b.alpha * p2) / alpha))
            } else {
                components.append(.value(x * p1 + y * p2))
            }
        }
        guard let name = ColorSpaceName(rawValue: space.rawValue) else { return nil }
        // Six decimals: the mix's own digits, not the arithmetic's noise.
        let rounded = components.map { component -> ColorComponent in
            guard case .value(let x) = component else { return component }
            return .value((x * 1_000_000).rounded() / 1_000_000)
        }
        return ColorValue(colorSpace: name, components: rounded, alpha: ((alpha * multiplier) * 1_000_000).rounded() / 1_000_000)
    }

    /// `in srgb`, `in oklch shorter hue`: the space, when its hue method is the default.
    private static func interpolationSpace(_ text: String) -> ColorSpace? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2 || (words.count == 4 && words[2] == "shorter" && words[3] == "hue"), words[0] == "in" else { return nil }
        return words[1] == "xyz" ? .xyzD65 : ColorSpace(rawValue: words[1])
    }

    /// `#f1f3f1 5%`, `5% #f1f3f1` or a colour alone.
    private static func mixed(_ text: String) -> (color: TokenColor, percentage: Double?)? {
        if let color = ColorStringParser.parse(text)?.color { return (color.tokenColor, nil) }
        let words = text.split(separator: " ")
        guard words.count >= 2 else { return nil }
        for (percentage, rest) in [(words.last!, words.dropLast()), (words.first!, words.dropFirst())] where percentage.hasSuffix("%") {
            guard let value = Double(percentage.dropLast()), (0...100).contains(value),
                  let color = ColorStringParser.parse(rest.joined(separator: " "))?.color else { continue }
            return (color.tokenColor, value / 100)
        }
        return nil
    }

    /// The two weights summing to 1, and the alpha multiplier when the percentages sum under 100%.
    private static func weights(_ first: Double?, _ second: Double?) -> (Double, Double, Double)? {
        let p1 = first ?? second.map { 1 - $0 } ?? 0.5
        let p2 = second ?? (1 - p1)
        let sum = p1 + p2
        guard sum > 0 else { return nil }
        return (p1 / sum, p2 / sum, min(sum, 1))
    }

    private static func shorterHues(_ h1: Double, _ h2: Double) -> (Double, Double) {
        if h2 - h1 > 180 { return (h1 + 360, h2) }
        if h2 - h1 < -180 { return (h1, h2 + 360) }
        return (h1, h2)
    }
}
