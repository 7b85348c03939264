import Foundation

/// Finding a run of bytes in UTF-8 text with `memchr` and `memcmp`: the standard library's generic
/// subsequence search is far slower (bench/README.md, "Speed devices").
enum ByteSearch {
    /// Whether `needle` occurs in `text`.
    static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { firstOffset(of: needle, in: UnsafeRawBufferPointer($0), from: 0) != nil }
    }

    /// Whether a byte of `text`'s UTF-8 satisfies `predicate`, looked at in a buffer: walking
    /// `String.UTF8View` costs many times a loop over bytes, and a small string lends no buffer of
    /// its own (`withContiguousStorageIfAvailable` gives nil), so `withUTF8` copies it to the stack.
    static func containsByte(in text: String, where predicate: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(where: predicate) }
    }

    /// Whether `needle` occurs in `data` (Foundation's `range(of:)` compares byte by byte in Swift).
    static func contains(_ needle: String, in data: Data) -> Bool {
        data.withUnsafeBytes { firstOffset(of: needle, in: $0, from: 0) != nil }
    }

    /// The offset of each occurrence of `needle` in `bytes`, searching on after the end of each.
    static func offsets(of needle: String, in bytes: UnsafeRawBufferPointer) -> [Int] {
        var found: [Int] = []
        var start = 0
        while let offset = firstOffset(of: needle, in: bytes, from: start) {
            found.append(offset)
            start = offset + needle.utf8.count
        }
        return found
    }

    /// The offset of the first occurrence of `needle` in `bytes` at or after `start`.
    static func firstOffset(of needle: String, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var needle = needle
        return needle.withUTF8 { pattern -> Int? in
            guard !pattern.isEmpty, let base = bytes.baseAddress, start <= bytes.count else { return nil }
            let first = Int32(pattern[0]), last = bytes.count - pattern.count
            var at = start
            while at <= last, let hit = memchr(base + at, first, last - at + 1) {
                at = UnsafeRawPointer(hit) - base
                if memcmp(base + at, pattern.baseAddress!, pattern.count) == 0 { return at }
                at += 1
            }
            return nil
        }
    }
}
