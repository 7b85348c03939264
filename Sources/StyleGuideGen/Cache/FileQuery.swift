import Foundation

/// One question a build asked the file system, written as a key (`read:/p/docs/a.md`), and how
/// to ask it again: the answer is a short text (a content hash, a yes or no, a listing's hash),
/// so two builds' answers compare as strings.
enum FileQuery: Sendable, Hashable {
    case read(String)
    case exists(String)
    case isDirectory(String)
    case walk(String)
    case list(String, within: String, pruning: Set<String>)
    case link(String, within: String)

    private static let separator = "\u{0}"
    /// The answer to reading a file that cannot be read.
    static let unreadable = "unreadable"

    var key: String {
        switch self {
        case .read(let path): "read:" + path
        case .exists(let path): "exists:" + path
        case .isDirectory(let path): "directory:" + path
        case .walk(let path): "walk:" + path
        case .list(let path, let boundary, let pruning): "list:" + path + Self.separator + boundary + Self.separator + pruning.sorted().joined(separator: "/")
        case .link(let path, let boundary): "link:" + path + Self.separator + boundary
        }
    }

    init?(key: String) {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let kind = key[..<colon], rest = String(key[key.index(after: colon)...])
        let pair = rest.components(separatedBy: Self.separator)
        switch (kind, pair.count) {
        case ("read", 1): self = .read(rest)
        case ("exists", 1): self = .exists(rest)
        case ("directory", 1): self = .isDirectory(rest)
        case ("walk", 1): self = .walk(rest)
        case ("list", 3): self = .list(pair[0], within: pair[1], pruning: Set(pair[2].split(separator: "/").map(String.init)))
        case ("link", 2): self = .link(pair[0], within: pair[1])
        default: return nil
        }
    }

    /// The answer `fileSystem` gives now.
    func answer(from fileSystem: FileSystem) -> String {
        switch self {
        case .read(let path): (try? fileSystem.readFile(path)).map(Self.answer(read:)) ?? Self.unreadable
        case .exists(let path): fileSystem.fileExists(path) ? "yes" : "no"
        case .isDirectory(let path): fileSystem.isDirectory(path) ? "yes" : "no"
        case .walk(let path): (try? fileSystem.filesRecursively(under: path)).map { Self.answer(files: $0, skipped: []) } ?? "unlistable"
        case .list(let path, let boundary, let pruning):
            (try? fileSystem.listFiles(under: path, within: boundary, pruning: pruning)).map { Self.answer(files: $0.files, skipped: $0.skippedLinks) } ?? "unlistable"
        case .link(let path, let boundary): fileSystem.escapingLink(of: path, within: boundary).map(Self.answer(link:)) ?? "none"
        }
    }

    /// A file's content hash: the SHA-256 `report.json` lists, so one hash serves both.
    static func answer(read data: Data) -> String { SHA256.hex(data) }

    static func answer(files: [String], skipped: [SkippedLink]) -> String {
        var fingerprinter = Fingerprinter()
        for file in files { fingerprinter.add(file) }
        for link in skipped { fingerprinter.add(answer(link: link)) }
        return fingerprinter.finalize()
    }

    static func answer(link: SkippedLink) -> String { "\(link.path) -> \(link.target) (\(link.reason))" }
}
