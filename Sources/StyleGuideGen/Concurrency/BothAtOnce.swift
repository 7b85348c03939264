import Dispatch

/// Two independent pieces of work run at the same time, their results returned together;
/// `parallel: false` runs them one after the other, to compare.
///
/// `first` runs on the calling thread and `second` on a thread of its own, not as two
/// iterations of `concurrentPerform`: libdispatch runs a `concurrentPerform` nested in another
/// one on a single thread, so the `concurrentMap`s inside `first` (the stylesheet's
/// permutations, the site's pages) would have lost the other core for their whole length.
func bothAtOnce<First: Sendable, Second: Sendable>(parallel: Bool = true, _ first: () -> First,
                                                   _ second: @escaping @Sendable () -> Second) -> (First, Second) {
    guard parallel else { return (first(), second()) }
    nonisolated(unsafe) var secondResult: Second?
    let done = DispatchGroup()
    // A queue of its own targets the overcommitting global queue: it gets a thread even when
    // every worker of the pool is busy (or waiting here), so this cannot starve.
    DispatchQueue(label: "styleguide.bothAtOnce").async(group: done) {
        secondResult = second()
    }
    let firstResult = first()
    done.wait()
    return (firstResult, secondResult!)
}

/// `bothAtOnce` for two steps that collect diagnostics: each into a bag of its own, appended to
/// `diagnostics` in order (the first's, then the second's) once both are done.
func bothAtOnce<First: Sendable, Second: Sendable>(parallel: Bool = true, collecting diagnostics: inout DiagnosticBag,
                                                   _ first: (inout DiagnosticBag) -> First,
                                                   _ second: @escaping @Sendable (inout DiagnosticBag) -> Second) -> (First, Second) {
    let ((firstResult, firstFound), (secondResult, secondFound)) = bothAtOnce(parallel: parallel) {
        var found = DiagnosticBag()
        return (first(&found), found.all)
    } _: {
        var found = DiagnosticBag()
        return (second(&found), found.all)
    }
    diagnostics.append(contentsOf: firstFound)
    diagnostics.append(contentsOf: secondFound)
    return (firstResult, secondResult)
}
