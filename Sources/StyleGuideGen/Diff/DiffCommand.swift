/// `styleguide diff BASE HEAD` and `styleguide diff --base-ref REF HEAD`: loads
/// both sides and compares them. Each side may be a project folder, a tokens
/// folder, a resolver file or a token file.
public enum DiffCommand {
    /// The diff, or nil when a side cannot be loaded (the diagnostics say why).
    /// Diagnostics: the head's loading problems, the base's (messages prefixed
    /// `in the base`), then head's contrast-pair problems; the diff is still
    /// returned when they are only warnings or errors inside the token files.
    public static func run(basePath: String?, headPath: String, baseRef: String?,
                           catalog: ComponentCatalog, contrast: ContrastConfig,
                           fileSystem: FileSystem = LocalFileSystem(),
                           displayRoot: String = PathNormalizer.absolute(".")) -> (TokenDiff?, [Diagnostic]) {
        let baseSource: (fileSystem: FileSystem, path: String, label: String)
        switch (basePath, baseRef) {
        case (nil, nil):
            return (nil, [.error(.diffArguments, "give the base to compare with: a BASE path or --base-ref GIT_REF")])
        case (_?, _?):
            return (nil, [.error(.diffArguments, "give either a BASE path or --base-ref GIT_REF, not both")])
        case (let path?, nil):
            baseSource = (fileSystem, path, path)
        case (nil, let ref?):
            do {
                let git = try GitFileSystem(containing: headPath, ref: ref)
                let relative = GitFileSystem.relative(PathNormalizer.absolute(headPath), to: git.repository)
                baseSource = (git, PathNormalizer.absolute(headPath), relative.isEmpty ? ref : "\(ref):\(relative)")
            } catch {
                return (nil, error.diagnostics)
            }
        }
        var headProblems = DiagnosticBag(), baseProblems = DiagnosticBag()
        let head = TokenSource(fileSystem: fileSystem).load(headPath, displayRoot: displayRoot, diagnostics: &headProblems)
        let base = TokenSource(fileSystem: baseSource.fileSystem).load(baseSource.path, displayRoot: displayRoot, diagnostics: &baseProblems)
        var diagnostics = headProblems.all + baseProblems.all.map { problem in
            var copy = problem
            copy.message = "in the base (\(baseSource.label)): " + problem.message
            return copy
        }
        guard let head, let base else { return (nil, diagnostics) }
        let diff = TokenDiff.compare(base: base, head: head, catalog: catalog, contrast: contrast,
                                     baseLabel: baseSource.label, headLabel: headPath)
        diagnostics += diff.diagnostics
        return (diff, diagnostics)
    }
}
