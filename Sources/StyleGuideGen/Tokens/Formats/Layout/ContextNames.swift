import Foundation

/// How files and folders are named for the modes and themes they hold: `light/`, `dark/`,
/// `sema-color-dark.json`, `lightTheme.json`, `Light.tokens.json`, `classic-night/`.
enum ContextNames {
    /// Words that name an appearance or a contrast, by what they say.
    static let defaultModes: Set<String> = ["light", "day", "default"]
    static let otherModes: Set<String> = ["dark", "night", "dim", "highcontrast", "contrast"]

    /// A file's or folder's label: its name without the token file extensions.
    static func label(_ name: String) -> String {
        var label = name
        for suffix in [".json5", ".jsonc", ".json", ".tokens"] where label.lowercased().hasSuffix(suffix) {
            label = String(label.dropLast(suffix.count))
        }
        if label.lowercased().hasSuffix(".tokens") { label = String(label.dropLast(".tokens".count)) }
        return label
    }

    /// The words of a label: split at `-`, `_`, `.`, spaces and lower-to-upper case changes.
    static func words(_ label: String) -> [String] {
        var words: [String] = [], current = ""
        var previousLower = false
        for character in label {
            if "-_. ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase, previousLower {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a label names a mode other than the default (`dark`, `color-scheme-dark`, `night`).
    static func namesOtherMode(_ label: String) -> Bool {
        words(label).contains { otherModes.contains($0.lowercased()) }
    }

    /// The labels with the words they all share at their start and end taken off
    /// (`sema-color-light`, `sema-color-dark` -> `light`, `dark`); as they are where that
    /// would leave one empty.
    static func distinct(_ labels: [String]) -> [String] {
        let split = labels.map(words)
        guard split.count > 1 else { return labels }
        let shortest = split.map(\.count).min() ?? 0
        var front = 0
        while front < shortest - 1, Set(split.map { $0[front].lowercased() }).count == 1 { front += 1 }
        var back = 0
        while back < shortest - 1 - front, Set(split.map { $0[$0.count - 1 - back].lowercased() }).count == 1 { back += 1 }
        let trimmed = split.map { $0[front..<($0.count - back)].joined(separator: "-") }
        guard !trimmed.contains(where: \.isEmpty), Set(trimmed.map { $0.lowercased() }).count == trimmed.count else { return labels }
        return trimmed
    }

    /// The default of contexts found in the layout: the one named light, day or default, else the
    /// latest of versions (`v1`, `v2`), else the first.
    static func defaultContext(_ contexts: [String]) -> String? {
        contexts.first { defaultModes.contains($0.lowercased()) } ?? contexts.first { words($0).contains { defaultModes.contains($0.lowercased()) } }
            ?? latestVersion(contexts) ?? contexts.first
    }

    /// `v2` of `v1`, `v2`: contexts that are all versions, the highest.
    private static func latestVersion(_ contexts: [String]) -> String? {
        let numbers = contexts.map { Int($0.lowercased().drop { $0 == "v" }) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return zip(contexts, numbers).max { $0.1! < $1.1! }?.0
    }

    /// What a modifier of these contexts is called: `mode` for appearances, else `fallback`.
    static func modifierName(_ contexts: [String], fallback: String) -> String {
        let modes = defaultModes.union(otherModes)
        return contexts.allSatisfy({ words($0).contains { modes.contains($0.lowercased()) } }) ? "mode" : fallback
    }
}
