import Foundation

/// A large document whose pieces (`JSONPieces`) are parsed as jobs of their own, beside other
/// documents' work: `PrefetchedFiles` runs a project's small files and its large files' pieces
/// on the cores at once, where one large file's pieces used to wait for the small files.
/// The parsed pieces go to `JSONParser.parse(_:file:piecesParsedApart:diagnostics:)`, which
/// reads as design tools write JSON (comments, trailing commas and duplicate keys tolerated).
struct JSONSplitDocument: Sendable {
    let data: Data
    let file: String
    let pieces: [JSONPieces.Piece]
    private let fileName: SourceFileName

    /// Nil when the document is too small to cut, a quick look cannot cut it, or it is JSON5
    /// (whose strings the quick look cannot follow).
    init?(_ data: Data, file: String) {
        guard data.count >= JSONPieces.minimumDocumentBytes, JSONSyntax.forFile(file) == .json else { return nil }
        let pieces = data.withUnsafeBytes { JSONPieces.plan($0.bindMemory(to: UInt8.self)) }
        guard pieces.count >= 2 else { return nil }
        self.data = data
        self.file = file
        self.pieces = pieces
        fileName = SourceFileName(file)
    }

    func parse(_ piece: JSONPieces.Piece) -> ParsedPiece {
        data.withUnsafeBytes { raw in
            JSONPieces.parse(piece, in: raw.bindMemory(to: UInt8.self), file: fileName, maxDepth: JSONParser.defaultMaxDepth, lenient: true)
        }
    }
}
