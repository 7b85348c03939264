import Foundation
@testable import StyleGuideGen

/// Small in-memory projects for the role checks: colour tokens by hex, per permutation.
enum RoleFixtures {
    static let mode = Modifier(name: "Mode", contexts: ["light", "dark"])
    static let accent = Modifier(name: "Color", contexts: ["primary", "danger"])

    static func token(_ name: String, _ hex: String) -> ResolvedToken {
        let color = ColorStringParser.hex(hex)?.color ?? ColorValue(colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 1)
        return ResolvedToken(path: name.split(separator: ".").map(String.init), type: .color, value: .color(color), aliasOf: nil, memberAliases: [:],
                             description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: SourceLocation(file: "t.json", line: 1, column: 1))
    }

    /// Every combination of the modifiers' contexts (first modifier slowest); `tokens` gives each
    /// permutation's tokens (name -> hex) from its choices (modifier -> context).
    static func project(_ modifiers: [Modifier], tokens: ([String: String]) -> [String: String]) -> TokenProject {
        var combinations: [[ModifierChoice]] = [[]]
        for modifier in modifiers {
            combinations = combinations.flatMap { earlier in modifier.contexts.map { earlier + [ModifierChoice(modifier: modifier.name, context: $0)] } }
        }
        let permutations = combinations.map { inputs in
            let choices = Dictionary(uniqueKeysWithValues: inputs.map { ($0.modifier, $0.context) })
            return ResolvedPermutation(inputs: inputs, tokens: ResolvedTokenSet(tokens: tokens(choices).map { token($0.key, $0.value) }))
        }
        return TokenProject(name: nil, description: nil, modifiers: modifiers, permutations: permutations, defaultIndex: 0)
    }

    /// A project whose tokens are the same in every permutation but where `vary` says otherwise.
    static func project(_ modifiers: [Modifier], _ base: [String: String], vary: @escaping ([String: String]) -> [String: String] = { _ in [:] }) -> TokenProject {
        project(modifiers) { choices in base.merging(vary(choices)) { _, varied in varied } }
    }

    static func catalog() throws -> ComponentCatalog { try ComponentCatalog(files: .defaults) }
}
