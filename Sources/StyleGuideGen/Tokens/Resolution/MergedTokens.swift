/// Collected documents merged in order as flat tables indexed by name number: the same tokens
/// as merging their trees (`TokenTreeMerge`) and walking the result, without copying any tree.
/// A later token replaces the earlier token or group at its path whole, with everything under
/// it; groups merge property by property; then each token inherits `$type` and `$deprecated`
/// down the merged groups.
struct MergedTokens: Sendable {
    let names: TokenNames
    /// Whether a layer brought names the load had not numbered (no other permutation shares them).
    let hasOwnNames: Bool
    /// By name number: the token merged there, if any.
    private(set) var raw: RawTokenTable
    /// Name numbers of the tokens, in the order they were first merged.
    private(set) var order: [Int] = []
    /// By name number: whether a group, or a token that holds tokens, is there (a table, not a
    /// set of names: it is built for every permutation and asked only when an alias misses).
    private var groupAt: [Bool]
    private(set) var groupDescriptions: [String: String] = [:]

    /// The token named `name`, if merged.
    subscript(name: String) -> RawToken? { names.id(of: name).flatMap { raw[$0] } }

    /// What the file wrote for the token numbered `id`, if one is merged there (without copying
    /// the merged token: its inherited fields are reference counted).
    func written(_ id: Int) -> WrittenToken? { raw[id]?.written }

    /// Whether the dotted path `name` is a group, or a token that holds tokens.
    func isGroup(_ name: String) -> Bool { names.id(of: name).map { groupAt[$0] } ?? false }

    /// `layers` in merge order; `names` numbers every name they write, `loadNames` of them shared by the load.
    init(_ layers: [CollectedLayer], names: TokenNames, loadNames: Int) {
        let slots = MergeSlots(layers, names: names)
        var inheritance = Inheritance(slots: slots)
        self.init(slots: slots, inheritance: &inheritance, names: names, loadNames: loadNames)
    }

    private init(slots: MergeSlots, inheritance: inout Inheritance, names: TokenNames, loadNames: Int) {
        self.names = names
        hasOwnNames = names.count != loadNames
        raw = RawTokenTable(count: names.count)
        groupAt = [Bool](repeating: false, count: names.count)
        order.reserveCapacity(slots.written.count)
        for id in slots.written where raw[id] == nil {
            guard let token = slots.token(id) else { continue }
            raw[id] = inheritance.token(token, in: slots.tokenParents[id], origin: slots.origin(id))
            order.append(id)
            if token.hasChildren { groupAt[id] = true }
        }
        for (id, group) in slots.groups where !names[id].isEmpty {
            groupAt[id] = true
            if let text = group.properties.description.value { groupDescriptions[names[id]] = text }
        }
    }

    /// The merge of the layers every permutation of a load starts with (its sets, before the
    /// modifiers' contexts), made once: each permutation places only its own layers over it.
    struct Prefix: Sendable {
        /// The layers' numbers in the load, in merge order.
        let layerNumbers: [Int]
        fileprivate let merged: MergedTokens
        /// What the prefix's groups pass down, with the slots it was worked out on.
        fileprivate let inheritance: Inheritance
    }

    /// `layers` (every one numbered in the load) merged as the prefix of other merges.
    static func prefix(_ layers: [CollectedLayer], names: TokenNames) -> Prefix? {
        let numbers = layers.compactMap(\.number)
        guard !layers.isEmpty, numbers.count == layers.count else { return nil }
        let slots = MergeSlots(layers, names: names)
        var inheritance = Inheritance(slots: slots)
        let merged = MergedTokens(slots: slots, inheritance: &inheritance, names: names, loadNames: names.count)
        return Prefix(layerNumbers: numbers, merged: merged, inheritance: inheritance)
    }

    /// `layers` merged on `prefix`: the same tokens as merging them whole, when they start with
    /// its layers and the rest only write plain tokens where the prefix has no group, inside its
    /// groups, and name those groups without giving them a property (as theme and density files
    /// do). Nil otherwise: the layers are then merged whole.
    init?(extending prefix: Prefix, with layers: [CollectedLayer], names: TokenNames) {
        let shared = prefix.layerNumbers.count
        guard layers.count >= shared, names.count == prefix.merged.raw.count,
              zip(layers, prefix.layerNumbers).allSatisfy({ $0.number == $1 }),
              layers[shared...].allSatisfy({ Self.onlyWritesTokens($0, over: prefix.inheritance.slots) }) else { return nil }
        self = prefix.merged
        raw.layOver()
        var inheritance = prefix.inheritance
        for layer in layers[shared...] {
            for (index, kind) in layer.document.kinds.enumerated() where kind == .token {
                guard case .token(let token) = layer.document.entries[index] else { continue }
                let id = layer.ids[index]
                if raw[id] == nil { order.append(id) }
                raw[id] = inheritance.token(token, in: layer.parents[index], origin: layer.number.map { TokenOrigin(document: $0, entry: index) })
            }
        }
    }

    /// Whether placing `layer` over `slots` changes nothing but plain tokens in existing groups.
    private static func onlyWritesTokens(_ layer: CollectedLayer, over slots: MergeSlots) -> Bool {
        for (index, kind) in layer.document.kinds.enumerated() {
            let id = layer.ids[index]
            switch kind {
            case .group:
                guard slots.group(id) != nil, case .group(let group) = layer.document.entries[index],
                      group.properties == GroupProperties() else { return false }
            case .token:
                let parent = layer.parents[index]
                guard slots.group(id) == nil, !slots.holdsTokens(id), parent >= 0, slots.group(parent) != nil else { return false }
            case .tokenHoldingTokens:
                return false
            }
        }
        return true
    }

    /// The tokens a token's raw value names, by curly alias or `$ref` pointer, in value order.
    func references(of name: Int) -> [Int] {
        guard let value = raw[name]?.value else { return [] }
        var found: [Int] = []
        addReferences(in: value, to: &found)
        return found
    }

    /// Walked in place, depth first (a list of values to visit, copied into, cost more than the walk).
    private func addReferences(in json: JSONValue, to found: inout [Int]) {
        switch json.kind {
        case .string(let text) where ReferenceSyntax.looksLikeAlias(text):
            if let name = ReferenceSyntax.curlyName(text), let id = tokenID(forAlias: name) { found.append(id) }
        case .object(let members):
            if let pointer = json["$ref"]?.stringValue, let token = ReferenceSyntax.pointedToken(pointer) {
                if let id = tokenID(forAlias: token) { found.append(id) }
            } else {
                for member in members { addReferences(in: member.value, to: &found) }
            }
        case .array(let items):
            for item in items { addReferences(in: item, to: &found) }
        default:
            return
        }
    }

    /// The number of the token an alias path names: the path itself, or for Style Dictionary's
    /// `{color.red.value}` the token `color.red`; nil when neither is a token.
    func tokenID(forAlias path: String) -> Int? {
        if let id = names.id(of: path), raw[id] != nil { return id }
        guard path.hasSuffix(".value"), let id = names.id(of: String(path.dropLast(".value".count))), raw[id] != nil else { return nil }
        return id
    }

    /// What a group (or a token holding tokens) passes down, worked out once per name. Kept by
    /// name number as indices into short lists of what was found: arrays of the types and
    /// deprecations themselves (each holding a String) were torn down element by element for
    /// every permutation, a fifth of its merge.
    fileprivate struct Inheritance {
        let slots: MergeSlots
        /// By name number: `unknown`, `none`, or an index into `foundTypes`.
        private var typeIndex: [Int32]
        private var foundTypes: [DeclaredType] = []
        /// By name number: `unknown`, `none`, or an index into `foundDeprecations`.
        private var deprecationIndex: [Int32]
        private var foundDeprecations: [Deprecation] = []
        private static let unknown: Int32 = -2, none: Int32 = -1

        init(slots: MergeSlots) {
            self.slots = slots
            typeIndex = Array(repeating: Self.unknown, count: slots.count)
            deprecationIndex = Array(repeating: Self.unknown, count: slots.count)
        }

        /// `token` as merged inside `parent`: with the `$type` and `$deprecated` it inherits there.
        mutating func token(_ token: WrittenToken, in parent: Int, origin: TokenOrigin?) -> RawToken {
            RawToken(written: token, groupType: type(of: parent), deprecated: token.ownDeprecated.value ?? deprecation(of: parent), origin: origin)
        }

        /// The `$type` the nearest typed group gives what `id` holds.
        mutating func type(of id: Int) -> DeclaredType? {
            guard id >= 0 else { return nil }
            let known = typeIndex[id]
            if known != Self.unknown { return known == Self.none ? nil : foundTypes[Int(known)] }
            let found: DeclaredType?
            if let group = slots.group(id) {
                found = group.properties.type.value ?? type(of: group.parent)
            } else if let holder = slots.token(id) {
                // A valued token's children take its own type, else its group's.
                found = holder.ownType ?? type(of: slots.tokenParents[id])
            } else {
                found = nil
            }
            typeIndex[id] = Self.index(of: found, in: &foundTypes)
            return found
        }

        /// The deprecation `id` passes to what it holds (a token passes on its group's, not its own).
        mutating func deprecation(of id: Int) -> Deprecation? {
            guard id >= 0 else { return nil }
            let known = deprecationIndex[id]
            if known != Self.unknown { return known == Self.none ? nil : foundDeprecations[Int(known)] }
            let found: Deprecation?
            if let group = slots.group(id) {
                if case .value(let written) = group.properties.deprecated { found = written } else { found = deprecation(of: group.parent) }
            } else if slots.hasToken(id) {
                found = deprecation(of: slots.tokenParents[id])
            } else {
                found = nil
            }
            deprecationIndex[id] = Self.index(of: found, in: &foundDeprecations)
            return found
        }

        /// `none` for nil; else the index of `value` appended to `list` (the last one when equal, as
        /// a group's tokens come together).
        private static func index<Value: Equatable>(of value: Value?, in list: inout [Value]) -> Int32 {
            guard let value else { return none }
            if list.last != value { list.append(value) }
            return Int32(list.count - 1)
        }
    }
}
