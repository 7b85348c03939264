import CSystemShims
import Foundation

/// How `serve`'s allocator treats freed memory (bench/README.md, "Speed devices").
public enum MemoryPolicy {
    /// Set when `serve` starts: one allocation arena per core, so rebuilds reuse each other's freed memory.
    public static func shareArenasAcrossThreads() {
        _ = sg_limit_arenas(Int32(max(ProcessInfo.processInfo.activeProcessorCount, 1)))
    }

    /// After each rebuild of `serve`: what it freed goes back to the system.
    public static func returnFreedMemory() {
        _ = sg_return_freed_memory()
    }
}
