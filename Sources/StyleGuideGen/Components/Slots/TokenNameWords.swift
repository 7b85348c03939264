/// The words of a token path, for matching names across design systems: segments split at `-`,
/// `_`, camelCase and digits, lower-cased, plus each pair of neighbours run together, so
/// `fgColor.onEmphasis` holds `on`, `emphasis` and `onemphasis`, and `on-surface` holds `onsurface`.
struct TokenNameWords: Sendable, Hashable {
    let words: [String]
    let all: Set<String>

    init(_ name: String) {
        var words: [String] = []
        for segment in name.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " || $0 == "/" }) {
            words += Self.split(String(segment))
        }
        self.words = words
        var all = Set(words)
        for index in words.indices.dropLast() { all.insert(words[index] + words[index + 1]) }
        self.all = all
    }

    func contains(any set: Set<String>) -> Bool { !all.isDisjoint(with: set) }

    func count(of set: Set<String>) -> Int { all.intersection(set).count }

    /// `layerAccent01` -> layer, accent, 01.
    private static func split(_ segment: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in segment {
            let boundary = previous.map { previous in
                (character.isUppercase && previous.isLowercase) || (character.isNumber != previous.isNumber)
            } ?? false
            if boundary, !current.isEmpty {
                parts.append(current.lowercased())
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { parts.append(current.lowercased()) }
        return parts
    }
}
