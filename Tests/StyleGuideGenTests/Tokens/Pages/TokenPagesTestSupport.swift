import Foundation
@testable import StyleGuideGen

/// Renders token pages through the real templates and layout, as the site would.
enum TokenPagesTestSupport {
    /// Pairs the bundled example's components draw (and one that fails: grey text on the grouped background).
    static let examplePairs = [
        ContrastPair(foreground: "color.label", background: "color.cell-background"),
        ContrastPair(foreground: "color.secondary-label", background: "color.cell-background"),
        ContrastPair(foreground: "color.on-accent", background: "color.accent", largeText: true),
        ContrastPair(foreground: "color.on-accent", background: "color.destructive", largeText: true),
        ContrastPair(foreground: "color.system.gray", background: "color.grouped-background"),
    ]

    /// The default templates, with the layout linking the token pages' stylesheet (the lead adds that link for real).
    static func templateFiles() -> TemplateFiles {
        var files = TemplateFiles.defaults.files
        files["layouts/base.html"] = files["layouts/base.html"]?.replacingOccurrences(
            of: "<link rel=\"stylesheet\" href=\"{{root}}assets/components.css\">",
            with: "<link rel=\"stylesheet\" href=\"{{root}}assets/components.css\">\n<link rel=\"stylesheet\" href=\"{{root}}assets/tokens-pages.css\">")
        return TemplateFiles(files: files)
    }

    /// Every output file of a site made of the token pages alone, by path.
    static func render(_ project: TokenProject, pairs: [ContrastPair] = examplePairs) throws -> [String: String] {
        let templates = try SiteTemplates(files: templateFiles())
        let catalog = try ComponentCatalog(files: templates.files)
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: catalog, config: ContrastConfig(pairs: pairs), diagnostics: &diagnostics)
        let pages = TokenPages.pages(project: project, contrast: report)
        var site = SiteModel(title: "Token pages", templates: templates, docs: [], generated: [(title: "Tokens", pages: pages)])
        site.componentsStylesheet = catalog.stylesheet
        let files = try RenderSite(site: site).render()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// The text of the table row whose header cell carries `id`, up to the row's end.
    static func row(_ html: String, id: String) -> String? {
        guard let start = html.range(of: "id=\"\(id)\"") else { return nil }
        guard let end = html.range(of: "</tr>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.lowerBound])
    }
}

extension TokenPagesTestSupport {
    /// The `<td>` texts of the table row that starts at `marker` (an id or href attribute).
    static func cells(_ html: String, after marker: String) -> [String] {
        guard let start = html.range(of: marker),
              let end = html.range(of: "</tr>", range: start.upperBound..<html.endIndex) else { return [] }
        let row = html[start.upperBound..<end.lowerBound]
        return row.components(separatedBy: "<td>").dropFirst().map { cell in
            String(cell.components(separatedBy: "</td>").first ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Every `id="..."` of a page.
    static func ids(_ html: String) -> Set<String> {
        Set(html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first })
    }

    /// Every `href="..."` of a page.
    static func hrefs(_ html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }
}
