import CSystemShims

/// How the process's allocator treats freed memory, set once when a command starts.
public enum MemoryPolicy {
    /// Keeps freed memory for the next allocation instead of returning it to the system. By
    /// default glibc gives a large freed block back (and every page of it faults in again when
    /// reused), and its threshold for doing so moves with the sizes seen: a render of a large
    /// doc then paid for tens of thousands of page faults, or not, by chance. A command's
    /// resident memory stays at its peak instead, which a run of seconds does not mind.
    public static func keepFreedMemory() {
        _ = sg_keep_freed_memory()
    }

    /// For a process that exits once its command is done: the large models handed to
    /// `releaseLater` are never freed (the system reclaims them at exit). Not for `serve`.
    public static func leaveLastFreesToExit() {
        releaseAtExit.store(true, ordering: .relaxed)
    }
}
