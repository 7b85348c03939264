import Dispatch

/// Two independent pieces of work run at the same time, on two cores, their results returned
/// together; `parallel: false` runs them one after the other, to compare.
func bothAtOnce<First: Sendable, Second: Sendable>(parallel: Bool = true, _ first: @Sendable () -> First,
                                                   _ second: @Sendable () -> Second) -> (First, Second) {
    guard parallel else { return (first(), second()) }
    nonisolated(unsafe) var firstResult: First?
    nonisolated(unsafe) var secondResult: Second?
    // Each iteration writes only its own variable; concurrentPerform returns after both.
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firstResult = first() } else { secondResult = second() }
    }
    return (firstResult!, secondResult!)
}
