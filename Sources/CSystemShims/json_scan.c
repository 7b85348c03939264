#include "json_scan.h"
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Nearly every byte of a token file is indentation, a key's letters or a number's digits, and
// matters not here; of those that do, most are quotes and line ends. Sixteen bytes at a time
// are compared with them, and 64 at a time worked out as bit masks (strings by a running xor of
// the quotes, as simdjson does): only the brackets outside strings are visited one by one.

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

/// Lists the container opening at `start`, on the line numbered `line` that starts at `line_start`.
static int append(scan_state *state, int64_t start, int64_t line, int64_t line_start) {
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
    item->line_start = line_start;
    item->depth = (int32_t)state->depth;
    item->line = line > INT32_MAX ? INT32_MAX : (int32_t)line;
    item->parent = state->open_count > 0 ? state->open[state->open_count - 1] : -1;
    state->open[state->open_count++] = state->count++;
    return scan_ok;
}

/// An opening or closing bracket outside strings at `at`, on the line numbered `line` that starts at `line_start`.
static int bracket(scan_state *state, uint8_t byte, int64_t at, int64_t line, int64_t line_start) {
    if (byte == '{' || byte == '[') {
        if (state->depth >= 1 && state->depth <= state->deepest) {
            int result = append(state, at, line, line_start);
            if (result != scan_ok) return result;
        }
        state->depth += 1;
        return scan_ok;
    }
    state->depth -= 1;
    if (state->depth < 0) return scan_not_plain;
    if (state->depth >= 1 && state->depth <= state->deepest && state->open_count > 0) {
        state->items[state->open[--state->open_count]].end = at + 1;
    }
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
    case '{': case '[': case '}': case ']':
        return bracket(state, byte, at, state->line, state->line_start);
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

/// Visits the bytes from `at` to `end` that may matter, one at a time.
static int scan_bytes(scan_state *state, const uint8_t *bytes, int64_t count, int64_t at, int64_t end) {
    for (; at < end; at++) {
        if (!may_matter(bytes[at])) continue;
        int result = visit(state, bytes, count, at);
        if (result != scan_ok) return result;
    }
    return scan_ok;
}

#if defined(__SSE2__)
/// Which of 64 bytes are one of the bytes that matter, a bit each (bit i: byte i). Brackets of
/// both kinds share a mask (the byte tells them apart), and so do the two rare bytes that send a
/// block to the byte-at-a-time scan.
typedef struct {
    uint64_t quote, bracket, newline, carriage, rare;
} block_bytes;

static uint64_t bits16(__m128i matches, int block) {
    return (uint64_t)(uint16_t)_mm_movemask_epi8(matches) << (16 * block);
}

static block_bytes classify(const uint8_t *bytes) {
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), slash = _mm_set1_epi8('/');
    const __m128i open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}'), lower = _mm_set1_epi8(0x20);
    const __m128i newline = _mm_set1_epi8('\n'), carriage = _mm_set1_epi8('\r');
    block_bytes found = {0};
    for (int i = 0; i < 4; i++) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + 16 * i));
        // `[` and `]` are `{` and `}` without the 0x20 bit.
        __m128i folded = _mm_or_si128(block, lower);
        found.quote |= bits16(_mm_cmpeq_epi8(block, quote), i);
        found.bracket |= bits16(_mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close)), i);
        found.newline |= bits16(_mm_cmpeq_epi8(block, newline), i);
        found.carriage |= bits16(_mm_cmpeq_epi8(block, carriage), i);
        found.rare |= bits16(_mm_or_si128(_mm_cmpeq_epi8(block, backslash), _mm_cmpeq_epi8(block, slash)), i);
    }
    return found;
}

/// Bit i set when an odd number of bits 0...i are set: with quotes, the bytes inside strings
/// (the opening quote included, the closing one not).
static uint64_t prefix_xor(uint64_t bits) {
    for (int shift = 1; shift < 64; shift *= 2) bits ^= bits << shift;
    return bits;
}

/// The 64 bytes at `at`, none a backslash or a slash and none escaped: strings, line ends and
/// brackets worked out for all of them at once, and only the brackets outside strings visited.
static int scan_plain_block(scan_state *state, const uint8_t *bytes, int64_t count, int64_t at, block_bytes found) {
    uint64_t inside = prefix_xor(found.quote) ^ (state->in_string ? ~(uint64_t)0 : 0);
    uint64_t outside = ~inside;
    // A `\r` ends a line unless a `\n` follows it (the byte after the block for the last one).
    uint64_t followed_by_newline = (found.newline >> 1) | ((at + 64 < count && bytes[at + 64] == '\n') ? (uint64_t)1 << 63 : 0);
    uint64_t breaks = (found.newline | (found.carriage & ~followed_by_newline)) & outside;
    for (uint64_t brackets = found.bracket & outside; brackets; brackets &= brackets - 1) {
        int index = __builtin_ctzll(brackets);
        uint64_t before = breaks & (((uint64_t)1 << index) - 1);
        int64_t line = state->line + __builtin_popcountll(before);
        int64_t line_start = before ? at + 64 - __builtin_clzll(before) : state->line_start;
        int result = bracket(state, bytes[at + index], at + index, line, line_start);
        if (result != scan_ok) return result;
    }
    state->line += __builtin_popcountll(breaks);
    if (breaks) state->line_start = at + 64 - __builtin_clzll(breaks);
    state->in_string = inside >> 63;
    return scan_ok;
}
#endif

static int scan(scan_state *state, const uint8_t *bytes, int64_t count, int64_t from) {
    int64_t at = from;
#if defined(__SSE2__)
    for (; at + 64 <= count; at += 64) {
        block_bytes found = classify(bytes + at);
        // Escapes and slashes are rare in token files: a block with one is visited a byte at a time.
        bool plain = found.rare == 0 && state->escaped_until <= at;
        int result = plain ? scan_plain_block(state, bytes, count, at, found) : scan_bytes(state, bytes, count, at, at + 64);
        if (result != scan_ok) return result;
    }
#endif
    int result = scan_bytes(state, bytes, count, at, count);
    if (result != scan_ok) return result;
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
