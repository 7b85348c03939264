/// What a resolution has made of each token, by name number. A resolution of a whole
/// permutation keeps a table of every number; a helper (`TokenResolution.resolveApart`) resolves
/// a batch of a few hundred and keeps only those, found through a table of plain numbers: a table
/// of every state, made and torn down for each of a wave's sixteen helpers, cost a tenth of
/// resolving the first permutation, and a dictionary of the batch hashed every number it was asked.
struct ResolutionStates {
    enum State { case untouched, resolving, done(ResolvedToken), failed }

    private var table: [State]
    /// A helper's: by name number, where in `batch` its state is (-1: untouched).
    private var batchIndex: [Int32] = []
    private var batch: [State] = []
    private let isBatch: Bool

    /// Every one of `count` numbers untouched; `batch`: only those set are kept (room made for
    /// `batchSize` of them).
    init(count: Int, batch: Bool = false, batchSize: Int = 0) {
        isBatch = batch
        table = batch ? [] : Array(repeating: .untouched, count: count)
        if batch {
            batchIndex = [Int32](repeating: -1, count: count)
            self.batch.reserveCapacity(batchSize)
        }
    }

    subscript(id: Int) -> State {
        get {
            guard isBatch else { return table[id] }
            let index = batchIndex[id]
            return index < 0 ? .untouched : batch[Int(index)]
        }
        set {
            if !isBatch {
                table[id] = newValue
            } else if batchIndex[id] >= 0 {
                batch[Int(batchIndex[id])] = newValue
            } else {
                batchIndex[id] = Int32(batch.count)
                batch.append(newValue)
            }
        }
    }

    /// What each number resolved to (nil: failed, or no token there), for a baseline.
    var resolvedByNumber: [ResolvedToken?] {
        table.map { if case .done(let token) = $0 { token } else { nil } }
    }
}
