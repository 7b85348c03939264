/// What kind of face a family name is, for the generic family that ends every `font-family` the
/// tool writes: a reader without the font then sees a face of the same kind, never the
/// browser's default serif (Times) for a sans design system.
enum FontKind: Equatable, Sendable {
    case systemUI, monospace, serif, sansSerif

    /// Generic families (CSS Fonts 4) and the vendor keywords for the system font.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// The generic families appended for this kind; `system-ui` is followed by `sans-serif` for
    /// browsers that lack it.
    var generics: [String] {
        switch self {
        case .systemUI: ["system-ui", "sans-serif"]
        case .monospace: ["monospace"]
        case .serif: ["serif"]
        case .sansSerif: ["sans-serif"]
        }
    }

    /// The kind of a family, judged by words in its name (lowercased, spaces and dashes removed).
    init(family: String) {
        let key = FontKind.key(family)
        if Self.systemUINames.contains(where: { key.hasPrefix($0) }) {
            self = .systemUI
        } else if Self.monospaceWords.contains(where: key.contains) {
            self = .monospace
        } else if (key.contains("serif") && !key.contains("sans")) || Self.serifWords.contains(where: key.contains) {
            self = .serif
        } else {
            self = .sansSerif
        }
    }

    /// `Source Sans Pro`, `source-sans-pro` and `SourceSansPro` are one key: `sourcesanspro`.
    static func key(_ family: String) -> String {
        String(family.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    private static let systemUINames = ["applesystem", "blinkmacsystemfont", "sfpro", "sfcompact", "sanfrancisco", ".sf", "systemui"]
    private static let monospaceWords = ["mono", "code", "courier", "consolas", "menlo", "monaco", "inconsolata", "terminal"]
    private static let serifWords = [
        "georgia", "times", "garamond", "merriweather", "baskerville", "caslon", "didot", "bodoni", "palatino", "cambria",
        "playfair", "lora", "crimson", "charter", "newyork", "minion", "tiempos", "slab", "bookantiqua",
    ]

    /// The family list with the generic families of its first family's kind appended, unless it
    /// already names a generic family (the author's choice stands).
    static func withGeneric(_ families: [String]) -> [String] {
        guard let first = families.first, !families.contains(where: { genericFamilies.contains($0.lowercased()) }) else { return families }
        return families + FontKind(family: first).generics
    }
}
