/// The text a design system pairs with a fill by name: `button.primary.label-default` beside
/// `button.primary.bg-default`. A designer takes that one for the text on the fill before any
/// system-wide "inverse" text.
struct CompanionText: Sendable {
    static let fillWords: Set<String> = ["bg", "background", "fill", "surface"]
    static let textWords: Set<String> = ["label", "text", "txt", "fg", "foreground", "content", "ink"]

    /// Colour token names by their parent path.
    private let siblings: [String: [String]]

    init(tokens: ResolvedTokenSet) {
        var siblings: [String: [String]] = [:]
        for token in tokens.tokens where token.type == .color && token.deprecated == nil {
            siblings[Self.parent(of: token.name), default: []].append(token.name)
        }
        self.siblings = siblings
    }

    /// The text tokens beside a fill token, named as it is but for the fill word, in name order.
    func companions(of fill: String) -> [String] {
        let fillWords = TokenNameWords(Self.last(of: fill)).words
        guard let fillWord = fillWords.first(where: Self.fillWords.contains) else { return [] }
        let rest = fillWords.filter { $0 != fillWord }
        return (siblings[Self.parent(of: fill)] ?? []).filter { name in
            let words = TokenNameWords(Self.last(of: name)).words
            guard let textWord = words.first(where: Self.textWords.contains) else { return false }
            return words.filter { $0 != textWord } == rest
        }.sorted()
    }

    private static func parent(of name: String) -> String {
        name.lastIndex(of: ".").map { String(name[..<$0]) } ?? ""
    }

    private static func last(of name: String) -> String {
        name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
    }
}
