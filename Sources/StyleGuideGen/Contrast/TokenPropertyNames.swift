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
        var paths: [String: [String]] = [:]
        for permutation in project.permutations {
            for (name, token) in permutation.tokens.byName where paths[name] == nil { paths[name] = token.path }
        }
        var index: [String: String] = [:]
        for path in paths.values.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let property = propertyName(for: path)
            if index[property] == nil { index[property] = path.joined(separator: ".") }
        }
        return index
    }
}
