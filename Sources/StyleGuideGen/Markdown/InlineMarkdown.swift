/// A one-line text written in Markdown (a front-matter `description`, a component's metadata
/// description) as inline HTML: `code`, *emphasis* and links, no block around it, raw HTML left out.
enum InlineMarkdown {
    private static let renderer = MarkdownRenderer(options: .safe)

    static func html(_ text: String) -> String {
        var html = renderer.render(text, file: "(description)").html.trimmingCharacters(in: .whitespacesAndNewlines)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.components(separatedBy: "<p>").count == 2 {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return html
    }
}
