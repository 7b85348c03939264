/// `styleguide swift`: loads and resolves the project as the site's build does, then writes the Swift
/// package whole into its folder, atomically; a failed run leaves the previous package as it was.
public struct SwiftPackageBuilder: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The diagnostics, and the number of files written (0 when it failed).
    public func generate(_ options: BuildOptions, package: SwiftPackageOptions) -> (diagnostics: [Diagnostic], files: Int) {
        var diagnostics = DiagnosticBag()
        guard let files = plan(options, package: package, diagnostics: &diagnostics) else { return (diagnostics.sorted, 0) }
        do {
            try write(files, package: package, layout: options.layout)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return (diagnostics.sorted, 0)
        }
        return (diagnostics.sorted, files.count + 1)
    }

    /// Refuses a folder that is not ours before anything is loaded.
    static func refusal(_ package: SwiftPackageOptions, layout: ProjectLayout, fileSystem: FileSystem) -> Diagnostic? {
        if let problem = package.nameProblem { return .error(.swiftPackageName, problem) }
        let policy = OutputFolderPolicy(layout: layout, output: package.output, marker: OutputFolderPolicy.packageMarkerName,
                                        noun: "the Swift package", option: "the package folder")
        if package.output == layout.output { return .error(.outputRefused, "refusing to write the Swift package into the site folder `\(layout.display(package.output))`; choose another folder") }
        return policy.refusal(fileSystem: fileSystem).map { .error(.outputRefused, $0) }
    }

    private func plan(_ options: BuildOptions, package: SwiftPackageOptions, diagnostics: inout DiagnosticBag) -> [OutputFile]? {
        if let refusal = Self.refusal(package, layout: options.layout, fileSystem: fileSystem) {
            diagnostics.append(refusal)
            return nil
        }
        let inputs = ProjectInputLoader(fileSystem: fileSystem).load(options, into: &diagnostics)
        let resolved = inputs.map { ResolveStage(options: options).run($0, diagnostics: &diagnostics) }
        let files = resolved.map { SwiftPackageStage(options: options, package: package).run($0, diagnostics: &diagnostics) }
        diagnostics.apply(options.policy)
        diagnostics.displayFiles(options.layout.display)
        return diagnostics.hasErrors ? nil : files
    }

    func write(_ files: [OutputFile], package: SwiftPackageOptions, layout: ProjectLayout) throws(DiagnosticError) {
        var writer = AtomicSiteWriter(destination: package.output, fileSystem: fileSystem)
        writer.marker = OutputFolderPolicy.packageMarkerName
        writer.noun = "Swift package"
        try writer.write(files)
    }
}
