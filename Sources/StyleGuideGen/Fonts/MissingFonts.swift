/// The families a reader will not see: in no list is one before them that the reader has, and
/// neither the project nor the reader's system has them. One warning per family.
enum MissingFonts {
    static func diagnostics(_ uses: FontUses, found: Set<String>) -> [Diagnostic] {
        var fallbacks: [String: [String]] = [:]
        for stack in uses.stacks {
            let full = FontKind.withGeneric(stack)
            for (index, family) in full.enumerated() {
                guard !found.contains(family), !SystemFonts.contains(family) else { break }
                if fallbacks[family] == nil { fallbacks[family] = Array(full[(index + 1)...]) }
            }
        }
        return fallbacks.keys.sorted().map { warning(family: $0, fallback: fallbacks[$0] ?? [], uses: uses) }
    }

    private static func warning(family: String, fallback: [String], uses: FontUses) -> Diagnostic {
        // A family only an alias spells out (a typography member referring to an `other` token) is
        // placed on the first token using it.
        let token = uses.definedBy[family]?.first ?? uses.firstUser[family]
        let count = uses.users[family]?.count ?? 1
        let used = count > 1 ? " (\(Counted.text(count, "token")) use it)" : ""
        let example = family.filter { $0 != " " } + "-Regular.woff2"
        return .warning(.cssMissingFont,
                        "font family `\(family)` is neither in the project nor a common system font: readers see `\(CSSValueSerializer.fontFamily(fallback))` instead\(used); add its font files (`.woff2`, `.woff`, `.ttf` or `.otf`, named like `\(example)`) to the project folder, or name a system font before the generic family",
                        at: token?.location, subject: token?.name)
    }
}
