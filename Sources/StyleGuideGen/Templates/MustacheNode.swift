/// A parsed template: what the renderer walks. Names are split and stored as
/// `String`s once, so rendering hashes them but never builds new ones.
indirect enum MustacheNode: Sendable {
    case text(MustacheText)
    case variable(MustachePath, escaped: Bool)
    case section(MustachePath, [MustacheNode], inverted: Bool)
    /// `indent` is set for a standalone partial: its lines get that prefix. `arguments` are the
    /// tag's `key=value` extension, empty for a plain Mustache partial.
    case partial(MustacheTemplateReference, arguments: [MustacheArgument], indent: String?, at: SourceLocation)
    /// A parent with the blocks it overrides (`{{<name}}{{$block}}...{{/block}}{{/name}}`).
    case parent(MustacheTemplateReference, overrides: [String: [MustacheNode]], indent: String?, at: SourceLocation)
    /// A block: its default content, and for a standalone block the indentation
    /// its (already de-indented) content is given where it is rendered.
    case block(String, [MustacheNode], indent: String?)
}

/// A dotted name (`a.b.c`) or the implicit iterator (`.`).
enum MustachePath: Sendable, Hashable {
    case implicit
    case keys(first: String, rest: [String])

    init?(_ text: String) {
        if text == "." { self = .implicit; return }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, !parts.contains(where: \.isEmpty) else { return nil }
        self = .keys(first: first, rest: Array(parts.dropFirst()))
    }
}

/// The template a partial or parent tag names: fixed, or looked up in the data (`{{>*name}}`).
enum MustacheTemplateReference: Sendable, Hashable {
    case named(String)
    case dynamic(MustachePath)
}

/// Template text as UTF-8, also split into lines so indenting it needs no scanning.
/// A class so the render loop retains one reference per text node, not three.
final class MustacheText: Sendable {
    /// One line, including its "\n" if it has one.
    struct Line: Sendable {
        let bytes: [UInt8]
        /// Only a line break: indentation skips it (no trailing whitespace).
        let isBlank: Bool
    }

    let bytes: [UInt8]
    let lines: [Line]
    let endsWithNewline: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Line] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let lineEnd = newline.map { $0 + 1 } ?? bytes.count
            let line = Array(bytes[lineStart..<lineEnd])
            let isBlank = newline != nil && (line.count == 1 || (line.count == 2 && line[0] == UInt8(ascii: "\r")))
            lines.append(Line(bytes: line, isBlank: isBlank))
            lineStart = lineEnd
        }
        self.lines = lines
        self.endsWithNewline = bytes.last == UInt8(ascii: "\n")
    }
}
