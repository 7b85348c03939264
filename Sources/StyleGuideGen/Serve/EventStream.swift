import Foundation

/// The clients listening on the server's event stream (Server-Sent Events), and the last failure
/// so a page opened after it still shows it.
final class EventStream: @unchecked Sendable {
    /// Writes one event to a client; false when the client is gone.
    typealias Client = @Sendable (Data) -> Bool

    private let lock = NSLock()
    private var clients: [Int: Client] = [:]
    private var nextID = 0
    private var failure: Data?

    /// `event: NAME` and `data: TEXT` lines (each line of the text its own `data:`), then a blank line.
    static func event(_ name: String, _ text: String) -> Data {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        return Data("event: \(name)\n\(lines)\n".utf8)
    }

    /// Adds a client; it is sent the current failure, if any.
    func add(_ client: @escaping Client) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        if let failure, !client(failure) { return id }
        clients[id] = client
        return id
    }

    func remove(_ id: Int) {
        lock.lock()
        clients[id] = nil
        lock.unlock()
    }

    /// Sends to every client, dropping those that are gone. A failure is kept for later clients; a
    /// reload (a good build) clears it.
    func broadcast(_ data: Data, isFailure: Bool) {
        lock.lock()
        failure = isFailure ? data : nil
        let current = clients
        lock.unlock()
        for (id, client) in current where !client(data) { remove(id) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return clients.count
    }
}
