import Foundation

/// What the last build left in its output folder so the next one can skip
/// work: for every page, the fingerprint of everything it was rendered from
/// and the stamp of the file written. Saved as `.styleguide-cache.json` with
/// a checksum, so a damaged file is noticed and ignored, never trusted.
struct BuildCache: Sendable, Equatable {
    /// The project's folder of caches (ignored by git; `init` says so in `.gitignore`).
    static let folderName = ".styleguide-cache"
    static let format = "styleguide-build-cache-1"

    struct Entry: Sendable, Hashable {
        var fingerprint: String
        var stamp: FileStamp
    }

    /// The tool (version and binary) that wrote it: another tool's cache is not used.
    var tool: String
    /// Output path below the site root -> entry.
    var entries: [String: Entry]

    init(tool: String, entries: [String: Entry] = [:]) {
        self.tool = tool
        self.entries = entries
    }

    /// Deterministic JSON, keys sorted, with the checksum of its content.
    func encoded() -> Data {
        var files: [String: JSONValue] = [:]
        for (path, entry) in entries {
            files[path] = Self.object(["fingerprint": Self.string(entry.fingerprint), "stamp": Self.string(entry.stamp.description)])
        }
        let root = Self.object([
            "format": Self.string(Self.format),
            "tool": Self.string(tool),
            "checksum": Self.string(checksum),
            "files": Self.object(files),
        ])
        return Data(JSONWriter.write(root).utf8)
    }

    /// Reads a cache file; throws a reason when it is not one we can trust.
    static func decode(_ data: Data, file: String) throws(BuildCacheProblem) -> BuildCache {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data, file: file, maxDepth: 8)
        } catch {
            throw .corrupt(error.diagnostics.first?.message ?? "not JSON")
        }
        guard root["format"]?.stringValue == format else { throw .foreign("it is not a styleguide build cache of this format") }
        guard let tool = root["tool"]?.stringValue, let checksum = root["checksum"]?.stringValue,
              let members = root["files"]?.objectMembers else { throw .corrupt("a required member is missing") }
        var cache = BuildCache(tool: tool)
        for member in members {
            guard let fingerprint = member.value["fingerprint"]?.stringValue,
                  let stamp = member.value["stamp"]?.stringValue.flatMap(FileStamp.init) else {
                throw .corrupt("the entry for `\(member.key)` is malformed")
            }
            cache.entries[member.key] = Entry(fingerprint: fingerprint, stamp: stamp)
        }
        guard cache.checksum == checksum else { throw .corrupt("its checksum does not match its content") }
        return cache
    }

    /// A content hash over the tool and every entry in path order.
    var checksum: String {
        var fingerprinter = Fingerprinter()
        fingerprinter.add(Self.format)
        fingerprinter.add(tool)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            fingerprinter.add(path)
            fingerprinter.add(entry.fingerprint)
            fingerprinter.add(entry.stamp.description)
        }
        return fingerprinter.finalize()
    }

    private static let nowhere = SourceLocation(file: "", line: 0, column: 0)
    private static func string(_ text: String) -> JSONValue { JSONValue(.string(text), at: nowhere) }
    private static func object(_ members: [String: JSONValue]) -> JSONValue {
        JSONValue(.object(members.keys.sorted().map { JSONMember(key: $0, keyLocation: nowhere, value: members[$0] ?? string("")) }), at: nowhere)
    }
}

/// Why a cache file was not used.
enum BuildCacheProblem: Error, Equatable {
    /// Unreadable, malformed or failing its checksum.
    case corrupt(String)
    /// Another format, or written by another build of the tool.
    case foreign(String)
}
