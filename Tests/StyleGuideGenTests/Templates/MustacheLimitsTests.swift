import Foundation
import Testing
@testable import StyleGuideGen

/// Templates that include partials twice per level: a clear error, fast,
/// whether the blow-up is certain (checked before rendering) or data-driven
/// (checked as the output grows).
@Suite struct MustacheLimitsTests {
    /// `lol0` is `leaf`; `lolN` includes `lol(N-1)` twice, inside `{{#on}}` when `guarded`.
    static func laughs(levels: Int, leaf: String, guarded: Bool) -> [String: String] {
        var sources = ["lol0": leaf, "page": "<p>{{>lol\(levels)}}</p>"]
        for level in 1...levels {
            let twice = "{{>lol\(level - 1)}}{{>lol\(level - 1)}}"
            sources["lol\(level)"] = guarded ? "{{#on}}\(twice){{/on}}" : twice
        }
        return sources
    }

    static func timedError(_ sources: [String: String], options: MustacheLibrary.Options = .init()) throws -> (Diagnostic?, Duration) {
        let library = try MustacheLibrary(templates: sources, options: options)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try library.render("page", ["on": true])
            return (nil, clock.now - start)
        } catch {
            return (error.diagnostics.first, clock.now - start)
        }
    }

    @Test func aBillionLaughsFailsBeforeRendering() throws {
        let (error, elapsed) = try Self.timedError(Self.laughs(levels: 40, leaf: "lol", guarded: false))
        let message = try #require(error?.description)
        #expect(message.hasPrefix("error: template `page` renders at least "), "\(message)")
        #expect(message.contains("over the 64 MB a page may have"))
        #expect(message.contains("(partials included repeatedly: `page` > `lol40` > `lol39` > `lol38`"))
        #expect(elapsed < .seconds(1), "\(elapsed)")
    }

    @Test func emptyLeavesAreCountedAsInclusions() throws {
        let (error, elapsed) = try Self.timedError(Self.laughs(levels: 40, leaf: "", guarded: false))
        #expect(error?.message.contains("renders at least 2199023255551 partials, over the 1000000 a page may include") == true, "\(String(describing: error))")
        #expect(elapsed < .seconds(1), "\(elapsed)")
    }

    @Test func aDataDrivenBlowUpStopsAtTheOutputLimit() throws {
        let leaf = String(repeating: "x", count: 1000)
        let options = MustacheLibrary.Options(maxOutputBytes: 4 * 1024 * 1024)
        let (error, _) = try Self.timedError(Self.laughs(levels: 40, leaf: leaf, guarded: true), options: options)
        let diagnostic = try #require(error)
        #expect(diagnostic.subject == "page")
        #expect(diagnostic.message.hasPrefix("rendering `page` produces more than 4 MB; it was in `page` > `lol40` > `lol39`"), "\(diagnostic)")
        #expect(diagnostic.message.hasSuffix("> `lol0` when it passed the limit"), "\(diagnostic)")
    }

    @Test func theDefaultLimitStopsADataDrivenBlowUpInTime() throws {
        let leaf = String(repeating: "x", count: 4096)
        let (error, elapsed) = try Self.timedError(Self.laughs(levels: 40, leaf: leaf, guarded: true))
        #expect(error?.message.hasPrefix("rendering `page` produces more than 64 MB") == true, "\(String(describing: error))")
        print("64 MB data-driven blow-up stopped after \(elapsed)")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func aDataDrivenBlowUpOfEmptyPartialsStopsAtTheInclusionLimit() throws {
        let (error, elapsed) = try Self.timedError(Self.laughs(levels: 40, leaf: "", guarded: true))
        #expect(error?.message.hasPrefix("rendering `page` includes more than 1000000 partials") == true, "\(String(describing: error))")
        print("1,000,000 empty inclusions stopped after \(elapsed)")
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    @Test func pagesUnderTheLimitsRender() throws {
        let library = try MustacheLibrary(templates: Self.laughs(levels: 10, leaf: "ab", guarded: true))
        let page = try library.render("page", ["on": true])
        #expect(page == "<p>" + String(repeating: "ab", count: 1024) + "</p>")
        // Exactly at both limits: 2,048 bytes of leaves and `<p></p>`; 2^11 - 1 inclusions.
        let exact = MustacheLibrary.Options(maxOutputBytes: 2048 + 7, maxInclusions: 2047)
        #expect(try MustacheLibrary(templates: Self.laughs(levels: 10, leaf: "ab", guarded: false), options: exact).render("page", [:]).count == 2055)
        let (error, _) = try Self.timedError(Self.laughs(levels: 10, leaf: "ab", guarded: true), options: .init(maxOutputBytes: 2048 + 6))
        #expect(error?.message.hasPrefix("rendering `page` produces more than 2054 bytes") == true, "\(String(describing: error))")
    }
}
