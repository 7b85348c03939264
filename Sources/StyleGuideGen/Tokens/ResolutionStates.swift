/// What a resolution has made of each token, by name number. A resolution of a whole
/// permutation keeps a table of every number; a helper (`TokenResolution.resolveApart`) resolves
/// a batch of a few hundred and keeps only those: a table of every number, made and torn down
/// for each of a wave's sixteen helpers, cost a tenth of resolving the first permutation.
struct ResolutionStates {
    enum State { case untouched, resolving, done(ResolvedToken), failed }

    private var table: [State]
    private var batch: [Int: State] = [:]
    private let isBatch: Bool

    /// Every one of `count` numbers untouched; `batch`: only those set are kept (room made for
    /// `batchSize` of them, so the table is not grown and rehashed as they come).
    init(count: Int, batch: Bool = false, batchSize: Int = 0) {
        isBatch = batch
        table = batch ? [] : Array(repeating: .untouched, count: count)
        if batch { self.batch.reserveCapacity(batchSize) }
    }

    subscript(id: Int) -> State {
        get { isBatch ? batch[id] ?? .untouched : table[id] }
        set {
            if isBatch { batch[id] = newValue } else { table[id] = newValue }
        }
    }

    /// What each number resolved to (nil: failed, or no token there), for a baseline.
    var resolvedByNumber: [ResolvedToken?] {
        table.map { if case .done(let token) = $0 { token } else { nil } }
    }
}
