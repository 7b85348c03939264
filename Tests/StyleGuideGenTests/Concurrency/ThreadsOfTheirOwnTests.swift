import Synchronization
import Testing
@testable import StyleGuideGen

/// Mapping on threads of their own gives what `map` gives: every element transformed once, the
/// results in input order, however unevenly long the elements take.
@Suite struct ThreadsOfTheirOwnTests {
    final class Calls: Sendable {
        let count = Atomic<Int>(0)
    }

    @Test(arguments: [0, 1, 2, 7, 100])
    func resultsInInputOrderEachOnce(count: Int) {
        let calls = Calls()
        // Element 0 is by far the longest, as the permutation that redoes most tokens is.
        let mapped = Array(0..<count).mapOnThreadsOfTheirOwn { element -> [Int] in
            calls.count.add(1, ordering: .relaxed)
            let work = element == 0 ? 200_000 : 1_000
            // A concurrentMap inside the transform, as a permutation's resolution has.
            let inner = Array(0..<4).concurrentMap { part in (0..<work).reduce(part) { ($0 &* 31) &+ $1 } }
            return [element] + inner
        }
        #expect(mapped.map(\.[0]) == Array(0..<count))
        #expect(calls.count.load(ordering: .relaxed) == count)
        #expect(mapped == Array(0..<count).map { element in
            let work = element == 0 ? 200_000 : 1_000
            return [element] + (0..<4).map { part in (0..<work).reduce(part) { ($0 &* 31) &+ $1 } }
        })
    }
}
