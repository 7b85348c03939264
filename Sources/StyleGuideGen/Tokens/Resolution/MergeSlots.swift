/// What merging layers in order has placed at each name number: a token (which layer's entry
/// wrote it, the name it sits in) or a group (its properties merged so far). Tokens are held
/// as places, not references: permutations merged at once on several cores would otherwise
/// count references on the same shared tokens at every slot, trading their cache lines.
struct MergeSlots {
    struct Group {
        var parent: Int
        var properties: GroupProperties
    }

    /// A token's entry: `layers[layer].document.entries[entry]`.
    private struct Place {
        var layer: Int
        var entry: Int
    }

    let layers: [CollectedLayer]
    private var places: [Place?]
    private(set) var tokenParents: [Int]
    /// Index into `groupList`; -1: no group at that number.
    private var groupIndex: [Int]
    private var groupList: [Group] = []
    /// Name numbers of the tokens in the order first placed (a number may repeat after a removal).
    private(set) var written: [Int] = []

    /// Places each layer's entries over what the layers before it placed. A later token replaces
    /// the earlier token or group at its path whole, with everything under it; groups merge
    /// property by property.
    init(_ layers: [CollectedLayer], names: TokenNames) {
        self.layers = layers
        places = Array(repeating: nil, count: names.count)
        tokenParents = Array(repeating: -1, count: names.count)
        groupIndex = Array(repeating: -1, count: names.count)
        written.reserveCapacity(names.count)
        for layer in layers.indices { place(layer, names: names) }
    }

    var count: Int { places.count }

    func group(_ id: Int) -> Group? { groupIndex[id] < 0 ? nil : groupList[groupIndex[id]] }

    func hasToken(_ id: Int) -> Bool { places[id] != nil }

    /// The token placed at `id`, if any.
    func token(_ id: Int) -> WrittenToken? {
        guard let place = places[id], case .token(let token) = layers[place.layer].document.entries[place.entry] else { return nil }
        return token
    }

    /// The layer number and entry index of the token at `id`, when its layer is numbered in the load.
    func origin(_ id: Int) -> TokenOrigin? {
        guard let place = places[id], let document = layers[place.layer].number else { return nil }
        return TokenOrigin(document: document, entry: place.entry)
    }

    /// Every number a group is placed at, with the group.
    var groups: some Sequence<(id: Int, group: Group)> {
        groupIndex.indices.lazy.filter { groupIndex[$0] >= 0 }.map { ($0, groupList[groupIndex[$0]]) }
    }

    private mutating func place(_ layerIndex: Int, names: TokenNames) {
        let layer = layers[layerIndex]
        for (index, kind) in layer.document.kinds.enumerated() {
            let id = layer.ids[index], parent = layer.parents[index]
            switch kind {
            case .group:
                guard case .group(let group) = layer.document.entries[index] else { continue }
                let properties = group.properties
                if places[id] != nil {
                    places[id] = nil
                    removeDescendants(of: id, names: names)
                    setGroup(id, Group(parent: parent, properties: properties))
                } else if groupIndex[id] >= 0 {
                    groupList[groupIndex[id]].properties = groupList[groupIndex[id]].properties.overlaid(by: properties)
                    groupList[groupIndex[id]].parent = parent
                } else {
                    setGroup(id, Group(parent: parent, properties: properties))
                }
            case .token, .tokenHoldingTokens:
                if groupIndex[id] >= 0 || holdsTokens(id) {
                    groupIndex[id] = -1
                    removeDescendants(of: id, names: names)
                }
                if places[id] == nil { written.append(id) }
                places[id] = Place(layer: layerIndex, entry: index)
                tokenParents[id] = parent
            }
        }
    }

    /// Whether a token that holds tokens is placed at `id`.
    func holdsTokens(_ id: Int) -> Bool {
        guard let place = places[id] else { return false }
        return layers[place.layer].document.kinds[place.entry] == .tokenHoldingTokens
    }

    private mutating func setGroup(_ id: Int, _ group: Group) {
        groupIndex[id] = groupList.count
        groupList.append(group)
    }

    /// A token or group replaced whole takes what it held with it (rare: only when kinds clash).
    private mutating func removeDescendants(of id: Int, names: TokenNames) {
        let prefix = names[id] + "."
        for (other, name) in names.names.enumerated() where name.hasPrefix(prefix) {
            places[other] = nil
            groupIndex[other] = -1
        }
    }
}
