import Foundation

/// What `serve` keeps from one build's token load for the next: the parsed files (a file whose
/// bytes are unchanged is not parsed again), the collected files (nor collected again), the
/// numbering of names, and every permutation's resolution, so a rebuild redoes only the
/// tokens an edit reaches.
public final class TokenMemory: @unchecked Sendable {
    struct Load: Sendable {
        var documents: CollectedDocuments
        var baselines: [[ModifierChoice]: ResolutionBaseline]
    }

    struct Parsed: Sendable {
        var data: Data
        var json: JSONValue
        var diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    private var last: Load?
    private var parsedFiles: [String: Parsed] = [:]

    public init() {}

    /// The previous load of a project with this dialect, if any.
    func previous(dialect: TokenDialect) -> Load? {
        lock.withLock { last?.documents.dialect == dialect ? last : nil }
    }

    func remember(_ load: Load) { lock.withLock { last = load } }

    /// The file as parsed last time, when its bytes are still `data`.
    func parsed(_ file: String, data: Data) -> Parsed? {
        lock.withLock { parsedFiles[file].flatMap { $0.data == data ? $0 : nil } }
    }

    func rememberParsed(_ file: String, data: Data, json: JSONValue, diagnostics: [Diagnostic]) {
        lock.withLock { parsedFiles[file] = Parsed(data: data, json: json, diagnostics: diagnostics) }
    }
}
