import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` on threads of its own, at most one per core, each taking the next element when done
    /// with its last; the results in input order. Unlike `concurrentMap` (a `concurrentPerform`,
    /// inside which libdispatch runs any nested one on the same thread), a `concurrentMap` inside
    /// `transform` still spreads over the cores: when one element is far more work than the others
    /// (one permutation of several redoing most tokens), the cores the others leave do not idle.
    func mapOnThreadsOfTheirOwn<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        let next = NextIndex()
        let done = DispatchGroup()
        for thread in 0..<Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) {
            // A queue of its own targets the overcommitting global queue: a thread even when the pool's are busy.
            DispatchQueue(label: "styleguide.thread.\(thread)").async(group: done) {
                while let index = next.take(below: count) { results.set(index, transform(self[index])) }
            }
        }
        done.wait()
        return results.values
    }
}

/// The next element to take, shared by the threads.
private final class NextIndex: Sendable {
    private let value = Atomic<Int>(0)

    func take(below count: Int) -> Int? {
        let index = value.add(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }
}
