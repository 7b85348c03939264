import Testing
@testable import StyleGuideGen

/// Random soups of template fragments: each either renders or fails with a
/// located diagnostic; none may crash or loop.
@Suite struct MustacheRobustnessTests {
    static let fragments = [
        "{{", "}}", "{{#a}}", "{{/a}}", "{{^a}}", "{{<p}}", "{{/p}}", "{{$b}}", "{{/b}}", "{{>p}}", "{{>*name}}",
        "{{{a}}}", "{{&a}}", "{{a.b}}", "{{.}}", "{{!", "{{! c }}", "{{=<% %>=}}", "<%", "%>", "<%={{ }}=%>",
        "\n", "\r\n", "  ", "\t", "x", "é", "🎨", "{", "}", "=", "{{ }}",
    ]

    /// A small linear congruential generator: the same soups on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func randomTemplatesRenderOrFailWithALocation() throws {
        let partials = try MustacheLibrary(templates: ["p": "{{$b}}\n  d{{/b}}\n{{>p2}}", "p2": "{{a}}\n"])
        let data: MustacheValue = ["a": ["b": "<v>"], "name": "p"]
        var generator = Generator(state: 42)
        var rendered = 0
        var rejected = 0
        for _ in 0..<3000 {
            let source = (0..<generator.next(14)).map { _ in Self.fragments[generator.next(Self.fragments.count)] }.joined()
            do {
                let template = try MustacheTemplate(name: "soup", source: source)
                _ = try partials.render(template, data)
                rendered += 1
            } catch {
                let location = try #require(error.diagnostics.first?.location, "\(source.debugDescription)")
                #expect(location.file == "soup" && location.line >= 1 && location.column >= 1)
                rejected += 1
            }
        }
        // Both outcomes must actually occur for the test to mean anything.
        #expect(rendered > 100 && rejected > 100)
    }
}
