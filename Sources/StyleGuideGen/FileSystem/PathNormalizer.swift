import Foundation

/// Absolute, standardized paths with symbolic links of existing parts resolved.
public enum PathNormalizer {
    public static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let url = URL(fileURLWithPath: base).standardizedFileURL
        return resolvingExistingSymlinks(url.path)
    }

    /// Resolves links in the longest existing prefix, keeps the rest as is, so
    /// a not-yet-created output folder under a linked folder compares right.
    private static func resolvingExistingSymlinks(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path)
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath().path
        for component in missing { resolved += (resolved.hasSuffix("/") ? "" : "/") + component }
        return resolved
    }

    /// `path` relative to `root` when it lies inside it, else as it is: how diagnostics name files.
    public static func display(_ path: String, under root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// True when `path` is `ancestor` or lies inside it.
    /// `path` from `directory`, both absolute: `../figma/Color.Light.json`.
    static func relative(_ path: String, from directory: String) -> String {
        let target = path.split(separator: "/"), base = directory.split(separator: "/")
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }

    public static func isSameOrInside(_ path: String, _ ancestor: String) -> Bool {
        path == ancestor || ancestor == "/" || path.hasPrefix(ancestor + "/")
    }
}
