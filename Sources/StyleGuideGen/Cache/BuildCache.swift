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
    /// What the whole site was built from, for a no-op build to recognise; nil: not known.
    var manifest: InputManifest?

    init(tool: String, entries: [String: Entry] = [:], manifest: InputManifest? = nil) {
        self.tool = tool
        self.entries = entries
        self.manifest = manifest
    }

    /// Deterministic JSON, keys sorted, with the checksum of its content.
    func encoded() -> Data {
        var files: [String: JSONValue] = [:]
        for (path, entry) in entries {
            files[path] = Self.object(["fingerprint": Self.string(entry.fingerprint), "stamp": Self.string(entry.stamp.description)])
        }
        var members = [
            "format": Self.string(Self.format),
            "tool": Self.string(tool),
            "checksum": Self.string(checksum),
            "files": Self.object(files),
        ]
        if let manifest { members["manifest"] = Self.json(manifest) }
        let root = Self.object(members)
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
        if let manifest = root["manifest"] { cache.manifest = try Self.manifest(manifest) }
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
        fingerprinter.add(manifest.map { JSONWriter.write(Self.json($0)) } ?? "")
        return fingerprinter.finalize()
    }

    private static func json(_ manifest: InputManifest) -> JSONValue {
        object([
            "options": string(manifest.options),
            "answers": object(manifest.answers.mapValues(string)),
            "outputs": object(manifest.outputs.mapValues { string($0.description) }),
            "pages": .number(manifest.pages),
            "files": .number(manifest.files),
            "diagnostics": .array(manifest.diagnostics.map(BuildReport.json)),
        ])
    }

    private static func manifest(_ json: JSONValue) throws(BuildCacheProblem) -> InputManifest {
        guard let options = json["options"]?.stringValue, let answers = json["answers"]?.objectMembers, let outputs = json["outputs"]?.objectMembers,
              let pages = json["pages"]?.numberValue, let files = json["files"]?.numberValue, let diagnostics = json["diagnostics"]?.arrayValue else {
            throw .corrupt("the manifest is malformed")
        }
        var manifest = InputManifest(options: options, answers: [:], outputs: [:], pages: Int(pages), files: Int(files), diagnostics: [])
        for member in answers {
            guard let answer = member.value.stringValue else { throw .corrupt("the manifest's answer for `\(member.key)` is malformed") }
            manifest.answers[member.key] = answer
        }
        for member in outputs {
            guard let stamp = member.value.stringValue.flatMap(FileStamp.init) else { throw .corrupt("the manifest's entry for `\(member.key)` is malformed") }
            manifest.outputs[member.key] = stamp
        }
        for item in diagnostics {
            guard let diagnostic = Self.diagnostic(item) else { throw .corrupt("a diagnostic of the manifest is malformed") }
            manifest.diagnostics.append(diagnostic)
        }
        return manifest
    }

    /// A diagnostic as `BuildReport.json` writes it.
    private static func diagnostic(_ json: JSONValue) -> Diagnostic? {
        guard let severity = json["severity"]?.stringValue.flatMap(Severity.init(rawValue:)),
              let code = json["code"]?.stringValue.flatMap(DiagnosticCode.named), let message = json["message"]?.stringValue else { return nil }
        var location: SourceLocation?
        if let file = json["file"]?.stringValue, let line = json["line"]?.numberValue, let column = json["column"]?.numberValue {
            location = SourceLocation(file: file, line: Int(line), column: Int(column))
        }
        return Diagnostic(severity, code, message, at: location, subject: json["subject"]?.stringValue)
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
