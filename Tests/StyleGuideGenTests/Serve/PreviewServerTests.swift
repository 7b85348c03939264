import Foundation
import Testing
@testable import StyleGuideGen

/// The server end to end through a socket: the first build is served, an edit is rebuilt and
/// announced on the event stream, a broken edit keeps the last good site and is announced as a
/// failure, and stopping removes the folder it built into.
@Suite(.serialized) struct PreviewServerTests {
    static func request(_ port: Int, _ text: String, until marker: String? = nil) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = text.withCString { send(descriptor, $0, strlen($0), 0) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
            if let marker, String(decoding: answer, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test func servesRebuildsAnnouncesAndCleansUp() async throws {
        let project = try TemporaryProject(files: ["docs/index.md": "# Home\n\nfirst\n"])
        let root = project.root
        let server = try PreviewServer(loadOptions: { () throws(DiagnosticError) in BuildOptions(project: try Project.load(root: root)) }, report: { _ in })
        let port = try server.start(port: 0)
        let home = try Self.request(port, "GET / HTTP/1.1\r\n\r\n")
        #expect(home.hasPrefix("HTTP/1.1 200 OK\r\n") && home.contains("first") && home.contains("data-build=\"1\""))

        // An event stream opened with the current build waits for the next one.
        let stream = Task.detached { try Self.request(port, "GET /__styleguide/events?build=1 HTTP/1.1\r\n\r\n", until: "]}\n\n") }
        for _ in 0..<500 where server.listenerCount == 0 { usleep(10_000) }
        try "# Home\n\nsecond\n".write(toFile: root + "/docs/index.md", atomically: true, encoding: .utf8)
        let announced = try await stream.value
        // What changed, for the open pages' script (which pages and stylesheets depends on how the
        // editor's save reached the watcher: `LiveReloadTests` checks the format itself).
        #expect(announced.contains("event: reload\ndata: {\"build\": "))
        #expect(announced.contains("\"stylesheets\": ["))
        #expect(try Self.request(port, "GET / HTTP/1.1\r\n\r\n").contains("second"))

        // A broken page template: the failure is announced, and told to a stream opened later.
        try FileManager.default.createDirectory(atPath: root + "/templates/pages", withIntermediateDirectories: true)
        try "{{#unclosed}}".write(toFile: root + "/templates/pages/doc.html", atomically: true, encoding: .utf8)
        var failure = ""
        for _ in 0..<100 where !failure.contains("event: failed") {
            failure = try Self.request(port, "GET /__styleguide/events?build=2 HTTP/1.1\r\n\r\n", until: "event: ")
        }
        #expect(failure.contains("event: failed") && failure.contains("template/"))
        #expect(try Self.request(port, "GET / HTTP/1.1\r\n\r\n").contains("second"))

        server.stop()
        #expect(!FileManager.default.fileExists(atPath: server.workFolder))
    }
}
