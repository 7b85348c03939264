/// The check executable's `main.swift`: one line per scaled value, as the style guide's CSS has it.
///
///     PERMUTATION TOKEN.PATH STEP SIZE LINE_HEIGHT     typography
///     PERMUTATION TOKEN.PATH STEP VALUE                scaled metrics
///     PERMUTATION TOKEN.PATH motion DURATION REDUCED    durations
///     PERMUTATION TOKEN.PATH motion DURATION REDUCED DELAY REDUCED_DELAY    transitions
///
/// Durations in milliseconds with two decimals, without and with reduced motion (read through the
/// token's `reduceMotion:` accessor); points with two decimals; steps `xSmall` ... `AX5`; in a name, `%` and every space, line break
/// or control character percent-encoded as UTF-8 (`%20`, `%25`), so a line splits at its spaces.
enum SwiftCheckFile {
    static func render(module: String, checked: [SwiftThemeFile.Checked]) -> String {
        var out = SwiftPackageFiles.header
        out += "import Foundation\nimport \(module)\n\n"
        out += """
        func points(_ value: Double) -> String { String(format: "%.2f", value) }

        func font(_ permutation: String, _ path: String, _ font: ScalableFont) {
            for step in font.steps {
                print(permutation, path, step.rawValue, points(font.size(at: step)), points(font.lineHeight(at: step)))
            }
        }

        func metric(_ permutation: String, _ path: String, _ metric: ScalableMetric) {
            for step in metric.steps {
                print(permutation, path, step.rawValue, points(metric.value(at: step)))
            }
        }

        func milliseconds(_ seconds: TimeInterval) -> String { String(format: "%.2f", seconds * 1000) }

        func motion(_ permutation: String, _ path: String, _ normal: TimeInterval, _ reduced: TimeInterval) {
            print(permutation, path, "motion", milliseconds(normal), milliseconds(reduced))
        }

        func motion(_ permutation: String, _ path: String, _ normal: TokenTransition, _ reduced: TokenTransition) {
            print(permutation, path, "motion", milliseconds(normal.duration), milliseconds(reduced.duration), milliseconds(normal.delay), milliseconds(reduced.delay))
        }


        """
        // One call per value, not one array literal: each statement is type-checked alone, so the
        // check of a large design system compiles in memory proportional to one line.
        let motion = checked.filter { $0.reducedAccessor != nil }
        for row in checked.filter(\.isFont) + checked.filter({ !$0.isFont && $0.reducedAccessor == nil }) + motion {
            let call = row.isFont ? "font" : row.reducedAccessor == nil ? "metric" : "motion"
            let values = [row.accessor] + (row.reducedAccessor.map { [$0] } ?? [])
            out += "\(call)(\(SwiftLiteral.string(escaped(row.permutation))), \(SwiftLiteral.string(escaped(row.path))), \(values.joined(separator: ", ")))\n"
        }
        return out
    }

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
