import Foundation

/// Light or dark, as a context of an appearance modifier names it: `Light`, `dark-mode`, `Night`,
/// `theme-dark`, `mørk`, `Dunkel`... in any case, wording or language.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark

    /// Words people name the two schemes by, in the languages design systems are written in.
    private static let words: [ColorScheme: Set<String>] = [
        .light: ["light", "lite", "day", "bright", "hell", "licht", "clair", "claire", "claro", "clara", "chiaro", "chiara",
                 "ljus", "lys", "lyst", "vaalea", "jasny", "jasna", "svetly", "svetlaya", "acik", "branco"],
        .dark: ["dark", "night", "dim", "dunkel", "donker", "sombre", "fonce", "oscuro", "oscura", "escuro", "escura", "scuro", "scura",
                "mork", "morkt", "tumma", "ciemny", "ciemna", "temny", "temnaya", "karanlik", "noir"],
    ]

    /// The scheme a context's name says, or nil when it says neither or both (`light-on-dark`).
    public init?(context: String) {
        let found = Set(Self.words(of: context).compactMap(Self.scheme(ofWord:)))
        guard found.count == 1, let only = found.first else { return nil }
        self = only
    }

    /// The context's words other than the one naming its scheme, joined by `-`: `electric-lime` of
    /// `electric-lime-night`, empty for `Dark`; nil when the context names no one scheme.
    public static func remainder(of context: String) -> String? {
        guard ColorScheme(context: context) != nil else { return nil }
        return words(of: context).filter { scheme(ofWord: $0) == nil }.joined(separator: "-")
    }

    private static func scheme(ofWord word: String) -> ColorScheme? {
        for scheme in ColorScheme.allCases {
            let names = words[scheme] ?? []
            // `darkmode`, `lighttheme`: a long word at the start of a run of letters counts too.
            if names.contains(word) || names.contains(where: { $0.count >= 4 && word.hasPrefix($0) && word.count > $0.count + 2 }) { return scheme }
        }
        return nil
    }

    /// Lower-case words of ASCII letters: split at anything else and at `camelCase` humps, with
    /// accents dropped (`mørk` -> `mork`, `açık` -> `acik`).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            let folded = folding(character)
            guard !folded.isEmpty else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += folded
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A letter as plain lower-case ASCII letters; empty for anything that is not a letter.
    private static func folding(_ character: Character) -> String {
        guard character.isLetter else { return "" }
        let special: [Character: String] = ["ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "å": "a", "Å": "a", "ı": "i", "ß": "ss", "œ": "oe"]
        if let mapped = special[character] { return mapped }
        let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
        return String(String.UnicodeScalarView(decomposed)).lowercased()
    }
}
