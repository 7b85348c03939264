import Testing
@testable import StyleGuideGen

@Suite struct FrontMatterTests {
    @Test func parsesTitleOrderDescriptionAndBlanksTheLines() throws {
        let text = "---\ntitle: \"Getting started: the basics\"\norder: 2\ndescription: 'It''s quick'\n---\n# Hello\n"
        let split = try FrontMatterParser.split(text, file: "docs/a.md")
        #expect(split.frontMatter == FrontMatter(title: "Getting started: the basics", order: 2, description: "It's quick"))
        #expect(split.body == "\n\n\n\n\n# Hello\n")
        #expect(split.diagnostics.isEmpty)
        // The heading keeps its line number in the file.
        let rendered = MarkdownRenderer().render(split.body, file: "docs/a.md")
        #expect(rendered.headings.first?.line == 6)
    }

    @Test func absentFrontMatterLeavesTextAlone() throws {
        let text = "# Title\n\n---\ntitle: not front matter\n---\n"
        let split = try FrontMatterParser.split(text, file: "a.md")
        #expect(split.frontMatter == FrontMatter())
        #expect(split.body == text)
    }

    @Test func acceptsCRLFCommentsAndBlankLines() throws {
        let split = try FrontMatterParser.split("---\r\n# note\r\n\r\ntitle: Win\r\n---\r\nBody\r\n", file: "a.md")
        #expect(split.frontMatter.title == "Win")
    }

    @Test func unknownKeyIsAWarningWithItsLine() throws {
        let split = try FrontMatterParser.split("---\ntitle: A\nlayout: wide\n---\n", file: "a.md")
        #expect(split.diagnostics.count == 1)
        #expect(split.diagnostics.first?.severity == .warning)
        #expect(split.diagnostics.first?.location == SourceLocation(file: "a.md", line: 3, column: 1))
    }

    /// Each malformed block: the message part and the exact line and column.
    @Test(arguments: [
        ("---\ntitle: A\n", 1, 1, "never closed"),
        ("---\ntitle A\n---\n", 2, 1, "expected `key: value`"),
        ("---\ntitle: A\n  order: two\n---\n", 3, 10, "`order` must be a whole number"),
        ("---\ntitle: A\ntitle: B\n---\n", 3, 1, "duplicate front matter key `title`"),
        ("---\ntitle: \"A\n---\n", 2, 8, "unterminated quoted value"),
        ("---\n: x\n---\n", 2, 1, "invalid front matter key"),
        ("---\ntitle:\n---\n", 2, 7, "`title` is empty"),
    ])
    func malformedBlockIsAnErrorAtItsPosition(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try FrontMatterParser.split(text, file: "docs/bad.md")
            Issue.record("expected an error for \(text.debugDescription)")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.severity == .error)
            #expect(diagnostic?.location == SourceLocation(file: "docs/bad.md", line: line, column: column))
            #expect(diagnostic?.message.contains(message) == true, "\(String(describing: diagnostic))")
        }
    }
}
