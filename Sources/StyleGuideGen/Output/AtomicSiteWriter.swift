import Foundation

/// Writes a whole site into a hidden folder beside the target, then swaps it
/// in with one rename, so readers see the old site or the new one, never a
/// half-written one. A failure leaves the previous site untouched.
public struct AtomicSiteWriter: Sendable {
    public var destination: String
    public var fileSystem: FileSystem
    /// The file that marks the folder as ours, and what the folder holds.
    public var marker = OutputFolderPolicy.markerName
    public var noun = "site"
    /// Entries of the previous folder moved into the new one (a package's `.git`), not replaced.
    public var carriedOver: [String] = []
    /// The marker lists every file written, so the next run can tell files someone else added.
    public var markerListsFiles = false

    public init(destination: String, fileSystem: FileSystem = LocalFileSystem()) {
        self.destination = destination
        self.fileSystem = fileSystem
    }

    private var parent: String { (destination as NSString).deletingLastPathComponent }
    private var name: String { (destination as NSString).lastPathComponent }
    private var scratchPrefix: String { ".\(name).styleguide-" }

    public func write(_ files: [OutputFile]) throws(DiagnosticError) {
        try write(listing: markerListsFiles ? files.map(\.path) : []) { staging in
            for file in files { try write(file, into: staging) }
        }
    }

    /// The files a marker lists (empty for a marker that lists none, or none at all).
    static func listedFiles(inMarker text: String) -> Set<String> {
        Set(text.components(separatedBy: "\nfiles:\n").dropFirst().first?.split(separator: "\n").map(String.init) ?? [])
    }

    /// Makes a hidden staging folder, lets `populate` fill it, and swaps it in.
    /// When `populate` throws, the staging folder is removed and the previous
    /// site stays; a `DiagnosticError` it throws is passed on as it is.
    func write(listing: [String] = [], populate: (_ staging: String) throws -> Void) throws(DiagnosticError) {
        removeStaleScratchFolders()
        let staging = parent + "/" + scratchPrefix + "new-" + UUID().uuidString
        let previous: String?
        do {
            try fileSystem.createDirectory(parent)
            guard !fileSystem.fileExists(staging) else { throw FileSystemError(path: staging, reason: "already exists") }
            try fileSystem.createDirectory(staging)
            // The marker goes in first so that a build killed half-way leaves a
            // folder the next run recognises as its own scratch and removes.
            // A listing marker stays with files someone may have committed: it says what it lists.
            let text = listing.isEmpty ? "safe to delete\n" : "regenerated whole; the files it wrote:\nfiles:\n" + listing.sorted().joined(separator: "\n") + "\n"
            try fileSystem.writeFile(Data("styleguide \(StyleGuideVersion.current) \(noun); \(text)".utf8), to: staging + "/" + marker)
            try populate(staging)
            previous = try swapIn(staging)
        } catch let error as DiagnosticError {
            try? fileSystem.removeItem(staging)
            throw error
        } catch {
            try? fileSystem.removeItem(staging)
            throw DiagnosticError(.error(.outputWriteFailed, "cannot write the \(noun) to `\(destination)`: \(WriteFailure.describe(error))"))
        }
        // The new folder is in place; the previous one is removed once what it carries over has moved.
        guard let previous else { return }
        try carryOver(from: previous)
        try? fileSystem.removeItem(previous)
    }

    private func write(_ file: OutputFile, into staging: String) throws {
        try Self.checkInside(file.path)
        let target = staging + "/" + file.path
        try fileSystem.createDirectory((target as NSString).deletingLastPathComponent)
        try fileSystem.writeFile(file.contents, to: target)
    }

    /// An output path must stay below the site folder.
    static func checkInside(_ path: String) throws {
        guard !path.split(separator: "/").contains(".."), !path.hasPrefix("/") else {
            throw FileSystemError(path: path, reason: "output path escapes the site folder")
        }
    }

    /// Exchanges staging and destination atomically where the kernel can
    /// (renameat2), else renames the old site aside first. Returns where the previous folder now is.
    private func swapIn(_ staging: String) throws -> String? {
        guard fileSystem.fileExists(destination) else {
            try fileSystem.moveItem(staging, to: destination)
            return nil
        }
        if fileSystem.exchange(staging, destination) { return staging }
        let aside = parent + "/" + scratchPrefix + "old-" + UUID().uuidString
        try fileSystem.moveItem(destination, to: aside)
        do {
            try fileSystem.moveItem(staging, to: destination)
        } catch {
            try? fileSystem.moveItem(aside, to: destination)
            throw error
        }
        return aside
    }

    /// Moves the carried-over entries of the previous folder (now at `old`) into the new one. When one
    /// cannot be moved, the previous folder is kept, unmarked so no later run removes it, and named.
    private func carryOver(from old: String) throws(DiagnosticError) {
        for name in carriedOver where fileSystem.fileExists(old + "/" + name) {
            do {
                try fileSystem.moveItem(old + "/" + name, to: destination + "/" + name)
            } catch {
                try? fileSystem.removeItem(old + "/" + marker)
                throw DiagnosticError(.error(.outputWriteFailed, "the \(noun) was written to `\(destination)`, but its previous `\(name)` could not be moved into it: \(WriteFailure.describe(error)); it is kept in `\(old)`"))
            }
        }
    }

    /// Scratch folders of an earlier run that was killed: ours by name and marker.
    private func removeStaleScratchFolders() {
        guard let entries = try? fileSystem.contentsOfDirectory(parent) else { return }
        for entry in entries where entry.hasPrefix(scratchPrefix) {
            let path = parent + "/" + entry
            if fileSystem.fileExists(path + "/" + marker) {
                try? fileSystem.removeItem(path)
            }
        }
    }
}
