import Foundation

/// Decides whether a folder may receive (and so replace) a built site or a generated Swift package.
/// Refuses `/`, the project root, the input folders and anything containing
/// or inside them, and any existing folder that is not one we made.
public struct OutputFolderPolicy: Sendable {
    /// The file every site we build carries; its presence is our licence to replace the folder.
    public static let markerName = ".styleguide-site"
    /// The same for a generated Swift package.
    public static let packageMarkerName = ".styleguide-package"

    public var layout: ProjectLayout
    /// The folder to write, the marker that makes it ours, and what it holds (for messages).
    public var output: String
    public var marker: String
    public var noun: String
    /// The option that chooses the folder, for the advice.
    public var option: String

    /// The site's folder, `layout.output`.
    public init(layout: ProjectLayout) {
        self.init(layout: layout, output: layout.output, marker: Self.markerName, noun: "the site", option: "--out")
    }

    public init(layout: ProjectLayout, output: String, marker: String, noun: String, option: String) {
        self.layout = layout
        self.output = output
        self.marker = marker
        self.noun = noun
        self.option = option
    }

    /// Returns the reason the output folder is refused, or nil when it may be written.
    public func refusal(fileSystem: FileSystem = LocalFileSystem()) -> String? {
        if output == "/" { return "refusing to write \(noun) to `/`" }
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty,
           PathNormalizer.absolute(home) == output {
            return "refusing to write \(noun) to the home folder `\(output)`"
        }
        if PathNormalizer.isSameOrInside(layout.root, output) {
            return "refusing to write \(noun) to `\(output)`: it is the project folder or contains it"
        }
        for input in layout.inputFolders {
            if PathNormalizer.isSameOrInside(output, input) || PathNormalizer.isSameOrInside(input, output) {
                return "refusing to write \(noun) to `\(output)`: it overlaps the input folder `\(layout.display(input))`"
            }
        }
        return existingFolderRefusal(fileSystem: fileSystem)
    }

    private func existingFolderRefusal(fileSystem: FileSystem) -> String? {
        guard fileSystem.fileExists(output) else { return nil }
        guard fileSystem.isDirectory(output) else { return "refusing to write \(noun) to `\(output)`: it is a file, not a folder" }
        let entries = (try? fileSystem.contentsOfDirectory(output)) ?? []
        if entries.isEmpty || entries.contains(marker) { return nil }
        return "refusing to replace `\(output)`: it exists and was not made by styleguide (no \(marker) file); remove it yourself or choose another \(option)"
    }
}
