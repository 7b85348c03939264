#define _GNU_SOURCE
#include "system_shims.h"
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdio.h>
#include <string.h>
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

int sg_limit_arenas(int count) {
    return mallopt(M_ARENA_MAX, count) == 1 ? 0 : -1;
}

int sg_return_freed_memory(void) {
    return malloc_trim(0);
}
