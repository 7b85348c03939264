import Foundation

/// The font files in a project folder: every `.woff2`, `.woff`, `.ttf` and `.otf` below it, but
/// none in hidden folders (`.git`, the cache), dependencies or build outputs (the folders token
/// discovery skips), the site being written, or the cache folder wherever it is.
struct FontFiles {
    let fileSystem: FileSystem
    let root: String
    /// Folders whose files are never the project's fonts.
    let excluded: [String]

    /// Absolute paths, sorted.
    func list() -> [String] {
        guard let listing = try? fileSystem.listFiles(under: root, within: root, pruning: SourceDiscovery(fileSystem: fileSystem, boundary: root).pruned) else { return [] }
        return listing.files.filter { path in
            FontFileName.format(of: path) != nil && !isHidden(path)
                && !excluded.contains { PathNormalizer.isSameOrInside(path, $0) }
        }
    }

    private func isHidden(_ path: String) -> Bool {
        path.dropFirst(root.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }
}
