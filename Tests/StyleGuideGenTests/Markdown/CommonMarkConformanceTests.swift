import Foundation
import Testing
@testable import StyleGuideGen

/// The 652 examples of the CommonMark 0.30 spec, run through our wrapper.
@Suite struct CommonMarkConformanceTests {
    struct Example: Decodable {
        var markdown: String
        var html: String
        var example: Int
        var section: String
    }

    static let examples: [Example] = {
        guard let data = try? TestFixtures.data("CommonMark/spec-0.30.json") else { return [] }
        return (try? JSONDecoder().decode([Example].self, from: data)) ?? []
    }()

    /// Our headings carry ids; the spec's do not. Nothing else is normalised.
    static func withoutHeadingIDs(_ html: String) -> String {
        html.replacingOccurrences(of: #"<h([1-6]) id="[^"]*">"#, with: "<h$1>", options: .regularExpression)
    }

    @Test func allExamplesPassWithRawHTMLEnabled() {
        #expect(Self.examples.count == 652)
        let renderer = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true, rewritesDocumentLinks: false))
        var failures: [Int] = []
        for example in Self.examples {
            let rendered = renderer.render(example.markdown, file: "spec.md")
            if Self.withoutHeadingIDs(rendered.html) != example.html { failures.append(example.example) }
        }
        print("CommonMark 0.30 spec: \(Self.examples.count - failures.count)/\(Self.examples.count) examples pass (raw HTML enabled)")
        #expect(failures.isEmpty, "failing examples: \(failures)")
    }

    @Test func safeDefaultOmitsRawHTMLAndScript() {
        let safe = MarkdownRenderer(options: MarkdownOptions(rewritesDocumentLinks: false))
        let unsafe = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true, rewritesDocumentLinks: false))
        var omitted = 0
        for example in Self.examples {
            let html = safe.render(example.markdown, file: "spec.md").html
            #expect(!html.lowercased().contains("<script"), "example \(example.example) lets <script through")
            #expect(!html.lowercased().contains("javascript:"), "example \(example.example) keeps a javascript: URL")
            let rawOutput = unsafe.render(example.markdown, file: "spec.md").html
            guard html != rawOutput else { continue }
            // Every difference from the unsafe output is an omission or a dropped URL.
            let explained = html.contains("<!-- raw HTML omitted -->") || html.contains("href=\"\"") || html.contains("src=\"\"")
            #expect(explained, "example \(example.example) differs unexplained: \(html)")
            if html.contains("<!-- raw HTML omitted -->") { omitted += 1 }
        }
        print("CommonMark 0.30 spec, safe mode: raw HTML omitted in \(omitted) of \(Self.examples.count) outputs; no <script> in any")
        #expect(omitted >= 60)
    }
}
