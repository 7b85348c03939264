/// `styleguide check`: everything `build` validates, without writing a
/// site, plus the contrast rules as errors. PATH may be a project folder or
/// a single token or resolver file.
public struct ProjectCheck: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = LocalFileSystem()) { self.fileSystem = fileSystem }

    public func run(path: String, configPath: String? = nil, strict: Bool) -> [Diagnostic] {
        let absolute = PathNormalizer.absolute(path)
        guard fileSystem.isDirectory(absolute), !TokensStudioProject.isFolder(absolute, fileSystem: fileSystem) else {
            // A single token or resolver file, or a Tokens Studio folder: its tokens checked alone.
            var bag = DiagnosticBag()
            releaseLater(TokenSource(fileSystem: fileSystem).load(path, diagnostics: &bag))
            bag.apply(DiagnosticPolicy(strict: strict))
            return bag.sorted
        }
        var diagnostics = DiagnosticBag()
        do {
            let project = try Project.load(root: path, configPath: configPath, fileSystem: fileSystem)
            var options = BuildOptions(project: project, strict: strict)
            options.contrastFailuresAreErrors = true
            SiteBuilder(fileSystem: fileSystem).validate(options, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        return diagnostics.sorted
    }
}
