import Testing
@testable import StyleGuideGen

/// Work spread over the cores comes back in input order.
@Suite struct ConcurrentMapTests {
    @Test func resultsKeepTheInputOrder() {
        let sizes = (0..<500).map { ($0 * 7_919) % 613 }
        #expect(sizes.concurrentMap { $0 + 1 } == sizes.map { $0 + 1 })
        #expect([42].concurrentMap { $0 } == [42])
    }
}
