/// Custom property names of tokens, without the `--`: the stylesheet's own naming
/// (`CSSPropertyNames`), so pages, contrast pairs and `var()` references agree.
enum TokenPropertyNames {
    /// The property name (without `--`) a token has in a project: usually its path in kebab case
    /// (`color.secondaryLabel` -> `color-secondary-label`), with a suffix when another token has that name.
    static func propertyName(for path: [String], in names: CSSPropertyNames) -> String {
        String(names.propertyName(forPath: path).dropFirst(2))
    }

    /// The plain name of a path, before collisions are resolved: right only where no other token of
    /// the project shares it. Use `propertyName(for:in:)` when the project is at hand.
    static func propertyName(for path: [String]) -> String {
        String(CSSNaming.propertyName(forPath: path).dropFirst(2))
    }
}
