import Foundation
import Testing

/// Diagnostics never vanish: a collector a function makes for itself hands on what it collected
/// (to the caller's bag, a result, or a return value), so everything found reaches the severity
/// policy. The few that drop what they collect say where the same problems are reported instead.
@Suite struct DiagnosticCollectorTests {
    /// `file collector` -> where what it drops is reported.
    static let reportedElsewhere = [
        "Tokens/Resolution/Resolver.swift itsOwn": "a borrowed source's own problems: `check` reports them with that source",
        "Tokens/Sources/TokenFileRole.swift ignored": "telling a file's role only: the file's load reports its problems",
        "Commands/ExistingProjectInitializer.swift notes": "which of a folder's sources `init --from` picked: said again by every build",
        "Commands/TokenConversion.swift again": "the load of the source reports them",
        "Diff/TokenDiff.swift unreported": "two token projects compared under one configuration: their build and check report their problems",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources/StyleGuideGen")

    /// Every `var NAME = DiagnosticBag()` inside a function, as `file NAME`, with whether the file
    /// hands NAME's contents on.
    static func localCollectors() throws -> [(key: String, handsOn: Bool)] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        let declaration = try Regex(#"\n {8,}var (\w+) = DiagnosticBag\(\)"#)
        return try files.flatMap { file in
            let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
            return try text.matches(of: declaration).map { match in
                let name = String(try #require(match.output[1].substring))
                let handedOn = ["\(name).all", "\(name).sorted", "\(name).errors", "\(name).warnings", "contentsOf: \(name))", "return \(name)\n"]
                return (file + " " + name, handedOn.contains { text.contains($0) })
            }
        }
    }

    @Test func everyCollectorHandsOnWhatItFound() throws {
        let collectors = try Self.localCollectors()
        #expect(collectors.count > 20, "the scan finds the collectors")
        let dropping = collectors.filter { !$0.handsOn }.map(\.key)
        #expect(Set(dropping) == Set(Self.reportedElsewhere.keys), "collectors that drop what they found: \(dropping)")
    }
}
