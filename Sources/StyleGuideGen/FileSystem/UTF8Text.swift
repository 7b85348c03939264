/// Strict UTF-8 decoding that says where the first bad byte is.
public enum UTF8Text {
    /// Decodes `data`; a leading byte-order mark is dropped. Invalid UTF-8 or
    /// a NUL byte is an error at its line and column.
    public static func decode<Bytes: Collection>(_ data: Bytes, file: String) throws(DiagnosticError) -> String where Bytes.Element == UInt8 {
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let problem = firstProblem(in: bytes) {
            throw DiagnosticError(.error(.ioNotUTF8, problem.message, at: SourceLocation(file: file, line: problem.line, column: problem.column)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func firstProblem(in bytes: [UInt8]) -> (message: String, line: Int, column: Int)? {
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" { return ("NUL byte in text file", line, column) }
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return ("invalid UTF-8; the file must be UTF-8 text", line, column)
            }
        }
    }
}
