/// Every token document of one load collected once (across the cores), so each permutation
/// merges collected entries instead of walking the same trees again.
struct CollectedDocuments: Sendable {
    private struct Entry: Sendable {
        var json: JSONValue
        var layer: CollectedLayer
    }

    /// Keyed by where a document starts; equal JSON confirms it (free when the storage is shared).
    private var table: [SourceLocation: [Entry]] = [:]
    let dialect: TokenDialect
    /// Every name the documents write, numbered in document order.
    private(set) var names = TokenNames()

    init(_ documents: [JSONValue], dialect: TokenDialect) {
        self.dialect = dialect
        var distinct: [JSONValue] = []
        var seen: [SourceLocation: [JSONValue]] = [:]
        for json in documents where !(seen[json.location]?.contains(json) ?? false) {
            seen[json.location, default: []].append(json)
            distinct.append(json)
        }
        let collected = distinct.concurrentMap { TokenCollector.collect($0, dialect: dialect) }
        for (number, json) in distinct.enumerated() {
            let layer = CollectedLayer(number: number, document: collected[number], names: &names)
            table[json.location, default: []].append(Entry(json: json, layer: layer))
        }
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
        ids = document.entries.map { names.intern($0.name) }
        parents = document.entries.map { $0.parent.map { names.intern($0) } ?? -1 }
    }

    init(collecting json: JSONValue, dialect: TokenDialect, names: inout TokenNames) {
        self.init(number: nil, document: TokenCollector.collect(json, dialect: dialect), names: &names)
    }
}
