/// One theme type's file: every token of its permutation as a typed constant, grouped like the token
/// tree, and the `Theme` value the seed components read.
struct SwiftThemeFile {
    /// A constant the check executable prints: typography, a scaled metric, or a duration or transition
    /// with and without reduced motion.
    struct Checked: Sendable {
        var permutation: String
        var path: String
        /// `DefaultTheme.Typography.body`, with `.dark` or `.light` for a `ByAppearance` value.
        var accessor: String
        var isFont: Bool
        /// A duration or transition: `accessor` is its value without reduced motion, this one with.
        var reducedAccessor: String? = nil
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
            if let motion = Self.motion(sides, normal: constant, values: &values) {
                let name = token.identifier
                out += SwiftLiteral.docComment("`\(written.name)` as Reduce Motion asks: its reduced value when `reduceMotion` is true "
                                               + "(\(motion.source)), else `\(SwiftIdentifier.bare(name))`", indent: indent)
                if let deprecated = written.deprecated {
                    out += indent + "@available(*, deprecated, message: \(SwiftLiteral.string(deprecated.reason ?? "deprecated in the design tokens")))\n"
                }
                out += "\(indent)public static func \(name)(reduceMotion: Bool) -> \(motion.normal.type) { reduceMotion ? \(motion.reduced.expression) : \(motion.normal.expression) }\n"
                let call = (identifiers + [name]).joined(separator: ".")
                let (normal, reduced) = written.deprecated == nil ? ("\(call)(reduceMotion: false)", "\(call)(reduceMotion: true)")
                    : ("(\(motion.normal.expression) as \(motion.normal.type))", "(\(motion.reduced.expression) as \(motion.normal.type))")
                checked += Self.checkedMotion(motion.normal.type, normal: normal, reduced: reduced, path: written.name, theme: theme)
            }
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

    /// A duration or transition token's values without and with reduced motion, as one Swift type (a
    /// `ByAppearance` for both when either differs between light and dark), and where the reduced one
    /// comes from; nil for a token that does not move.
    static func motion(_ sides: SwiftValueWriter.Sides, normal: SwiftConstant, values: inout SwiftValueWriter)
        -> (normal: SwiftConstant, reduced: SwiftConstant, source: String)? {
        guard ReducedMotion.types.contains(sides.light.type), sides.light.type == sides.dark.type else { return nil }
        func reduced(_ token: ResolvedToken) -> (ResolvedToken, ReducedMotion) {
            // Tokens resolved without the build's motion step have nothing given: removed.
            let motion = token.reducedMotion ?? ReducedMotion(value: ReducedMotion.removed(token.value), source: .removed)
            var copy = token
            copy.value = motion.value
            return (copy, motion)
        }
        let (light, motion) = reduced(sides.light)
        let reducedSides = SwiftValueWriter.Sides(light: light, dark: reduced(sides.dark).0)
        var normal = normal, lessened = values.constant(reducedSides)
        if lessened.type == "ByAppearance<\(normal.type)>" {
            normal = SwiftConstant(type: lessened.type, expression: "ByAppearance(light: \(normal.expression), dark: \(normal.expression))")
        } else if normal.type == "ByAppearance<\(lessened.type)>" {
            lessened = SwiftConstant(type: normal.type, expression: "ByAppearance(light: \(lessened.expression), dark: \(lessened.expression))")
        }
        guard normal.type == lessened.type else { return nil }
        return (normal, lessened, EffectsPage.reducedSource(sides.light, motion))
    }

    /// The check lines of a duration or transition in each appearance of the theme.
    private static func checkedMotion(_ type: String, normal: String, reduced: String, path: String, theme: SwiftTheme) -> [Checked] {
        guard type.hasPrefix("ByAppearance<") else {
            return theme.appearances.map { Checked(permutation: $0.label, path: path, accessor: normal, isFont: false, reducedAccessor: reduced) }
        }
        return [Checked(permutation: theme.light.label, path: path, accessor: normal + ".light", isFont: false, reducedAccessor: reduced + ".light"),
                Checked(permutation: theme.dark.label, path: path, accessor: normal + ".dark", isFont: false, reducedAccessor: reduced + ".dark")]
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
