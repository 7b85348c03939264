import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 only: one thread per connection, one request per
/// connection. The handler answers each request, or keeps an event-stream connection open.
public final class HTTPServer: @unchecked Sendable {
    /// Answers a request: a response, or nil when the handler took the connection over.
    typealias Handler = @Sendable (HTTPRequestHead, SocketConnection) -> HTTPResponse?

    public let port: Int
    private let listener: Int32
    private let handler: Handler

    /// Binds and listens; `port` 0 takes a free one. Throws when the port cannot be had.
    init(port: Int, handler: @escaping Handler) throws(DiagnosticError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw DiagnosticError(.error(.serveSocket, "cannot open a socket: \(String(cString: strerror(errno)))")) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw DiagnosticError(.error(.serveSocket, "cannot listen on 127.0.0.1:\(port): \(reason); choose another port with --port, or --port 0 for a free one"))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            _ = $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = descriptor
        self.handler = handler
    }

    deinit { Glibc.close(listener) }

    /// Accepts connections on a thread of its own until the process ends.
    func start() {
        let thread = Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    if errno == EINTR || errno == ECONNABORTED || errno == EMFILE { continue }
                    return
                }
                // Not inherited by a process the build may start (git).
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                let connection = SocketConnection(descriptor: client)
                Thread.detachNewThread { [handler] in Self.serve(connection, handler: handler) }
            }
        }
        thread.start()
    }

    private static func serve(_ connection: SocketConnection, handler: Handler) {
        defer { connection.close() }
        let response: HTTPResponse?
        var isHead = false
        switch connection.readHead() {
        case .closed: return
        case .tooLarge: response = .error(431)
        case .head(let bytes):
            guard let request = HTTPRequestHead.parse(bytes) else {
                connection.write(HTTPResponse.error(400).head() + HTTPResponse.error(400).body)
                return
            }
            isHead = request.method == "HEAD"
            response = handler(request, connection)
        }
        guard let response else { return }
        connection.write(response.head() + (isHead ? Data() : response.body))
    }
}
