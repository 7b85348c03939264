/// The check executable's `main.swift`: one line per scaled value, as the style guide's CSS has it.
///
///     PERMUTATION TOKEN.PATH STEP SIZE LINE_HEIGHT     typography
///     PERMUTATION TOKEN.PATH STEP VALUE                scaled metrics
///
/// Points with two decimals; steps `xSmall` ... `AX5`; spaces in a name written `%20` (and `%` as `%25`).
enum SwiftCheckFile {
    static func render(module: String, checked: [SwiftThemeFile.Checked]) -> String {
        var out = SwiftPackageFiles.header
        out += "import Foundation\nimport \(module)\n\n"
        out += "struct FontRow {\n    let permutation: String\n    let path: String\n    let font: ScalableFont\n}\n\n"
        out += "struct MetricRow {\n    let permutation: String\n    let path: String\n    let metric: ScalableMetric\n}\n\n"
        out += "let fonts: [FontRow] = [\n"
        for row in checked where row.isFont {
            out += "    FontRow(permutation: \(SwiftLiteral.string(escaped(row.permutation))), path: \(SwiftLiteral.string(escaped(row.path))), font: \(row.accessor)),\n"
        }
        out += "]\n\nlet metrics: [MetricRow] = [\n"
        for row in checked where !row.isFont {
            out += "    MetricRow(permutation: \(SwiftLiteral.string(escaped(row.permutation))), path: \(SwiftLiteral.string(escaped(row.path))), metric: \(row.accessor)),\n"
        }
        out += """
        ]

        func points(_ value: Double) -> String { String(format: "%.2f", value) }

        for row in fonts {
            for step in row.font.steps {
                print(row.permutation, row.path, step.rawValue, points(row.font.size(at: step)), points(row.font.lineHeight(at: step)))
            }
        }
        for row in metrics {
            for step in row.metric.steps {
                print(row.permutation, row.path, step.rawValue, points(row.metric.value(at: step)))
            }
        }

        """
        return out
    }

    /// A name with no spaces: `%` and space percent-encoded.
    static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
    }
}
