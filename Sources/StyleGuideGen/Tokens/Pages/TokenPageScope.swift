/// What one token page shows: all tokens of its kind, or, for a kind with more than its page
/// limit, one top-level group of them (`tokens/colors-bgcolor.html`) or a part of a large group
/// (see `TokenPageSplit`), the kind's own page then listing them.
struct TokenPageScope: Sendable, Hashable {
    var kind: TokenPageKind
    /// The top-level group; nil for the kind's own page.
    var group: String?
    /// The part of a group too large for one page: `accent to danger`.
    var part: String?
    /// Unique among the token pages.
    var fileName: String

    init(kind: TokenPageKind) {
        self.kind = kind
        self.group = nil
        self.fileName = kind.fileName
    }

    init(kind: TokenPageKind, group: String, part: String? = nil, fileName: String) {
        self.kind = kind
        self.group = group
        self.part = part
        self.fileName = fileName
    }

    var outputPath: String { "tokens/" + fileName }

    var title: String {
        guard let group else { return kind.title }
        return "\(kind.title): \(group.isEmpty ? "ungrouped" : group)" + (part.map { ", \($0)" } ?? "")
    }

    /// A page's description, narrowed to its group on a group page: `The fgColor group: every colour token…`.
    func describe(_ description: String) -> String {
        guard let group else { return description }
        let name = (group.isEmpty ? "ungrouped" : group) + " group" + (part.map { " (\($0))" } ?? "")
        return "The \(name): " + description.prefix(1).lowercased() + description.dropFirst()
    }
}
