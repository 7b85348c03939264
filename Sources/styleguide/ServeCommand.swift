import Dispatch
import Foundation
import StyleGuideGen

/// `styleguide serve`: the site on 127.0.0.1, rebuilt and reloaded on every save.
enum ServeCommand: CLICommand {
    static let spec = CommandSpec(
        name: "serve",
        summary: "Build, serve the site on 127.0.0.1, rebuild on every change and reload open pages.",
        positionals: [.optional("PATH")],
        options: [port, SharedOptions.config, SharedOptions.tokens],
        flags: [open] + SharedOptions.siteFlags)
    static let runsUntilStopped = true

    static let port = CommandOption("--port", "N", "the port on 127.0.0.1 (default 8000; 0 picks a free one)")
    static let open = CommandFlag("--open", "open the site in the default browser")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard let port = Int(arguments[Self.port] ?? "8000"), (0...65535).contains(port) else {
            return Commands.usageFailure(UsageError(message: "--port takes a number from 0 to 65535", command: spec))
        }
        let root = arguments.positionals.first ?? ".", configPath = arguments[SharedOptions.config], tokens = arguments[SharedOptions.tokens]
        let loader: PreviewServer.OptionsLoader = { () throws(DiagnosticError) in
            SharedOptions.buildOptions(try Project.load(root: root, configPath: configPath, tokens: tokens), arguments)
        }
        do {
            let server = try PreviewServer(loadOptions: loader, report: reportServeEvent)
            let chosen = try server.start(port: port)
            let address = "http://127.0.0.1:\(chosen)/"
            FileHandle.standardOutput.write(Data("serving \(address)\n".utf8))
            if arguments[open] { openInBrowser(address) }
            stopOnSignals(server)
            dispatchMain()
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
    }

    /// One line per build on standard error; a failure's diagnostics in full.
    private static func reportServeEvent(_ event: PreviewServer.Event) {
        switch event {
        case .built(let result, let number):
            Commands.printError("build \(number): \(result.renderedPages.count) of \(Counted.text(result.pageCount, "page")) rendered in \(String(format: "%.2f", result.seconds)) s")
        case .failed(let diagnostics, let siteWritten):
            FileHandle.standardError.write(Data(DiagnosticFormatter.terminal(diagnostics).utf8))
            Commands.printError(siteWritten ? "build failed: serving the site written with everything else" : "build failed: still serving the last good site")
        }
    }

    /// Ctrl-C or a TERM removes the served folder, then exits.
    private static func stopOnSignals(_ server: PreviewServer) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                server.stop()
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    private static func openInBrowser(_ address: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", address]
        do { try process.run() } catch { Commands.printError("cannot open a browser (\(error)); open \(address)") }
    }
}
