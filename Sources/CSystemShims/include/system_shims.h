#ifndef STYLEGUIDE_SYSTEM_SHIMS_H
#define STYLEGUIDE_SYSTEM_SHIMS_H
/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (e.g. EINVAL/ENOSYS where unsupported).
int sg_rename_exchange(const char *first, const char *second);
/// Tells glibc's allocator to keep freed memory for reuse: blocks up to 32 MB come from the heap
/// (not a mapping of their own), and the heap's free top is not given back to the system.
/// Returns 0 when both settings were taken, -1 otherwise.
int sg_keep_freed_memory(void);
/// glibc's memmem (a GNU extension the Glibc module does not show): the first occurrence of
/// `needle` in `haystack`, or NULL.
const void *sg_memmem(const void *haystack, unsigned long haystack_length, const void *needle, unsigned long needle_length);
#endif
