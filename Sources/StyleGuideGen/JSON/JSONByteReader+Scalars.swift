/// Strings and numbers.
extension JSONByteReader {
    /// Reads a string starting at the opening quote. Plain strings are decoded
    /// straight from the buffer; escapes take the slower, copying path. `stringHoldsBrace`
    /// says after whether it holds `{` (a reference may be written in it).
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = pos
        let start = pos + 1
        var i = start
        var brace = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                pos = i + 1
                stringHoldsBrace = brace
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") { return try parseEscapedString(open: open, resumeAt: i, quote: UInt8(ascii: "\"")) }
            // Printable ASCII below `{`, nearly every byte of a token file, without the call.
            if b >= 0x20, b < UInt8(ascii: "{") {
                i += 1
                continue
            }
            if b == UInt8(ascii: "{") { brace = true }
            i = try advanceOverStringByte(at: i)
        }
        throw fail("unterminated string", at: open)
    }

    /// Validates one character of string content and returns the next offset.
    private mutating func advanceOverStringByte(at i: Int) throws(JSONSyntaxError) -> Int {
        let b = bytes[i]
        if b < 0x20 {
            // JSON5 strings may hold any character but line breaks as it is; NUL, a sign of a damaged
            // file, is refused all the same.
            if lenient, b != 0x0A, b != 0x0D, b != 0 { return acceptJSON5ControlCharacter(at: i) }
            let what = b == 0x0A ? "line break" : "control character U+\(hex4(UInt32(b)))"
            throw fail("\(what) in a string must be escaped", at: i)
        }
        if b < 0x80 { return i + 1 }
        lineIsASCII = false
        guard let length = utf8SequenceLength(at: i) else {
            throw fail("invalid UTF-8 byte 0x\(hex2(b))", at: i)
        }
        return i + length
    }

    /// The string opened by `quote` at `open`, read with escapes from `resumeAt` on.
    mutating func parseEscapedString(open: Int, resumeAt: Int, quote: UInt8) throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[(open + 1)..<resumeAt]))
        var i = resumeAt
        while i < bytes.count {
            let b = bytes[i]
            if b == quote {
                pos = i + 1
                // After decoding: `\u007B` is a brace too.
                stringHoldsBrace = buffer.contains(UInt8(ascii: "{"))
                return String(decoding: buffer, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                i = try decodeEscape(at: i, into: &buffer)
                continue
            }
            let next = try advanceOverStringByte(at: i)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<next]))
            i = next
        }
        throw failAtQuote("unterminated string", open)
    }

    /// Decodes the escape at `i` (the backslash) and returns the offset after it.
    private mutating func decodeEscape(at i: Int, into buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        guard i + 1 < bytes.count else { throw fail("unterminated escape sequence", at: i) }
        let simple: UInt8?
        switch bytes[i + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            if lenient { return try decodeJSON5Escape(at: i, into: &buffer) }
            throw fail("invalid escape sequence '\\\(describeEscapeChar(at: i + 1))'", at: i)
        }
        if let simple {
            buffer.append(simple)
            return i + 2
        }
        let first = try readHex4(at: i)
        var scalarValue = first
        var next = i + 6
        if first >= 0xD800 && first <= 0xDBFF {
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw fail("unpaired surrogate \\u\(hex4(first)) in a string", at: i)
            }
            let second = try readHex4(at: next)
            guard second >= 0xDC00 && second <= 0xDFFF else {
                throw fail("unpaired surrogate \\u\(hex4(first)) in a string", at: i)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            next += 6
        } else if first >= 0xDC00 && first <= 0xDFFF {
            throw fail("unpaired surrogate \\u\(hex4(first)) in a string", at: i)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw fail("invalid Unicode escape", at: i)
        }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        return next
    }

    private func describeEscapeChar(at offset: Int) -> String {
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return String(Character(Unicode.Scalar(b))) }
        return "0x" + hex2(b)
    }

    /// Reads the four hex digits of the `\uXXXX` escape whose backslash is at `i`.
    mutating func readHex4(at i: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for k in 2..<6 {
            guard i + k < bytes.count else { throw fail("invalid \\u escape: expected 4 hex digits", at: i) }
            let b = bytes[i + k]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("invalid \\u escape: expected 4 hex digits", at: i)
            }
            value = value << 4 | digit
        }
        return value
    }

    // MARK: Numbers

    func isDigit(_ offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }

    /// Reads a number by the JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        var negative = false
        if bytes[pos] == UInt8(ascii: "-") {
            negative = true
            pos += 1
            guard isDigit(pos) else { throw fail("invalid number: expected a digit after '-'", at: start) }
        }
        // The digits as one integer (while they fit) and where the decimal point sat.
        var digits = DecimalDigits()
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) { throw fail("invalid number: leading zeros are not allowed", at: start) }
            digits.add(0)
        } else {
            while isDigit(pos) {
                digits.add(bytes[pos] - UInt8(ascii: "0"))
                pos += 1
            }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard isDigit(pos) else { throw fail("invalid number: expected a digit after the decimal point", at: pos) }
            while isDigit(pos) {
                digits.add(bytes[pos] - UInt8(ascii: "0"))
                digits.fractionDigits += 1
                pos += 1
            }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            pos += 1
            var exponentNegative = false
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                exponentNegative = bytes[pos] == UInt8(ascii: "-")
                pos += 1
            }
            guard isDigit(pos) else { throw fail("invalid number: expected a digit in the exponent", at: pos) }
            var exponent = 0
            while isDigit(pos) {
                exponent = min(exponent * 10 + Int(bytes[pos] - UInt8(ascii: "0")), 100_000)
                pos += 1
            }
            digits.exponent = exponentNegative ? -exponent : exponent
        }
        if pos < bytes.count, isIdentifierByte(bytes[pos]) || bytes[pos] == UInt8(ascii: ".") {
            throw fail("invalid number: unexpected \(describeByte(at: pos)) after the digits", at: pos)
        }
        if let exact = digits.exactValue { return negative ? -exact : exact }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail("number \(text) is out of range", at: start)
        }
        return value
    }
}

/// A number's decimal digits gathered as one integer, for the values that
/// need no `strtod`: with at most 15 digits (below 2^53, so exact as a Double)
/// and a power of ten up to 22 (exact too), one multiplication or division is
/// correctly rounded (Clinger's fast path), so the result is strtod's to the bit.
struct DecimalDigits {
    private var mantissa: UInt64 = 0
    private var count = 0
    /// Digits after the decimal point.
    var fractionDigits = 0
    /// The written exponent (`e-3`: -3), capped far beyond any Double's.
    var exponent = 0

    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    mutating func add(_ digit: UInt8) {
        if count < 15 { mantissa = mantissa * 10 + UInt64(digit) }
        count += 1
    }

    /// The value when the fast path gives it exactly; nil when `strtod` must.
    var exactValue: Double? {
        guard count <= 15 else { return nil }
        let power = exponent - fractionDigits
        guard power >= -22, power <= 22 else { return nil }
        let value = Double(mantissa)
        return power < 0 ? value / Self.powersOfTen[-power] : value * Self.powersOfTen[power]
    }
}
