/// What the site holds, for the home page: tokens by type (in the default permutation, as
/// `report.json` counts them), permutations, components and docs.
struct SiteCounts: Sendable, Hashable {
    var tokensByType: [String: Int]
    var permutations: Int
    var components: Int
    var docs: Int

    static func tokensByType(_ project: TokenProject?) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in project?.defaultPermutation?.tokens.tokens ?? [] { counts[token.value.typeName, default: 0] += 1 }
        return counts
    }

    var data: MustacheValue {
        let types = tokensByType.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let total = tokensByType.values.reduce(0, +)
        return [
            "tokens": .string(Self.grouped(total)), "tokensNoun": .string(Counted.noun(total, "token")),
            "hasTokens": .bool(!tokensByType.isEmpty),
            "types": .list(types.map { ["type": .string($0.key), "count": .string(Self.grouped($0.value))] }),
            "permutations": .string(Self.grouped(permutations)), "permutationsNoun": .string(Counted.noun(permutations, "permutation")),
            "components": .string(Self.grouped(components)), "componentsNoun": .string(Counted.noun(components, "component")),
            // A project without docs says nothing of them.
            "docs": docs == 0 ? .null : .string(Self.grouped(docs)), "docsNoun": .string(Counted.noun(docs, "doc")),
        ]
    }

    /// `12,480`: thousands grouped with commas, the same wherever built (no locale).
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
