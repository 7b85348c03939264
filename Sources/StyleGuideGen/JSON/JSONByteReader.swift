/// The byte-level JSON reader behind `JSONParser`. Tracks line and column
/// incrementally: lines advance in whitespace and comments (and in a JSON5 string
/// continued on the next line), and columns are counted in Unicode scalars from the line start.
struct JSONByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFileName
    let maxDepth: Int
    /// Comments, trailing commas, duplicate keys and JSON5 are read (and reported in
    /// `tolerated`) instead of refused.
    let lenient: Bool
    /// What a lenient read accepted that strict JSON would not.
    var tolerated: [Diagnostic] = []
    var pos = 0
    var line = 1
    var lineStart = 0
    /// Scalars counted between `lineStart` and `columnCachePos`, so columns on
    /// long (minified) lines cost amortised O(1).
    var columnCachePos = 0
    var columnCacheCount = 0
    /// Whether every byte read on this line so far is ASCII, as nearly always in token files: a
    /// column is then the distance from the line's start, and nothing is counted. Only strings
    /// and comments can hold other bytes; reading one clears it.
    var lineIsASCII = true
    /// Whether the last string read holds `{` (see `JSONValue.holdsReferenceSyntax`).
    var stringHoldsBrace = false
    /// The members and items of the containers open in the walk.
    private let openMembers = OpenContainerStack<JSONMember>()
    private let openItems = OpenContainerStack<JSONValue>()
    // JSON5's state last: declared before the fields every value reads, it moved them, and JSON's
    // reading was measurably slower.
    /// The document is JSON5: its comments, trailing commas and other JSON5 forms are the
    /// format, not reported (duplicate keys still are). Implies `lenient`.
    let json5: Bool
    /// The JSON5 forms a lenient read of a JSON document met, reported at the end of the document.
    var json5Forms = JSON5Forms()

    init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFileName, maxDepth: Int, lenient: Bool = false, syntax: JSONSyntax = .json) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        json5 = syntax == .json5
        self.lenient = lenient || json5
    }

    // MARK: Positions

    mutating func location(at offset: Int) -> SourceLocation {
        if lineIsASCII { return SourceLocation(in: file, line: line, column: offset - lineStart + 1) }
        if offset < columnCachePos || columnCachePos < lineStart {
            columnCachePos = lineStart
            columnCacheCount = 0
        }
        var i = columnCachePos
        let stop = min(offset, bytes.count)
        while i + 8 <= stop {
            columnCacheCount += ByteWords.scalarStarts(in: ByteWords.word(bytes, at: i))
            i += 8
        }
        while i < stop {
            if bytes[i] & 0xC0 != 0x80 { columnCacheCount += 1 }
            i += 1
        }
        columnCachePos = stop
        return SourceLocation(in: file, line: line, column: columnCacheCount + 1)
    }

    mutating func fail(_ message: String, at offset: Int, code: DiagnosticCode = .jsonSyntax) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location(at: offset), code: code)
    }

    // MARK: Document

    /// One open container while parsing; its members (or items) are on `openMembers`
    /// (`openItems`) from `firstElement` up.
    private struct Frame {
        var isObject: Bool
        var location: SourceLocation
        var firstElement: Int
        var keys = ObjectKeys()
        /// Keys written more than once (lenient reads only).
        var duplicates: [String] = []
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation
        /// The members so far name a token, or a key is `$ref` (`JSONValue.holdsReferenceSyntax`).
        var holdsReferenceSyntax = false

        init(isObject: Bool, location: SourceLocation, firstElement: Int) {
            self.isObject = isObject
            self.location = location
            self.firstElement = firstElement
            self.pendingKeyLocation = location
        }
    }

    /// The whole document: one value, then nothing but whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
            columnCachePos = 3
        }
        let value = try parseValue()
        skipWhitespace()
        if pos < bytes.count {
            throw fail("unexpected \(describeByte(at: pos)) after the end of the JSON value", at: pos)
        }
        tolerated.append(contentsOf: json5Forms.warnings)
        return value
    }

    /// One value from `pos`; `pos` is left just after it.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            skipWhitespace()
            var value: JSONValue
            guard pos < bytes.count else { throw fail("unexpected end of file: expected a value", at: pos) }
            if bytes[pos] == UInt8(ascii: "{") || bytes[pos] == UInt8(ascii: "[") {
                let start = location(at: pos)
                guard stack.count < maxDepth else {
                    throw fail("nesting is deeper than \(maxDepth) levels", at: pos, code: .jsonTooDeep)
                }
                let isObject = bytes[pos] == UInt8(ascii: "{")
                pos += 1
                skipWhitespace()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if pos < bytes.count, bytes[pos] == closer {
                    pos += 1
                    value = JSONValue(isObject ? .object([]) : .array([]), at: start)
                } else {
                    var frame = Frame(isObject: isObject, location: start, firstElement: isObject ? openMembers.count : openItems.count)
                    if isObject {
                        (frame.pendingKey, frame.pendingKeyLocation) = try parseKey(afterComma: false)
                    }
                    stack.append(frame)
                    continue
                }
            } else {
                value = try parseScalar(start: location(at: pos))
            }
            // Attach the finished value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else { return value }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    if value.holdsReferenceSyntax || JSONValue.isReferenceKey(stack[top].pendingKey) { stack[top].holdsReferenceSyntax = true }
                    openMembers.push(JSONMember(key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation, value: value))
                } else {
                    if value.holdsReferenceSyntax { stack[top].holdsReferenceSyntax = true }
                    openItems.push(value)
                }
                skipWhitespace()
                guard pos < bytes.count else {
                    throw fail("unexpected end of file: expected ',' or '\(isObject ? "}" : "]")'", at: pos)
                }
                var byte = bytes[pos]
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == UInt8(ascii: ",") {
                    pos += 1
                    skipWhitespace()
                    if pos < bytes.count, bytes[pos] == closer {
                        guard lenient else {
                            throw fail("trailing comma before '\(isObject ? "}" : "]")'", at: pos, code: .jsonTrailingComma)
                        }
                        tolerateTrailingComma(before: isObject ? "}" : "]")
                        byte = closer
                    } else {
                        if isObject {
                            let keyStart = pos
                            let next = try parseKey(afterComma: true)
                            if stack[top].keys.insert(next.0, among: openMembers.elements(from: stack[top].firstElement)) == false {
                                guard lenient else { throw fail("duplicate key \"\(next.0)\"", at: keyStart, code: .jsonDuplicateKey) }
                                stack[top].duplicates.append(next.0)
                            }
                            (stack[top].pendingKey, stack[top].pendingKeyLocation) = next
                        }
                        break
                    }
                }
                if byte == closer {
                    pos += 1
                    // Read in place: the frame taken off whole was copied, reference counts and all.
                    let firstElement = stack[top].firstElement, location = stack[top].location
                    let holds = stack[top].holdsReferenceSyntax
                    if isObject {
                        let members = openMembers.popArray(from: firstElement)
                        // Members dropped as repeated may have held what the kept ones do not: worked out again.
                        value = stack[top].duplicates.isEmpty ? JSONValue(.object(members), at: location, holdsReferenceSyntax: holds)
                            : JSONValue(.object(lastWins(members)), at: location)
                    } else {
                        value = JSONValue(.array(openItems.popArray(from: firstElement)), at: location, holdsReferenceSyntax: holds)
                    }
                    stack.removeLast()
                    continue
                }
                if byte == UInt8(ascii: "/") { throw fail("comments are not allowed in JSON", at: pos, code: .jsonComment) }
                if isObject {
                    throw fail("expected ',' or '}' after an object member, found \(describeByte(at: pos))", at: pos)
                }
                throw fail("expected ',' or ']' after an array element, found \(describeByte(at: pos))", at: pos)
            }
        }
    }

    /// Reads `"key" :` and returns the key with its location.
    private mutating func parseKey(afterComma: Bool) throws(JSONSyntaxError) -> (String, SourceLocation) {
        guard pos < bytes.count else { throw fail("unexpected end of file: expected a string key", at: pos) }
        let keyLocation = location(at: pos)
        let key = bytes[pos] == UInt8(ascii: "\"") ? try parseString() : try parseKeyWithoutDoubleQuotes(afterComma: afterComma, at: keyLocation)
        skipWhitespace()
        guard pos < bytes.count else { throw fail("unexpected end of file: expected ':'", at: pos) }
        guard bytes[pos] == UInt8(ascii: ":") else {
            throw fail("expected ':' after the key \"\(key)\", found \(describeByte(at: pos))", at: pos)
        }
        pos += 1
        return (key, keyLocation)
    }

    /// A JSON5 key (single-quoted or unquoted) when lenient; otherwise the error.
    private mutating func parseKeyWithoutDoubleQuotes(afterComma: Bool, at keyLocation: SourceLocation) throws(JSONSyntaxError) -> String {
        let byte = bytes[pos]
        if afterComma && byte == UInt8(ascii: "}") { throw fail("trailing comma before '}'", at: pos, code: .jsonTrailingComma) }
        if byte == UInt8(ascii: "/") { throw fail("comments are not allowed in JSON", at: pos, code: .jsonComment) }
        if lenient {
            if byte == UInt8(ascii: "'") { return try parseSingleQuotedString(at: keyLocation) }
            if let key = try parseUnquotedKey(at: keyLocation) { return key }
            throw fail("expected a key (a quoted string or a name without quotes), found \(describeByte(at: pos))", at: pos)
        }
        if byte == UInt8(ascii: "'") { throw fail("strings must use double quotes", at: pos) }
        throw fail("expected a string key in double quotes, found \(describeByte(at: pos))", at: pos)
    }

    private mutating func parseScalar(start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        let byte = bytes[pos]
        switch byte {
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONValue(.string(text), at: start, holdsReferenceSyntax: stringHoldsBrace)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let numberStart = pos
            do {
                return JSONValue(.number(try parseNumber()), at: start)
            } catch {
                // Not a JSON number: perhaps a JSON5 one (`0x1F`, `5.`, `-.5`, `-Infinity`).
                if lenient, let number = try parseJSON5Number(from: numberStart) { return JSONValue(.number(number), at: start) }
                throw error
            }
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "'"):
            guard lenient else { throw fail("strings must use double quotes", at: pos) }
            let text = try parseSingleQuotedString(at: start)
            return JSONValue(.string(text), at: start, holdsReferenceSyntax: stringHoldsBrace)
        case UInt8(ascii: "/"):
            throw fail("comments are not allowed in JSON", at: pos, code: .jsonComment)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw fail("expected a value, found '\(Character(Unicode.Scalar(byte)))'", at: pos)
        default:
            if lenient, let number = try parseJSON5Number(from: pos) { return JSONValue(.number(number), at: start) }
            throw fail("expected a value, found \(describeByte(at: pos))", at: pos)
        }
    }

    private mutating func expectLiteral(_ word: String) throws(JSONSyntaxError) {
        let literal = Array(word.utf8)
        let count = literal.count
        let start = pos
        var ok = pos + count <= bytes.count
        if ok {
            for i in 0..<count where bytes[start + i] != literal[i] { ok = false; break }
        }
        guard ok else { throw fail("invalid literal: expected '\(word)'", at: start) }
        pos += count
        if pos < bytes.count, isIdentifierByte(bytes[pos]) {
            throw fail("invalid literal: expected '\(word)'", at: start)
        }
    }

    // MARK: Whitespace

    mutating func skipWhitespace() {
        skipJSONWhitespace()
        // JSON5's other whitespace is looked for in JSON5 documents only: design tools do not
        // write it in JSON, and looking after each run of whitespace slowed JSON's reading.
        if json5 { skipJSON5Whitespace() }
    }

    mutating func skipJSONWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "):
                pos = afterSpaces(from: pos + 1)
            case UInt8(ascii: "\t"):
                pos += 1
            case UInt8(ascii: "\n"):
                pos += 1
                startLine(at: pos)
                // The next line's indent, nearly always spaces.
                pos = afterSpaces(from: pos)
            case UInt8(ascii: "\r"):
                pos += 1
                if pos >= bytes.count || bytes[pos] != UInt8(ascii: "\n") { startLine(at: pos) }
            case UInt8(ascii: "/") where lenient && pos + 1 < bytes.count
                && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*")):
                skipComment()
            default:
                return
            }
        }
    }

    /// The offset after the run of spaces at `offset`, eight bytes looked at a time: a token file
    /// is a third indentation.
    private func afterSpaces(from offset: Int) -> Int {
        var at = offset
        while at + 8 <= bytes.count {
            let others = UInt64(littleEndian: ByteWords.word(bytes, at: at)) ^ 0x2020_2020_2020_2020
            guard others == 0 else { return at + (others.trailingZeroBitCount >> 3) }
            at += 8
        }
        while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
        return at
    }

    /// Skips a `//` or `/* */` comment (an unterminated block runs to the end of the file).
    private mutating func skipComment() {
        if !json5 {
            tolerated.append(.warning(.jsonComment, "comments are not JSON; DTCG token files must be plain JSON (it is skipped here)",
                                      at: location(at: pos)))
        }
        let isLine = bytes[pos + 1] == UInt8(ascii: "/")
        pos += 2
        while pos < bytes.count {
            let b = bytes[pos]
            if isLine, b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return }
            if !isLine, b == UInt8(ascii: "*"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                return
            }
            pos += 1
            if b >= 0x80 { lineIsASCII = false }
            if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && (pos >= bytes.count || bytes[pos] != UInt8(ascii: "\n"))) { startLine(at: pos) }
        }
    }

    private mutating func tolerateTrailingComma(before closer: String) {
        guard !json5 else { return }
        tolerated.append(.warning(.jsonTrailingComma, "trailing comma before '\(closer)'; remove it (JSON does not allow it)", at: location(at: pos)))
    }

    /// Duplicate keys: the last value wins, at the first key's place; each is reported at both keys.
    private mutating func lastWins(_ members: [JSONMember]) -> [JSONMember] {
        var firstIndex: [String: Int] = [:]
        var result: [JSONMember] = []
        for member in members {
            guard let index = firstIndex[member.key] else {
                firstIndex[member.key] = result.count
                result.append(member)
                continue
            }
            let earlier = result[index].keyLocation
            tolerated.append(.warning(.jsonDuplicateKey, "duplicate key \"\(member.key)\": this value replaces the one at line \(earlier.line), column \(earlier.column) (the last one wins); remove one",
                                      at: member.keyLocation))
            tolerated.append(.note(.jsonDuplicateKey, "duplicate key \"\(member.key)\": this value is replaced by the one at line \(member.keyLocation.line), column \(member.keyLocation.column)",
                                   at: earlier))
            result[index].value = member.value
            result[index].keyLocation = member.keyLocation
        }
        return result
    }

    /// A line starts at `offset`.
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        columnCachePos = offset
        columnCacheCount = 0
        lineIsASCII = true
    }

    // MARK: Helpers

    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// A readable name for the byte (or character) at `offset`.
    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return "control character U+\(hex4(UInt32(b)))" }
        if let length = utf8SequenceLength(at: offset) {
            let slice = UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)])
            return "'\(String(decoding: slice, as: UTF8.self))'"
        }
        return "invalid UTF-8 byte 0x\(hex2(b))"
    }

    func hex2(_ b: UInt8) -> String {
        let s = String(b, radix: 16, uppercase: true)
        return s.count < 2 ? "0" + s : s
    }

    func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// The length of the valid UTF-8 sequence at `offset`, or nil if invalid.
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard offset + length <= bytes.count else { return nil }
        let second = bytes[offset + 1]
        guard second >= low && second <= high else { return nil }
        for i in 2..<length where bytes[offset + i] & 0xC0 != 0x80 { return nil }
        return length
    }
}

/// Duplicate-key detection: a linear scan for small objects, a set once an
/// object grows, so huge groups stay linear overall.
struct ObjectKeys {
    private var set: Set<String>? = nil

    /// Returns false when `key` is already among `members`.
    mutating func insert(_ key: String, among members: UnsafeBufferPointer<JSONMember>) -> Bool {
        if set == nil {
            if members.count < 16 { return !members.contains { $0.key == key } }
            set = Set(members.map(\.key))
        }
        return set?.insert(key).inserted ?? true
    }
}
