#ifndef STYLEGUIDE_HUGE_PAGES_H
#define STYLEGUIDE_HUGE_PAGES_H
// Transparent huge pages for glibc's heaps: 2 MB faulted in at once where the kernel gives them
// on request ("madvise"). A page fault costs microseconds on a virtual machine.

/// From here on the heap grows by `reserve` bytes at once, and the heap as it now stands is
/// asked for huge pages; threads then ask for theirs (`sg_thread_heap_in_huge_pages`). Returns 0
/// when the kernel took the request for the heap, -1 otherwise (it is then paged as before). The
/// heap is the main thread's arena: call it there, once the mmap threshold is above 1 MB
/// (`sg_keep_freed_memory`).
int sg_grow_heap_in_huge_pages(unsigned long reserve);

/// Once a thread, after `sg_grow_heap_in_huge_pages`: asks for huge pages for the heap of the
/// calling thread's arena. Returns 0 when it asked and the kernel took it, 1 when there was
/// nothing to ask (asked before, not wanted, or the thread allocates from the main heap), -1 when
/// the kernel refused.
int sg_thread_heap_in_huge_pages(void);
#endif
