/// Makes heading ids: lowercase, letters and digits of any script kept,
/// spaces and hyphens to `-`, other punctuation dropped, and a `-1`, `-2`
/// suffix for repeats, so every id in a page is unique and stable.
public struct HeadingSlugger: Sendable {
    /// The ids given out; a doc has a few, searched in turn (hashing each
    /// into a Set cost more), and a set is made only once there are many.
    private var given: [String] = []
    private var index: Set<String>?

    public init() {}

    /// The slug of `text`, before uniqueness is applied.
    public static func baseSlug(_ text: String) -> String {
        var bytes = text
        return bytes.withUTF8 { $0.allSatisfy { $0 < 0x80 } ? asciiSlug($0) : nil } ?? unicodeSlug(text)
    }

    /// The rules on Unicode properties (the reference for `asciiSlug`).
    static func unicodeSlug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                slug.unicodeScalars.append(scalar)
            } else if scalar == "-" || scalar.properties.isWhitespace {
                slug.unicodeScalars.append("-")
            }
            // Punctuation and symbols are dropped, as GitHub does.
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `baseSlug` of ASCII text given as bytes (every byte below 0x80), where
    /// lowercasing, letters, digits and white space are plain ASCII ranges.
    static func asciiSlug<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let slug = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                let mapped = asciiSlugByte(byte)
                buffer[count] = mapped
                count &+= mapped == 0 ? 0 : 1
            }
            return count
        }
        return slug.isEmpty ? "section" : slug
    }

    /// What an ASCII byte becomes in a slug; 0 when it is dropped.
    @inline(__always)
    private static func asciiSlugByte(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): byte
        // `-`, and U+0009 to U+000D and U+0020, ASCII's white space.
        case UInt8(ascii: "-"), 0x09...0x0D, UInt8(ascii: " "): UInt8(ascii: "-")
        default: 0
        }
    }

    /// A unique slug for `text` in this document.
    public mutating func slug(for text: String) -> String {
        unique(Self.baseSlug(text))
    }

    /// `base`, or `base-1`, `base-2`... the first not given out yet.
    mutating func unique(_ base: String) -> String {
        var candidate = base
        var counter = 0
        while isGiven(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        given.append(candidate)
        index?.insert(candidate)
        return candidate
    }

    private mutating func isGiven(_ id: String) -> Bool {
        if index == nil, given.count > 16 { index = Set(given) }
        return index?.contains(id) ?? given.contains(id)
    }
}
