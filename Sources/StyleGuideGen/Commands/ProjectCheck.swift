/// `styleguide check`: everything `build` validates, without writing a
/// site, plus the contrast rules as errors. PATH may be a project folder or
/// a single token or resolver file. A repository holding several token sources has each
/// checked, named in a note before its diagnostics.
public struct ProjectCheck: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = LocalFileSystem()) { self.fileSystem = fileSystem }

    public func run(path: String, configPath: String? = nil, tokens: String? = nil, strict: Bool) -> [Diagnostic] {
        let absolute = PathNormalizer.absolute(path)
        guard fileSystem.isDirectory(absolute), !TokensStudioProject.isFolder(absolute, fileSystem: fileSystem) else {
            // A single token or resolver file, or a Tokens Studio folder: its tokens checked alone.
            var bag = DiagnosticBag()
            _ = TokensAsGiven.resolve(path, strict: strict, fileSystem: fileSystem, diagnostics: &bag)
            return bag.sorted
        }
        var diagnostics = DiagnosticBag()
        do {
            let project = try Project.load(root: path, configPath: configPath, tokens: tokens, fileSystem: fileSystem)
            if project.config.tokens == nil, let (sources, found) = severalSources(in: project.layout.root) {
                // What finding them found, through the step that applies the policy to every build.
                var finding = DiagnosticBag(found)
                _ = FinishSite(options: BuildOptions(project: project, strict: strict)).run(nil, nil, read: [], diagnostics: &finding)
                diagnostics.append(contentsOf: finding.all)
                checkEach(sources, of: project, strict: strict, into: &diagnostics)
                return diagnostics.sorted
            }
            var options = BuildOptions(project: project, strict: strict)
            options.contrastFailuresAreErrors = true
            SiteBuilder(fileSystem: fileSystem).validate(options, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        return diagnostics.sorted
    }

    /// The project's token sources when there are several, with what finding them found.
    private func severalSources(in root: String) -> ([FoundSource], [Diagnostic])? {
        var found = DiagnosticBag()
        guard let sources = TokenSources(fileSystem: fileSystem, boundary: root).find(in: root, diagnostics: &found), sources.count > 1 else { return nil }
        return (sources, found.all)
    }

    /// Each source's tokens loaded and checked, its diagnostics after a note that names it.
    private func checkEach(_ sources: [FoundSource], of project: Project, strict: Bool, into diagnostics: inout DiagnosticBag) {
        for source in sources {
            var found = DiagnosticBag()
            let options = BuildOptions(project: project, source: source, among: sources, strict: strict)
            let tokens = BuildPipeline(options: options, fileSystem: fileSystem).run(through: .resolveTokens, diagnostics: &found).tokens.project
            let summary = tokens.map { "\($0.firstTokenOfEachName().count) token\($0.firstTokenOfEachName().count == 1 ? "" : "s") in \($0.permutations.count) permutation\($0.permutations.count == 1 ? "" : "s")" } ?? "not loaded"
            diagnostics.append(.note(.ioTokenSources, "token source \(source.name) (\(source.description)): \(summary), \(found.errors.count) error\(found.errors.count == 1 ? "" : "s"); build it with `--tokens \(source.name)`",
                                     at: SourceLocation(file: project.layout.display(source.path), line: 1, column: 1)))
            diagnostics.append(contentsOf: found.all)
        }
    }
}
