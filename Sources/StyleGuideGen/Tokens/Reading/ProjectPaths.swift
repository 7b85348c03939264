/// Path arithmetic for project files; nothing may leave the project root.
enum ProjectPaths {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `base/relative` normalised; nil for absolute paths, URLs, or anything outside `root`.
    static func resolve(_ relative: String, relativeTo base: String, root: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("://"), !relative.contains("\\") else { return nil }
        let joined = normalise(base + "/" + relative)
        let rootPath = normalise(root)
        guard let joined, let rootPath else { return nil }
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return joined.hasPrefix(prefix) ? joined : nil
    }

    /// Collapses `.` and `..`; nil when `..` climbs above the start.
    static func normalise(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
