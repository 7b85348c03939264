import Dispatch
import Synchronization

/// Hands the last reference to `value` to a background thread, which frees it: tearing down a
/// large parsed or resolved token model took a tenth of a `check`, and nothing waits for it.
/// In a process that exits after one command (`MemoryPolicy.leaveLastFreesToExit`) it is not
/// freed at all: on two cores the background teardown took time from the stages still running,
/// and the system reclaims the memory at exit anyway.
func releaseLater<Value: Sendable>(_ value: Value) {
    let box = ReleaseBox(value)
    guard !releaseAtExit.load(ordering: .relaxed) else {
        _ = Unmanaged.passRetained(box)
        return
    }
    DispatchQueue.global(qos: .utility).async { box.drop() }
}

/// Set once, before the command runs, by a process that exits after it.
let releaseAtExit = Atomic<Bool>(false)

/// Holds the value until `drop`, so the release happens on the thread that calls it.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) { self.value = value }

    func drop() { value = nil }
}
