import Testing
@testable import StyleGuideGen

/// Work spread over the cores comes back in input order, however it was started.
@Suite struct ConcurrentMapTests {
    @Test func largeElementsStartFirstAndEqualOnesInOrder() {
        #expect(indicesLargestFirst([3, 9, 1, 9, 5]) == [1, 3, 4, 0, 2])
        #expect(indicesLargestFirst([]) == [])
    }

    @Test func resultsKeepTheInputOrderWhateverStartsFirst() {
        let sizes = (0..<500).map { ($0 * 7_919) % 613 }
        #expect(sizes.concurrentMap(largestFirst: { $0 }) { $0 * 2 } == sizes.map { $0 * 2 })
        #expect(sizes.concurrentMap { $0 + 1 } == sizes.map { $0 + 1 })
        #expect([42].concurrentMap(largestFirst: { $0 }) { $0 } == [42])
    }
}
