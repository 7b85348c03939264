/// The `Tokens` type: `Tokens.swift` with the axes an app selects, the stored choice and the tokens
/// at the root of the tree, and one file per top-level group (`Tokens+Color.swift`), where a group
/// is a property of a struct of its own and a token a property whose value follows the choice.
struct SwiftTokensFile {
    /// A value the check executable prints.
    struct Checked: Sendable {
        enum Kind: Sendable { case font, metric, color, motion }
        var path: String
        /// Read from a `Tokens` value named `tokens`: `tokens.typography.body`.
        var accessor: String
        /// The group's path and accessor, which its siblings share (`typography.`, `tokens.typography`).
        var group: (path: String, accessor: String)? = nil
        var kind: Kind
        /// Nil in the choices whose permutations do not have the token.
        var optional = false
        /// Read where a deprecated token may be read without a warning.
        var deprecated = false
        /// The themes (by index) whose light or dark permutation lacks the token: not printed there.
        var absent: [ColorScheme: [Int]] = [:]
    }

    /// A token's doc comment and deprecation, from the first theme that has it.
    struct Info: Sendable {
        var description: String?
        var deprecation: String?
    }

    let selection: SwiftSelection
    let tree: SwiftNameTree
    let members: [String: SwiftMember]
    /// Durations and transitions: the value with Reduce Motion on, and where it comes from.
    let reduced: [String: (member: SwiftMember, source: String)]
    let info: [String: Info]
    let groupDescriptions: [String: String]

    /// Path (relative to the module's folder) -> text, and what the check prints.
    func render() -> (files: [String: String], checked: [Checked]) {
        var checked: [Checked] = []
        var files: [String: String] = [:]
        var root = SwiftPackageFiles.header + "import Foundation\n\n" + rootDeclaration()
        root += members(of: tree.root, segments: [], accessor: "tokens", indent: "    ", checked: &checked)
        root += "}\n"
        files["Tokens/Tokens.swift"] = root
        for group in tree.root.groups {
            var out = SwiftPackageFiles.header + "import Foundation\n\nextension Tokens {\n"
            out += declaration(of: group, segments: [], accessor: "tokens", indent: "    ", deprecatedAbove: false, checked: &checked)
            out += "}\n"
            files["Tokens/Tokens+\(group.typeName).swift"] = out
        }
        return (files, checked)
    }

    // MARK: The root

    private func rootDeclaration() -> String {
        var out = SwiftLiteral.docComment(summary, indent: "")
        out += "public struct Tokens: Sendable, Hashable {\n"
        for axis in selection.axes {
            out += SwiftLiteral.docComment("The contexts of the modifier `\(axis.modifier)`" + (axis.modifier == selection.appearanceModifier ? ", light and dark inside each." : "."), indent: "    ")
            out += "    public enum \(axis.typeName): String, CaseIterable, Sendable {\n"
            for option in axis.cases { out += "        case \(option.identifier) = \(SwiftLiteral.string(option.name))\n" }
            out += "    }\n\n"
        }
        for axis in selection.axes { out += "    public var \(axis.property): \(axis.typeName)\n" }
        if !selection.axes.isEmpty { out += "\n" }
        let parameters = selection.axes.map { "\($0.property): \($0.typeName) = .\($0.cases[$0.defaultCase].identifier)" }
        out += "    public init(\(parameters.joined(separator: ", "))) {\n"
        for axis in selection.axes { out += "        self.\(SwiftIdentifier.bare(axis.property)) = \(axis.property)\n" }
        out += "    }\n\n"
        out += "    /// The choices the style guide shows, in its order.\n"
        out += "    public static let all: [Tokens] = [\(selection.themes.map(initializer).joined(separator: ", "))]\n\n"
        out += "    /// The resolver's default choice.\n"
        out += "    public static let `default` = Tokens()\n\n"
        out += "    /// The choice as the style guide names it: `\(selection.defaultTheme.label)`.\n"
        let parts = selection.axes.map { "\"\($0.modifier)=\" + \($0.property).rawValue" }
        out += "    public var name: String { \(parts.isEmpty ? "\"default\"" : parts.joined(separator: " + \",\" + ")) }\n\n"
        out += "    /// What the members read the choice from, as every group does.\n"
        out += "    var tokens: Tokens { self }\n"
        return out
    }

    private var summary: String {
        var text = "The design system's tokens"
        text += selection.axes.isEmpty ? "." : " for one choice of " + selection.axes.map { "`\($0.property)`" }.joined(separator: " and ") + "."
        text += " Colours hold light and dark; fonts and metrics scale with the Dynamic Type step."
        if !selection.held.isEmpty {
            text += "\nGenerated with " + selection.held.map { "\($0.modifier) at \($0.context)" }.joined(separator: ", ")
                + ", as the style guide shows it (`show` in styleguide.json chooses)."
        }
        return text
    }

    /// `Tokens(brand: .ocean)`.
    func initializer(_ theme: SwiftTheme) -> String {
        "Tokens(" + zip(selection.axes, theme.cases).map { "\(SwiftIdentifier.bare($0.property)): .\($0.cases[$1].identifier)" }.joined(separator: ", ") + ")"
    }

    // MARK: Groups and tokens

    /// A group's property and its struct, inside its parent. A group whose every token is
    /// deprecated for one reason is marked once, on its property and struct, and its members not.
    private func declaration(of group: SwiftNameTree.Group, segments: [String], accessor: String, indent: String,
                             deprecatedAbove: Bool, checked: inout [Checked]) -> String {
        let path = segments + [group.segment]
        var out = ""
        if let description = groupDescriptions[path.joined(separator: ".")] { out += SwiftLiteral.docComment(description, indent: indent) }
        let reason = deprecatedAbove ? nil : deprecation(of: group, segments: segments)
        let attribute = reason.map { "\(indent)@available(*, deprecated, message: \(SwiftLiteral.string($0)))\n" } ?? ""
        out += attribute + "\(indent)public var \(group.property): \(group.typeName) { .init(tokens: tokens) }\n\n"
        out += attribute + "\(indent)public struct \(group.typeName): Sendable {\n"
        out += "\(indent)    let tokens: Tokens\n"
        out += members(of: group, segments: path, accessor: accessor + "." + SwiftIdentifier.bare(group.property), indent: indent + "    ",
                       deprecatedAbove: deprecatedAbove || reason != nil, checked: &checked)
        out += "\(indent)}\n"
        return out
    }

    /// The one reason every token under the group is deprecated for; nil when one is not, or two differ.
    private func deprecation(of group: SwiftNameTree.Group, segments: [String]) -> String? {
        let path = segments + [group.segment]
        var reasons: Set<String?> = []
        for token in group.tokens where members[(path + [token.segment]).joined(separator: ".")] != nil {
            reasons.insert(info[(path + [token.segment]).joined(separator: ".")]?.deprecation)
        }
        for child in group.groups { reasons.insert(deprecation(of: child, segments: path)) }
        guard reasons.count == 1, let only = reasons.first else { return nil }
        return only
    }

    /// A group's tokens, then its groups' declarations.
    private func members(of group: SwiftNameTree.Group, segments: [String], accessor: String, indent: String, deprecatedAbove: Bool = false,
                         checked: inout [Checked]) -> String {
        var out = ""
        var spaced = true
        for token in group.tokens {
            let name = (segments + [token.segment]).joined(separator: ".")
            guard let member = members[name] else { continue }
            // One-line properties stand together; one of several lines has a blank line around it.
            let text = property(name, identifier: token.identifier, member: member, indent: indent, deprecatedAbove: deprecatedAbove)
            let single = !text.dropLast().contains("\n")
            out += (out.isEmpty || !single || spaced ? "\n" : "") + text
            spaced = !single
            let read = accessor + "." + SwiftIdentifier.bare(token.identifier)
            let (optional, deprecated) = (!member.missing.isEmpty, deprecatedAbove || info[name]?.deprecation != nil)
            let group = segments.isEmpty ? nil : (path: segments.joined(separator: ".") + ".", accessor: accessor)
            let row = Checked(path: name, accessor: read, group: group, kind: .motion, optional: optional, deprecated: deprecated, absent: member.absent)
            if let kind = Self.kind(member.type) {
                var value = row
                value.kind = kind
                checked.append(value)
            }
            if reduced[name] != nil { checked.append(row) }
        }
        for child in group.groups where !segments.isEmpty || group.segment != "" {
            out += "\n" + declaration(of: child, segments: segments, accessor: accessor, indent: indent, deprecatedAbove: deprecatedAbove, checked: &checked)
        }
        return out
    }

    /// A token's property, and its Reduce Motion function when it moves.
    private func property(_ name: String, identifier: String, member: SwiftMember, indent: String, deprecatedAbove: Bool) -> String {
        var out = info[name]?.description.map { SwiftLiteral.docComment("`\(name)`: " + $0, indent: indent) } ?? ""
        let value = Self.body(SwiftSwitch.expression(member.expressions, selection: selection, indent: indent + "    "), indent: indent)
        let reason = deprecatedAbove ? nil : info[name]?.deprecation
        let deprecation = reason.map { "\(indent)@available(*, deprecated, message: \(SwiftLiteral.string($0)))\n" } ?? ""
        out += deprecation + "\(indent)public var \(identifier): \(member.type) \(value)\n"
        if let motion = reduced[name] {
            out += motionFunction(identifier, normal: member, motion: motion, indent: indent, attributes: deprecation)
        }
        return out
    }

    /// `name(reduceMotion:)`: the value as Reduce Motion asks.
    private func motionFunction(_ identifier: String, normal: SwiftMember, motion: (member: SwiftMember, source: String),
                                indent: String, attributes: String) -> String {
        let normalName = SwiftIdentifier.bare(identifier)
        let type = Self.joinedType(normal.type, motion.member.type)
        var out = SwiftLiteral.docComment("Its reduced value when `reduceMotion` is true (\(motion.source)), else `\(normalName)`.", indent: indent)
        out += attributes
        out += "\(indent)public func \(identifier)(reduceMotion: Bool) -> \(type) {\n"
        let wrap = { (value: String) in type.hasSuffix("?") ? "\(value).map { ByAppearance(light: $0, dark: $0) }" : "ByAppearance(light: \(value), dark: \(value))" }
        let normalValue = normal.type == type ? normalName : wrap(normalName)
        let reducedExpressions = motion.member.type == type ? motion.member.expressions
            : motion.member.expressions.map { $0 == "nil" ? $0 : "ByAppearance(light: \($0), dark: \($0))" }
        out += "\(indent)    guard reduceMotion else { return \(normalValue) }\n"
        out += "\(indent)    return \(SwiftSwitch.expression(reducedExpressions, selection: selection, indent: indent + "    "))\n"
        out += "\(indent)}\n"
        return out
    }

    /// `{ value }`, or the value on lines of its own when it is a switch.
    static func body(_ value: String, indent: String) -> String {
        value.contains("\n") ? "{\n\(indent)    \(value)\n\(indent)}" : "{ \(value) }"
    }

    /// The type holding both a value and its reduced one.
    static func joinedType(_ a: String, _ b: String) -> String { a.hasPrefix("ByAppearance<") ? a : b }

    static func kind(_ type: String) -> Checked.Kind? {
        switch type.hasSuffix("?") ? String(type.dropLast()) : type {
        case "ScalableFont", "ByAppearance<ScalableFont>": .font
        case "ScalableMetric", "ByAppearance<ScalableMetric>": .metric
        case "DynamicColor": .color
        default: nil
        }
    }
}
