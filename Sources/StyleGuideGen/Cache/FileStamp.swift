#if canImport(Glibc)
import Glibc
#endif

/// What the file system says about a file we wrote: size, inode and
/// modification time to the nanosecond. A cached page is reused only when
/// its file still has the stamp recorded when it was written, so a file
/// edited, replaced or removed since is rendered again (git's index does the same).
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    var size: Int64
    var inode: UInt64
    var seconds: Int64
    var nanoseconds: Int64

    /// The stamp of the regular file at `path`; nil when there is none (a
    /// symbolic link counts as none unless `followingLinks`).
    init?(path: String, followingLinks: Bool = false) {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        seconds = Int64(info.st_mtim.tv_sec)
        nanoseconds = Int64(info.st_mtim.tv_nsec)
    }

    init(size: Int64, inode: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// `size:inode:seconds.nanoseconds`, as stored in the cache file.
    public var description: String { "\(size):\(inode):\(seconds).\(nanoseconds)" }

    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let time = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard time.count == 2, let size = Int64(parts[0]), let inode = UInt64(parts[1]),
              let seconds = Int64(time[0]), let nanoseconds = Int64(time[1]) else { return nil }
        self.init(size: size, inode: inode, seconds: seconds, nanoseconds: nanoseconds)
    }
}
