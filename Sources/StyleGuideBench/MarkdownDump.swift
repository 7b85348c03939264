import StyleGuideGen

/// Everything `MarkdownRenderer` returns for a file, as text, so two builds
/// of the wrapper can be compared byte for byte (`diff`) on a large corpus.
enum MarkdownDump {
    static func dump(text: String, file: String, rewritesLinks: Bool) -> String {
        let rendered = MarkdownRenderer(options: MarkdownOptions(rewritesDocumentLinks: rewritesLinks)).render(text, file: file)
        var lines = [rendered.html, "== headings"]
        lines += rendered.headings.map { "\($0.level) \($0.line) \($0.id) \($0.text)" }
        lines.append("== links")
        lines += rendered.documentLinks.map { "\($0.location) \($0.path) \($0.fragment ?? "(none)")" }
        lines.append("== diagnostics")
        lines += rendered.diagnostics.map(\.description)
        return lines.joined(separator: "\n")
    }
}
