import CXXHash
import Foundation

/// A name's 64-bit hash as `TokenNames` files it: XXH3 of its UTF-8, composed (NFC) first when
/// it is not ASCII, so names Swift holds equal (`"é"` written composed or not) hash alike. Made
/// where names are collected, on every core, so numbering them on one core hashes nothing.
struct NameHash: Hashable, Sendable {
    let value: UInt64

    /// A hash `TokenNames` filed before (`TokenNames.hash(of:)`).
    init(filed value: UInt64) { self.value = value }

    init(_ name: String) {
        var text = name
        // Looked at in the contiguous bytes: a walk of the UTF-8 view cost more than the hash.
        let ascii = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? XXH3_64bits(bytes.baseAddress, bytes.count) : nil }
        if let ascii {
            value = ascii
            return
        }
        var composed = text.precomposedStringWithCanonicalMapping
        value = composed.withUTF8 { XXH3_64bits($0.baseAddress, $0.count) }
    }
}
