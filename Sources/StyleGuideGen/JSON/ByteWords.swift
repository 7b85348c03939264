/// Eight bytes at a time: a value's column counts the scalars before it on its line, a word
/// of eight bytes at once where it tested each byte.
enum ByteWords {
    /// The eight bytes at `offset` (which must have eight after it) as one word.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// How many of the word's bytes start a UTF-8 scalar (all but the `10xxxxxx` continuations).
    @inline(__always)
    static func scalarStarts(in word: UInt64) -> Int {
        8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }
}
