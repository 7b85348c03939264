import Foundation

/// A link URL that points at another Markdown doc of the project: relative,
/// no scheme, a path ending in `.md`.
struct DocumentLinkTarget {
    /// The path part, percent-decoded.
    var path: String
    var fragment: String?
    /// Length in UTF-8 bytes of the path part as written (up to the `#` or the end).
    var rawPathLength: Int

    /// The rules, on Swift Strings (the reference for `init(utf8:)`).
    init?(url: String) {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !Self.hasScheme(url) else { return nil }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0])
        guard rawPath.lowercased().hasSuffix(".md"), !rawPath.utf8.contains(UInt8(ascii: "?")) else { return nil }
        path = rawPath.utf8.contains(UInt8(ascii: "%")) ? (rawPath.removingPercentEncoding ?? rawPath) : rawPath
        fragment = parts.count > 1 ? String(parts[1]) : nil
        rawPathLength = rawPath.utf8.count
    }

    /// The same rules on a URL's UTF-8 bytes; ASCII URLs (nearly all) are
    /// judged without making Strings, others go through `init(url:)`.
    init?(utf8 url: UnsafeBufferPointer<UInt8>) {
        guard url.allSatisfy({ $0 < 0x80 }) else {
            guard let target = DocumentLinkTarget(url: String(decoding: url, as: UTF8.self)) else { return nil }
            self = target
            return
        }
        guard let first = url.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"), !Self.hasASCIIScheme(url) else { return nil }
        let pathEnd = url.firstIndex(of: UInt8(ascii: "#")) ?? url.count
        let rawPath = UnsafeBufferPointer(rebasing: url[..<pathEnd])
        guard Self.endsWithMD(rawPath), !rawPath.contains(UInt8(ascii: "?")) else { return nil }
        let written = String(decoding: rawPath, as: UTF8.self)
        path = rawPath.contains(UInt8(ascii: "%")) ? (written.removingPercentEncoding ?? written) : written
        fragment = pathEnd < url.count ? String(decoding: url[(pathEnd + 1)...], as: UTF8.self) : nil
        rawPathLength = pathEnd
    }

    /// Appends the same link pointing at the rendered page to `output`:
    /// `url` (the one this target was made from) with `.md` replaced by `.html`.
    /// A target's path ends in the three ASCII bytes `.md`, so bytes suffice.
    func appendHTMLURL(of url: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(contentsOf: url[..<(rawPathLength - 3)])
        output.append(contentsOf: ".html".utf8)
        output.append(contentsOf: url[rawPathLength...])
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

    /// `hasScheme` for ASCII: letters and digits are then exactly `A-Z a-z 0-9`.
    private static func hasASCIIScheme(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = url.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        return url[..<colon].allSatisfy { byte in
            let lower = byte | 0x20
            return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }
}
