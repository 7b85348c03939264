import Foundation

/// Decides whether a folder may receive (and so replace) a built site.
/// Refuses `/`, the project root, the input folders and anything containing
/// or inside them, and any existing folder that is not a site we built.
public struct OutputFolderPolicy: Sendable {
    /// The file every site we build carries; its presence is our licence to replace the folder.
    public static let markerName = ".styleguide-site"

    public var layout: ProjectLayout

    public init(layout: ProjectLayout) { self.layout = layout }

    /// Returns the reason the output folder is refused, or nil when it may be written.
    public func refusal(fileSystem: FileSystem = LocalFileSystem()) -> String? {
        let output = layout.output
        if output == "/" { return "refusing to write the site to `/`" }
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty,
           PathNormalizer.absolute(home) == output {
            return "refusing to write the site to the home folder `\(output)`"
        }
        if PathNormalizer.isSameOrInside(layout.root, output) {
            return "refusing to write the site to `\(output)`: it is the project folder or contains it"
        }
        for input in layout.inputFolders {
            if PathNormalizer.isSameOrInside(output, input) || PathNormalizer.isSameOrInside(input, output) {
                return "refusing to write the site to `\(output)`: it overlaps the input folder `\(layout.display(input))`"
            }
        }
        return existingFolderRefusal(output, fileSystem: fileSystem)
    }

    private func existingFolderRefusal(_ output: String, fileSystem: FileSystem) -> String? {
        guard fileSystem.fileExists(output) else { return nil }
        guard fileSystem.isDirectory(output) else { return "refusing to write the site to `\(output)`: it is a file, not a folder" }
        let entries = (try? fileSystem.contentsOfDirectory(output)) ?? []
        if entries.isEmpty || entries.contains(Self.markerName) { return nil }
        return "refusing to replace `\(output)`: it exists and was not made by styleguide (no \(Self.markerName) file); remove it yourself or choose another --out"
    }
}
