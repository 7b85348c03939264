import Foundation

/// A build's token load, kept on disk for the next build: the project it loaded, the diagnostics
/// it gave, and every question it asked the file system with the answer (a token file's answer is
/// its SHA-256). A later load that gets the same answers, by the same build of the tool, would load
/// the same project: it is read from here instead of parsed, merged and resolved again, which is
/// what a docs-only rebuild of a large design system spent most of its token time on.
struct TokenLoadCache: Sendable {
    static let fileName = "tokens.bin"
    /// The file's first bytes; a new layout of the bytes gets a new one.
    private static let magic = Array("styleguide-token-load-1\n".utf8)
    private static let checksumLength = 16

    /// What else the load is a function of: the tool's build and where the tokens are.
    var key: String
    /// `FileQuery` key -> answer, as the load asked them.
    var questions: [String: String]
    var diagnostics: [Diagnostic]
    var project: TokenProject

    static func key(tokens: String, root: String) -> String {
        [ToolIdentity.current, tokens, root].joined(separator: "\u{0}")
    }

    /// Asks every question again: true when every answer is the one the cached load got. Asked of
    /// a file system that records nothing: a load that no longer holds must leave no trace (a file
    /// its resolver stopped naming is not an input of the build).
    func holds(asking fileSystem: FileSystem) -> Bool {
        questions.keys.sorted().allSatisfy { key in
            FileQuery(key: key).map { $0.answer(from: fileSystem) == questions[key] } ?? false
        }
    }

    /// The magic, an XXH3 checksum of the rest, then the rest.
    func encoded() -> Data {
        var out = BinaryWriter()
        out.string(key)
        out.array(questions.sorted { $0.key < $1.key }) { out, pair in
            out.string(pair.key)
            out.string(pair.value)
        }
        out.array(diagnostics) { TokenProjectCoding.write($1, to: &$0) }
        TokenProjectCoding.write(project, to: &out)
        return Data(Self.magic + Self.checksum(out.bytes[...]) + out.bytes)
    }

    enum Decoded {
        case usable(TokenLoadCache)
        /// Written for another build of the tool or another tokens folder.
        case otherKey
        case damaged
    }

    static func decode(_ data: Data, key expected: String) -> Decoded {
        let bytes = [UInt8](data)
        let bodyStart = magic.count + checksumLength
        // Another layout of the bytes is another format: not damage.
        guard bytes.starts(with: magic) else { return .otherKey }
        guard bytes.count > bodyStart, bytes[magic.count..<bodyStart].elementsEqual(checksum(bytes[bodyStart...])) else { return .damaged }
        var input = BinaryReader(bytes, from: bodyStart)
        do throws(BinaryReader.Damaged) {
            guard try input.string() == expected else { return .otherKey }
            var questions: [String: String] = [:]
            for _ in 0..<(try input.count()) { questions[try input.string()] = try input.string() }
            let diagnostics = try input.array { input throws(BinaryReader.Damaged) in try TokenProjectCoding.diagnostic(&input) }
            let project = try TokenProjectCoding.read(from: &input)
            guard input.isAtEnd else { return .damaged }
            return .usable(TokenLoadCache(key: expected, questions: questions, diagnostics: diagnostics, project: project))
        } catch {
            return .damaged
        }
    }

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var hash = XXH3()
        bytes.withUnsafeBytes { hash.update($0) }
        return hash.digest()
    }
}
