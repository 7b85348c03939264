/// Reads the arguments after a partial tag's name: `key="text"`, `key='text'` or `key=word`,
/// separated by whitespace. A word is `true`, `false`, a number, or a name to look up. Each
/// error is a `template/syntax` diagnostic at the place it is found.
struct MustacheArgumentParser {
    let bytes: [UInt8]
    let file: String
    /// Where the tag starts: offsets inside it are located from there.
    let tagStart: Int
    let tagLine: Int
    let tagColumn: Int

    func parse(_ range: Range<Int>) throws(DiagnosticError) -> [MustacheArgument] {
        var arguments: [MustacheArgument] = []
        var keys: Set<String> = []
        var index = range.lowerBound
        while true {
            while index < range.upperBound, bytes[index].isMustacheWhitespace { index += 1 }
            guard index < range.upperBound else { return arguments }
            let argument = try argument(at: &index, end: range.upperBound)
            guard keys.insert(argument.key).inserted else {
                throw error("argument `\(argument.key)` is given twice", at: argument.location)
            }
            arguments.append(argument)
        }
    }

    /// One `key=value`, starting at `index` (not whitespace); leaves `index` after it.
    private func argument(at index: inout Int, end: Int) throws(DiagnosticError) -> MustacheArgument {
        let start = index
        let location = self.location(of: start)
        while index < end, !bytes[index].isMustacheWhitespace, bytes[index] != UInt8(ascii: "=") { index += 1 }
        let key = text(start..<index)
        guard index < end, bytes[index] == UInt8(ascii: "=") else {
            throw error("partial arguments: expected `key=value` after the partial's name, found `\(key)`; write `\(key)=\"text\"` or `\(key)=name`", at: location)
        }
        guard !key.isEmpty, key.unicodeScalars.allSatisfy(Self.isKeyCharacter) else {
            throw error("argument name `\(key)` must be letters, digits, `_` or `-`", at: location)
        }
        index += 1
        guard index < end, !bytes[index].isMustacheWhitespace else {
            throw error("argument `\(key)` has no value; write `\(key)=\"text\"` or `\(key)=name`", at: location)
        }
        let value: MustacheArgument.Value
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            value = .literal(.string(try quoted(at: &index, end: end, key: key)))
        } else {
            value = try word(at: &index, end: end, key: key)
        }
        return MustacheArgument(key: key, value: value, location: location)
    }

    /// A quoted text from its opening quote; a backslash keeps the next character as it is.
    private func quoted(at index: inout Int, end: Int, key: String) throws(DiagnosticError) -> String {
        let quote = bytes[index]
        let opening = index
        var kept: [UInt8] = []
        index += 1
        while index < end, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < end { index += 1 }
            kept.append(bytes[index])
            index += 1
        }
        guard index < end else {
            throw error("argument `\(key)`: the text has no closing quote", at: location(of: opening))
        }
        index += 1
        guard index == end || bytes[index].isMustacheWhitespace else {
            throw error("argument `\(key)`: expected a space after the closing quote", at: location(of: index))
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// An unquoted value: `true`, `false`, a number, or a dotted name.
    private func word(at index: inout Int, end: Int, key: String) throws(DiagnosticError) -> MustacheArgument.Value {
        let start = index
        while index < end, !bytes[index].isMustacheWhitespace { index += 1 }
        let word = text(start..<index)
        switch word {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        default: break
        }
        if let number = Int(word) { return .literal(.int(number)) }
        if word.first?.isNumber == true || word.first == "-", let number = Double(word) { return .literal(.double(number)) }
        guard !word.contains(where: { "\"'=".contains($0) }), let path = MustachePath(word) else {
            throw error("argument `\(key)`: `\(word)` is neither a quoted text nor a name; quote text as `\(key)=\"...\"`", at: location(of: start))
        }
        return .path(path)
    }

    private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Line and column of `offset`, counted from the tag's start (a tag may span lines).
    private func location(of offset: Int) -> SourceLocation {
        var line = tagLine, column = tagColumn
        for byte in bytes[tagStart..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    private func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error(.templateSyntax, message, at: location))
    }
}
