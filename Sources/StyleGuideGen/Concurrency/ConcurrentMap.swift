import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across the cores: independent pages render in parallel, and the
    /// results keep their input order, so the output is the same as a serial
    /// map, byte for byte.
    /// `parallel: false` runs serially, to compare.
    func concurrentMap<Result: Sendable>(parallel: Bool = true, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard parallel, count > 1 else { return map(transform) }
        return concurrentMap(startingIn: [Int](indices), transform)
    }

    /// `concurrentMap` with the elements started largest first (by `size`; equal sizes in
    /// order), the results still in input order: a large element started last (a group of 3,000
    /// one-line aliases at the end of its file) kept one core busy after the others ran out of work.
    func concurrentMap<Result: Sendable>(largestFirst size: (Element) -> Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return concurrentMap(startingIn: indicesLargestFirst(map(size)), transform)
    }

    /// The elements transformed across the cores, started in `order` (every index once).
    private func concurrentMap<Result: Sendable>(startingIn order: [Int], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { slot in
            MemoryPolicy.growThreadHeapInHugePages()
            results.set(order[slot], transform(self[order[slot]]))
        }
        return results.values
    }
}

/// The indices of `sizes`, largest first (equal sizes in index order).
func indicesLargestFirst(_ sizes: [Int]) -> [Int] {
    sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
}

/// One slot per input; each written once, by one iteration.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
