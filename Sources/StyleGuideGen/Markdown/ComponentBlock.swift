/// A fenced code block whose info string is `component NAME ...`: a request
/// to embed a live preview of that component in the page.
public struct ComponentBlock: Sendable, Hashable {
    /// The component's name: the first word after `component`.
    public var name: String
    /// The rest of the info string after the name, trimmed (often empty).
    public var infoArguments: String
    /// The block's content: one `key: value` argument per line.
    public var body: String
    /// Where the fence opens in the source file.
    public var location: SourceLocation

    /// Recognises `component NAME`; nil for any other info string.
    static func parse(info: String, body: String, location: SourceLocation) -> ComponentBlock? {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "component" else { return nil }
        let name = words.count > 1 ? String(words[1]) : ""
        let rest = words.dropFirst(2).joined(separator: " ")
        return ComponentBlock(name: name, infoArguments: rest, body: body, location: location)
    }
}

/// Turns a component block into the HTML that replaces it in the page. A
/// thrown `Diagnostic` or `DiagnosticError` is reported and the block is
/// rendered as a placeholder.
public typealias ComponentBlockRenderer = @Sendable (ComponentBlock) throws -> String
