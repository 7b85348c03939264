/// Splits template source into text and tags, following `{{=<% %>=}}`
/// delimiter changes. Works on UTF-8 bytes; stops at the first malformed tag.
struct MustacheTokenizer {
    let file: String
    let bytes: [UInt8]
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var lines = LineCounter()

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    mutating func tokenize() throws(DiagnosticError) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var position = 0
        while position < bytes.count {
            guard let tagStart = bytes.firstIndex(of: openDelimiter, from: position) else {
                tokens.append(Self.text(position, bytes.count))
                break
            }
            if tagStart > position { tokens.append(Self.text(position, tagStart)) }
            let tag = try readTag(at: tagStart)
            tokens.append(tag)
            position = tag.end
        }
        return tokens
    }

    private static func text(_ start: Int, _ end: Int) -> MustacheToken {
        MustacheToken(kind: .text, start: start, end: end, name: start..<start, line: 0, column: 0)
    }

    private mutating func readTag(at tagStart: Int) throws(DiagnosticError) -> MustacheToken {
        let (line, column) = lines.position(of: tagStart, in: bytes)
        let location = SourceLocation(file: file, line: line, column: column)
        var contentStart = tagStart + openDelimiter.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        let (kind, closer) = tagKind(sigil: sigil)
        if kind != .variable { contentStart += 1 }
        guard let closeAt = bytes.firstIndex(of: closer, from: contentStart) else {
            let expected = String(decoding: closer, as: UTF8.self)
            throw DiagnosticError(.error(.templateSyntax, "unclosed tag: expected '\(expected)'", at: location))
        }
        var name = bytes.trimmed(contentStart..<closeAt)
        var arguments: [MustacheArgument] = []
        if kind == .partial, let nameEnd = partialNameEnd(in: name) {
            let parser = MustacheArgumentParser(bytes: bytes, file: file, tagStart: tagStart, tagLine: line, tagColumn: column)
            arguments = try parser.parse(nameEnd..<name.upperBound)
            name = name.lowerBound..<nameEnd
        }
        var token = MustacheToken(kind: kind, start: tagStart, end: closeAt + closer.count,
                                  name: name, line: line, column: column)
        token.arguments = arguments
        try validate(token, at: location)
        return token
    }

    /// Where a partial's name ends when arguments follow it (`{{> name key="text"}}`): the
    /// first whitespace after the name, past a dynamic name's `*` and the spaces it may have.
    private func partialNameEnd(in content: Range<Int>) -> Int? {
        var index = content.lowerBound
        if index < content.upperBound, bytes[index] == UInt8(ascii: "*") {
            index += 1
            while index < content.upperBound, bytes[index].isMustacheWhitespace { index += 1 }
        }
        while index < content.upperBound, !bytes[index].isMustacheWhitespace { index += 1 }
        return index < content.upperBound ? index : nil
    }

    private func tagKind(sigil: UInt8) -> (MustacheToken.Kind, [UInt8]) {
        switch sigil {
        case UInt8(ascii: "{"): (.unescaped, [UInt8(ascii: "}")] + closeDelimiter)
        case UInt8(ascii: "="): (.delimiters, [UInt8(ascii: "=")] + closeDelimiter)
        case UInt8(ascii: "&"): (.unescaped, closeDelimiter)
        case UInt8(ascii: "#"): (.section, closeDelimiter)
        case UInt8(ascii: "^"): (.inverted, closeDelimiter)
        case UInt8(ascii: "/"): (.close, closeDelimiter)
        case UInt8(ascii: "!"): (.comment, closeDelimiter)
        case UInt8(ascii: ">"): (.partial, closeDelimiter)
        case UInt8(ascii: "<"): (.parent, closeDelimiter)
        case UInt8(ascii: "$"): (.block, closeDelimiter)
        default: (.variable, closeDelimiter)
        }
    }

    private mutating func validate(_ token: MustacheToken, at location: SourceLocation) throws(DiagnosticError) {
        switch token.kind {
        case .comment, .text:
            return
        case .delimiters:
            try setDelimiters(from: token.name, at: location)
        default:
            let name = token.name
            if name.isEmpty { throw DiagnosticError(.error(.templateSyntax, "empty tag name", at: location)) }
            // Partials and parents may pad a dynamic name: `{{> * name }}`.
            let checked = (token.kind == .partial || token.kind == .parent) && bytes[name.lowerBound] == UInt8(ascii: "*")
                ? bytes.trimmed(name.lowerBound + 1..<name.upperBound) : name
            if checked.isEmpty || bytes[checked].contains(where: \.isMustacheWhitespace) {
                let text = String(decoding: bytes[name], as: UTF8.self)
                let hint = token.kind == .parent ? "; arguments (`key=value`) are only for partial tags, `{{>name key=value}}`" : ""
                throw DiagnosticError(.error(.templateSyntax, "invalid tag name '\(text)'" + hint, at: location))
            }
        }
    }

    /// `{{=open close=}}`: exactly two delimiters, no whitespace or '=' inside.
    private mutating func setDelimiters(from content: Range<Int>, at location: SourceLocation) throws(DiagnosticError) {
        let parts = bytes[content].split(whereSeparator: \.isMustacheWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            let text = String(decoding: bytes[content], as: UTF8.self)
            throw DiagnosticError(.error(.templateSyntax, "bad set-delimiter tag '\(text)': expected two delimiters separated by whitespace, like {{=<% %>=}}", at: location))
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }
}

/// Turns byte offsets into 1-based line and column (in Unicode scalars),
/// moving forward only, so the whole template is scanned once.
struct LineCounter {
    private var scanned = 0
    private var line = 1
    /// Scalars between the current line's start and `scanned`, kept as we go so
    /// many tags on one long line cost linear, not quadratic, time.
    private var columnScalars = 0

    /// `offset` must not decrease from one call to the next.
    mutating func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        while scanned < offset {
            if bytes[scanned] == UInt8(ascii: "\n") {
                line += 1
                columnScalars = 0
            } else if bytes[scanned] & 0xC0 != 0x80 {
                columnScalars += 1
            }
            scanned += 1
        }
        return (line, columnScalars + 1)
    }
}

extension UInt8 {
    var isMustacheWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }

    var isSpaceOrTab: Bool { self == 0x20 || self == 0x09 }
}

extension Array where Element == UInt8 {
    /// First offset at or after `from` where `pattern` starts.
    func firstIndex(of pattern: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= count else { return nil }
        let last = count - pattern.count
        var index = from
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < pattern.count, self[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// `range` without leading and trailing whitespace.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, self[lower].isMustacheWhitespace { lower += 1 }
        while upper > lower, self[upper - 1].isMustacheWhitespace { upper -= 1 }
        return lower..<upper
    }
}
