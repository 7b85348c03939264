/// A group or token property as one file writes it: absent, written but invalid (reported), or a value.
/// A later file's member replaces an earlier one whole, invalid or not, as the tree merge does.
enum WrittenProperty<Value: Sendable & Hashable>: Sendable, Hashable {
    case absent
    case invalid
    case value(Value)

    func overlaid(by later: Self) -> Self { if case .absent = later { self } else { later } }

    var value: Value? { if case .value(let value) = self { value } else { nil } }
}

/// A group's own `$type`, `$description` and `$deprecated` as one file writes them.
struct GroupProperties: Sendable, Hashable {
    var type: WrittenProperty<DeclaredType> = .absent
    var description: WrittenProperty<String> = .absent
    /// `.value(nil)`: written `false`, explicitly not deprecated.
    var deprecated: WrittenProperty<Deprecation?> = .absent

    func overlaid(by later: GroupProperties) -> GroupProperties {
        GroupProperties(type: type.overlaid(by: later.type), description: description.overlaid(by: later.description),
                        deprecated: deprecated.overlaid(by: later.deprecated))
    }
}

/// A group as one file writes it, without its members.
final class WrittenGroup: Sendable {
    /// "" is the document itself (its `parent` nil).
    let name: String
    let parent: String?
    let properties: GroupProperties

    init(name: String, parent: String?, properties: GroupProperties) {
        self.name = name
        self.parent = parent
        self.properties = properties
    }
}

/// One token file's groups and tokens in file order (each group before what it holds), with
/// the problems found in them: collected once, however many permutations merge the file.
struct CollectedDocument: Sendable {
    /// A reference either way, so an entry is one word: the arrays of entries are copied as
    /// the runs collected across the cores are joined, and merged for every permutation.
    enum Entry: Sendable {
        case group(WrittenGroup)
        case token(WrittenToken)

        var name: String {
            switch self {
            case .group(let group): group.name
            case .token(let token): token.name
            }
        }

        /// What the entry is, as merging asks it for every entry of every permutation.
        var kind: Kind {
            switch self {
            case .group: .group
            case .token(let token): token.hasChildren ? .tokenHoldingTokens : .token
            }
        }

        var parent: String? {
            switch self {
            case .group(let group): group.parent
            case .token(let token): token.parent
            }
        }
    }

    enum Kind: Sendable { case group, token, tokenHoldingTokens }

    private(set) var entries: [Entry] = []
    /// Each entry's kind, kept beside it so every permutation's merge reads it without
    /// touching (and counting a reference to) the entry's token.
    private(set) var kinds: [Kind] = []
    /// Each entry's name hashed, as the entries are collected (across the cores).
    private(set) var nameHashes: [NameHash] = []
    var diagnostics: [Diagnostic] = []
    /// A group extends another: `$extends` is applied on the merged tree, so such files merge as trees.
    var hasExtends = false

    mutating func append(_ entry: Entry) {
        entries.append(entry)
        kinds.append(entry.kind)
        nameHashes.append(NameHash(entry.name))
    }

    /// `other`'s entries after these, with what was found in them.
    mutating func append(contentsOf other: CollectedDocument) {
        entries.append(contentsOf: other.entries)
        kinds.append(contentsOf: other.kinds)
        nameHashes.append(contentsOf: other.nameHashes)
        diagnostics.append(contentsOf: other.diagnostics)
        hasExtends = hasExtends || other.hasExtends
    }
}
