import Foundation

/// Escaping for user text placed into GitHub-flavoured Markdown tables.
enum MarkdownText {
    /// Plain text: Markdown punctuation backslash-escaped (so `|` cannot end a cell, `<` cannot open
    /// HTML, backticks cannot open code), line breaks folded to spaces.
    static func text(_ value: String) -> String {
        let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&", "(", ")"]
        var result = ""
        for character in value {
            if character.isNewline { result.append(" "); continue }
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A code span that holds any text: fenced by more backticks than the text's longest run, `|`
    /// escaped for the table (GitHub unescapes it inside code), line breaks folded to spaces.
    static func code(_ value: String) -> String {
        var body = ""
        for character in value {
            if character.isNewline { body.append(" ") } else if character == "|" { body.append("\\|") } else { body.append(character) }
        }
        var longest = 0, run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = longest > 0 || body.hasPrefix(" ") || body.hasSuffix(" ") ? " \(body) " : body
        return fence + padded + fence
    }

    /// A link to a component's matrix when the site's address is known, else the escaped name.
    static func component(_ name: String, siteURL: String?) -> String {
        guard let siteURL, !siteURL.isEmpty else { return text(name) }
        var base = ""
        for character in siteURL {
            switch character {
            case " ": base += "%20"
            case "(": base += "%28"
            case ")": base += "%29"
            case "<": base += "%3C"
            case ">": base += "%3E"
            default: if !character.isNewline { base.append(character) }
            }
        }
        if !base.hasSuffix("/") { base += "/" }
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "()<> "))) ?? ""
        return "[\(text(name))](\(base)components/\(encoded).html#matrix)"
    }

    /// One table row.
    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// The header and separator of a table.
    static func header(_ titles: [String]) -> [String] {
        [row(titles), row(titles.map { _ in "---" })]
    }
}
