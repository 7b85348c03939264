/// `Theme.swift`: the `Theme` struct the seed components read (one property per slot, grouped like
/// the slot names), and each theme type's value of it.
struct SwiftSlotsFile {
    let slots: SwiftSlots
    let tree: SwiftNameTree
    /// Slot name -> Swift type.
    let types: [String: String]

    init(slots: SwiftSlots, diagnostics: inout DiagnosticBag) {
        self.slots = slots
        tree = SwiftNameTree(paths: slots.types.map { $0.slot.split(separator: ".").map(String.init) }, origin: "slot", diagnostics: &diagnostics)
        types = Dictionary(slots.types.map { ($0.slot, $0.type) }) { first, _ in first }
    }

    /// The struct declarations, and `all` and `default` over the choices of `Tokens`.
    func render() -> String {
        var out = SwiftPackageFiles.header + "import Foundation\n\n"
        out += "/// What the seed components read: the style guide's component slots, each filled from the\n"
        out += "/// design system's tokens as the style guide fills it (`Tokens.componentTheme`).\n"
        out += "public struct Theme: Sendable, Hashable {\n"
        declare(tree.root, segments: [], extra: [("name", "String")], indent: "    ", into: &out)
        out += "\n    /// Every choice's theme, in the style guide's order.\n"
        out += "    public static let all: [Theme] = Tokens.all.map(\\.componentTheme)\n"
        out += "\n    /// The theme of the resolver's default choice.\n"
        out += "    public static let `default`: Theme = Tokens.default.componentTheme\n"
        out += "}\n"
        return out
    }

    /// A struct's members: nested structs first, then its properties and a public memberwise init.
    private func declare(_ group: SwiftNameTree.Group, segments: [String], extra: [(String, String)], indent: String, into out: inout String) {
        for child in group.groups {
            out += "\(indent)public struct \(child.typeName): Sendable, Hashable {\n"
            declare(child, segments: segments + [child.segment], extra: [], indent: indent + "    ", into: &out)
            out += "\(indent)}\n\n"
        }
        let members = extra + members(group, segments: segments)
        for (name, type) in members { out += "\(indent)public let \(name): \(type)\n" }
        let parameters = members.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        out += "\n\(indent)public init(\(parameters)) {\n"
        for (name, _) in members { out += "\(indent)    self.\(SwiftIdentifier.bare(name)) = \(name)\n" }
        out += "\(indent)}\n"
    }

    /// (property name, type) of a group: its groups' values, then its slots.
    private func members(_ group: SwiftNameTree.Group, segments: [String]) -> [(String, String)] {
        group.groups.map { ($0.property, $0.typeName) }
            + group.tokens.map { ($0.identifier, types[(segments + [$0.segment]).joined(separator: ".")] ?? "String") }
    }

    /// `typography.body` as a member path of a `Theme` value.
    func accessor(_ slot: String) -> String? { tree.accessor(slot) }

    /// `Tokens+ComponentTheme.swift`: `componentTheme`, each slot read through the token holding it
    /// where the package has it with the slot's type and value, else written out.
    func componentTheme(_ selection: SwiftSelection, tokens: SwiftTokenReader, values: inout SwiftValueWriter) -> String {
        let expressions = selection.themes.indices.map { index in
            value(tree.root, typeName: "Theme", segments: [], theme: index, selection: selection, tokens: tokens, values: &values,
                  indent: "        ", extra: ["name: tokens.name"])
        }
        var out = SwiftPackageFiles.header + "import Foundation\n\nextension Tokens {\n"
        out += "    /// What the seed components read in this choice (`.designTheme(tokens.componentTheme)`).\n"
        out += "    public var componentTheme: Theme {\n        \(SwiftSwitch.expression(expressions, selection: selection, indent: "        "))\n    }\n}\n"
        return out
    }

    private func value(_ group: SwiftNameTree.Group, typeName: String, segments: [String], theme: Int, selection: SwiftSelection,
                       tokens: SwiftTokenReader, values: inout SwiftValueWriter, indent: String, extra: [String] = []) -> String {
        let inner = indent + "    "
        var arguments = extra
        for child in group.groups {
            let childValue = value(child, typeName: typeName + "." + child.typeName, segments: segments + [child.segment], theme: theme,
                                   selection: selection, tokens: tokens, values: &values, indent: inner)
            arguments.append("\(SwiftIdentifier.bare(child.property)): \(childValue)")
        }
        for token in group.tokens {
            let name = (segments + [token.segment]).joined(separator: ".")
            arguments.append("\(SwiftIdentifier.bare(token.identifier)): \(slotValue(name, theme: theme, selection: selection, tokens: tokens, values: &values))")
        }
        return "\(typeName)(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n\(indent))"
    }

    /// A slot's value in a theme: its bound token, as the slot's type, read through the package's
    /// token when that is the same value.
    private func slotValue(_ slot: String, theme: Int, selection: SwiftSelection, tokens: SwiftTokenReader, values: inout SwiftValueWriter) -> String {
        let type = types[slot] ?? "String"
        let holder = slots.holder(of: slot)
        guard let sides = selection.themes[theme].sides(of: holder, slots: true) else { return Self.neutral(type) }
        // A slot by appearance holds light and dark as the token has them.
        let byAppearance = type.hasPrefix("ByAppearance<")
        var constant = values.constant(sides, forSlot: !byAppearance)
        if byAppearance, "ByAppearance<\(constant.type)>" == type {
            if let read = tokens.read(holder, as: constant, theme: theme) { return "ByAppearance(light: \(read), dark: \(read))" }
            constant = SwiftConstant(type: type, expression: "ByAppearance(light: \(constant.expression), dark: \(constant.expression))")
        }
        // Read through the token holding it, or the one a mapped slot is an alias of.
        let aliased = sides.light.aliasOf == sides.dark.aliasOf ? sides.light.aliasOf?.joined(separator: ".") : nil
        for name in [holder] + (aliased.map { [$0] } ?? []) {
            if let read = tokens.read(name, as: SwiftConstant(type: type, expression: constant.expression), theme: theme) { return read }
        }
        if constant.type == type { return constant.expression }
        // A weight or number written as a string (`"600"`) is the number the CSS reads.
        if constant.type == "String", type == "Double", let text = SwiftValueWriter.text(sides.light.value), let number = Double(text) {
            return SwiftLiteral.number(number)
        }
        // A number in a dimension's slot is a size in points, as the CSS reads it.
        if constant.type == "Double", type == "ScalableMetric" { return "ScalableMetric(base: \(constant.expression), scaling: .fixed)" }
        values.note(sides.light, "fills the slot \(slot), which needs a \(type), with a \(constant.type); the slot gets a neutral value")
        return Self.neutral(type)
    }

    /// A stand-in for a slot no token fills with the right type (the binding already warned).
    static func neutral(_ type: String) -> String {
        switch type {
        case "DynamicColor": "DynamicColor(TokenColor(hex: 0x000000))"
        case "ScalableMetric": "ScalableMetric(base: 0.0, scaling: .fixed)"
        case "ScalableFont": "ScalableFont(family: [], weight: 400.0, size: 17.0, lineHeight: 22.0, lineHeightMultiplier: 1.2941, letterSpacing: 0.0, scaling: .textStyle(.body))"
        case "[String]": "[]"
        case "Double", "TimeInterval": "0.0"
        case "CubicBezier": "CubicBezier(x1: 0.0, y1: 0.0, x2: 1.0, y2: 1.0)"
        case "TokenStrokeStyle": ".solid"
        case "TokenBorder": "TokenBorder(color: DynamicColor(TokenColor(hex: 0x000000)), width: 0.0, style: .solid)"
        case "TokenTransition": "TokenTransition(duration: 0.0, delay: 0.0, timingFunction: CubicBezier(x1: 0.0, y1: 0.0, x2: 1.0, y2: 1.0))"
        case "TokenShadow": "TokenShadow([])"
        case "ByAppearance<TokenShadow>": "ByAppearance(light: TokenShadow([]), dark: TokenShadow([]))"
        case "TokenGradient": "TokenGradient([])"
        default: "\"\""
        }
    }
}
