/// One theme type's file: every token of its permutation as a typed constant, grouped like the token
/// tree, and the `Theme` value the seed components read.
struct SwiftThemeFile {
    /// A constant the check executable prints: typography or a scaled metric.
    struct Checked: Sendable {
        var permutation: String
        var path: String
        /// `DefaultTheme.Typography.body`, with `.dark` or `.light` for a `ByAppearance` value.
        var accessor: String
        var isFont: Bool
    }

    let theme: SwiftTheme
    let tree: SwiftNameTree
    let slots: SwiftSlotsFile

    /// The file text, and what the check executable prints of it.
    func render(values: inout SwiftValueWriter) -> (text: String, checked: [Checked]) {
        var checked: [Checked] = []
        var out = SwiftPackageFiles.header + "import Foundation\n\n"
        let appearances = theme.light.label == theme.dark.label ? "." : ", light and dark inside."
        out += SwiftLiteral.docComment("The tokens of \(theme.label)\(appearances)", indent: "")
        out += "public enum \(theme.typeName) {\n"
        out += "    /// What the seed components read, from this theme's tokens.\n"
        out += "    public static let theme: Theme = \(slots.value(for: theme, values: &values, indent: "    "))\n"
        write(tree.root, segments: [], identifiers: [theme.typeName], indent: "    ", groups: theme.groupPaths, values: &values, checked: &checked, into: &out)
        out += "}\n"
        // The slots the project has no token of its own for are values of their own.
        for (slot, type) in slots.slots.types where theme.light.tokens[slot] == nil {
            guard let accessor = slots.accessor(slot) else { continue }
            checked += Self.checked(type, accessor: theme.typeName + ".theme." + accessor, path: slot, theme: theme)
        }
        return (out, checked)
    }

    private func write(_ group: SwiftNameTree.Group, segments: [String], identifiers: [String], indent: String, groups: Set<String>,
                       values: inout SwiftValueWriter, checked: inout [Checked], into out: inout String) {
        for token in group.tokens {
            guard let sides = theme.sides(of: (segments + [token.segment]).joined(separator: "."), slots: false) else { continue }
            let constant = values.constant(sides)
            let written = sides.light
            let description = written.description ?? sides.dark.description
            out += "\n" + SwiftLiteral.docComment("`\(written.name)`" + (description.map { ": " + $0 } ?? ""), indent: indent)
            if let deprecated = written.deprecated {
                out += indent + "@available(*, deprecated, message: \(SwiftLiteral.string(deprecated.reason ?? "deprecated in the design tokens")))\n"
            }
            out += "\(indent)public static let \(token.identifier): \(constant.type) = \(constant.expression)\n"
            // The check reads a deprecated token through the same expression, so it builds without warnings.
            let accessor = written.deprecated == nil ? (identifiers + [token.identifier]).joined(separator: ".") : "(\(constant.expression) as \(constant.type))"
            checked += Self.checked(constant.type, accessor: accessor, path: written.name, theme: theme)
        }
        for child in group.groups where groups.contains((segments + [child.segment]).joined(separator: ".")) {
            let path = (segments + [child.segment]).joined(separator: ".")
            out += "\n" + SwiftLiteral.docComment("`\(path)`" + (theme.light.tokens.groupDescriptions[path].map { ": " + $0 } ?? ""), indent: indent)
            out += "\(indent)public enum \(child.typeName) {\n"
            write(child, segments: segments + [child.segment], identifiers: identifiers + [child.typeName], indent: indent + "    ", groups: groups,
                  values: &values, checked: &checked, into: &out)
            out += "\(indent)}\n"
        }
    }

    /// The check lines of one constant: a font or metric in each appearance of the theme.
    private static func checked(_ type: String, accessor: String, path: String, theme: SwiftTheme) -> [Checked] {
        var found: [Checked] = []
        for (kind, isFont) in [("ScalableFont", true), ("ScalableMetric", false)] {
            if type == kind {
                found += theme.appearances.map { Checked(permutation: $0.label, path: path, accessor: accessor, isFont: isFont) }
            } else if type == "ByAppearance<\(kind)>" {
                found += [Checked(permutation: theme.light.label, path: path, accessor: accessor + ".light", isFont: isFont),
                          Checked(permutation: theme.dark.label, path: path, accessor: accessor + ".dark", isFont: isFont)]
            }
        }
        return found
    }
}
