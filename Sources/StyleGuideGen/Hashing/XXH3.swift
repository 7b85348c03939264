import CXXHash

/// XXH3 128-bit, streaming, through Debian's libxxhash: the fast
/// non-cryptographic hash under the build cache's fingerprints, where every
/// page's inputs are hashed on every build. The cache needs to tell changed
/// inputs from unchanged ones, not to resist an attacker (who could edit the
/// site folder anyway); 128 bits put an accidental match out of reach.
/// Noncopyable because it owns the C state, freed when it goes away.
struct XXH3: ~Copyable {
    private let state: OpaquePointer

    init() {
        guard let state = XXH3_createState() else { fatalError("XXH3: libxxhash could not allocate a state") }
        XXH3_128bits_reset(state)
        self.state = state
    }

    deinit { XXH3_freeState(state) }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
    }

    /// The 16-byte hash of everything fed so far, in the canonical
    /// (big-endian) order `xxh128sum` prints; the state is left as it was.
    func digest() -> [UInt8] {
        var canonical = XXH128_canonical_t()
        XXH128_canonicalFromHash(&canonical, XXH3_128bits_digest(state))
        return withUnsafeBytes(of: canonical.digest) { Array($0) }
    }
}
