import Foundation

/// A link URL that points at another Markdown doc of the project: relative,
/// no scheme, a path ending in `.md`.
struct DocumentLinkTarget {
    var path: String
    var fragment: String?
    /// The same link pointing at the rendered page.
    var htmlURL: String

    init?(url: String) {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !Self.hasScheme(url) else { return nil }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0])
        guard rawPath.lowercased().hasSuffix(".md"), !rawPath.utf8.contains(UInt8(ascii: "?")) else { return nil }
        path = rawPath.utf8.contains(UInt8(ascii: "%")) ? (rawPath.removingPercentEncoding ?? rawPath) : rawPath
        fragment = parts.count > 1 ? String(parts[1]) : nil
        htmlURL = String(rawPath.dropLast(3)) + ".html" + (fragment.map { "#" + $0 } ?? "")
    }

    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}
