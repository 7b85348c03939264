import CXXHash
import Foundation

/// A name's 64-bit hash as `TokenNames` files it: XXH3 of its UTF-8, composed (NFC) first when
/// it is not ASCII, so names Swift holds equal (`"é"` written composed or not) hash alike. Made
/// where names are collected, on every core, so numbering them on one core hashes nothing.
struct NameHash: Hashable, Sendable {
    let value: UInt64

    init(_ name: String) {
        var text = name
        if !text.utf8.allSatisfy({ $0 < 0x80 }) { text = text.precomposedStringWithCanonicalMapping }
        value = text.withUTF8 { XXH3_64bits($0.baseAddress, $0.count) }
    }
}
