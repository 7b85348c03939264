import CSystemShims
import Foundation

/// How the process's allocator treats freed memory, set once when a command starts.
public enum MemoryPolicy {
    /// For a process that rebuilds again and again (`serve`), set when it starts: one allocation
    /// arena per core. With an arena per thread (glibc's default, up to eight per core), each
    /// rebuild's threads left memory free in arenas the next rebuild's threads did not reuse, and
    /// resident memory crept up rebuild after rebuild (1.10x from the 10th to the 200th on the
    /// example; 1.03x with a single arena, 1.06x with one per core).
    public static func shareArenasAcrossThreads() {
        _ = sg_limit_arenas(Int32(max(ProcessInfo.processInfo.activeProcessorCount, 1)))
    }

    /// For the same process, after each rebuild: gives back what the rebuild freed (what the
    /// next one needs is allocated again), so resident memory follows the live site.
    public static func returnFreedMemory() {
        _ = sg_return_freed_memory()
    }
}
