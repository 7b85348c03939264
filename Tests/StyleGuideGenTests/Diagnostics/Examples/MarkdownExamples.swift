import Foundation
@testable import StyleGuideGen

enum MarkdownExamples {
    private typealias P = SiteExampleProject

    private static func frontMatter(_ text: String) throws -> [Diagnostic] {
        try FrontMatterParser.split(text, file: "docs/a.md").diagnostics
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.markdownFrontMatter, "an order that is not a whole number", {
            try P.check(["docs/index.md": "---\ntitle: Home\norder: first\n---\n# Home\n"])
        }),
        DiagnosticExample(.markdownFrontMatter, "front matter never closed", { try frontMatter("---\ntitle: A\n# A\n") }),
        DiagnosticExample(.markdownFrontMatter, "a line that is not key: value", { try frontMatter("---\njust words\n---\n") }),
        DiagnosticExample(.markdownFrontMatter, "the same key twice", { try frontMatter("---\ntitle: A\ntitle: B\n---\n") }),
        DiagnosticExample(.markdownFrontMatter, "an empty title", { try frontMatter("---\ntitle: \"\"\n---\n") }),
        DiagnosticExample(.markdownFrontMatter, "an unterminated quoted value", { try frontMatter("---\ntitle: \"Home\n---\n") }),

        DiagnosticExample(.markdownUnknownFrontMatterKey, "an author key", {
            try P.check(["docs/index.md": "---\ntitle: Home\nauthor: Ana\n---\n# Home\n"])
        }),

        DiagnosticExample(.markdownBrokenLink, "a link to a doc that does not exist", {
            try P.check(["docs/index.md": "# Home\n\nSee [colours](guide/colours.md).\n"])
        }),
        DiagnosticExample(.markdownBrokenLink, "a link climbing out of docs/", {
            try P.check(["docs/index.md": "# Home\n\nSee [readme](../README.md).\n"])
        }),

        DiagnosticExample(.markdownBrokenAnchor, "a link to a heading the page does not have", {
            try P.check(["docs/index.md": "# Home\n\nSee [spacing](guide.md#spacing).\n", "docs/guide.md": "# Guide\n\n## Colours\n"])
        }),

        DiagnosticExample(.markdownNoDocs, "a project without a docs folder", {
            try P.check(["templates/partials/nav.html": "<nav></nav>\n"])
        }),

        DiagnosticExample(.markdownTooLarge, "a doc over the renderer's limit (lowered to 1 KB here)", {
            MarkdownRenderer(options: MarkdownOptions(maxDocumentBytes: 1024))
                .render(String(repeating: "A paragraph of text.\n\n", count: 100), file: "docs/big.md").diagnostics
        }),
    ]
}
