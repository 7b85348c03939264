/// The expression of a property whose value may differ between themes: the value itself when every
/// theme agrees, else a `switch` over only the axes it depends on, the most common value as its
/// `default` (so the cases never cover every combination, and no case is unreachable).
enum SwiftSwitch {
    /// `expressions[i]` is theme `i`'s; every line after the first is indented by `indent`.
    static func expression(_ expressions: [String], selection: SwiftSelection, indent: String) -> String {
        guard let first = expressions.first, expressions.contains(where: { $0 != first }) else { return expressions.first ?? "" }
        let themes = selection.themes
        let axes = dependedOn(expressions, themes: themes, axisCount: selection.axes.count)
        // Projection of each theme onto the axes it depends on -> its expression.
        var byProjection: [[Int]: String] = [:]
        var order: [[Int]] = []
        for (theme, expression) in zip(themes, expressions) {
            let projection = axes.map { theme.cases[$0] }
            if byProjection[projection] == nil { order.append(projection) }
            byProjection[projection] = expression
        }
        var counts: [String: Int] = [:]
        for projection in order { counts[byProjection[projection]!, default: 0] += 1 }
        // The most common; of equally common ones the default theme's, else the first in order.
        var common = expressions[themes.firstIndex(where: \.isDefault) ?? 0]
        for projection in order where counts[byProjection[projection]!]! > counts[common]! { common = byProjection[projection]! }
        let subject = axes.count == 1 ? "tokens.\(selection.axes[axes[0]].property)"
            : "(" + axes.map { "tokens.\(selection.axes[$0].property)" }.joined(separator: ", ") + ")"
        var lines = ["switch \(subject) {"]
        var written: Set<String> = []
        for projection in order {
            let expression = byProjection[projection]!
            guard expression != common, !written.contains(expression) else { continue }
            written.insert(expression)
            let patterns = order.filter { byProjection[$0] == expression }.map { pattern($0, axes: axes, selection: selection) }
            lines.append("case \(patterns.joined(separator: ", ")): \(expression)")
        }
        lines.append("default: \(common)")
        lines.append("}")
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }.joined(separator: "\n")
    }

    /// The fewest axes whose cases decide the value: each axis is dropped while the rest still do.
    private static func dependedOn(_ expressions: [String], themes: [SwiftTheme], axisCount: Int) -> [Int] {
        var kept = Array(0..<axisCount)
        for axis in 0..<axisCount {
            let trial = kept.filter { $0 != axis }
            var seen: [[Int]: String] = [:]
            let decides = zip(themes, expressions).allSatisfy { theme, expression in
                let projection = trial.map { theme.cases[$0] }
                if let other = seen[projection] { return other == expression }
                seen[projection] = expression
                return true
            }
            if decides { kept = trial }
        }
        return kept
    }

    private static func pattern(_ projection: [Int], axes: [Int], selection: SwiftSelection) -> String {
        let cases = zip(axes, projection).map { ".\(selection.axes[$0].cases[$1].identifier)" }
        return cases.count == 1 ? cases[0] : "(" + cases.joined(separator: ", ") + ")"
    }
}
