/// The indices `0..<count` in the order `precedes` gives, sorted in two halves at once and
/// merged: the same result as one stable sort, on two cores.
func concurrentlySortedIndices(count: Int, by precedes: @escaping @Sendable (Int, Int) -> Bool) -> [Int] {
    // Below this, a thread costs more than the half of a sort it would take.
    guard count >= 4_096 else { return (0..<count).sorted(by: precedes) }
    let middle = count / 2
    let (low, high) = bothAtOnce({ (0..<middle).sorted(by: precedes) }, { (middle..<count).sorted(by: precedes) })
    var merged: [Int] = []
    merged.reserveCapacity(count)
    var l = 0, h = 0
    while l < low.count, h < high.count {
        // The lower half wins ties, as a stable sort keeps earlier elements first.
        if precedes(high[h], low[l]) {
            merged.append(high[h])
            h += 1
        } else {
            merged.append(low[l])
            l += 1
        }
    }
    merged.append(contentsOf: low[l...])
    merged.append(contentsOf: high[h...])
    return merged
}
