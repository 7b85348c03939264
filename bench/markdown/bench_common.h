/* What the C Markdown benchmarks share: a monotonic clock, a comparator for
 * medians, and a whole file read into memory, NUL-terminated. */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *buffer = malloc((size_t)size + 1);
    if (buffer && fread(buffer, 1, (size_t)size, file) != (size_t)size) { free(buffer); buffer = NULL; }
    fclose(file);
    if (buffer) { buffer[size] = 0; *length = (size_t)size; }
    return buffer;
}
#endif
