import Foundation

/// Where a Tokens Studio project keeps its pieces: a folder (a JSON file per set, `$themes.json`,
/// `$metadata.json`), or one file holding them all (the plugin's single-file sync: each set a
/// top-level key, beside `$themes` and `$metadata`).
enum TokensStudioStorage {
    case folder(path: String, files: [String], read: (String) throws -> Data)
    case singleFile(path: String, document: JSONValue)

    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    /// Whether a parsed file is a single-file project.
    static func isSingleFile(_ document: JSONValue) -> Bool {
        document.objectMembers?.contains { $0.key == "$themes" || $0.key == "$metadata" } ?? false
    }

    var name: String {
        switch self {
        case .folder(let path, _, _): (path as NSString).lastPathComponent
        case .singleFile(let path, _): ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
    }

    /// The file a note about the whole project is placed at: the single file, or `$metadata.json`.
    var file: String {
        switch self {
        case .folder(let path, _, _): path + "/" + Self.metadataFile
        case .singleFile(let path, _): path
        }
    }

    /// Where the themes and the metadata are, in messages.
    var themesName: String { if case .folder = self { Self.themesFile } else { "$themes" } }
    var metadataName: String { if case .folder = self { Self.metadataFile } else { "$metadata" } }

    /// The set names, in path order.
    var setNames: [String] {
        switch self {
        case .folder(let path, let files, _):
            files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(path + "/$") }.map { String($0.dropFirst(path.count + 1).dropLast(5)) }.sorted()
        case .singleFile(_, let document):
            (document.objectMembers ?? []).map(\.key).filter { !$0.hasPrefix("$") }
        }
    }

    /// `set` with no file (or key): how to say so.
    func missing(_ set: String) -> String {
        switch self {
        case .folder: "there is no \(set).json in the project"
        case .singleFile(let path, _): "\((path as NSString).lastPathComponent) has no set '\(set)'"
        }
    }

    func themes(parse: (String) -> JSONValue?) -> JSONValue?? {
        piece(Self.themesFile, key: "$themes", parse: parse)
    }

    func metadata(parse: (String) -> JSONValue?) -> JSONValue?? {
        piece(Self.metadataFile, key: "$metadata", parse: parse)
    }

    /// The file or key's JSON: `.none` when absent, `.some(nil)` when it would not parse (reported).
    private func piece(_ file: String, key: String, parse: (String) -> JSONValue?) -> JSONValue?? {
        switch self {
        case .folder(let path, let files, _):
            guard files.contains(path + "/" + file) else { return .none }
            return .some(parse(path + "/" + file))
        case .singleFile(_, let document):
            guard let value = document[key] else { return .none }
            return .some(value)
        }
    }

    func set(_ name: String, parse: (String) -> JSONValue?) -> JSONValue? {
        switch self {
        case .folder(let path, _, _): parse(path + "/" + name + ".json")
        case .singleFile(_, let document): document[name]
        }
    }
}
