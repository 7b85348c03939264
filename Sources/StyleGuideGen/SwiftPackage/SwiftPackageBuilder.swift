/// `styleguide swift`: loads and resolves the project as the site's build does, then writes the Swift
/// package whole into its folder, atomically. Like the site, it is written around errors (a token
/// with an invalid value is left out of the permutations it fails in); a run that cannot make it
/// (the folder refused, nothing loaded) leaves the previous package as it was.
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

    /// What a regeneration keeps of the previous package folder: its repository and build products.
    static let carriedOver = [".git", ".build", ".swiftpm"]

    /// Refuses a folder that is not ours, or holds files we did not write, before anything is loaded.
    /// `option` is the one that chose the folder (`--out` for `swift`, `--swift` for `build`).
    static func refusal(_ package: SwiftPackageOptions, layout: ProjectLayout, option: String, fileSystem: FileSystem) -> Diagnostic? {
        if let problem = package.nameProblem { return .error(.swiftPackageName, problem) }
        let policy = OutputFolderPolicy(layout: layout, output: package.output, marker: OutputFolderPolicy.packageMarkerName,
                                        noun: "the Swift package", option: option)
        if let refusal = policy.refusal(fileSystem: fileSystem) { return .error(.outputRefused, refusal) }
        if PathNormalizer.isSameOrInside(package.output, layout.output) || PathNormalizer.isSameOrInside(layout.output, package.output) {
            return .error(.outputRefused, "refusing to write the Swift package to `\(package.output)`: it overlaps the site folder `\(layout.display(layout.output))`, which every build replaces; choose another \(option)")
        }
        let added = addedFiles(in: package.output, fileSystem: fileSystem)
        guard !added.isEmpty else { return nil }
        let listed = added.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (added.count > 3 ? " and \(added.count - 3) more" : "")
        return .error(.outputRefused, "refusing to replace `\(package.output)`: it holds files styleguide did not write (\(listed)), which regenerating would delete; move them out of the package folder (\(carriedOver.joined(separator: ", ")) are kept), or choose another \(option)")
    }

    /// Files of an earlier package that its marker does not list, outside what is carried over.
    private static func addedFiles(in folder: String, fileSystem: FileSystem) -> [String] {
        let marker = folder + "/" + OutputFolderPolicy.packageMarkerName
        guard let text = try? fileSystem.readFile(marker), let files = try? fileSystem.filesRecursively(under: folder) else { return [] }
        let written = AtomicSiteWriter.listedFiles(inMarker: String(decoding: text, as: UTF8.self)).union([OutputFolderPolicy.packageMarkerName])
        return files.map { String($0.dropFirst(folder.count + 1)) }.filter { path in
            !written.contains(path) && !carriedOver.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    private func plan(_ options: BuildOptions, package: SwiftPackageOptions, diagnostics: inout DiagnosticBag) -> [OutputFile]? {
        if let refusal = Self.refusal(package, layout: options.layout, option: "--out", fileSystem: fileSystem) {
            diagnostics.append(refusal)
            return nil
        }
        var options = options
        options.swiftPackage = package
        let files = BuildPipeline(options: options, fileSystem: fileSystem).run(through: .bindComponents, diagnostics: &diagnostics).swift
        return files?.isEmpty == false ? files : nil
    }

    func write(_ files: [OutputFile], package: SwiftPackageOptions, layout: ProjectLayout) throws(DiagnosticError) {
        var writer = AtomicSiteWriter(destination: package.output, fileSystem: fileSystem)
        writer.marker = OutputFolderPolicy.packageMarkerName
        writer.noun = "Swift package"
        writer.carriedOver = Self.carriedOver
        writer.markerListsFiles = true
        try writer.write(files)
    }
}
