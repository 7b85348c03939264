import CSystemShims
import Foundation

/// Writes a whole site into a hidden folder beside the target, then swaps it
/// in with one rename, so readers see the old site or the new one, never a
/// half-written one. A failure leaves the previous site untouched.
public struct AtomicSiteWriter: Sendable {
    public var destination: String

    public init(destination: String) { self.destination = destination }

    private var parent: String { (destination as NSString).deletingLastPathComponent }
    private var name: String { (destination as NSString).lastPathComponent }
    private var scratchPrefix: String { ".\(name).styleguide-" }

    public func write(_ files: [OutputFile], fileManager: FileManager = .default) throws(DiagnosticError) {
        try write(fileManager: fileManager) { staging in
            for file in files { try Self.write(file, into: staging, fileManager: fileManager) }
        }
    }

    /// Makes a hidden staging folder, lets `populate` fill it, and swaps it in.
    /// When `populate` throws, the staging folder is removed and the previous
    /// site stays; a `DiagnosticError` it throws is passed on as it is.
    func write(fileManager: FileManager = .default, populate: (_ staging: String) throws -> Void) throws(DiagnosticError) {
        removeStaleScratchFolders(fileManager: fileManager)
        let staging = parent + "/" + scratchPrefix + "new-" + UUID().uuidString
        do {
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
            // The marker goes in first so that a build killed half-way leaves a
            // folder the next run recognises as its own scratch and removes.
            try Data("styleguide \(StyleGuideVersion.current) site; safe to delete\n".utf8)
                .write(to: URL(fileURLWithPath: staging + "/" + OutputFolderPolicy.markerName))
            try populate(staging)
            try swapIn(staging, fileManager: fileManager)
        } catch let error as DiagnosticError {
            try? fileManager.removeItem(atPath: staging)
            throw error
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw DiagnosticError(.error(.outputWriteFailed, "cannot write the site to `\(destination)`: \(SiteFileWriter.describe(error))"))
        }
    }

    static func write(_ file: OutputFile, into staging: String, fileManager: FileManager) throws {
        try checkInside(file.path)
        let url = URL(fileURLWithPath: staging + "/" + file.path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SiteFileWriter.write(file.contents, to: url.path)
    }

    /// An output path must stay below the site folder.
    static func checkInside(_ path: String) throws {
        guard !path.split(separator: "/").contains(".."), !path.hasPrefix("/") else {
            throw FileSystemError(path: path, reason: "output path escapes the site folder")
        }
    }

    /// Exchanges staging and destination atomically where the kernel can
    /// (renameat2), else renames the old site aside first.
    private func swapIn(_ staging: String, fileManager: FileManager) throws {
        guard fileManager.fileExists(atPath: destination) else {
            try fileManager.moveItem(atPath: staging, toPath: destination)
            return
        }
        if sg_rename_exchange(staging, destination) == 0 {
            try fileManager.removeItem(atPath: staging)
            return
        }
        let aside = parent + "/" + scratchPrefix + "old-" + UUID().uuidString
        try fileManager.moveItem(atPath: destination, toPath: aside)
        do {
            try fileManager.moveItem(atPath: staging, toPath: destination)
        } catch {
            try? fileManager.moveItem(atPath: aside, toPath: destination)
            throw error
        }
        try? fileManager.removeItem(atPath: aside)
    }

    /// Scratch folders of an earlier run that was killed: ours by name and marker.
    private func removeStaleScratchFolders(fileManager: FileManager) {
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent) else { return }
        for entry in entries where entry.hasPrefix(scratchPrefix) {
            let path = parent + "/" + entry
            if fileManager.fileExists(atPath: path + "/" + OutputFolderPolicy.markerName) {
                try? fileManager.removeItem(atPath: path)
            }
        }
    }
}
