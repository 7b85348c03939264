import Foundation

/// The tokens of the selection's themes as the package has them: named (`SwiftNameTree`), each a
/// property with its value in every theme, durations and transitions with their reduced values.
/// Internal tokens (`_size`, Figma's hidden from publishing) are left out; an alias of one gets its value.
struct SwiftPackageTokens {
    let tree: SwiftNameTree
    let members: [String: SwiftMember]
    /// The same with every value written out, as the slots compare them.
    let literals: [String: SwiftMember]
    let reduced: [String: (member: SwiftMember, source: String)]
    /// Each token's doc comment and deprecation, from the first theme that has it.
    let info: [String: SwiftTokensFile.Info]
    let deprecated: Set<String>

    init(selection: SwiftSelection, values: inout SwiftValueWriter, diagnostics: inout DiagnosticBag) {
        var first: [String: ResolvedToken] = [:]
        for token in selection.themes.flatMap({ $0.appearances.flatMap(\.tokens.tokens) }) where first[token.name] == nil {
            first[token.name] = token
        }
        // Figma's variables hidden from publishing are the system's internal ones, as `_size` is.
        let names = first.keys.sorted().filter { first[$0]!.extensions?["com.figma"]?["hiddenFromPublishing"]?.boolValue != true }
        let tree = SwiftNameTree(paths: names.map { first[$0]!.path }, origin: "token", locations: first.mapValues(\.location),
                             reserved: Set(selection.axes.map { SwiftIdentifier.bare($0.property) }), diagnostics: &diagnostics)
        let deprecated = Set(first.values.filter { $0.deprecated != nil }.map(\.name))
        info = first.mapValues { token in
            SwiftTokensFile.Info(description: token.description.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }, deprecation: token.deprecated.map { $0.reason ?? "deprecated in the design tokens" })
        }
        let planner = SwiftTokenMembers(selection: selection, tree: tree, deprecated: deprecated)
        let emitted = names.filter { tree.accessor($0) != nil }
        let (members, literals) = planner.members(emitted, values: &values)
        var reduced: [String: (member: SwiftMember, source: String)] = [:]
        // A duration or transition the browser computes (`none`, a `var()`) has no reduced value in Swift.
        for name in emitted where ["TimeInterval", "TokenTransition"].contains(members[name]?.baseType) {
            guard let motion = planner.reduced(name, values: &values), motion.member.baseType == members[name]?.baseType else { continue }
            reduced[name] = motion
        }
        (self.tree, self.deprecated, self.members, self.literals, self.reduced) = (tree, deprecated, members, literals, reduced)
    }

    var reader: SwiftTokenReader { SwiftTokenReader(tree: tree, literals: literals, deprecated: deprecated) }
}
