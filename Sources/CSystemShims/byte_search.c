#include "byte_search.h"
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

const void *sg_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (needle_length == 0 || needle_length > haystack_length) return NULL;
    const uint8_t *text = haystack, *pattern = needle;
    const size_t last = needle_length - 1, starts = haystack_length - last;
    size_t start = 0;
#if defined(__SSE2__)
    const __m128i first_byte = _mm_set1_epi8((char)pattern[0]), last_byte = _mm_set1_epi8((char)pattern[last]);
    for (; start + 16 <= starts; start += 16) {
        __m128i at_first = _mm_cmpeq_epi8(first_byte, _mm_loadu_si128((const __m128i *)(text + start)));
        __m128i at_last = _mm_cmpeq_epi8(last_byte, _mm_loadu_si128((const __m128i *)(text + start + last)));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(at_first, at_last));
        while (mask) {
            size_t candidate = start + (size_t)__builtin_ctz(mask);
            if (memcmp(text + candidate + 1, pattern + 1, last) == 0) return text + candidate;
            mask &= mask - 1;
        }
    }
#endif
    // The positions after the last whole block (every position without SSE2).
    for (; start < starts; start++) {
        if (text[start] == pattern[0] && text[start + last] == pattern[last] && memcmp(text + start, pattern, needle_length) == 0) {
            return text + start;
        }
    }
    return NULL;
}
