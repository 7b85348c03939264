/// `styleguide diff BASE HEAD` and `styleguide diff --base-ref REF HEAD`: builds both sides as far
/// as their components are bound and compares them. HEAD is a project (a folder with
/// `styleguide.json` or `docs/`), whose base is then the project as BASE or the git ref has it (its
/// configuration, templates, components and tokens); or it is a token file or folder, both sides
/// then read with the configuration of the current folder (or `--config`).
public enum DiffCommand {
    public struct Request: Sendable {
        public var base: String?
        public var head: String
        public var baseRef: String?
        /// `--config`: the configuration of both sides (each reads it where it has it).
        public var config: String?

        public init(base: String?, head: String, baseRef: String?, config: String? = nil) {
            self.base = base
            self.head = head
            self.baseRef = baseRef
            self.config = config
        }
    }

    /// The review, or nil when a side cannot be built (the diagnostics say why). Diagnostics: the
    /// head's, as its build has them, then the base's errors (messages prefixed `in the base`).
    public static func run(_ request: Request, fileSystem: FileSystem = LocalFileSystem(), diagnostics: inout DiagnosticBag) -> ChangeReview? {
        let head = PathNormalizer.absolute(request.head)
        let isProject = fileSystem.fileExists(head + "/" + ConfigLoader.fileName) || fileSystem.isDirectory(head + "/docs")
        let projectRoot = isProject ? head : PathNormalizer.absolute(".")
        let headProject: Project
        do {
            headProject = try Project.load(root: projectRoot, configPath: request.config, fileSystem: fileSystem)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let base = baseSource(request, projectRoot: projectRoot, isProject: isProject, fileSystem: fileSystem, diagnostics: &diagnostics) else { return nil }
        let baseOptions: BuildOptions
        do {
            baseOptions = try options(root: base.isProject ? base.path : projectRoot, tokens: base.isProject ? nil : base.path,
                                      config: request.config, fileSystem: base.fileSystem, fallback: headProject)
        } catch {
            diagnostics.append(contentsOf: prefixed(error.diagnostics, base.label))
            return nil
        }
        // The two sides read different files and share nothing: built at once.
        let headOptions = sideOptions(headProject, tokens: isProject ? nil : head)
        let ((headSide, headProblems), (baseSide, baseProblems)) = bothAtOnce {
            var found = DiagnosticBag()
            return (ReviewSide.load(label: request.head, options: headOptions, fileSystem: fileSystem, diagnostics: &found), found.all)
        } _: {
            var found = DiagnosticBag()
            return (ReviewSide.load(label: base.label, options: baseOptions, fileSystem: base.fileSystem, diagnostics: &found), found.all)
        }
        diagnostics.append(contentsOf: headProblems)
        diagnostics.append(contentsOf: prefixed(baseProblems.filter { $0.severity == .error }, base.label))
        guard let headSide, let baseSide else { return nil }
        return ChangeReview(base: baseSide, head: headSide, project: headProject)
    }

    /// Where the base is read from: a path on disk, or the head's own paths at a git ref.
    private static func baseSource(_ request: Request, projectRoot: String, isProject: Bool, fileSystem: FileSystem,
                                   diagnostics: inout DiagnosticBag) -> (fileSystem: FileSystem, path: String, label: String, isProject: Bool)? {
        switch (request.base, request.baseRef) {
        case (nil, nil):
            diagnostics.append(.error(.diffArguments, "give the base to compare with: a BASE path or --base-ref GIT_REF"))
            return nil
        case (_?, _?):
            diagnostics.append(.error(.diffArguments, "give either a BASE path or --base-ref GIT_REF, not both"))
            return nil
        case (let path?, nil):
            let absolute = PathNormalizer.absolute(path)
            let baseIsProject = isProject && (fileSystem.fileExists(absolute + "/" + ConfigLoader.fileName) || fileSystem.isDirectory(absolute + "/docs"))
            return (fileSystem, absolute, path, baseIsProject)
        case (nil, let ref?):
            let head = PathNormalizer.absolute(request.head)
            do throws(DiagnosticError) {
                // The whole project as the ref has it (tokens, configuration, templates), or for
                // tokens outside the current project's repository, their folder.
                let project = PathNormalizer.isSameOrInside(head, projectRoot) ? try? GitFileSystem(containing: projectRoot, ref: ref) : nil
                let git: GitFileSystem
                if let project { git = project } else { git = try GitFileSystem(containing: head, ref: ref) }
                let relative = GitFileSystem.relative(head, to: git.repository)
                return (git, head, relative.isEmpty ? ref : "\(ref):\(relative)", isProject)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
                return nil
            }
        }
    }

    /// A side's build options: its own project, or its tokens at `tokens` read under `fallback`'s configuration.
    private static func options(root: String, tokens: String?, config: String?, fileSystem: FileSystem, fallback: Project) throws(DiagnosticError) -> BuildOptions {
        guard tokens == nil else { return sideOptions(fallback, tokens: tokens) }
        return sideOptions(try Project.load(root: root, configPath: config, fileSystem: fileSystem), tokens: nil)
    }

    private static func sideOptions(_ project: Project, tokens: String?) -> BuildOptions {
        var options = BuildOptions(project: project)
        if let tokens { options.givenTokens = .path(tokens) }
        return options
    }

    private static func prefixed(_ diagnostics: [Diagnostic], _ label: String) -> [Diagnostic] {
        diagnostics.map { problem in
            var copy = problem
            copy.message = "in the base (\(label)): " + problem.message
            return copy
        }
    }
}
