import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `styleguide serve`: builds the project into a folder of its own, serves it on 127.0.0.1, rebuilds
/// when an input changes and tells open pages to reload. A failed rebuild leaves the last good site
/// served and shows its problems over every open page until the next good build.
public final class PreviewServer: @unchecked Sendable {
    /// The build options for the current state of the project (the config is read again each time,
    /// so editing it takes effect); the output and cache folders are set by the server.
    public typealias OptionsLoader = @Sendable () throws(DiagnosticError) -> BuildOptions

    /// What happened, for the command line to print.
    public enum Event: Sendable {
        case built(BuildResult, number: Int)
        /// Errors: the site was written around them, or the last good site is still served.
        case failed([Diagnostic], siteWritten: Bool)
    }

    /// Where the site and its cache live while serving; removed when the server stops.
    public let workFolder: String
    /// What builds write and the server reads, the site and its cache.
    private let fileSystem: FileSystem
    /// The token work of one build that the next can take over.
    private let tokenMemory = TokenMemory()
    private let loadOptions: OptionsLoader
    private let report: @Sendable (Event) -> Void
    private let events = EventStream()
    private let buildLock = NSLock()
    private let changes = ChangeQueue()
    private var goodBuild = 0
    /// Content hashes of the site's stylesheets after the last good build, to tell pages which changed.
    private var stylesheetHashes: [String: String] = [:]
    private var server: HTTPServer?

    /// Quiet time after the last change before rebuilding: an editor's save is several events,
    /// a few milliseconds apart at most (webpack waits the same 20 ms by default).
    static let debounce = 0.02

    public var siteFolder: String { workFolder + "/site" }

    public init(fileSystem: FileSystem = LocalFileSystem(), loadOptions: @escaping OptionsLoader,
                report: @escaping @Sendable (Event) -> Void) throws(DiagnosticError) {
        var template = Array((NSTemporaryDirectory() + "/styleguide-serve-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw DiagnosticError(.error(.outputWriteFailed, "cannot make a folder to serve from in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))"))
        }
        workFolder = PathNormalizer.absolute(String(cString: made))
        self.fileSystem = fileSystem
        self.loadOptions = loadOptions
        self.report = report
    }

    /// Builds, starts listening and watching; returns the port. Changes are picked up on threads of
    /// their own from then on.
    public func start(port: Int) throws(DiagnosticError) -> Int {
        let options = try loadOptions()
        rebuild()
        let server = try HTTPServer(port: port) { [self] request, connection in respond(to: request, on: connection) }
        let layout = options.layout
        let outside = layout.inputFolders.filter { !$0.hasPrefix(layout.root + "/") }
        let watcher = try DirectoryWatcher(recursive: [layout.root] + outside, shallow: [],
                                           excluding: [layout.output, workFolder, layout.root + "/.build", layout.root + "/node_modules"])
        watcher.start { [changes] _ in changes.signal() }
        Thread.detachNewThread { [self] in rebuildLoop() }
        server.start()
        self.server = server
        return server.port
    }

    /// Removes the work folder once no build is writing into it.
    public func stop() {
        buildLock.lock()
        try? fileSystem.removeItem(workFolder)
        // Held: nothing may build into the folder again.
    }

    private func rebuildLoop() {
        while true {
            changes.waitForQuiet(after: Self.debounce)
            rebuild()
            // After the pages were told to reload: off the path from a save to the new page.
            MemoryPolicy.returnFreedMemory()
        }
    }

    private func rebuild() {
        buildLock.lock()
        defer { buildLock.unlock() }
        do {
            var options = try loadOptions()
            options.layout.output = siteFolder
            options.cacheDirectory = workFolder + "/cache"
            let result = SiteBuilder(fileSystem: fileSystem, tokenMemory: tokenMemory).build(options)
            guard result.wroteSite else { return fail(result.diagnostics) }
            goodBuild += 1
            report(.built(result, number: goodBuild))
            let change = LiveReload.change(build: goodBuild, stylesheets: changedStylesheets(), pages: result.renderedPages)
            events.broadcast(EventStream.event("reload", change), isFailure: false)
            // Written with errors: the pages show what loaded, the overlay what did not.
            if !result.succeeded { fail(result.diagnostics, siteWritten: true) }
        } catch {
            fail(error.diagnostics)
        }
    }

    /// The stylesheets whose bytes differ from the last good build's (all of them after the first).
    private func changedStylesheets() -> [String] {
        var hashes: [String: String] = [:]
        for file in (try? fileSystem.filesRecursively(under: siteFolder)) ?? [] where file.hasSuffix(".css") {
            guard let data = try? fileSystem.readFile(file) else { continue }
            hashes[String(file.dropFirst(siteFolder.count + 1))] = SHA256.hex(data)
        }
        defer { stylesheetHashes = hashes }
        return hashes.filter { stylesheetHashes[$0.key] != $0.value }.map(\.key).sorted()
    }

    private func fail(_ diagnostics: [Diagnostic], siteWritten: Bool = false) {
        report(.failed(diagnostics, siteWritten: siteWritten))
        let errors = diagnostics.filter { $0.severity == .error }.count
        let title = "Build failed: \(errors) error\(errors == 1 ? "" : "s"). "
            + (siteWritten ? "The site shows everything else." : goodBuild > 0 ? "This is the last good site." : "Fix it and save.")
        let payload = JSONWriter.compact(.object([("title", .string(title)), ("diagnostics", .string(DiagnosticFormatter.terminal(diagnostics)))]))
        events.broadcast(EventStream.event("failed", payload), isFailure: true)
    }

    // MARK: - Requests

    private func respond(to request: HTTPRequestHead, on connection: SocketConnection) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else { return .error(405, headers: [("Allow", "GET, HEAD")]) }
        guard let path = request.path else { return .error(404) }
        switch path {
        case LiveReload.scriptPath:
            return HTTPResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8))
        case LiveReload.eventsPath:
            guard request.method == "GET" else { return .error(405, headers: [("Allow", "GET")]) }
            stream(to: connection, seenBuild: request.query("build").flatMap(Int.init))
            return nil
        default:
            return file(at: path)
        }
    }

    private func file(at path: String) -> HTTPResponse {
        buildLock.lock()
        let number = goodBuild
        buildLock.unlock()
        guard number > 0 else {
            // No good build yet: a page that waits for one, with the problems over it.
            let page = LiveReload.inject(into: "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Waiting for a good build</title></head><body></body></html>\n", build: 0)
            return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(page.utf8))
        }
        guard let file = SitePathResolver(root: siteFolder, fileSystem: fileSystem).file(for: path), let data = try? fileSystem.readFile(file) else {
            return .error(404)
        }
        let type = ContentTypes.forPath(file)
        guard type.hasPrefix("text/html") else { return HTTPResponse(status: 200, contentType: type, body: data) }
        return HTTPResponse(status: 200, contentType: type, body: Data(LiveReload.inject(into: String(decoding: data, as: UTF8.self), build: number).utf8))
    }

    private func stream(to connection: SocketConnection, seenBuild: Int?) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        guard connection.write(Data(head.utf8)) else { return }
        buildLock.lock()
        let current = goodBuild
        buildLock.unlock()
        // The page was served before the build that is now live: it reloads at once.
        if let seenBuild, current > 0, seenBuild != current,
           !connection.write(EventStream.event("reload", LiveReload.change(build: current, stylesheets: [], pages: []))) { return }
        let id = events.add { connection.write($0) }
        connection.waitUntilClosed { connection.write(Data(": keep-alive\n\n".utf8)) }
        events.remove(id)
    }

    /// Open event streams, for tests.
    var listenerCount: Int { events.count }
}

/// Changes signalled by the watcher; the rebuild thread waits until they stop for a moment.
final class ChangeQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending = false
    private var last = Date.distantPast

    func signal() {
        condition.lock()
        pending = true
        last = Date()
        condition.signal()
        condition.unlock()
    }

    /// Returns once a change came and no other followed for `quiet` seconds.
    func waitForQuiet(after quiet: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        while !pending { condition.wait() }
        while Date().timeIntervalSince(last) < quiet {
            _ = condition.wait(until: last.addingTimeInterval(quiet))
        }
        pending = false
    }
}
