import Testing
@testable import StyleGuideGen

/// Sorting in two halves at once gives what one stable sort gives, ties in their first order.
@Suite struct ConcurrentSortTests {
    @Test(arguments: [0, 1, 4_095, 4_096, 10_001])
    func halvesMergedAreOneStableSort(count: Int) {
        var generator = TokenFuzzTests.SplitMix(state: UInt64(count) + 7)
        let keys = (0..<count).map { _ in Int(generator.next() % 97) }
        let sorted = concurrentlySortedIndices(count: count) { keys[$0] < keys[$1] }
        // Stable by construction: ties broken by index.
        let expected = (0..<count).sorted { (keys[$0], $0) < (keys[$1], $1) }
        #expect(sorted == expected)
    }
}
