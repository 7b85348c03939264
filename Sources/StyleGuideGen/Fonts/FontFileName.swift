import Foundation

/// What a font file's name says: which family it is a face of, its weight and style
/// (`Inter-SemiBoldItalic.woff2`: Inter, 600, italic; `inter-var.woff2`: Inter, every weight).
struct FontFileName: Equatable, Sendable {
    /// The CSS `font-weight`: one weight, or a range for a variable font.
    var weight: String
    var italic: Bool

    static let extensions: [String: String] = ["woff2": "woff2", "woff": "woff", "ttf": "truetype", "otf": "opentype"]

    /// The `format()` of a font file, nil for a file that is not one.
    static func format(of path: String) -> String? {
        extensions[(path as NSString).pathExtension.lowercased()]
    }

    /// The face `file` is of `family`, when its name is the family's (spaces, dashes and case
    /// aside) followed only by weight and style words: `InterDisplay-Bold` is no face of Inter.
    static func parse(_ file: String, family: String) -> FontFileName? {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        // Google Fonts names a variable font by its axes: `Inter-Italic[opsz,wght]`.
        let axes = name.firstIndex(of: "[")
        let stem = FontKind.key(String(name[..<(axes ?? name.endIndex)]))
        let key = FontKind.key(family)
        guard !key.isEmpty, stem.hasPrefix(key), var face = suffix(String(stem.dropFirst(key.count))) else { return nil }
        if axes != nil, name.contains("wght") { face.weight = "100 900" }
        return face
    }

    /// Reads the rest of a name word by word, longest word first; nil when a part is no known word.
    private static func suffix(_ text: String) -> FontFileName? {
        var rest = Substring(text)
        var weight: Int?
        var variable = false
        var italic = false
        while !rest.isEmpty {
            if let word = weightWords.first(where: { rest.hasPrefix($0.word) }) {
                weight = word.weight
                rest = rest.dropFirst(word.word.count)
            } else if let word = italicWords.first(where: rest.hasPrefix) {
                italic = true
                rest = rest.dropFirst(word.count)
            } else if let word = variableWords.first(where: rest.hasPrefix) {
                variable = true
                rest = rest.dropFirst(word.count)
            } else if let digits = Int(rest.prefix { $0.isASCII && $0.isNumber }), (100...900).contains(digits), digits % 100 == 0 {
                weight = digits
                rest = rest.dropFirst(3)
            } else {
                return nil
            }
        }
        let text = variable && weight == nil ? "100 900" : String(weight ?? 400)
        return FontFileName(weight: text, italic: italic)
    }

    /// Longest first, so `extrabold` is not read as `extra` + `bold`.
    private static let weightWords: [(word: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
        ("hairline", 100), ("regular", 400), ("medium", 500), ("normal", 400), ("black", 900), ("heavy", 900), ("light", 300),
        ("thin", 100), ("book", 400), ("bold", 700),
    ]
    private static let italicWords = ["italic", "oblique", "ital"]
    private static let variableWords = ["variablefont", "variable", "wght", "var", "vf"]
}
