/// A position in an input file. Lines and columns count from 1; columns
/// count Unicode scalars, as editors show them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Stored as numbers (12 bytes, nothing reference-counted): every parsed JSON value carries one.
    public var fileName: SourceFileName
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public init(file: String, line: Int, column: Int) {
        self.init(in: SourceFileName(file), line: line, column: column)
    }

    public init(in fileName: SourceFileName, line: Int, column: Int) {
        self.fileName = fileName
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public var file: String {
        get { fileName.path }
        set { fileName = SourceFileName(newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileName != rhs.fileName { return lhs.file < rhs.file }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
