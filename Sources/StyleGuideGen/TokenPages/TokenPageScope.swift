/// What one token page shows: all tokens of its kind, or, for a kind with more than
/// `splitLimit` tokens, one top-level group of them (`tokens/colors-bgcolor.html`), the kind's
/// own page then listing its groups.
struct TokenPageScope: Sendable, Hashable {
    var kind: TokenPageKind
    /// The top-level group; nil for the kind's own page.
    var group: String?
    /// Unique among the token pages.
    var fileName: String

    static let splitLimit = 400

    init(kind: TokenPageKind) {
        self.kind = kind
        self.group = nil
        self.fileName = kind.fileName
    }

    init(kind: TokenPageKind, group: String, fileName: String) {
        self.kind = kind
        self.group = group
        self.fileName = fileName
    }

    var outputPath: String { "tokens/" + fileName }

    var title: String { group.map { "\(kind.title): \($0.isEmpty ? "ungrouped" : $0)" } ?? kind.title }

    /// A page's description, narrowed to its group on a group page: `The fgColor group: every colour token…`.
    func describe(_ description: String) -> String {
        guard let group else { return description }
        return "The \(group.isEmpty ? "ungrouped" : group) group: " + description.prefix(1).lowercased() + description.dropFirst()
    }

    /// The top-level group a token falls in when its kind is split.
    static func group(of path: [String]) -> String { path.count > 1 ? path[0] : "" }
}
