import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ProgressPrinterTests {
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var text: String { lock.withLock { parts.joined() } }
    }

    func run(_ style: ProgressPrinter.Style) throws -> String {
        let project = try TemporaryProject()
        _ = try ProjectInitializer().write(into: project.root)
        let sink = Sink()
        let printer = ProgressPrinter(style: style, write: sink.append)
        let result = SiteBuilder(clock: { Date(timeIntervalSince1970: 0) }, progress: printer.handle).build(BuildOptions(project: try Project.load(root: project.root)))
        printer.finish(result)
        return sink.text
    }

    @Test func plainLinesOnePerStageThenTheSummary() throws {
        let lines = try run(.plainLines).split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("load: 2 docs, ") && lines[0].contains(" tokens in 4 permutations, "))
        #expect(lines[1] == "resolve: 49 component slots, 0 mapped, 0 left to the example's values")
        #expect(lines[2].hasPrefix("model: ") && lines[3].hasPrefix("render: ") && lines[4].hasPrefix("write: "))
        #expect(lines[5].hasPrefix("built ") && lines[5].contains(" pages, 4 permutations, ") && lines[5].hasSuffix(" tokens in 0.00 s"))
    }

    @Test func aTerminalGetsOneUpdatingLine() throws {
        let text = try run(.updatingLine)
        #expect(text.components(separatedBy: "\r\u{1B}[K").count == 7)
        #expect(text.filter { $0 == "\n" }.count == 1)
    }

    @Test func quietPrintsNothing() throws {
        #expect(try run(.quiet).isEmpty)
    }
}
