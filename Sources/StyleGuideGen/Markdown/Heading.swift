/// A heading of a rendered document, for anchors and the table of contents.
public struct Heading: Sendable, Hashable {
    public var level: Int
    /// Plain text of the heading, markup removed.
    public var text: String
    /// The unique `id` the heading carries in the page.
    public var id: String
    /// 1-based line in the source file.
    public var line: Int
}
