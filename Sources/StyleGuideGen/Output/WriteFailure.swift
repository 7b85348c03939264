import Foundation

/// Why a write failed, in the words a diagnostic gives.
enum WriteFailure {
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
}
