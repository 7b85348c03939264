import Foundation

/// A file of the built site: path below the site root and its bytes.
public struct OutputFile: Sendable, Hashable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Renders the site model through the layout into output files.
struct SiteRenderer {
    let site: SiteModel
    let templates: TemplateFiles

    func render() throws(DiagnosticError) -> [OutputFile] {
        guard let layoutSource = templates["layout.html"] else {
            throw DiagnosticError(.error("no `layout.html` template: the built-in default is missing and the project gives none", subject: "layout.html"))
        }
        let layout = PlaceholderTemplate(name: "templates/layout.html", source: layoutSource)
        let fragments = PageFragments(site: site)
        var files: [OutputFile] = []
        files.append(try renderHome(layout: layout, fragments: fragments))
        for page in site.pages {
            let html = try layout.render([
                "pageTitle": page.title,
                "siteTitle": site.title,
                "description": page.description ?? "",
                "root": PageFragments.rootPrefix(for: page.outputPath),
                "navigation": fragments.navigation(current: page.outputPath),
                "tableOfContents": fragments.tableOfContents(page),
                "content": page.html,
                "pager": fragments.pager(for: page),
            ])
            files.append(OutputFile(path: page.outputPath, contents: Data(html.utf8)))
        }
        for asset in templates.assets {
            files.append(OutputFile(path: asset.path, contents: Data(asset.text.utf8)))
        }
        return files
    }

    private func renderHome(layout: PlaceholderTemplate, fragments: PageFragments) throws(DiagnosticError) -> OutputFile {
        let intro = site.home?.html ?? "<h1>\(HTMLEscaping.text(site.title))</h1>\n"
        let html = try layout.render([
            "pageTitle": site.home?.title ?? "Home",
            "siteTitle": site.title,
            "description": site.home?.description ?? "",
            "root": "",
            "navigation": fragments.navigation(current: nil),
            "tableOfContents": "",
            "content": intro + fragments.contents(),
            "pager": "",
        ])
        return OutputFile(path: "index.html", contents: Data(html.utf8))
    }
}
