#include "markdown_arena.h"
#include <stdalign.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A chunk's blocks follow its header; each block is a 16-byte header holding its size, then
 * its bytes, so every block starts 16-aligned, as malloc's do. */
typedef struct chunk {
    alignas(16) struct chunk *previous;
    size_t capacity;
    size_t used;
} chunk;

enum { BLOCK_HEADER = 16, FIRST_CHUNK = 64 * 1024, LARGEST_CHUNK = 4 * 1024 * 1024, SIZE_CLASSES = SG_MARKDOWN_ARENA_SIZE_CLASSES };

static _Thread_local chunk *current;        /* the chunk being filled; earlier ones behind it */
static _Thread_local unsigned char *last;   /* the last block handed out from a chunk */
/* Freed blocks of up to 1 KB, by footprint in 16-byte steps, each holding the next: libcmark
 * frees many small short-lived blocks (delimiters, brackets, scratch buffers) while the tree's
 * nodes live on, and reusing them keeps a render's memory, and what the caches hold, small. */
static _Thread_local unsigned char *freed[SIZE_CLASSES + 1];

/* At least 16 bytes of room, so a freed block can hold the link to the next. */
static size_t footprint(size_t size) { return (size < 16 ? 16 : (size + 15) & ~(size_t)15) + BLOCK_HEADER; }
static size_t *size_of(void *block) { return (size_t *)((unsigned char *)block - BLOCK_HEADER); }

static unsigned char *bump(size_t size) {
    if (size > SIZE_MAX / 2) return NULL;
    size_t need = footprint(size);
    size_t size_class = need / 16;
    if (size_class <= SIZE_CLASSES && freed[size_class]) {
        unsigned char *reused = freed[size_class];
        freed[size_class] = *(unsigned char **)reused;
        *size_of(reused) = size;
        return reused;
    }
    if (!current || current->capacity - current->used < need) {
        size_t capacity = current ? current->capacity * 2 : FIRST_CHUNK;
        if (capacity > LARGEST_CHUNK) capacity = LARGEST_CHUNK;
        if (capacity < need) capacity = need;
        chunk *fresh = malloc(sizeof(chunk) + capacity);
        if (!fresh) return NULL;
        fresh->previous = current;
        fresh->capacity = capacity;
        fresh->used = 0;
        current = fresh;
    }
    unsigned char *block = (unsigned char *)(current + 1) + current->used + BLOCK_HEADER;
    current->used += need;
    *size_of(block) = size;
    last = block;
    return block;
}

void *sg_markdown_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) return NULL;
    unsigned char *block = bump(count * size);
    if (block) memset(block, 0, count * size);
    return block;
}

void *sg_markdown_arena_realloc(void *block, size_t size) {
    if (!block) return bump(size);
    size_t old = *size_of(block);
    if (size <= old) return block;
    if (block == last && current->used - footprint(old) + footprint(size) <= current->capacity) {
        current->used += footprint(size) - footprint(old);
        *size_of(block) = size;
        return block;
    }
    unsigned char *moved = bump(size);
    if (moved) {
        memcpy(moved, block, old);
        sg_markdown_arena_free(block);
    }
    return moved;
}

void sg_markdown_arena_free(void *block) {
    if (!block) return;
    size_t need = footprint(*size_of(block));
    if (block == last) {
        current->used -= need;
        last = NULL;
    } else if (need / 16 <= SIZE_CLASSES) {
        *(unsigned char **)block = freed[need / 16];
        freed[need / 16] = block;
    }
}

sg_markdown_arena_state sg_markdown_arena_begin(void) {
    sg_markdown_arena_state previous = {current, last};
    memcpy(previous.freed, freed, sizeof freed);
    current = NULL;
    last = NULL;
    memset(freed, 0, sizeof freed);
    return previous;
}

void sg_markdown_arena_end(sg_markdown_arena_state previous) {
    while (current) {
        chunk *earlier = current->previous;
        free(current);
        current = earlier;
    }
    current = previous.chunk;
    last = previous.last;
    memcpy(freed, previous.freed, sizeof freed);
}
