import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes one new file of the staging folder. Plain `open`/`write`: Foundation's
/// `Data.write` syncs every file to disk, which costs a build of thousands of
/// pages seconds and buys nothing here. The folder is swapped in atomically,
/// so a killed build still leaves the old site or the new one, whole.
enum SiteFileWriter {
    /// A write failure in words: Foundation's file errors by their reason and
    /// path (`A file with the same name already exists (`/x/out`)`), not their dump.
    static func describe(_ error: Error) -> String {
        if let error = error as? FileSystemError { return error.description }
        let cocoa = error as NSError
        guard cocoa.domain == NSCocoaErrorDomain || cocoa.domain == NSPOSIXErrorDomain else { return "\(error)" }
        var text = cocoa.localizedDescription
        let generic = "The operation could not be completed. "
        if text.hasPrefix(generic), text.count > generic.count { text.removeFirst(generic.count) }
        if text.hasSuffix(".") { text.removeLast() }
        if let path = cocoa.userInfo[NSFilePathErrorKey] as? String { text += " (`\(path)`)" }
        return text
    }

    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
