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

/// Renders the site model through the page templates into output files.
struct SiteRenderer {
    let site: SiteModel
    let templates: SiteTemplates
    let catalog: ComponentCatalog
    var parallel = true

    func render() throws(DiagnosticError) -> [OutputFile] {
        let context = PageContext(site: site)
        var files: [OutputFile] = [
            OutputFile(path: "index.html", contents: Data(try templates.render("pages/home", context.home()).utf8))
        ]
        let templates = self.templates
        let pages = site.pages.concurrentMap(parallel: parallel) { page in
            Result { () throws(DiagnosticError) -> OutputFile in
                OutputFile(path: page.outputPath, contents: Data(try templates.render(page.template, context.page(page)).utf8))
            }
        }
        for page in pages { files.append(try page.get()) }
        files.append(OutputFile(path: "assets/components.css", contents: Data(catalog.stylesheet.utf8)))
        if let tokens = site.tokensStylesheet {
            files.append(OutputFile(path: "assets/tokens.css", contents: Data(tokens.utf8)))
        }
        for asset in templates.files.assets {
            files.append(OutputFile(path: asset.path, contents: Data(asset.text.utf8)))
        }
        return files
    }
}
