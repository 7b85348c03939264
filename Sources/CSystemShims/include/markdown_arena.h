#ifndef STYLEGUIDE_MARKDOWN_ARENA_H
#define STYLEGUIDE_MARKDOWN_ARENA_H
#include <stddef.h>

/// A bump allocator for libcmark's `cmark_mem`, one per thread. libcmark allocates every node
/// and buffer of a parse on its own and frees the tree node by node: about a third of a small
/// doc's render. In an arena a block is a pointer bump, and all of them go back at once.
///
/// libcmark's allocator functions take no context, so the arena is the calling thread's:
/// `sg_markdown_arena_begin` starts an empty one (keeping the one in use, if any, for `end`),
/// the three functions below serve it, and `sg_markdown_arena_end` frees all its blocks and
/// puts back the one that was in use. Nothing allocated in it may be used after `end`.

/// Freed blocks are kept for reuse by footprint, in 16-byte steps up to 1 KB.
#define SG_MARKDOWN_ARENA_SIZE_CLASSES 64

typedef struct sg_markdown_arena_state {
    void *chunk;
    void *last;
    void *freed[SG_MARKDOWN_ARENA_SIZE_CLASSES + 1];
} sg_markdown_arena_state;

sg_markdown_arena_state sg_markdown_arena_begin(void);
void sg_markdown_arena_end(sg_markdown_arena_state previous);

/// `cmark_mem`'s three functions. A freed block is handed out again: the last one by moving
/// the bump back, one of up to 1 KB from a list for its size; a larger one only when the arena
/// ends (libcmark frees few). `realloc` grows the last block in place when its chunk has room.
/// They return NULL when the system is out of memory, as calloc and realloc do (libcmark then
/// aborts, as with its default allocator).
void *sg_markdown_arena_calloc(size_t count, size_t size);
void *sg_markdown_arena_realloc(void *block, size_t size);
void sg_markdown_arena_free(void *block);
#endif
