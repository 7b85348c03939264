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
        guard let listing = try? fileSystem.listFiles(under: root, within: root, pruning: pruned) else { return [] }
        return listing.files.filter { path in
            FontFileName.format(of: path) != nil && !isHidden(path)
                && !excluded.contains { PathNormalizer.isSameOrInside(path, $0) }
        }
    }

    /// Folders not entered, by name: what token discovery skips, and the folders a build writes
    /// (the site, the cache), whose files would otherwise change the listing, an input, on every build.
    private var pruned: Set<String> {
        let written = excluded.filter { PathNormalizer.isSameOrInside($0, root) && $0 != root }.map { ($0 as NSString).lastPathComponent }
        return SourceDiscovery(fileSystem: fileSystem, boundary: root).pruned.union([".git", ".build", BuildCache.folderName]).union(written)
    }

    private func isHidden(_ path: String) -> Bool {
        path.dropFirst(root.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }
}
