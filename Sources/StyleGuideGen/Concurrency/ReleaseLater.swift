import Dispatch

/// Hands the last reference to `value` to a background thread, which frees it: tearing down a
/// large parsed or resolved token model took a tenth of a `check`, and nothing waits for it.
/// A process that exits first simply never frees it, as the system reclaims the memory anyway.
func releaseLater<Value: Sendable>(_ value: Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global(qos: .utility).async { box.drop() }
}

/// Holds the value until `drop`, so the release happens on the thread that calls it.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) { self.value = value }

    func drop() { value = nil }
}
