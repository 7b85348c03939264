/// JSON5 (https://spec.json5.org): read where a byte is an error in JSON, so JSON's own path
/// stays as it was. In a `.json5` file it is the format; in a lenient read of JSON each form is
/// noted (`JSON5Forms`); strict JSON never comes here.
extension JSONByteReader {
    /// Whether JSON5 forms are reported: in a lenient read of a JSON document.
    var notesJSON5: Bool { lenient && !json5 }

    /// One more JSON5 form in a JSON document; the message is made for the first one only.
    mutating func noteJSON5(_ form: JSON5Forms.Form, at location: SourceLocation, _ message: @autoclosure () -> String) {
        json5Forms.note(form, at: location, message())
    }

    // MARK: Strings and keys

    /// A single-quoted string (a key or a value) whose quote, at `pos`, is at `location`.
    mutating func parseSingleQuotedString(at location: SourceLocation) throws(JSONSyntaxError) -> String {
        let text = try parseEscapedString(open: pos, resumeAt: pos + 1, quote: UInt8(ascii: "'"))
        if notesJSON5 {
            noteJSON5(.singleQuotes, at: location, "single-quoted string is JSON5, not JSON; write it in double quotes: \(Self.jsonQuoted(text))")
        }
        return text
    }

    /// A key without quotes at `pos` (at `location`): an ECMAScript 5.1 IdentifierName, letters,
    /// digits, `$`, `_`, marks and `\uXXXX` escapes, not starting with a digit. Nil when none starts here.
    mutating func parseUnquotedKey(at location: SourceLocation) throws(JSONSyntaxError) -> String? {
        var name: [UInt8] = []
        var i = pos
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80, b != UInt8(ascii: "\\") {
                guard isIdentifierByte(b) || b == UInt8(ascii: "$"), !(name.isEmpty && isDigit(i)) else { break }
                name.append(b)
                i += 1
                continue
            }
            guard let (scalar, next) = try identifierScalar(at: i, first: name.isEmpty) else { break }
            if b >= 0x80 { lineIsASCII = false }
            name.append(contentsOf: String(Character(scalar)).utf8)
            i = next
        }
        guard !name.isEmpty else { return nil }
        pos = i
        let key = String(decoding: name, as: UTF8.self)
        if notesJSON5 {
            noteJSON5(.unquotedKey, at: location, "unquoted key \(key) is JSON5, not JSON; write it in double quotes: \(Self.jsonQuoted(key))")
        }
        return key
    }

    /// The character of a key without quotes at `i` (a `\uXXXX` escape or a non-ASCII scalar)
    /// and the offset after it; nil when the key ends before it.
    private mutating func identifierScalar(at i: Int, first: Bool) throws(JSONSyntaxError) -> (Unicode.Scalar, Int)? {
        guard bytes[i] == UInt8(ascii: "\\") else {
            guard let length = utf8SequenceLength(at: i) else { return nil }
            let scalar = scalar(at: i, length: length)
            return Self.isIdentifierScalar(scalar, first: first) ? (scalar, i + length) : nil
        }
        guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
            throw fail("only \\u escapes may stand in a key without quotes", at: i)
        }
        let value = try readHex4(at: i)
        guard let scalar = Unicode.Scalar(value), Self.isIdentifierScalar(scalar, first: first) else {
            throw fail("\\u\(hex4(value)) cannot \(first ? "start" : "stand in") a key without quotes", at: i)
        }
        return (scalar, i + 6)
    }

    /// ECMAScript 5.1's IdentifierStart (`first`) or IdentifierPart, beyond ASCII.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return !first
        // Zero-width non-joiner and joiner.
        default: return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
        }
    }

    /// A control character other than a line break, as it is in a string at `i`; the offset after it.
    mutating func acceptJSON5ControlCharacter(at i: Int) -> Int {
        if notesJSON5 {
            let b = bytes[i]
            let what = b == 0x09 ? "tab" : "control character U+\(hex4(UInt32(b)))"
            let spelling = Self.jsonSpelling(Unicode.Scalar(b))
            noteJSON5(.controlCharacter, at: location(at: i), "\(what) in a string is JSON5, not JSON; write it as \(spelling)")
        }
        return i + 1
    }

    /// JSON5's escapes beyond JSON's at `i` (the backslash): a line continuation, `\0`, `\v`,
    /// `\xHH`, and any other character but a digit standing for itself (`\'`). Returns the offset after it.
    mutating func decodeJSON5Escape(at i: Int, into buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        if let after = continueLine(at: i) { return after }
        let escaped = bytes[i + 1]
        let scalar: Unicode.Scalar
        var next = i + 2
        switch escaped {
        case UInt8(ascii: "0") where !isDigit(i + 2): scalar = "\0"
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            throw fail("invalid escape sequence '\\\(Character(Unicode.Scalar(escaped)))'", at: i)
        case UInt8(ascii: "v"): scalar = "\u{0B}"
        case UInt8(ascii: "x"):
            guard let high = hexDigit(at: i + 2), let low = hexDigit(at: i + 3) else {
                throw fail("invalid \\x escape: expected 2 hex digits", at: i)
            }
            scalar = Unicode.Scalar(high << 4 | low)
            next = i + 4
        default:
            guard let length = utf8SequenceLength(at: i + 1) else { throw fail("invalid UTF-8 byte 0x\(hex2(escaped))", at: i + 1) }
            if escaped >= 0x80 { lineIsASCII = false }
            scalar = self.scalar(at: i + 1, length: length)
            next = i + 1 + length
        }
        buffer.append(contentsOf: String(Character(scalar)).utf8)
        if notesJSON5 {
            let written = text(i..<next)
            noteJSON5(.escape, at: location(at: i), "escape \(written) is JSON5, not JSON; write \(Self.jsonSpelling(scalar)) instead")
        }
        return next
    }

    /// A line continuation at `i` (a backslash before `\n`, `\r\n`, `\r`, U+2028 or U+2029: the
    /// string goes on after it, without it); the offset after it, the line counted. Lines are
    /// counted as editors count them: U+2028 and U+2029 start none.
    private mutating func continueLine(at i: Int) -> Int? {
        let first = bytes[i + 1]
        let isBreak = first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
        let isSeparator = first == 0xE2 && i + 3 < bytes.count && bytes[i + 2] == 0x80 && (bytes[i + 3] == 0xA8 || bytes[i + 3] == 0xA9)
        guard isBreak || isSeparator else { return nil }
        if notesJSON5 {
            noteJSON5(.lineContinuation, at: location(at: i),
                      "line continuation (a backslash before a line break in a string) is JSON5, not JSON; remove the backslash and the line break")
        }
        guard isBreak else {
            lineIsASCII = false
            return i + 4
        }
        let after = first == UInt8(ascii: "\r") && i + 2 < bytes.count && bytes[i + 2] == UInt8(ascii: "\n") ? i + 3 : i + 2
        startLine(at: after)
        return after
    }

    /// `fail` at a string's opening quote, which a line continuation may have left on an earlier line.
    mutating func failAtQuote(_ message: String, _ open: Int) -> JSONSyntaxError {
        guard open < lineStart else { return fail(message, at: open) }
        var breaks = 0
        for i in open..<lineStart where bytes[i] == UInt8(ascii: "\n")
            || (bytes[i] == UInt8(ascii: "\r") && (i + 1 >= bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))) {
            breaks += 1
        }
        var start = open
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        // The first line starts after a byte order mark.
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let scalars = (start..<open).reduce(0) { $0 + (bytes[$1] & 0xC0 != 0x80 ? 1 : 0) }
        return JSONSyntaxError(message: message, location: SourceLocation(in: file, line: line - breaks, column: scalars + 1), code: .jsonSyntax)
    }

    // MARK: Whitespace

    /// Skips JSON5's whitespace that JSON has not at `pos` (vertical tab, form feed, U+00A0,
    /// U+FEFF, U+2028, U+2029 and the other spaces of Unicode's Zs), with JSON's after each.
    mutating func skipJSON5Whitespace() {
        while pos < bytes.count, let length = json5SpaceLength(at: pos) {
            if bytes[pos] >= 0x80 { lineIsASCII = false }
            pos += length
            skipJSONWhitespace()
        }
    }

    private func json5SpaceLength(at offset: Int) -> Int? {
        let b = bytes[offset]
        if b == 0x0B || b == 0x0C { return 1 }
        guard b >= 0xC2, let length = utf8SequenceLength(at: offset) else { return nil }
        let scalar = scalar(at: offset, length: length)
        let isSpace = scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.properties.generalCategory == .spaceSeparator
        return isSpace ? length : nil
    }

    // MARK: Numbers

    /// A JSON5 number from `start`: a sign (`+` too), then a hexadecimal integer or a decimal with
    /// digits on at least one side of its point. Nil when none is there: the caller reports JSON's error.
    mutating func parseJSON5Number(from start: Int) throws(JSONSyntaxError) -> Double? {
        let signed = bytes[start] == UInt8(ascii: "+") || bytes[start] == UInt8(ascii: "-")
        let body = signed ? start + 1 : start
        try refuseNonFiniteNumber(from: start, body: body)
        guard let number = hexadecimalNumber(at: body) ?? decimalNumber(at: body),
              number.end >= bytes.count || !(isIdentifierByte(bytes[number.end]) || bytes[number.end] == UInt8(ascii: ".")) else { return nil }
        let written = text(start..<number.end)
        guard let magnitude = Double(number.spelling), magnitude.isFinite else { throw fail("number \(written) is out of range", at: start) }
        let value = bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude
        if notesJSON5 { noteJSON5Number(written, value: value, start: start, body: body, end: number.end) }
        pos = number.end
        return value
    }

    /// JSON5's `Infinity` and `NaN` at `body`. A JSONValue's Double could hold them, but nothing after
    /// the parser can: JSON and CSS have no such number, and NaN is unequal to itself where trees are
    /// compared. So they are refused here, where the position is known.
    private mutating func refuseNonFiniteNumber(from start: Int, body: Int) throws(JSONSyntaxError) {
        for word in ["Infinity", "NaN"] {
            let end = body + word.utf8.count
            guard end <= bytes.count, word.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[body..<end])),
                  end == bytes.count || !isIdentifierByte(bytes[end]) else { continue }
            throw fail("\(text(start..<end)) has no JSON number; token values must be finite", at: start)
        }
    }

    /// `0x1F` at `offset`: where it ends and its magnitude as `Double(_:)` reads it.
    private func hexadecimalNumber(at offset: Int) -> (end: Int, spelling: String)? {
        guard offset + 2 < bytes.count, bytes[offset] == UInt8(ascii: "0"), bytes[offset + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        var end = offset + 2
        while hexDigit(at: end) != nil { end += 1 }
        guard end > offset + 2 else { return nil }
        return (end, "0x" + text((offset + 2)..<end))
    }

    /// `1.`, `.5`, `1.5e3` at `offset` (no leading zeros): where it ends and its magnitude as JSON writes it.
    private func decimalNumber(at offset: Int) -> (end: Int, spelling: String)? {
        let integerEnd = afterDigits(offset)
        guard integerEnd - offset <= 1 || bytes[offset] != UInt8(ascii: "0") else { return nil }
        var end = integerEnd, fraction = integerEnd..<integerEnd
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            fraction = (end + 1)..<afterDigits(end + 1)
            end = fraction.upperBound
        }
        guard integerEnd > offset || !fraction.isEmpty else { return nil }
        let mantissaEnd = end
        if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
            let sign = end + 1 < bytes.count && (bytes[end + 1] == UInt8(ascii: "+") || bytes[end + 1] == UInt8(ascii: "-")) ? 1 : 0
            let digits = end + 1 + sign
            guard afterDigits(digits) > digits else { return nil }
            end = afterDigits(digits)
        }
        let integer = integerEnd > offset ? text(offset..<integerEnd) : "0"
        return (end, integer + (fraction.isEmpty ? "" : "." + text(fraction)) + text(mantissaEnd..<end))
    }

    /// Notes the JSON5 forms of the number `written`, with the JSON that writes `value`.
    private mutating func noteJSON5Number(_ written: String, value: Double, start: Int, body: Int, end: Int) {
        let place = location(at: start)
        let json = JSONWriter.formatNumber(value)
        if bytes[start] == UInt8(ascii: "+") {
            noteJSON5(.plusSign, at: place, "number \(written) with a leading '+' is JSON5, not JSON; write \(json)")
        }
        if hexadecimalNumber(at: body) != nil {
            noteJSON5(.hexadecimalNumber, at: place, "hexadecimal number \(written) is JSON5, not JSON; write \(json)")
        }
        let point = (body..<end).first { bytes[$0] == UInt8(ascii: ".") }
        if let point, point == body || !isDigit(point + 1) {
            let side = point == body ? "before" : "after"
            noteJSON5(.decimalPoint, at: place, "number \(written) with no digit \(side) its decimal point is JSON5, not JSON; write \(json)")
        }
    }

    // MARK: Helpers

    private func afterDigits(_ offset: Int) -> Int {
        var end = offset
        while isDigit(end) { end += 1 }
        return end
    }

    private func hexDigit(at offset: Int) -> UInt8? {
        guard offset < bytes.count else { return nil }
        let b = bytes[offset]
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The scalar of the valid UTF-8 sequence of `length` bytes at `offset`.
    private func scalar(at offset: Int, length: Int) -> Unicode.Scalar {
        let leadBits: [UInt8] = [0x7F, 0x1F, 0x0F, 0x07]
        var value = UInt32(bytes[offset] & leadBits[length - 1])
        for k in 1..<length { value = value << 6 | UInt32(bytes[offset + k] & 0x3F) }
        // Valid: utf8SequenceLength checked the sequence.
        return Unicode.Scalar(value)!
    }

    /// `text` as a JSON string, shortened for a message.
    private static func jsonQuoted(_ text: String) -> String {
        var out = ""
        JSONWriter.appendQuoted(text.count > 40 ? String(text.prefix(40)) + "…" : text, to: &out)
        return out
    }

    /// How a JSON string writes `scalar`: itself, or its escape.
    private static func jsonSpelling(_ scalar: Unicode.Scalar) -> String {
        String(jsonQuoted(String(scalar)).dropFirst().dropLast())
    }
}
