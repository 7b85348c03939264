/// Reading the project from disk.
extension DiagnosticCode {
    /// A file or folder that does not exist.
    static let ioNotFound = DiagnosticCode("io/not-found")
    /// A file or folder that exists but cannot be read or listed.
    static let ioUnreadable = DiagnosticCode("io/unreadable")
    /// A file that is not UTF-8 text.
    static let ioNotUTF8 = DiagnosticCode("io/not-utf8")
    /// A path (a `$ref`, a configured folder) that leaves the project folder.
    static let ioOutsideProject = DiagnosticCode("io/outside-project")
    /// A symbolic link that is not followed (it leaves the project, dangles or loops).
    static let ioSymbolicLink = DiagnosticCode("io/symbolic-link")
    /// A folder holding no token files, or more than one resolver.
    static let ioTokenFiles = DiagnosticCode("io/token-files")
    /// A folder holding several independent token sources where a command needs one.
    static let ioTokenSources = DiagnosticCode("io/token-sources")
    /// A JSON file beside token files that is not read as tokens (it holds none, or is a template).
    static let ioUnreadFile = DiagnosticCode("io/unread-file")

    static let ioCodes: [DiagnosticCode] = [ioNotFound, ioUnreadable, ioNotUTF8, ioOutsideProject, ioSymbolicLink, ioTokenFiles, ioTokenSources, ioUnreadFile]
}
