import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across the cores: independent pages render in parallel, and the
    /// results keep their input order, so the output is the same as a serial
    /// map, byte for byte.
    /// `parallel: false` runs serially, to compare.
    func concurrentMap<Result: Sendable>(parallel: Bool = true, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard parallel, count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values
    }
}

/// One slot per input; each written once, by one iteration.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
