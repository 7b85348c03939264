import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders and everything under them with inotify, calling back with the path of each file
/// written, moved in, moved out or removed. Folders created later are watched too. Hidden names
/// (editors' swap files, `.git`, caches) and the excluded folders are never reported.
final class DirectoryWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let excluded: [String]
    private let lock = NSLock()
    private var folders: [Int32: String] = [:]

    // IN_ONLYDIR: an input that should be a folder and is a file is an error, not a silent watch.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_ONLYDIR)

    /// Watches each of `recursive` with all its subfolders and each of `shallow` alone.
    init(recursive: [String], shallow: [String], excluding excluded: [String]) throws(DiagnosticError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw DiagnosticError(.error(.serveWatch, "cannot watch for changes: \(String(cString: strerror(errno)))"))
        }
        self.excluded = excluded
        for folder in shallow where FileManager.default.fileExists(atPath: folder) { try add(folder) }
        for folder in recursive where FileManager.default.fileExists(atPath: folder) { try addTree(folder) }
    }

    deinit { close(descriptor) }

    /// Reads events on a thread of its own and calls `changed` with each path, until the process ends.
    func start(_ changed: @escaping @Sendable (String) -> Void) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                for path in events(in: buffer, count: count) { changed(path) }
            }
        }
    }

    private func events(in buffer: [UInt8], count: Int) -> [String] {
        var paths: [String] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, event.mask, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
            offset += header + length
            let name = String(decoding: nameBytes, as: UTF8.self)
            lock.lock()
            let folder = folders[watch]
            lock.unlock()
            guard let folder, !name.hasPrefix(".") else { continue }
            let path = name.isEmpty ? folder : folder + "/" + name
            guard !isExcluded(path) else { continue }
            if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try? addTree(path) }
            paths.append(path)
        }
        return paths
    }

    private func addTree(_ folder: String) throws(DiagnosticError) {
        guard !isExcluded(folder) else { return }
        try add(folder)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children.sorted() where !child.hasPrefix(".") {
            let path = folder + "/" + child
            // The link itself, not what it leads to (which may be anywhere): links are not followed.
            guard (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeDirectory else { continue }
            try addTree(path)
        }
    }

    private func add(_ folder: String) throws(DiagnosticError) {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else {
            let hint = errno == ENOSPC ? "; raise fs.inotify.max_user_watches" : ""
            throw DiagnosticError(.error(.serveWatch, "cannot watch \(folder): \(String(cString: strerror(errno)))\(hint)", subject: folder))
        }
        lock.lock()
        folders[watch] = folder
        lock.unlock()
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}
