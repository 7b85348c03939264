/// The check executable's `main.swift`: for every choice in `Tokens.all`, one line per scaled value
/// in each of its appearances, as the style guide's CSS has it.
///
///     PERMUTATION TOKEN.PATH STEP SIZE LINE_HEIGHT     typography
///     PERMUTATION TOKEN.PATH STEP VALUE                scaled metrics
///     PERMUTATION TOKEN.PATH color RED GREEN BLUE ALPHA    colours, extended sRGB, four decimals
///     PERMUTATION TOKEN.PATH motion DURATION REDUCED    durations
///     PERMUTATION TOKEN.PATH motion DURATION REDUCED DELAY REDUCED_DELAY    transitions
///
/// Durations in milliseconds with two decimals, without and with reduced motion (read through the
/// token's `reduceMotion:` accessor); points with two decimals; steps `xSmall` ... `AX5`; in a name, `%` and every space, line break
/// or control character percent-encoded as UTF-8 (`%20`, `%25`), so a line splits at its spaces.
enum SwiftCheckFile {
    /// Statements per function: each function is type-checked alone, so the check of a large design
    /// system compiles in memory proportional to one function.
    static let statementsPerFunction = 400

    static func render(module: String, selection: SwiftSelection, initializer: (SwiftTheme) -> String,
                       checked: [SwiftTokensFile.Checked]) -> String {
        var out = SwiftPackageFiles.header
        out += "import Foundation\nimport \(module)\n\n"
        out += support
        let current = chunks(checked.filter { !$0.deprecated }), deprecated = chunks(checked.filter(\.deprecated))
        for (index, chunk) in current.enumerated() {
            out += "\nfunc check\(index)(_ tokens: Tokens, _ l: Labels) {\n"
            out += statements(chunk, indent: "    ")
            out += "}\n"
        }
        // A deprecated method that satisfies a requirement is called through the protocol without
        // a warning: the deprecated tokens are read in one, so the check builds with none.
        for (index, chunk) in deprecated.enumerated() {
            out += "\nstruct DeprecatedTokens\(index): DeprecatedCheck {\n"
            out += "    @available(*, deprecated, message: \"reads the deprecated tokens\")\n"
            out += "    func run(_ tokens: Tokens, _ l: Labels) {\n"
            out += statements(chunk, indent: "        ")
            out += "    }\n}\n"
        }
        out += "\nlet choices: [(Tokens, Labels)] = [\n"
        for (index, theme) in selection.themes.enumerated() {
            let dark = theme.light.label == theme.dark.label ? "nil" : SwiftLiteral.string(escaped(theme.dark.label))
            out += "    (\(initializer(theme)), Labels(theme: \(index), light: \(SwiftLiteral.string(escaped(theme.light.label))), dark: \(dark))),\n"
        }
        out += "]\n"
        out += "let deprecated: [any DeprecatedCheck] = [\(deprecated.indices.map { "DeprecatedTokens\($0)()" }.joined(separator: ", "))]\n"
        out += "\nfor (tokens, labels) in choices {\n"
        for index in current.indices { out += "    check\(index)(tokens, labels)\n" }
        out += "    for check in deprecated { check.run(tokens, labels) }\n"
        out += "}\n"
        return out
    }

    private static func chunks(_ rows: [SwiftTokensFile.Checked]) -> [[SwiftTokensFile.Checked]] {
        stride(from: 0, to: rows.count, by: statementsPerFunction).map { Array(rows[$0..<min($0 + statementsPerFunction, rows.count)]) }
    }

    /// The rows' statements; a run of three or more of one group reads the group (`g`) and its path
    /// (`p`) once. Names are one letter (`l` the labels): the check of a large system stays small.
    private static func statements(_ rows: [SwiftTokensFile.Checked], indent: String) -> String {
        var out = ""
        var index = 0
        while index < rows.count {
            guard let group = rows[index].group else {
                out += indent + statement(rows[index]) + "\n"
                index += 1
                continue
            }
            var end = index
            while end < rows.count, rows[end].group?.accessor == group.accessor { end += 1 }
            if end - index < 3 {
                for row in rows[index..<end] { out += indent + statement(row) + "\n" }
            } else {
                out += indent + "do {\n" + indent + "    let g = \(group.accessor), p = \(SwiftLiteral.string(escaped(group.path)))\n"
                for row in rows[index..<end] { out += indent + "    " + statement(row, inGroup: true) + "\n" }
                out += indent + "}\n"
            }
            index = end
        }
        return out
    }

    /// One value's check; `inGroup`, read from `g` and named after `p`, its group's.
    private static func statement(_ row: SwiftTokensFile.Checked, inGroup: Bool = false) -> String {
        let (accessor, path) = inGroup && row.group != nil
            ? ("g" + row.accessor.dropFirst(row.group!.accessor.count), "p + " + SwiftLiteral.string(escaped(String(row.path.dropFirst(row.group!.path.count)))))
            : (row.accessor, SwiftLiteral.string(escaped(row.path)))
        let (value, reduced) = row.kind == .motion ? ("\(accessor)(reduceMotion: false)", "\(accessor)(reduceMotion: true)") : (accessor, "")
        let (read, readReduced) = row.optional ? ("value", "reduced") : (value, reduced)
        let labels = row.absent.isEmpty ? "l"
            : "l.without(light: \(row.absent[.light] ?? []), dark: \(row.absent[.dark] ?? []))"
        let call = switch row.kind {
        case .font: "font(\(labels), \(path), \(read))"
        case .metric: "metric(\(labels), \(path), \(read))"
        case .color: "color(\(labels), \(path), \(read))"
        case .motion: "motion(\(labels), \(path), \(read), \(readReduced))"
        }
        guard row.optional else { return call }
        return row.kind == .motion ? "if let value = \(value), let reduced = \(reduced) { \(call) }" : "if let value = \(value) { \(call) }"
    }

    private static let support = """
    protocol DeprecatedCheck {
        func run(_ tokens: Tokens, _ labels: Labels)
    }

    /// A choice's permutations: light, and dark when it has one of its own.
    struct Labels {
        let theme: Int
        let light: String?
        let dark: String?

        /// Without the appearance whose permutation lacks the token in these themes.
        func without(light lightless: [Int], dark darkless: [Int]) -> Labels {
            Labels(theme: theme, light: lightless.contains(theme) ? nil : light, dark: darkless.contains(theme) ? nil : dark)
        }

        func each<Value>(_ value: Value, _ body: (String, Value) -> Void) {
            if let light { body(light, value) }
            if let dark { body(dark, value) }
        }

        func each<Value: Sendable & Hashable>(_ value: ByAppearance<Value>, _ body: (String, Value) -> Void) {
            if let light { body(light, value.light) }
            if let dark { body(dark, value.dark) }
        }
    }

    func points(_ value: Double) -> String { String(format: "%.2f", value) }

    func printFont(_ permutation: String, _ path: String, _ font: ScalableFont) {
        for step in font.steps {
            print(permutation, path, step.rawValue, points(font.size(at: step)), points(font.lineHeight(at: step)))
        }
    }

    func font(_ labels: Labels, _ path: String, _ font: ScalableFont) { labels.each(font) { printFont($0, path, $1) } }
    func font(_ labels: Labels, _ path: String, _ font: ByAppearance<ScalableFont>) { labels.each(font) { printFont($0, path, $1) } }

    func printMetric(_ permutation: String, _ path: String, _ metric: ScalableMetric) {
        for step in metric.steps {
            print(permutation, path, step.rawValue, points(metric.value(at: step)))
        }
    }

    func metric(_ labels: Labels, _ path: String, _ metric: ScalableMetric) { labels.each(metric) { printMetric($0, path, $1) } }
    func metric(_ labels: Labels, _ path: String, _ metric: ByAppearance<ScalableMetric>) { labels.each(metric) { printMetric($0, path, $1) } }

    func channels(_ color: TokenColor) -> String {
        [color.red, color.green, color.blue, color.alpha].map { String(format: "%.4f", $0) }.joined(separator: " ")
    }

    func color(_ labels: Labels, _ path: String, _ color: DynamicColor) {
        labels.each(ByAppearance(light: color.light, dark: color.dark)) { print($0, path, "color", channels($1)) }
    }

    func milliseconds(_ seconds: TimeInterval) -> String { String(format: "%.2f", seconds * 1000) }

    func fields(_ normal: TimeInterval, _ reduced: TimeInterval) -> [String] { [milliseconds(normal), milliseconds(reduced)] }

    func fields(_ normal: TokenTransition, _ reduced: TokenTransition) -> [String] {
        [milliseconds(normal.duration), milliseconds(reduced.duration), milliseconds(normal.delay), milliseconds(reduced.delay)]
    }

    func printMotion(_ permutation: String, _ path: String, _ fields: [String]) {
        print(([permutation, path, "motion"] + fields).joined(separator: " "))
    }

    func motion(_ labels: Labels, _ path: String, _ normal: TimeInterval, _ reduced: TimeInterval) {
        labels.each(fields(normal, reduced)) { printMotion($0, path, $1) }
    }

    func motion(_ labels: Labels, _ path: String, _ normal: TokenTransition, _ reduced: TokenTransition) {
        labels.each(fields(normal, reduced)) { printMotion($0, path, $1) }
    }

    func motion(_ labels: Labels, _ path: String, _ normal: ByAppearance<TimeInterval>, _ reduced: ByAppearance<TimeInterval>) {
        labels.each(ByAppearance(light: fields(normal.light, reduced.light), dark: fields(normal.dark, reduced.dark))) { printMotion($0, path, $1) }
    }

    func motion(_ labels: Labels, _ path: String, _ normal: ByAppearance<TokenTransition>, _ reduced: ByAppearance<TokenTransition>) {
        labels.each(ByAppearance(light: fields(normal.light, reduced.light), dark: fields(normal.dark, reduced.dark))) { printMotion($0, path, $1) }
    }

    """

    /// A name with no spaces: `%`, whitespace and control characters percent-encoded.
    static func escaped(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar == "%" || scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                out += String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true).leftPadded }.joined()
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private extension String {
    var leftPadded: String { count < 2 ? "0" + self : self }
}
