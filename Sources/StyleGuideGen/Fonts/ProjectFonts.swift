import Foundation

/// One `@font-face`: a family's face at one weight and style, from one or more files.
struct FontFace: Sendable, Hashable {
    var family: String
    var weight: String
    var italic: Bool
    /// The files in the site, best format first.
    var sources: [FontSource]

    /// The rule, its `url()`s relative to `assets/components.css`, which holds it.
    var rule: String {
        let src = sources.map { "url(\"\(String($0.path.dropFirst("assets/".count)))\") format(\"\($0.format)\")" }.joined(separator: ", ")
        return "@font-face { font-family: \(CSSValueSerializer.familyName(family)); src: \(src); font-weight: \(weight); font-style: \(italic ? "italic" : "normal"); font-display: swap; }\n"
    }
}

/// A font file in the site (`assets/fonts/Inter-Regular.woff2`) and its `format()`.
struct FontSource: Sendable, Hashable {
    var path: String
    var format: String
}

/// The fonts the tokens name that the project holds: their `@font-face` rules and the files the
/// site ships (under `assets/fonts/`).
struct ProjectFonts: Sendable, Equatable {
    var faces: [FontFace] = []
    var files: [OutputFile] = []

    /// The rules, one per face, in family, weight and style order.
    var css: String { faces.isEmpty ? "" : "/* The project's fonts the tokens name. */\n" + faces.map(\.rule).joined() + "\n" }

    /// The families that have a face here.
    var families: Set<String> { Set(faces.map(\.family)) }
}
