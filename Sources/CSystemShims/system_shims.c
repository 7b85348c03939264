#define _GNU_SOURCE
#include "system_shims.h"
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int sg_rename_exchange(const char *first, const char *second) {
#if defined(SYS_renameat2) && defined(RENAME_EXCHANGE)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int sg_keep_freed_memory(void) {
    /* 32 MB is the largest mmap threshold glibc accepts on 64-bit systems. */
    return mallopt(M_TRIM_THRESHOLD, 1 << 30) == 1 && mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 ? 0 : -1;
}

int sg_limit_arenas(int count) {
    return mallopt(M_ARENA_MAX, count) == 1 ? 0 : -1;
}

int sg_return_freed_memory(void) {
    return malloc_trim(0);
}

int sg_grow_heap_in_huge_pages(unsigned long reserve) {
    enum { huge_page = 2 << 20 };
    if (reserve > (unsigned long)INT32_MAX || mallopt(M_TOP_PAD, (int)reserve) != 1) return -1;
    /* Larger than what the heap has free, smaller than the mmap threshold the process set: the
       heap grows, by `reserve` more, and the probe lies in it (another thread may have grown it first). */
    void *probe = malloc(1 << 20);
    if (probe == NULL) return -1;
    uintptr_t start = ((uintptr_t)probe + huge_page - 1) & ~(uintptr_t)(huge_page - 1), end = (uintptr_t)sbrk(0);
    free(probe);
    if (end <= start + huge_page) return -1;
    return madvise((void *)start, end - start, MADV_HUGEPAGE);
}
