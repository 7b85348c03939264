/// Makes heading ids: lowercase, letters and digits of any script kept,
/// spaces and hyphens to `-`, other punctuation dropped, and a `-1`, `-2`
/// suffix for repeats, so every id in a page is unique and stable.
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// The slug of `text`, before uniqueness is applied.
    public static func baseSlug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
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

    /// `baseSlug` on bytes for ASCII text (nil otherwise), where lowercasing,
    /// letters, digits and white space are the plain ASCII ranges.
    static func asciiSlug(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let slug = String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte | 0x20
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): buffer[count] = byte
                // `-`, and U+0009 to U+000D and U+0020, ASCII's white space.
                case UInt8(ascii: "-"), 0x09...0x0D, UInt8(ascii: " "): buffer[count] = UInt8(ascii: "-")
                default: continue
                }
                count += 1
            }
            return count
        }
        return slug.isEmpty ? "section" : slug
    }

    /// A unique slug for `text` in this document.
    public mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        var counter = 0
        while !used.insert(candidate).inserted {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        return candidate
    }
}
