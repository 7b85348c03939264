import Foundation

/// Where a project's inputs are and where its site goes. All paths absolute
/// and standardized.
public struct ProjectLayout: Sendable, Hashable {
    public var root: String
    public var docs: String
    public var templates: String
    /// The design tokens: a resolver or token file, or a folder their source is found in
    /// (`TokenSources`): the project folder itself unless the configuration names one.
    public var tokens: String
    public var output: String
    /// The configuration file read, if any.
    public var configFile: String?

    /// The conventional layout of a project folder: `docs/`, `templates/`,
    /// and the site in `site/` unless `output` says otherwise.
    public init(root: String, output: String? = nil, config: ProjectConfig = ProjectConfig()) {
        let root = PathNormalizer.absolute(root)
        self.root = root
        self.docs = root + "/" + (config.docs ?? "docs")
        self.templates = root + "/" + (config.templates ?? "templates")
        self.tokens = config.tokens.map { root + "/" + $0 } ?? root
        self.output = output.map(PathNormalizer.absolute) ?? root + "/" + (config.output ?? "site")
    }

    /// Folders the build reads; the output may be none of them, inside none
    /// of them and contain none of them. A tokens *file* guards its folder, unless that is the
    /// project folder itself (a design system's repository with its resolver at the top): the
    /// site may go inside the project, never be or contain it.
    public var inputFolders: [String] {
        let tokenFolder = tokens.hasSuffix(".json") ? (tokens as NSString).deletingLastPathComponent : tokens
        return [docs, templates] + (tokenFolder == root ? [] : [tokenFolder])
    }

    /// `path` relative to the project root when inside it, for messages.
    public func display(_ path: String) -> String {
        PathNormalizer.display(path, under: root)
    }
}
