/// Every token document of one load collected once (across the cores), so each permutation
/// merges collected entries instead of walking the same trees again. Built on the previous
/// load's (while serving), a document whose JSON is unchanged keeps its collection, its number
/// and its names' numbers, so the previous resolutions stay valid baselines.
struct CollectedDocuments: Sendable {
    private struct Entry: Sendable {
        var json: JSONValue
        var layer: CollectedLayer
    }

    /// Keyed by where a document starts; equal JSON confirms it (free when the storage is shared).
    private var table: [SourceLocation: [Entry]] = [:]
    let dialect: TokenDialect
    /// Every name the documents write, numbered in the order first met.
    private(set) var names = TokenNames()
    /// The number the next new document gets.
    private var nextNumber = 0
    /// The documents every permutation starts with, merged once (`mergeSharedPrefix`).
    private(set) var sharedPrefix: MergedTokens.Prefix?

    /// `previous` is the same project's last load (of the same dialect: `TokenMemory` sees to it).
    init(_ documents: [JSONValue], dialect: TokenDialect, previous: CollectedDocuments? = nil) {
        self.dialect = dialect
        names = previous?.names ?? TokenNames()
        nextNumber = previous?.nextNumber ?? 0
        var distinct: [JSONValue] = []
        var seen: [SourceLocation: [JSONValue]] = [:]
        for json in documents where !(seen[json.location]?.contains(json) ?? false) {
            seen[json.location, default: []].append(json)
            distinct.append(json)
        }
        let kept = distinct.map { json in previous?.table[json.location]?.first { $0.json == json }?.layer }
        let fresh = distinct.indices.filter { kept[$0] == nil }
        let collected = TokenCollector.collect(fresh.map { distinct[$0] }, dialect: dialect)
        var layers = kept
        names.reserveCapacity(names.count + collected.reduce(0) { $0 + $1.entries.count })
        for (index, document) in zip(fresh, collected) {
            layers[index] = CollectedLayer(number: nextNumber, document: document, names: &names)
            nextNumber += 1
        }
        for (json, layer) in zip(distinct, layers) {
            guard let layer else { continue }
            table[json.location, default: []].append(Entry(json: json, layer: layer))
        }
    }

    /// Merges `documents`, which every permutation of the load merges first, for each
    /// permutation to place only its own documents over (none when one has `$extends`).
    mutating func mergeSharedPrefix(_ documents: [JSONValue]) {
        var names = self.names
        let layers = documents.map { collected($0, names: &names) }
        guard names.count == self.names.count, !layers.contains(where: \.document.hasExtends) else { return }
        sharedPrefix = MergedTokens.prefix(layers, names: names)
    }

    /// The collected form of `json`; collected now (unnumbered, its new names numbered into
    /// `names`) when this load did not list it.
    func collected(_ json: JSONValue, names: inout TokenNames) -> CollectedLayer {
        if let entry = table[json.location]?.first(where: { $0.json == json }) { return entry.layer }
        return CollectedLayer(collecting: json, dialect: dialect, names: &names)
    }
}

/// A collected document as one permutation merges it: its number in the load (nil: shared
/// with no other permutation), and the numbers of each entry's name and of the name it sits in.
struct CollectedLayer: Sendable {
    var number: Int?
    var document: CollectedDocument
    var ids: [Int]
    /// -1 for the document itself.
    var parents: [Int]

    init(number: Int?, document: CollectedDocument, names: inout TokenNames) {
        self.number = number
        self.document = document
        var ids: [Int] = [], parents: [Int] = []
        ids.reserveCapacity(document.entries.count)
        parents.reserveCapacity(document.entries.count)
        // Entries come in file order, each group before what it holds, so a parent is on the
        // path of open groups and is found there by name without hashing it again.
        var open: [(name: String, id: Int)] = []
        for (entry, hash) in zip(document.entries, document.nameHashes) {
            let id = names.intern(entry.name, hash: hash)
            guard let parent = entry.parent else {
                open = [(entry.name, id)]
                ids.append(id)
                parents.append(-1)
                continue
            }
            while let last = open.last, last.name != parent { open.removeLast() }
            parents.append(open.last?.id ?? names.intern(parent))
            ids.append(id)
            open.append((entry.name, id))
        }
        self.ids = ids
        self.parents = parents
    }

    init(collecting json: JSONValue, dialect: TokenDialect, names: inout TokenNames) {
        self.init(number: nil, document: TokenCollector.collect(json, dialect: dialect), names: &names)
    }
}
