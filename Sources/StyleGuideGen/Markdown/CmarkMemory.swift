import CCmark
import CSystemShims
#if canImport(Glibc)
import Glibc
#endif

/// Where libcmark's memory comes from for one render. A doc up to `largestArenaDocument` is
/// parsed into the thread's arena (`markdown_arena.h`): glibc's malloc and free were about a
/// fifth of a small doc's render and freeing the tree node by node a tenth, while an arena
/// hands out blocks by a pointer bump and takes them all back at once, the tree unwalked.
/// An arena reuses only small freed blocks, so a render holds 1.2 to 1.7 times the memory it
/// holds with libcmark's allocator (a 2 MB doc: 29 MB against 22.5 MB): larger docs use
/// libcmark's own allocator and are freed as usual.
struct CmarkMemory {
    static let largestArenaDocument = 2 * 1024 * 1024

    /// What libcmark is given to allocate with, valid for the render.
    let allocator: UnsafeMutablePointer<cmark_mem>
    /// Whether everything is taken back when the render ends (nothing is freed one by one).
    let isArena: Bool

    /// Runs `body` with the memory for a doc of `documentBytes` bytes; an arena, if one was
    /// used, is gone when it returns.
    static func forDocument<Result>(ofBytes documentBytes: Int, _ body: (CmarkMemory) -> Result) -> Result {
        guard documentBytes <= largestArenaDocument else {
            return body(CmarkMemory(allocator: cmark_get_default_mem_allocator(), isArena: false))
        }
        var arena = cmark_mem(calloc: sg_markdown_arena_calloc, realloc: sg_markdown_arena_realloc, free: sg_markdown_arena_free)
        let previous = sg_markdown_arena_begin()
        defer { sg_markdown_arena_end(previous) }
        return withUnsafeMutablePointer(to: &arena) { body(CmarkMemory(allocator: $0, isArena: true)) }
    }

    /// Frees a parsed tree, unless the arena takes it back.
    func release(document: OpaquePointer) {
        if !isArena { cmark_node_free(document) }
    }

    /// Frees a buffer libcmark returned (the HTML), unless the arena takes it back.
    func release(buffer: UnsafeMutablePointer<CChar>) {
        if !isArena { allocator.pointee.free(buffer) }
    }
}
