#ifndef STYLEGUIDE_JSON_SCAN_H
#define STYLEGUIDE_JSON_SCAN_H
#include <stdint.h>

/// One container (object or array) found by `sg_json_scan_containers`.
typedef struct sg_json_container {
    /// Offsets of its opening bracket and just past its closing one.
    int64_t start;
    int64_t end;
    /// The offset its line starts at.
    int64_t line_start;
    /// How many containers hold it (the document's root is at 0).
    int32_t depth;
    int32_t line;
    /// The index of the listed container holding it; -1 at depth 1.
    int64_t parent;
} sg_json_container;

/// The containers from depth 1 to `deepest` of JSON text, in document order, found by
/// following strings and brackets only (a large document is cut at them to parse on every
/// core). Lines count from 1; "\r\n", "\n" and a lone "\r" each end one. A UTF-8 byte order
/// mark is skipped.
///
/// Returns how many were found, with `*containers` then a `malloc`ed array the caller frees
/// (NULL when none). Returns -1 when the text is not plainly bracketed JSON (a `/` outside a
/// string, an unterminated string, unbalanced brackets) and -2 when memory ran out; nothing
/// is left to free then.
int64_t sg_json_scan_containers(const uint8_t *bytes, int64_t count, int32_t deepest, sg_json_container **containers);
#endif
