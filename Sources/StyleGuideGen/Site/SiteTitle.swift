import Foundation

/// The site's title, one rule for the site and the pages made beside it (the
/// diff page): the configured title, else the title of the docs' `index.md`
/// (front matter, else its first `#` heading, else its file name), else the
/// design system's name (`SystemName`), else "Style guide".
public enum SiteTitle {
    public static let fallback = "Style guide"

    /// The rule, given the home doc's title when the docs have an `index.md`.
    public static func choose(configured: String?, homeDocTitle: String?, systemName: String? = nil) -> String {
        configured ?? homeDocTitle ?? systemName ?? fallback
    }

    /// The title without building the site: reads `docs/index.md` only when
    /// the configuration has no title, and renders it only when its front
    /// matter has none. An index the build would skip (a link leaving the
    /// project) or could not read gives the fallback, as the build has no home doc then.
    public static func read(_ project: Project, fileSystem: FileSystem = LocalFileSystem()) -> String {
        if let configured = project.config.title { return configured }
        // Without loading the tokens: a resolver's `name` is the build's to read.
        return choose(configured: nil, homeDocTitle: homeDocTitle(project, fileSystem: fileSystem),
                      systemName: SystemName.choose(tokenName: nil, layout: project.layout, fileSystem: fileSystem))
    }

    static func homeDocTitle(_ project: Project, fileSystem: FileSystem) -> String? {
        let layout = project.layout
        let path = layout.docs + "/index.md"
        let display = layout.display(path)
        guard fileSystem.escapingLink(of: path, within: layout.root) == nil,
              let data = try? fileSystem.readFile(path),
              let text = try? UTF8Text.decode(data, file: display),
              let split = try? FrontMatterParser.split(text, file: display) else { return nil }
        if let title = split.frontMatter.title { return title }
        let rendered = MarkdownRenderer(options: BuildOptions(project: project).markdown).render(split.body, file: display)
        return rendered.firstTitle ?? DocPage.titleFromFileName("index.md")
    }
}
