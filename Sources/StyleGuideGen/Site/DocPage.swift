/// A docs page of the site: a rendered Markdown doc and where it goes.
public struct DocPage: Sendable {
    public var source: DocSource
    /// Output path below the site root: `guide/tokens.html`.
    public var outputPath: String
    public var title: String
    public var order: Int?
    public var description: String?
    public var html: String
    public var headings: [Heading]
    public var documentLinks: [DocumentLink]
    /// Problems found while rendering (component blocks...).
    public var diagnostics: [Diagnostic]
    /// The components its `component` blocks show.
    public var components: [String]

    /// The folder below `docs/` ("" for top-level docs): the navigation section.
    public var section: String {
        guard let slash = source.relativePath.lastIndex(of: "/") else { return "" }
        return String(source.relativePath[..<slash])
    }

    /// A folder's `index.md` is its section's landing page.
    public var isSectionIndex: Bool {
        source.relativePath == "index.md" || source.relativePath.hasSuffix("/index.md")
    }

    /// Headings shown in the page's table of contents: levels 2 and 3.
    public var tableOfContents: [Heading] { headings.filter { (2...3).contains($0.level) } }

    /// Turns a doc into a page. The title comes from front matter, else the
    /// first `#` heading, else the file name.
    public init(source: DocSource, rendered: RenderedMarkdown) {
        self.source = source
        self.outputPath = String(source.relativePath.dropLast(3)) + ".html"
        self.title = source.frontMatter.title ?? rendered.firstTitle ?? DocPage.titleFromFileName(source.relativePath)
        self.order = source.frontMatter.order
        self.description = source.frontMatter.description
        self.html = rendered.html
        self.headings = rendered.headings
        self.documentLinks = rendered.documentLinks
        self.diagnostics = rendered.diagnostics
        self.components = rendered.components
    }

    /// The doc as a page of the site.
    public var sitePage: SitePage {
        SitePage(outputPath: outputPath, title: title, description: description, template: "pages/doc",
                 data: ["content": .string(html)], headings: headings)
    }

    static func titleFromFileName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SectionTitle.humanize(String(name.dropLast(3)))
    }
}

enum SectionTitle {
    /// `getting-started` -> `Getting started`.
    static func humanize(_ name: String) -> String {
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

import Foundation
