/// xxHash64 (Yann Collet's XXH64), streaming: a fast non-cryptographic
/// hash for the build cache's fingerprints, where every page's inputs are
/// hashed on every build and SHA-256 in Swift would cost a tenth of a full
/// build. The cache needs to tell changed inputs from unchanged ones, not to
/// resist an attacker (who could edit the site folder anyway); two seeds give
/// 128 bits, so an accidental match is out of reach.
struct XXH64: Sendable {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private let seed: UInt64
    private var lanes: (UInt64, UInt64, UInt64, UInt64)
    private var stripes = BlockBuffer(blockSize: 32)

    init(seed: UInt64 = 0) {
        self.seed = seed
        lanes = (seed &+ Self.prime1 &+ Self.prime2, seed &+ Self.prime2, seed, seed &- Self.prime1)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        // The buffer is taken out of `self` so the closure may mutate `self`.
        var stripes = self.stripes
        self.stripes = BlockBuffer(blockSize: 0)
        stripes.feed(bytes) { consume($0, at: $1) }
        self.stripes = stripes
    }

    private mutating func consume(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        lanes.0 = Self.round(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
        lanes.1 = Self.round(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
        lanes.2 = Self.round(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
        lanes.3 = Self.round(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
    }

    /// The hash of everything fed so far (the state is left as it was).
    func finalize() -> UInt64 {
        var hash: UInt64
        let length = stripes.length
        if length >= 32 {
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                hash ^= Self.round(0, lane)
                hash = hash &* Self.prime1 &+ Self.prime4
            }
        } else {
            hash = seed &+ Self.prime5
        }
        hash &+= length
        stripes.pending.withUnsafeBytes { tail in
            var offset = 0
            while offset + 8 <= tail.count {
                hash ^= Self.round(0, tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                hash = rotate(hash, 27) &* Self.prime1 &+ Self.prime4
                offset += 8
            }
            if offset + 4 <= tail.count {
                hash ^= UInt64(tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* Self.prime1
                hash = rotate(hash, 23) &* Self.prime2 &+ Self.prime3
                offset += 4
            }
            while offset < tail.count {
                hash ^= UInt64(tail[offset]) &* Self.prime5
                hash = rotate(hash, 11) &* Self.prime1
                offset += 1
            }
        }
        hash ^= hash >> 33
        hash = hash &* Self.prime2
        hash ^= hash >> 29
        hash = hash &* Self.prime3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }
}

@inline(__always)
private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
