import Foundation

/// The `---` block at the top of a doc: `key: value` lines giving the page's
/// title, its place in the navigation and a one-line description.
public struct FrontMatter: Sendable, Hashable {
    public var title: String?
    public var order: Int?
    public var description: String?

    public init(title: String? = nil, order: Int? = nil, description: String? = nil) {
        self.title = title
        self.order = order
        self.description = description
    }

    static let knownKeys = ["title", "order", "description"]
}

/// A doc split into its front matter and its Markdown body.
public struct FrontMatterSplit: Sendable {
    public var frontMatter: FrontMatter
    /// The Markdown with the front-matter lines blanked (not removed), so the
    /// line numbers cmark reports are the file's own.
    public var body: String
    /// Warnings (unknown keys); errors are thrown instead.
    public var diagnostics: [Diagnostic]
}

public enum FrontMatterParser {
    /// Splits `text` (the whole file) into front matter and body. A file that
    /// does not start with a `---` line has no front matter.
    public static func split(_ text: String, file: String) throws(DiagnosticError) -> FrontMatterSplit {
        // Only the front matter is split into lines: the body is copied whole,
        // so a long doc costs one pass, not a line array.
        var rest = text[...]
        guard let first = nextLine(&rest), isFence(first.line, allowDots: false) else {
            return FrontMatterSplit(frontMatter: FrontMatter(), body: text, diagnostics: [])
        }
        var parser = EntryParser(file: file)
        var number = 1
        var atEnd = !first.hadBreak
        while true {
            guard !atEnd, let next = nextLine(&rest) else {
                throw DiagnosticError(.error(.markdownFrontMatter,
                    "front matter opened here is never closed; expected a line `---` after the `key: value` lines",
                    at: SourceLocation(file: file, line: 1, column: 1)))
            }
            number += 1
            atEnd = !next.hadBreak
            if isFence(next.line, allowDots: true) { break }
            try parser.parse(line: next.line, number: number)
        }
        // The front-matter lines stay as empty lines so cmark's line numbers
        // are the file's own; line breaks after them read as "\n".
        var body = String(repeating: "\n", count: number - 1)
        if !atEnd {
            body += "\n"
            body += rest.utf8.contains(UInt8(ascii: "\r")) ? rest.replacingOccurrences(of: "\r\n", with: "\n") : String(rest)
        }
        return FrontMatterSplit(frontMatter: parser.frontMatter, body: body, diagnostics: parser.warnings)
    }

    /// Takes the first line off `text`: the line without its break, and
    /// whether a break ("\n" or "\r\n") followed it.
    private static func nextLine(_ text: inout Substring) -> (line: Substring, hadBreak: Bool)? {
        guard let breakIndex = text.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) else {
            let line = text
            text = text[text.endIndex...]
            return (line, false)
        }
        let line = text[..<breakIndex]
        text = text[text.index(after: breakIndex)...]
        return (line, true)
    }

    private static func isFence(_ line: Substring, allowDots: Bool) -> Bool {
        let trimmed = line.trimmingTrailingWhitespace
        return trimmed == "---" || (allowDots && trimmed == "...")
    }
}

/// Parses the `key: value` lines one at a time.
private struct EntryParser {
    let file: String
    var frontMatter = FrontMatter()
    var warnings: [Diagnostic] = []
    private var seen: Set<String> = []

    init(file: String) { self.file = file }

    mutating func parse(line rawLine: Substring, number: Int) throws(DiagnosticError) {
        let line = rawLine.trimmingTrailingWhitespace
        let content = line.drop(while: { $0 == " " || $0 == "\t" })
        if content.isEmpty || content.hasPrefix("#") { return }
        let keyColumn = line.count - content.count + 1
        guard let colon = content.firstIndex(of: ":") else {
            throw error("expected `key: value` (title, order or description), found `\(content)`", line: number, column: keyColumn)
        }
        let key = String(content[..<colon])
        guard isValidKey(key) else {
            throw error("invalid front matter key `\(key)`; keys are letters, digits, `-` and `_`", line: number, column: keyColumn)
        }
        guard seen.insert(key).inserted else {
            throw error("duplicate front matter key `\(key)`", line: number, column: keyColumn)
        }
        let afterColon = content[content.index(after: colon)...]
        let rawValue = afterColon.drop(while: { $0 == " " || $0 == "\t" })
        let valueColumn = keyColumn + key.count + 1 + (afterColon.count - rawValue.count)
        let value = try unquote(rawValue, line: number, column: valueColumn)
        try assign(key: key, value: value, line: number, keyColumn: keyColumn, valueColumn: valueColumn)
    }

    private mutating func assign(key: String, value: String, line: Int, keyColumn: Int, valueColumn: Int) throws(DiagnosticError) {
        switch key {
        case "title", "description":
            guard !value.isEmpty else { throw error("`\(key)` is empty; give it text or remove the line", line: line, column: valueColumn) }
            if key == "title" { frontMatter.title = value } else { frontMatter.description = value }
        case "order":
            guard let order = Int(value) else {
                throw error("`order` must be a whole number, found `\(value)`", line: line, column: valueColumn)
            }
            frontMatter.order = order
        default:
            warnings.append(.warning(.markdownUnknownFrontMatterKey,
                "unknown front matter key `\(key)` is ignored; expected one of \(FrontMatter.knownKeys.joined(separator: ", "))",
                at: SourceLocation(file: file, line: line, column: keyColumn)))
        }
    }

    /// Values may be bare, "double-quoted" (with \" and \\ escapes) or 'single-quoted' ('' for ').
    private func unquote(_ value: Substring, line: Int, column: Int) throws(DiagnosticError) -> String {
        guard let quote = value.first, quote == "\"" || quote == "'" else { return String(value) }
        guard value.count >= 2, value.last == quote else {
            throw error("unterminated quoted value; expected a closing \(quote)", line: line, column: column)
        }
        let inner = value.dropFirst().dropLast()
        if quote == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaping = false
        for character in inner {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private func isValidKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    private func error(_ message: String, line: Int, column: Int) -> DiagnosticError {
        DiagnosticError(.error(.markdownFrontMatter, message, at: SourceLocation(file: file, line: line, column: column)))
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard self[previous] == " " || self[previous] == "\t" || self[previous] == "\r" else { break }
            end = previous
        }
        return self[startIndex..<end]
    }
}
