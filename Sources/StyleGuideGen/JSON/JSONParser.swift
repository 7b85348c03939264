import Foundation

/// Parses JSON bytes into a `JSONValue` tree with source locations.
///
/// Works on raw bytes with an explicit stack (no recursion), so deep or
/// hostile input ends in a diagnostic, never a crash.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaxDepth = 512

    /// Parses a whole document; the error names the file, line and column.
    public static func parse(_ data: Data, file: String, maxDepth: Int = defaultMaxDepth) throws(DiagnosticError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = JSONByteReader(bytes: bytes, file: file, maxDepth: maxDepth)
            return Result { () throws(JSONSyntaxError) -> JSONValue in try reader.parseDocument() }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw DiagnosticError(.error(error.message, at: error.location))
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
}
