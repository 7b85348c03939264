#ifndef STYLEGUIDE_BYTE_SEARCH_H
#define STYLEGUIDE_BYTE_SEARCH_H
#include <stddef.h>

/// The first occurrence of `needle` in `haystack`, or NULL (NULL for an empty needle too).
/// Sixteen positions at a time are tested on the needle's first and last bytes, and only those
/// matching both are compared whole: glibc's memmem spends about five instructions a byte.
const void *sg_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
#endif
