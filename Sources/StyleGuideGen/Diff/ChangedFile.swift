/// A file whose text a change altered (a component's stylesheet or partial, `styleguide.json`):
/// the lines removed and added, as the review shows them.
public struct ChangedFile: Sendable, Hashable {
    /// As diagnostics name it: `templates/components/card.css`, with ` (built-in)` for a default.
    public var file: String
    var lines: [LineDiff.Line]

    /// Nil when the two texts are the same.
    static func compare(_ file: String, before: String, after: String) -> ChangedFile? {
        before == after ? nil : ChangedFile(file: file, lines: LineDiff.changes(from: before, to: after))
    }
}
