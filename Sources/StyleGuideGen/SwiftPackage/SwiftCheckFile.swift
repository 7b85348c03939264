/// The check executable's `main.swift`: one line per scaled value, as the style guide's CSS has it.
///
///     PERMUTATION TOKEN.PATH STEP SIZE LINE_HEIGHT     typography
///     PERMUTATION TOKEN.PATH STEP VALUE                scaled metrics
///
/// Points with two decimals; steps `xSmall` ... `AX5`; in a name, `%` and every space, line break
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


        """
        // One call per value, not one array literal: each statement is type-checked alone, so the
        // check of a large design system compiles in memory proportional to one line.
        for row in checked.filter(\.isFont) + checked.filter({ !$0.isFont }) {
            let call = row.isFont ? "font" : "metric"
            out += "\(call)(\(SwiftLiteral.string(escaped(row.permutation))), \(SwiftLiteral.string(escaped(row.path))), \(row.accessor))\n"
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
