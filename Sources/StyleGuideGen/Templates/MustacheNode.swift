/// A parsed template: what the renderer walks. Names are split and stored as
/// `String`s once, so rendering hashes them but never builds new ones.
enum MustacheNode: Sendable {
    case text(String)
    case variable(MustachePath, escaped: Bool)
    case section(MustachePath, [MustacheNode], inverted: Bool)
    /// `indent` is set for a standalone partial: its lines get that prefix.
    case partial(MustacheTemplateReference, indent: String?, at: SourceLocation)
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
