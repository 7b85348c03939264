import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One accepted TCP connection: reads a request head, writes bytes, closes once. Writes are
/// serialised, since the event stream writes from the rebuild thread while the request thread waits.
final class SocketConnection: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        // A client that stops reading must not hold a thread for ever.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    enum HeadResult { case head([UInt8]), tooLarge, closed }

    /// Bytes up to and without the blank line that ends the head.
    func readHead() -> HeadResult {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return .closed }
            bytes += buffer[0..<count]
            if let end = Self.headEnd(in: bytes) { return .head(Array(bytes[0..<end])) }
            if bytes.count > HTTPRequestHead.maximumSize { return .tooLarge }
        }
    }

    /// Blocks until the peer closes the connection (or the read times out repeatedly and the
    /// peer is found gone by a write): an event-stream request waits here.
    func waitUntilClosed(isAlive: () -> Bool) {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return }
            if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK { return }
            if count < 0 && !isAlive() { return }
        }
    }

    /// Writes all of `data`; false when the peer is gone.
    @discardableResult
    func write(_ data: Data) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return false }
        return data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                // MSG_NOSIGNAL: a closed peer is an error to handle, not a SIGPIPE that ends the server.
                let sent = send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
    }

    private static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}
