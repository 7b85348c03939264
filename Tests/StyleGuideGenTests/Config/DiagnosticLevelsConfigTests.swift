import Foundation
import Testing
@testable import StyleGuideGen

/// `"diagnostics": {"format/hex-alpha": "off"}`: a level per code, checked where it is written.
@Suite struct DiagnosticLevelsConfigTests {
    private func load(_ text: String) throws(DiagnosticError) -> ProjectConfig {
        try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
    }

    private func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try load(text)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func readsEveryLevel() throws {
        let config = try load("""
        {"diagnostics": {"format/unknown-unit": "error", "format/hex-alpha": "off", "json/comment": "Note", "contrast/failure": "warning"}}
        """)
        #expect(config.diagnosticLevels == [
            .formatUnknownUnit: .error, .formatHexAlpha: .off, .jsonComment: .note, .contrastFailure: .warning,
        ])
        #expect(try load("{}").diagnosticLevels.isEmpty)
    }

    @Test func thePolicyCarriesTheLevelsAndStrict() throws {
        let config = try load(#"{"diagnostics": {"format/hex-alpha": "off", "format/unknown-unit": "error", "contrast/failure": "note"}}"#)
        let policy = config.policy(strict: false)
        #expect(policy == DiagnosticPolicy(strict: false, levels: config.diagnosticLevels))
        #expect(config.policy(strict: true).strict)
        let found: [Diagnostic] = [
            .warning(.formatHexAlpha, "alpha from hex"),
            .warning(.formatUnknownUnit, "em kept"),
            .warning(.contrastFailure, "below AA"),
            .error(.contrastUnknownToken, "no such token"),
        ]
        let applied = policy.apply(found)
        #expect(applied.map(\.code) == [.formatUnknownUnit, .contrastFailure, .contrastUnknownToken])
        #expect(applied.map(\.severity) == [.error, .note, .error])
    }

    @Test func aLevelDoesNotLowerAnError() throws {
        // Any known code is accepted; what is an error stays one.
        let config = try load(#"{"diagnostics": {"contrast/unknown-token": "off"}}"#)
        let kept = config.policy(strict: false).apply([.error(.contrastUnknownToken, "no such token")])
        #expect(kept.map(\.severity) == [.error])
    }

    @Test func aMisspeltCodeNamesTheClosestOnesAtItsKey() throws {
        let found = problems("{\n  \"diagnostics\": {\"format/hex-alfa\": \"off\"}\n}")
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.code == .configUnknownCode && problem.severity == .error)
        #expect(problem.location == SourceLocation(file: "styleguide.json", line: 2, column: 19))
        #expect(problem.message.contains("`format/hex-alfa`") && problem.message.contains("did you mean `format/hex-alpha`"), "\(problem.message)")
    }

    @Test func aNameInTheWrongFamilyIsFound() throws {
        let problem = try #require(problems(#"{"diagnostics": {"hex-alpha": "off"}}"#).first)
        #expect(problem.message.contains("`format/hex-alpha`"), "\(problem.message)")
    }

    @Test func aCodeFarFromAnyListsItsFamily() throws {
        let problem = try #require(problems(#"{"diagnostics": {"contrast/everything": "off"}}"#).first)
        #expect(problem.code == .configUnknownCode)
        for code in DiagnosticCode.contrastCodes { #expect(problem.message.contains("`\(code.id)`"), "\(problem.message)") }
        let family = try #require(problems(#"{"diagnostics": {"nonsense/thing": "off"}}"#).first)
        #expect(family.message.contains("families") && family.message.contains("format") && family.message.contains("css"), "\(family.message)")
    }

    @Test func aBadLevelNamesTheAcceptedOnesAtItsValue() throws {
        let found = problems(#"{"diagnostics": {"format/hex-alpha": "ignore", "format/hex-color": 0}}"#)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.code == .configUnknownCode })
        #expect(found.map(\.location?.column) == [38, 68])
        #expect(found[0].message.contains("\"error\", \"warning\", \"note\", \"off\"") && found[0].message.contains("\"ignore\""), "\(found[0].message)")
        #expect(found[1].message.contains("found a number"), "\(found[1].message)")
    }

    @Test func everyBadEntryIsReportedAtOnce() {
        let found = problems(#"{"diagnostics": {"format/hex-alfa": "off", "format/hex-alpha": "loud", "css/name-collision": "off"}, "titel": "x"}"#)
        #expect(found.map(\.code) == [.configUnknownCode, .configUnknownCode, .configUnknownKey])
    }

    @Test func diagnosticsMustBeAnObject() throws {
        let problem = try #require(problems(#"{"diagnostics": ["format/hex-alpha"]}"#).first)
        #expect(problem.code == .configInvalidValue && problem.message.contains("`diagnostics` must be an object"))
    }

    @Test func theCodesOfEveryConfigProblem() {
        #expect(problems(#"{"titel": "x"}"#).map(\.code) == [.configUnknownKey])
        #expect(problems(#"{"title": 3}"#).map(\.code) == [.configInvalidValue])
        #expect(problems(#"{"docs": "../x"}"#).map(\.code) == [.ioOutsideProject])
        #expect(problems("[]").map(\.code) == [.configInvalidValue])
    }
}
