/// The request line and headers of an HTTP/1.x request, as much as a local preview server needs.
public struct HTTPRequestHead: Sendable, Hashable {
    public var method: String
    /// The request target as sent: `/docs/index.html?x=1`, or an absolute form (`http://host/`).
    public var target: String
    /// Header names in lowercase.
    public var headers: [String: String]

    /// Longest head read before the request is refused: a preview server needs no more.
    public static let maximumSize = 16 * 1024

    /// Parses the bytes up to the blank line; nil for anything that is not an HTTP/1.x request head.
    public static func parse(_ bytes: [UInt8]) -> HTTPRequestHead? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let parts = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), headers: headers)
    }

    /// The path part of an origin-form target (before `?`), or nil for any other form.
    public var path: String? {
        guard target.hasPrefix("/") else { return nil }
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The value of a query parameter (`?build=3`), undecoded.
    public func query(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.first.map(String.init) == name { return parts.count > 1 ? String(parts[1]) : "" }
        }
        return nil
    }
}
