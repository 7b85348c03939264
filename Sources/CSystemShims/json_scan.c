#include "json_scan.h"
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Nearly every byte of a token file is indentation, a key's letters or a number's digits, and
// matters not here. Sixteen bytes at a time are compared with the few that do, and only those
// are visited: a fifth of the instructions of visiting every byte.

typedef struct {
    sg_json_container *items;
    int64_t count;
    int64_t capacity;
    /// Indices in `items` of the open containers listed (at most `deepest` deep).
    int64_t *open;
    int32_t open_count;
    int32_t deepest;
    int64_t depth;
    int64_t line;
    int64_t line_start;
    bool in_string;
    /// Bytes before this offset are escaped (the one after a backslash in a string).
    int64_t escaped_until;
} scan_state;

enum { scan_ok = 0, scan_not_plain = -1, scan_out_of_memory = -2 };

static int append(scan_state *state, int64_t start) {
    if (state->count == state->capacity) {
        int64_t capacity = state->capacity ? state->capacity * 2 : 256;
        sg_json_container *larger = realloc(state->items, (size_t)capacity * sizeof *larger);
        if (!larger) return scan_out_of_memory;
        state->items = larger;
        state->capacity = capacity;
    }
    sg_json_container *item = &state->items[state->count];
    item->start = start;
    item->end = -1;
    item->line_start = state->line_start;
    item->depth = (int32_t)state->depth;
    item->line = state->line > INT32_MAX ? INT32_MAX : (int32_t)state->line;
    item->parent = state->open_count > 0 ? state->open[state->open_count - 1] : -1;
    state->open[state->open_count++] = state->count++;
    return scan_ok;
}

/// Handles the byte at `at`, one that may matter; what it means depends on the state.
static int visit(scan_state *state, const uint8_t *bytes, int64_t count, int64_t at) {
    if (at < state->escaped_until) return scan_ok;
    uint8_t byte = bytes[at];
    if (state->in_string) {
        if (byte == '"') state->in_string = false;
        else if (byte == '\\') state->escaped_until = at + 2;
        return scan_ok;
    }
    switch (byte) {
    case '"':
        state->in_string = true;
        return scan_ok;
    case '{': case '[':
        if (state->depth >= 1 && state->depth <= state->deepest) {
            int result = append(state, at);
            if (result != scan_ok) return result;
        }
        state->depth += 1;
        return scan_ok;
    case '}': case ']':
        state->depth -= 1;
        if (state->depth < 0) return scan_not_plain;
        if (state->depth >= 1 && state->depth <= state->deepest && state->open_count > 0) {
            state->items[state->open[--state->open_count]].end = at + 1;
        }
        return scan_ok;
    case '\n':
        state->line += 1;
        state->line_start = at + 1;
        return scan_ok;
    case '\r':
        if (at + 1 >= count || bytes[at + 1] != '\n') {
            state->line += 1;
            state->line_start = at + 1;
        }
        return scan_ok;
    case '/':
        return scan_not_plain;
    default:
        return scan_ok;  // a backslash outside a string: the parse reports it
    }
}

static bool may_matter(uint8_t byte) {
    return byte == '"' || byte == '\\' || (byte | 0x20) == '{' || (byte | 0x20) == '}'
        || byte == '\n' || byte == '\r' || byte == '/';
}

static int scan(scan_state *state, const uint8_t *bytes, int64_t count, int64_t from) {
    int64_t at = from;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
    const __m128i open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}'), lower = _mm_set1_epi8(0x20);
    const __m128i newline = _mm_set1_epi8('\n'), carriage = _mm_set1_epi8('\r'), slash = _mm_set1_epi8('/');
    for (; at + 16 <= count; at += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + at));
        // `[` and `]` are `{` and `}` without the 0x20 bit.
        __m128i folded = _mm_or_si128(block, lower);
        __m128i hits = _mm_or_si128(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                         _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close))),
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, newline), _mm_cmpeq_epi8(block, carriage)),
                         _mm_cmpeq_epi8(block, slash)));
        unsigned mask = (unsigned)_mm_movemask_epi8(hits);
        while (mask) {
            int result = visit(state, bytes, count, at + __builtin_ctz(mask));
            if (result != scan_ok) return result;
            mask &= mask - 1;
        }
    }
#endif
    for (; at < count; at++) {
        if (!may_matter(bytes[at])) continue;
        int result = visit(state, bytes, count, at);
        if (result != scan_ok) return result;
    }
    if (state->in_string || state->depth != 0) return scan_not_plain;
    return scan_ok;
}

int64_t sg_json_scan_containers(const uint8_t *bytes, int64_t count, int32_t deepest, sg_json_container **containers) {
    *containers = NULL;
    if (deepest < 1) deepest = 1;
    scan_state state = {0};
    state.deepest = deepest;
    state.line = 1;
    state.open = malloc((size_t)deepest * sizeof *state.open);
    if (!state.open) return scan_out_of_memory;
    bool bom = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF;
    state.line_start = bom ? 3 : 0;
    int result = scan(&state, bytes, count, state.line_start);
    free(state.open);
    if (result != scan_ok) {
        free(state.items);
        return result;
    }
    *containers = state.items;
    return state.count;
}
