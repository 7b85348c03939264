import Foundation
import Testing
@testable import StyleGuideGen

/// A built-in component is no file of the project: a diagnostic about it is placed on, and names,
/// what the user can change (the `map` entry of styleguide.json, the project's token, or where
/// `map` is for a slot it lacks).
@Suite struct BuiltInSettingTests {
    /// Line and column (from 1) where `needle` starts in `text`.
    static func position(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle)")
        let range = try #require(lines[line].range(of: needle))
        return (line + 1, lines[line].distance(from: lines[line].startIndex, to: range.lowerBound) + 1)
    }

    /// NVE after `init --from`: its on-accent text is mapped, its destructive fill left to the example,
    /// and the destructive button's text fails AA in its dark permutations.
    @Test(.timeLimit(.minutes(5))) func nvesDestructiveButtonIsPlacedOnItsMapEntry() throws {
        let copy = try ExistingProjectInitializerTests.corpusCopy("nve")
        var found = DiagnosticBag()
        _ = try #require(ExistingProjectInitializer().run(source: copy.root, directory: copy.root, diagnostics: &found))
        let config = try #require(copy.read("styleguide.json"))
        let onAccent = try #require(try ConfigLoader.load(Data(config.utf8), file: "styleguide.json").map.first { $0.slot == "color.on-accent" })
        guard case .token(let token) = onAccent.target else { Issue.record("\(onAccent)"); return }
        #expect(!config.contains("\"color.destructive-fill\""), "the fill is left to the example")
        let diagnostics = ProjectCheck().run(path: copy.root, strict: false)

        let failures = diagnostics.filter { $0.code == .contrastFailure }
        #expect(failures.count == 15, "the dark permutations: \(failures.count)")
        let entry = try Self.position(of: "\"\(token)\"", in: config)
        for failure in failures {
            #expect(failure.location == SourceLocation(file: "styleguide.json", line: entry.line, column: entry.column))
            #expect(failure.message.hasSuffix("[declared by component destructive-button] (`color.on-accent` is set by `map.color.on-accent` = `\(token)` in styleguide.json; "
                + "`color.destructive-fill` is the example theme's value (no `map` entry))"), "\(failure.message)")
        }
        let map = try Self.position(of: "\"map\"", in: config)
        let unmapped = diagnostics.filter { $0.code == .componentUnmappedToken }
        #expect(!unmapped.isEmpty && unmapped.allSatisfy { $0.location == SourceLocation(file: "styleguide.json", line: map.line, column: map.column) })
        // Every diagnostic is on a file of the project.
        let nowhere = diagnostics.filter { $0.location.map { $0.file.hasSuffix(TemplateFiles.builtInSuffix) } ?? true }
        #expect(nowhere.isEmpty, "\(nowhere.prefix(3))")
    }

    /// Both colours mapped: the warning is at the first pair member's entry and names both entries.
    @Test func bothMappedColoursAreNamed() throws {
        let project = try TemporaryProject(files: [
            "tokens/a.tokens.json": "{\"brand\": {\"white\": \(ContrastTestSupport.color("#ffffff")),\n \"paper\": \(ContrastTestSupport.color("#fafafa"))}}\n",
            "styleguide.json": "{\n  \"map\": {\n    \"color.on-accent\": \"brand.white\",\n    \"color.destructive-fill\": \"brand.paper\"\n  }\n}\n",
        ])
        let failure = try #require(ProjectCheck().run(path: project.root, strict: false).first { $0.code == .contrastFailure && $0.message.contains("color.destructive-fill") })
        #expect(failure.location == SourceLocation(file: "styleguide.json", line: 3, column: 24))
        #expect(failure.message.hasSuffix("(`color.on-accent` is set by `map.color.on-accent` = `brand.white` in styleguide.json; "
            + "`color.destructive-fill` is set by `map.color.destructive-fill` = `brand.paper` in styleguide.json)"), "\(failure.message)")
    }

    /// A project that defines the slots under their own names: the warning is at the first one's line.
    @Test func theProjectsOwnTokenIsNamedAtItsLine() throws {
        let project = try TemporaryProject(files: [
            "tokens/a.tokens.json": "{\"color\": {\n \"on-accent\": \(ContrastTestSupport.color("#ffffff")),\n \"destructive-fill\": \(ContrastTestSupport.color("#ff9999"))}}\n",
        ])
        let failure = try #require(ProjectCheck().run(path: project.root, strict: false).first { $0.code == .contrastFailure && $0.message.contains("color.destructive-fill") })
        #expect(failure.location?.file == "tokens/a.tokens.json" && failure.location?.line == 2)
        #expect(failure.message.hasSuffix("(`color.on-accent` is the project's own token; `color.destructive-fill` is the project's own token)"), "\(failure.message)")
    }
}
