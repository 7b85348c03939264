import Foundation

/// A link URL that points at another Markdown doc of the project: relative,
/// no scheme, a path ending in `.md`. It says where the URL's parts are, so a
/// render records the URL's bytes and makes Strings of them only at its end.
struct DocumentLinkTarget: Equatable {
    /// Length in UTF-8 bytes of the path part as written (up to the `#` or the end).
    var rawPathLength: Int
    /// Whether a `#fragment` follows the path.
    var hasFragment: Bool

    /// The rules, on Swift Strings (the reference for `init(utf8:)`).
    init?(url: String) {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !Self.hasScheme(url) else { return nil }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0])
        guard rawPath.lowercased().hasSuffix(".md"), !rawPath.utf8.contains(UInt8(ascii: "?")) else { return nil }
        rawPathLength = rawPath.utf8.count
        hasFragment = parts.count > 1
    }

    /// The same rules on a URL's UTF-8 bytes, judged in one pass; ASCII URLs
    /// (nearly all) make no String, others go through `init(url:)`.
    init?(utf8 url: UnsafeBufferPointer<UInt8>) {
        var scan = URLScan()
        var index = 0
        while index < url.count {
            scan.add(url[index], at: index)
            index += 1
        }
        guard !scan.hasNonASCII else {
            guard let target = DocumentLinkTarget(url: String(decoding: url, as: UTF8.self)) else { return nil }
            self = target
            return
        }
        let pathEnd = scan.hash ?? url.count
        let rawPath = UnsafeBufferPointer(rebasing: url[..<pathEnd])
        guard let first = url.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"), !scan.hasScheme,
              Self.endsWithMD(rawPath), !scan.hasQuestionMarkInPath else { return nil }
        rawPathLength = pathEnd
        hasFragment = pathEnd < url.count
    }

    /// The path part of `url` (the URL this target was made from), percent-decoded.
    func path<URL: Collection<UInt8>>(in url: URL) -> String {
        let written = String(decoding: url.prefix(rawPathLength), as: UTF8.self)
        return written.utf8.contains(UInt8(ascii: "%")) ? (written.removingPercentEncoding ?? written) : written
    }

    /// The `#fragment` of `url`, without `#`, if it has one.
    func fragment<URL: Collection<UInt8>>(in url: URL) -> String? {
        hasFragment ? String(decoding: url.dropFirst(rawPathLength + 1), as: UTF8.self) : nil
    }

    /// Writes the same link pointing at the rendered page: `url` (the one this
    /// target was made from) with `.md` replaced by `.html`, 2 bytes longer.
    /// A target's path ends in the three ASCII bytes `.md`, so bytes suffice.
    func writeHTMLURL(of url: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
        output.write(UnsafeBufferPointer(rebasing: url[..<(rawPathLength - 3)]))
        output.write(".html")
        output.write(UnsafeBufferPointer(rebasing: url[rawPathLength...]))
    }

    /// A cheap first look: only a path ending in `.md` (before any `#`) can be a doc link.
    static func mayPointAtADoc(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        endsWithMD(UnsafeBufferPointer(rebasing: url[..<(url.firstIndex(of: UInt8(ascii: "#")) ?? url.count)]))
    }

    private static func endsWithMD(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = path.count
        return count >= 3 && path[count - 3] == UInt8(ascii: ".")
            && path[count - 2] | 0x20 == UInt8(ascii: "m") && path[count - 1] | 0x20 == UInt8(ascii: "d")
    }

    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}

/// What `DocumentLinkTarget(utf8:)` learns from one pass over an ASCII URL.
private struct URLScan {
    var hasNonASCII = false
    /// Index of the first `#`.
    var hash: Int?
    var hasQuestionMarkInPath = false
    /// Whether a scheme (ASCII letters, digits, `+ - .`) ended at a `:`;
    /// settled at the first `:` or at the first byte no scheme may hold.
    var hasScheme = false
    private var schemeSettled = false

    mutating func add(_ byte: UInt8, at index: Int) {
        if byte >= 0x80 { hasNonASCII = true }
        if hash == nil {
            switch byte {
            case UInt8(ascii: "#"): hash = index
            case UInt8(ascii: "?"): hasQuestionMarkInPath = true
            default: break
            }
        }
        guard !schemeSettled else { return }
        if byte == UInt8(ascii: ":") {
            hasScheme = index > 0
            schemeSettled = true
        } else if !Self.maySitInScheme(byte) {
            // A `:` further on would follow a byte no scheme holds.
            schemeSettled = true
        }
    }

    /// ASCII letters and digits (exactly what `isLetter`/`isNumber` accept in ASCII), `+ - .`.
    private static func maySitInScheme(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
