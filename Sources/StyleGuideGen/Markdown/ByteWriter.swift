/// Appends bytes to a buffer the caller sized: the strings handed to cmark,
/// built on the stack with no heap allocation, and the HTML copied out of it.
struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func write(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func write(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { write(byte) }
    }

    /// One copy for the whole run: the ids and URLs that make up most of
    /// what is written (byte by byte they cost more than the cmark calls).
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        let end = count + bytes.count
        _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<end]).initialize(fromContentsOf: bytes)
        count = end
    }

    /// A literal's bytes, copied as one run.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Ends the string with a NUL and hands it to `body` as a C string.
    mutating func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        write(0)
        return UnsafeMutableRawPointer(buffer.baseAddress!).withMemoryRebound(to: CChar.self, capacity: count) { body($0) }
    }

    mutating func reset() { count = 0 }
}
