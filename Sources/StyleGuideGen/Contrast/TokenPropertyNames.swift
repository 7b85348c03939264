/// Custom property names of tokens: the path in kebab case joined with `-`
/// (`color.secondaryLabel` -> `color-secondary-label`), without the `--`.
enum TokenPropertyNames {
    /// The property name (without `--`) of a token path: the stylesheet's own naming.
    static func propertyName(for path: [String]) -> String {
        String(CSSNaming.propertyName(forPath: path).dropFirst(2))
    }

    /// Property name -> dotted token path, over every permutation. When two
    /// paths give the same name, the first in path order keeps it.
    static func index(_ project: TokenProject) -> [String: String] {
        var seen: Set<String> = []
        // Property -> the path that has it so far: the first in path order wins (no sort needed).
        var owners: [String: [String]] = [:]
        for permutation in project.permutations {
            for (name, token) in permutation.tokens.byName where seen.insert(name).inserted {
                let property = propertyName(for: token.path)
                if let owner = owners[property], !token.path.lexicographicallyPrecedes(owner) { continue }
                owners[property] = token.path
            }
        }
        return owners.mapValues { $0.joined(separator: ".") }
    }
}
