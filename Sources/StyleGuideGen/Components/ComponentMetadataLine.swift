/// The `{{! ... }}` comment a component partial opens with (blank lines before it allowed), as
/// `key: value` lines that know where they are in the partial.
struct ComponentMetadataComment {
    /// Each non-empty, non-`#` line of the comment.
    let lines: [ComponentMetadataLine]

    /// Nil when the partial does not open with a comment: it has no metadata.
    init?(partial: String, file: String) {
        let opening = partial.prefix { $0.isWhitespace }
        let rest = partial[opening.endIndex...]
        guard rest.hasPrefix("{{!"), let end = rest.range(of: "}}") else { return nil }
        // The comment's text starts on the line of `{{!`, after it.
        let firstLine = 1 + opening.count { $0.isNewline }
        let firstColumn = 1 + opening.reversed().prefix { !$0.isNewline }.reduce(0) { $0 + $1.unicodeScalars.count } + 3
        let text = rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound]
        // `isNewline` splits at `\n`, `\r\n` (one Character) and `\r` alike.
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { offset, line in
            ComponentMetadataLine(line, at: SourceLocation(file: file, line: firstLine + offset, column: offset == 0 ? firstColumn : 1))
        }
    }
}

/// One `key: value` line of a component's metadata, with the places of its key and its value.
struct ComponentMetadataLine {
    /// Nil when the line has no colon; `text` then holds it.
    let key: String?
    let value: String
    let text: String
    let keyLocation: SourceLocation
    let valueLocation: SourceLocation

    /// Nil for an empty line or a `#` comment.
    init?(_ line: Substring, at start: SourceLocation) {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        text = trimmed
        keyLocation = start.movedBy(columns: indent)
        guard let colon = line.firstIndex(of: ":") else {
            key = nil
            value = ""
            valueLocation = keyLocation
            return
        }
        key = line[..<colon].trimmingCharacters(in: .whitespaces)
        let afterColon = line[line.index(after: colon)...]
        value = afterColon.trimmingCharacters(in: .whitespaces)
        let valueOffset = line[..<colon].unicodeScalars.count + 1 + afterColon.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        valueLocation = start.movedBy(columns: valueOffset)
    }

    /// The value's comma-separated items, each with where it starts (empty items left out).
    var items: [(text: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        var offset = 0
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let lead = item.prefix { $0 == " " || $0 == "\t" }.count
            let text = item.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { result.append((text, valueLocation.movedBy(columns: offset + lead))) }
            offset += item.unicodeScalars.count + 1
        }
        return result
    }
}

extension SourceLocation {
    /// The place `columns` Unicode scalars to the right on the same line.
    func movedBy(columns: Int) -> SourceLocation {
        SourceLocation(in: fileName, line: line, column: column + columns)
    }
}
