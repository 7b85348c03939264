/// Each token's property from the selection's themes: an alias of a token the package has is read
/// through it (`tokens.color.palette.blue500`), so a value is written once; the rest are literals.
struct SwiftTokenMembers {
    let selection: SwiftSelection
    let tree: SwiftNameTree
    /// Tokens marked deprecated: read through, an alias would warn where the package is built.
    let deprecated: Set<String>

    /// Every named token's property (none for a token no theme has), and the same with every value
    /// written out, before aliases were read through their targets.
    func members(_ names: [String], values: inout SwiftValueWriter) -> (members: [String: SwiftMember], literals: [String: SwiftMember]) {
        var literals: [String: SwiftMember] = [:]
        for name in names { literals[name] = literal(name, values: &values) }
        var members = literals
        for (name, member) in literals {
            for (index, theme) in selection.themes.enumerated() {
                guard let sides = theme.sides(of: name, slots: false),
                      let alias = reference(sides, member: member, theme: index, literals: literals, values: &values) else { continue }
                members[name]!.expressions[index] = alias
            }
        }
        return (members, literals)
    }

    /// A duration's or transition's value with Reduce Motion on, in every theme, and where it comes
    /// from; nil for a token that does not move.
    func reduced(_ name: String, values: inout SwiftValueWriter) -> (member: SwiftMember, source: String)? {
        var constants: [SwiftConstant?] = []
        var source: String?
        for theme in selection.themes {
            guard let sides = theme.sides(of: name, slots: false), ReducedMotion.types.contains(sides.light.type),
                  sides.light.type == sides.dark.type else {
                constants.append(nil)
                continue
            }
            let (light, motion) = Self.reduced(sides.light)
            source = source ?? EffectsPage.reducedSource(sides.light, motion)
            constants.append(values.constant(SwiftValueWriter.Sides(light: light, dark: Self.reduced(sides.dark).token)))
        }
        let present = constants.compactMap { $0 }
        guard let source, let unified = SwiftMember.unified(present) else { return nil }
        var written = unified.expressions.makeIterator()
        let member = SwiftMember.optional(constants.map { $0.map { _ in written.next()! } }, type: unified.type)
        return (member, source)
    }

    /// The token with its reduced value (tokens resolved without the build's motion step have none: removed).
    private static func reduced(_ token: ResolvedToken) -> (token: ResolvedToken, motion: ReducedMotion) {
        let motion = token.reducedMotion ?? ReducedMotion(value: ReducedMotion.removed(token.value), source: .removed)
        var copy = token
        copy.value = motion.value
        return (copy, motion)
    }

    /// The token's value in every theme, written out.
    private func literal(_ name: String, values: inout SwiftValueWriter) -> SwiftMember? {
        let sides = selection.themes.map { $0.sides(of: name, slots: false) }
        let constants = sides.map { $0.map { values.constant($0) } }
        guard let presentIndex = constants.firstIndex(where: { $0 != nil }) else { return nil }
        let present = constants.compactMap { $0 }
        guard let member = SwiftMember.unified(present) else {
            // Kinds of value that differ between themes: each theme's CSS text, as a `String`.
            let texts = sides.map { $0.map { SwiftValueWriter.text($0.light.value) } }
            if !texts.contains(where: { $0 == .some(nil) }) {
                return SwiftMember.optional(texts.map { $0.map { SwiftLiteral.string($0!) } }, type: "String")
            }
            values.note(sides[presentIndex]!.light, "has the Swift types \(Set(present.map(\.type)).sorted().joined(separator: " and ")) in different themes; the first theme's value is generated")
            return SwiftMember.optional(constants.map { $0.map { _ in present[0].expression } }, type: present[0].type)
        }
        var written = member.expressions.makeIterator()
        var literal = SwiftMember.optional(constants.map { $0.map { _ in written.next()! } }, type: member.type)
        for (index, side) in sides.enumerated() {
            if let scheme = side?.absentIn { literal.absent[scheme, default: []].append(index) }
        }
        return literal
    }

    /// `tokens.PATH` when the token is an alias of a token the package has, of the same type and
    /// value in this theme; a colour whose light and dark are aliases of two tokens reads each.
    private func reference(_ sides: SwiftValueWriter.Sides, member: SwiftMember, theme: Int, literals: [String: SwiftMember],
                           values: inout SwiftValueWriter) -> String? {
        guard let lightTarget = target(sides.light), let darkTarget = target(sides.dark) else { return nil }
        if lightTarget == darkTarget {
            guard let other = literals[lightTarget], other.type == member.type, other.expressions[theme] == member.expressions[theme] else { return nil }
            return "tokens." + tree.accessor(lightTarget)!
        }
        let sideTheme = selection.themes[theme]
        guard member.type == "DynamicColor", literals[lightTarget]?.type == "DynamicColor", literals[darkTarget]?.type == "DynamicColor",
              let lightSides = sideTheme.sides(of: lightTarget, slots: false), let darkSides = sideTheme.sides(of: darkTarget, slots: false),
              same(lightSides.light, sides.light, values: &values), same(darkSides.dark, sides.dark, values: &values) else { return nil }
        return "DynamicColor(light: tokens.\(tree.accessor(lightTarget)!).light, dark: tokens.\(tree.accessor(darkTarget)!).dark)"
    }

    /// The token's whole-value alias target, when the package has it and it is not deprecated.
    private func target(_ token: ResolvedToken) -> String? {
        guard let path = token.aliasOf else { return nil }
        let name = path.joined(separator: ".")
        return tree.accessor(name) != nil && !deprecated.contains(name) ? name : nil
    }

    /// Two colours written alike.
    private func same(_ a: ResolvedToken, _ b: ResolvedToken, values: inout SwiftValueWriter) -> Bool {
        guard a.type == .color, b.type == .color else { return false }
        return values.constant(.init(light: a, dark: a)) == values.constant(.init(light: b, dark: b))
    }
}
