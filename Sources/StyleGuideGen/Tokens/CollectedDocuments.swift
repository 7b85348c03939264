/// Every token document of one load collected once (across the cores), so each permutation
/// merges collected entries instead of walking the same trees again.
struct CollectedDocuments: Sendable {
    private struct Entry: Sendable {
        var json: JSONValue
        var number: Int
        var document: CollectedDocument
    }

    /// Keyed by where a document starts; equal JSON confirms it (free when the storage is shared).
    private var table: [SourceLocation: [Entry]] = [:]
    let dialect: TokenDialect

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
            table[json.location, default: []].append(Entry(json: json, number: number, document: collected[number]))
        }
    }

    /// The collected form of `json`, with its number; collected now (unnumbered) when this load did not list it.
    func collected(_ json: JSONValue) -> (number: Int?, document: CollectedDocument) {
        if let entry = table[json.location]?.first(where: { $0.json == json }) { return (entry.number, entry.document) }
        return (nil, TokenCollector.collect(json, dialect: dialect))
    }
}
