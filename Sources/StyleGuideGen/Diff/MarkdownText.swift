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

    /// A link to `path` under the published site's address when it is known, else the escaped text.
    static func link(_ label: String, base: String?, path: String) -> String {
        guard let base, !base.isEmpty else { return text(label) }
        var address = ""
        for character in base {
            switch character {
            case " ": address += "%20"
            case "(": address += "%28"
            case ")": address += "%29"
            case "<": address += "%3C"
            case ">": address += "%3E"
            default: if !character.isNewline { address.append(character) }
            }
        }
        if !address.hasSuffix("/") { address += "/" }
        let unsafe = CharacterSet(charactersIn: "()<> ")
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var encoded = parts[0].addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(unsafe)) ?? ""
        if parts.count > 1 { encoded += "#" + (parts[1].addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.subtracting(unsafe)) ?? "") }
        return "[\(text(label))](\(address)\(encoded))"
    }

    /// One table row.
    static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// The header and separator of a table.
    static func header(_ titles: [String]) -> [String] {
        [row(titles), row(titles.map { _ in "---" })]
    }
}
