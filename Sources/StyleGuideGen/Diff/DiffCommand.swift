/// `styleguide diff BASE HEAD` and `styleguide diff --base-ref REF HEAD`: loads
/// both sides and compares them. Each side may be a project folder, a tokens
/// folder, a resolver file or a token file.
public enum DiffCommand {
    /// The diff, or nil when a side cannot be loaded (the diagnostics say why).
    /// Diagnostics: the head's loading problems, the base's (messages prefixed
    /// `in the base`), then head's contrast-pair problems; the diff is still
    /// returned when they are only warnings or errors inside the token files.
    public static func run(basePath: String?, headPath: String, baseRef: String?,
                           catalog: ComponentCatalog, contrast: ContrastConfig, map: [SlotMapping] = [],
                           stylesheet: TokenStylesheetOptions = TokenStylesheetOptions(),
                           fileSystem: FileSystem = LocalFileSystem(),
                           diagnostics: inout DiagnosticBag) -> TokenDiff? {
        let baseSource: (fileSystem: FileSystem, path: String, label: String)
        switch (basePath, baseRef) {
        case (nil, nil):
            diagnostics.append(.error(.diffArguments, "give the base to compare with: a BASE path or --base-ref GIT_REF"))
            return nil
        case (_?, _?):
            diagnostics.append(.error(.diffArguments, "give either a BASE path or --base-ref GIT_REF, not both"))
            return nil
        case (let path?, nil):
            baseSource = (fileSystem, path, path)
        case (nil, let ref?):
            do {
                let git = try GitFileSystem(containing: headPath, ref: ref)
                let relative = GitFileSystem.relative(PathNormalizer.absolute(headPath), to: git.repository)
                baseSource = (git, PathNormalizer.absolute(headPath), relative.isEmpty ? ref : "\(ref):\(relative)")
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                return nil
            }
        }
        var headProblems = DiagnosticBag(), baseProblems = DiagnosticBag()
        // Each side through the build's steps as far as its tokens, as `tokens PATH` reads them.
        let head = TokensAsGiven.resolve(headPath, strict: false, fileSystem: fileSystem, diagnostics: &headProblems)
        let base = TokensAsGiven.resolve(baseSource.path, strict: false, fileSystem: baseSource.fileSystem, diagnostics: &baseProblems)
        diagnostics.append(contentsOf: headProblems.all)
        diagnostics.append(contentsOf: baseProblems.all.map { problem in
            var copy = problem
            copy.message = "in the base (\(baseSource.label)): " + problem.message
            return copy
        })
        guard let head, let base else { return nil }
        let diff = TokenDiff.compare(base: base, head: head, catalog: catalog, contrast: contrast, map: map, stylesheet: stylesheet,
                                     baseLabel: baseSource.label, headLabel: headPath)
        diagnostics.append(contentsOf: diff.diagnostics)
        return diff
    }
}
