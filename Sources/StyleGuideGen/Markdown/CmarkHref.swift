/// How cmark writes a link's URL into `href="…"` (houdini's href escaping): the bytes
/// `!#$%()*+,-./:;=?@_~`, ASCII letters and digits as they are, `&` as `&amp;`, `'` as
/// `&#x27;`, every other byte as `%XX` (upper-case hex). Undoing it gives back the URL the
/// tree held, up to one ambiguity: a `%XX` written in the doc that spells an escaped byte
/// (`%20`) reads as that byte, which percent-decoding paths makes no matter.
enum CmarkHref {
    /// Whether cmark writes `byte` into an href as it is.
    static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "_"),
             UInt8(ascii: "~"): true
        default: false
        }
    }

    /// How many bytes cmark writes for `byte`.
    static func escapedLength(of byte: UInt8) -> Int {
        if isKept(byte) { return 1 }
        switch byte {
        case UInt8(ascii: "&"): return 5
        case UInt8(ascii: "'"): return 6
        default: return 3
        }
    }

    /// Whether the href text needs `decode` (most hold no escape at all).
    static func hasEscapes(_ href: UnsafeBufferPointer<UInt8>) -> Bool {
        href.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "%") }
    }

    /// The URL `href` was written from, into `output` (at most `href.count` bytes).
    static func decode(_ href: UnsafeBufferPointer<UInt8>, into output: inout ByteWriter) {
        var index = 0
        while index < href.count {
            let byte = href[index]
            if byte == UInt8(ascii: "&"), let (decoded, length) = entity(in: href, at: index) {
                output.write(decoded)
                index += length
            } else if byte == UInt8(ascii: "%"), index + 2 < href.count,
                      let high = upperHexDigit(href[index + 1]), let low = upperHexDigit(href[index + 2]),
                      case let decoded = high << 4 | low, !isKept(decoded) {
                output.write(decoded)
                index += 3
            } else {
                output.write(byte)
                index += 1
            }
        }
    }

    /// Where in `href` cmark wrote the first `count` bytes of `url`, the URL it was written from.
    static func escapedOffset(ofFirst count: Int, in url: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        for byte in url[..<count] { offset += escapedLength(of: byte) }
        return offset
    }

    private static func entity(in href: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt8, Int)? {
        let rest = href[index...]
        if rest.starts(with: "&amp;".utf8) { return (UInt8(ascii: "&"), 5) }
        if rest.starts(with: "&#x27;".utf8) { return (UInt8(ascii: "'"), 6) }
        return nil
    }

    private static func upperHexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
