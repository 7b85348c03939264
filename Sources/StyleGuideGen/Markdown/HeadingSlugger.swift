/// Makes heading ids: lowercase, letters and digits of any script kept,
/// spaces and hyphens to `-`, other punctuation dropped, and a `-1`, `-2`
/// suffix for repeats, so every id in a page is unique and stable.
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// The slug of `text`, before uniqueness is applied.
    public static func baseSlug(_ text: String) -> String {
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

    /// A unique slug for `text` in this document.
    public mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }
}
