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

    /// Parses JSON as design tools write it: comments, trailing commas, duplicate keys (the
    /// last wins) and JSON5's forms (unquoted keys, single quotes...) are read, each reported as
    /// a warning. `syntax` `.json5` (a `.json5` file: `JSONSyntax.forFile`): the document is
    /// JSON5, and only duplicate keys are reported.
    public static func parse(_ data: Data, file: String, maxDepth: Int = defaultMaxDepth, syntax: JSONSyntax = .json,
                             diagnostics: inout DiagnosticBag) throws(DiagnosticError) -> JSONValue {
        let (value, tolerated) = try read(data, file: file, maxDepth: maxDepth, lenient: true, syntax: syntax)
        diagnostics.append(contentsOf: tolerated)
        return value
    }

    private static func read(_ data: Data, file: String, maxDepth: Int, lenient: Bool, syntax: JSONSyntax = .json) throws(DiagnosticError) -> (value: JSONValue, tolerated: [Diagnostic]) {
        let result: Result<(JSONValue, [Diagnostic]), JSONSyntaxError> = data.withUnsafeBytes { raw in
            var reader = JSONByteReader(bytes: raw.bindMemory(to: UInt8.self), file: SourceFileName(file), maxDepth: maxDepth, lenient: lenient, syntax: syntax)
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
