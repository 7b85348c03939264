import Foundation
@testable import StyleGuideGen

enum ServeExamples {
    static let all: [DiagnosticExample] = [
        DiagnosticExample(.serveSocket, "a port another server listens on") {
            let first = try HTTPServer(port: 0) { _, _ in nil }
            do {
                _ = try HTTPServer(port: first.port) { _, _ in nil }
                return []
            } catch let error as DiagnosticError {
                return error.diagnostics
            }
        },
        DiagnosticExample(.serveWatch, "an input folder that is a file") {
            let folder = try TemporaryProject(files: ["docs": "# not a folder\n"])
            do {
                _ = try DirectoryWatcher(recursive: [folder.root + "/docs"], shallow: [], excluding: [])
                return []
            } catch let error as DiagnosticError {
                return error.diagnostics
            }
        },
    ]
}
