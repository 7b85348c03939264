#define _GNU_SOURCE
#include "huge_pages.h"
#include <malloc.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

enum { huge_page = 2 << 20 };
/// glibc's HEAP_MAX_SIZE on 64-bit systems: a thread arena's heap is one mapping of this size,
/// aligned to it (glibc finds a heap from a pointer the same way).
static const uintptr_t thread_heap_size = (uintptr_t)64 << 20;
static atomic_bool wanted;

int sg_grow_heap_in_huge_pages(unsigned long reserve) {
    if (reserve > (unsigned long)INT32_MAX || mallopt(M_TOP_PAD, (int)reserve) != 1) return -1;
    atomic_store_explicit(&wanted, true, memory_order_relaxed);
    /* Larger than what the heap has free, smaller than the mmap threshold the process set: the
       heap grows, by `reserve` more, and the probe lies in it (another thread may have grown it first). */
    void *probe = malloc(1 << 20);
    if (probe == NULL) return -1;
    uintptr_t start = ((uintptr_t)probe + huge_page - 1) & ~(uintptr_t)(huge_page - 1), end = (uintptr_t)sbrk(0);
    free(probe);
    if (end <= start + huge_page) return -1;
    return madvise((void *)start, end - start, MADV_HUGEPAGE);
}

int sg_thread_heap_in_huge_pages(void) {
    static _Thread_local bool asked;
    if (asked || sizeof(void *) != 8 || !atomic_load_explicit(&wanted, memory_order_relaxed)) return 1;
    asked = true;
    void *probe = malloc(1);
    if (probe == NULL) return -1;
    uintptr_t at = (uintptr_t)probe;
    free(probe);
    /* Below the break: the main heap, asked for already (or an address layout not worth guessing at). */
    if (at < (uintptr_t)sbrk(0)) return 1;
    return madvise((void *)(at & ~(thread_heap_size - 1)), thread_heap_size, MADV_HUGEPAGE);
}
