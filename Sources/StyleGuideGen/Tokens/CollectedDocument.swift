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

/// A token as one file writes it: what it inherits (type, deprecation) is left to the merge.
struct CollectedToken: Sendable {
    /// `groupType` unset, `deprecated` its own only.
    var raw: RawToken
    /// The dotted path of the group (or valued token) it sits in; "" at the top level.
    var parent: String
    var ownDeprecated: WrittenProperty<Deprecation?>
    /// Tokens hang under it (`red` with `red.light`).
    var hasChildren: Bool
}

/// One token file's groups and tokens in file order (each group before what it holds), with
/// the problems found in them: collected once, however many permutations merge the file.
struct CollectedDocument: Sendable {
    enum Entry: Sendable {
        /// `name` "" is the document itself (its `parent` nil).
        case group(name: String, parent: String?, properties: GroupProperties)
        case token(CollectedToken)
    }

    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []
    /// A group extends another: `$extends` is applied on the merged tree, so such files merge as trees.
    var hasExtends = false
}
