#ifndef STYLEGUIDE_SYSTEM_SHIMS_H
#define STYLEGUIDE_SYSTEM_SHIMS_H
/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (e.g. EINVAL/ENOSYS where unsupported).
int sg_rename_exchange(const char *first, const char *second);
/// Caps how many allocation arenas glibc makes (by default eight per core, one per thread as
/// threads contend). Returns 0 when the setting was taken, -1 otherwise.
int sg_limit_arenas(int count);
/// Gives the memory freed in every arena back to the system (glibc's malloc_trim(0)); returns 1
/// when some was given back.
int sg_return_freed_memory(void);
#endif
