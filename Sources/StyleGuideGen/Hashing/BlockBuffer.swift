/// Cuts a byte stream into the fixed-size blocks a hash consumes: whole
/// blocks are handed over where they lie in the input, a partial one is kept
/// until later input completes it. Shared by SHA-256 and xxHash64.
struct BlockBuffer: Sendable {
    let blockSize: Int
    /// Bytes not yet making up a whole block.
    private(set) var pending: [UInt8] = []
    /// Every byte fed so far.
    private(set) var length: UInt64 = 0

    init(blockSize: Int) {
        self.blockSize = blockSize
        pending.reserveCapacity(blockSize)
    }

    /// Calls `consume` with (buffer, offset) for every whole block now available.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer, Int) -> Void) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(blockSize - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            guard pending.count == blockSize else { return }
            pending.withUnsafeBytes { consume($0, 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while offset + blockSize <= bytes.count {
            consume(bytes, offset)
            offset += blockSize
        }
        pending.append(contentsOf: bytes[offset...])
    }
}
