import Foundation

/// Parses JSON bytes into a `JSONValue` tree with source locations.
///
/// Works on raw bytes with an explicit stack (no recursion), so deep or
/// hostile input ends in a diagnostic, never a crash.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaxDepth = 512

    /// Parses a whole document of strict JSON; the error names the file, line and column.
    public static func parse(_ data: Data, file: String, maxDepth: Int = defaultMaxDepth) throws(DiagnosticError) -> JSONValue {
        try read(data, file: file, maxDepth: maxDepth, lenient: false).value
    }

    /// Parses JSON as design tools write it: comments, trailing commas and
    /// duplicate keys (the last wins) are read, each reported as a warning.
    public static func parse(_ data: Data, file: String, maxDepth: Int = defaultMaxDepth,
                             diagnostics: inout DiagnosticBag) throws(DiagnosticError) -> JSONValue {
        let (value, tolerated) = try read(data, file: file, maxDepth: maxDepth, lenient: true)
        diagnostics.append(contentsOf: tolerated)
        return value
    }

    /// `parse(_:file:maxDepth:diagnostics:)` with the document's pieces parsed ahead
    /// (`JSONSplitDocument`); none: the document is read in one walk.
    static func parse(_ data: Data, file: String, piecesParsedApart: [ParsedPiece], diagnostics: inout DiagnosticBag) throws(DiagnosticError) -> JSONValue {
        let (value, tolerated) = try read(data, file: file, maxDepth: defaultMaxDepth, lenient: true, piecesParsedApart: piecesParsedApart)
        diagnostics.append(contentsOf: tolerated)
        return value
    }

    /// `piecesParsedApart` nil: a large document is cut and its pieces parsed here.
    private static func read(_ data: Data, file: String, maxDepth: Int, lenient: Bool,
                             piecesParsedApart: [ParsedPiece]? = nil) throws(DiagnosticError) -> (value: JSONValue, tolerated: [Diagnostic]) {
        let result: Result<(JSONValue, [Diagnostic]), JSONSyntaxError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let file = SourceFileName(file)
            var reader = JSONByteReader(bytes: bytes, file: file, maxDepth: maxDepth, lenient: lenient)
            reader.piecesParsedApart = piecesParsedApart ?? JSONPieces.parseApart(bytes, file: file, maxDepth: maxDepth, lenient: lenient)
            return Result { () throws(JSONSyntaxError) -> (JSONValue, [Diagnostic]) in (try reader.parseDocument(), reader.tolerated) }
        }
        switch result {
        case .success(let (value, tolerated)): return (value, tolerated)
        case .failure(let error): throw DiagnosticError(.error(error.code, error.message, at: error.location))
        }
    }

    /// Parses UTF-8 text (convenience for tests and inline documents).
    public static func parse(_ text: String, file: String, maxDepth: Int = defaultMaxDepth) throws(DiagnosticError) -> JSONValue {
        try parse(Data(text.utf8), file: file, maxDepth: maxDepth)
    }
}

/// A syntax error at an exact position.
struct JSONSyntaxError: Error {
    var message: String
    var location: SourceLocation
    var code: DiagnosticCode
}
