#ifndef STYLEGUIDE_SYSTEM_SHIMS_H
#define STYLEGUIDE_SYSTEM_SHIMS_H
/// Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (e.g. EINVAL/ENOSYS where unsupported).
int sg_rename_exchange(const char *first, const char *second);
#endif
