/// Names the stylesheet uses: custom properties from token paths, data attributes from modifier names.
public enum CSSNaming {
    /// The attribute that selects a Dynamic Type step (`data-dynamic-type="AX5"`).
    public static let stepAttribute = "data-dynamic-type"

    /// `color.text.title` -> `--color-text-title`; `typography.body` + member `fontSize` -> `--typography-body-font-size`.
    /// The plain name of a path: two paths may share it (`fontSize`, `font-size`), so the stylesheet names
    /// tokens through `CSSPropertyNames`, which gives each token of a project a name of its own.
    public static func propertyName(forPath path: [String], member: String? = nil) -> String {
        // One buffer for the whole name: a stylesheet names every property of every permutation.
        var bytes: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
        bytes.reserveCapacity(path.reduce(8) { $0 + $1.utf8.count + 4 } + (member?.utf8.count ?? 0))
        var first = true
        for segment in path + (member.map { [$0] } ?? []) {
            if !first { bytes.append(UInt8(ascii: "-")) }
            first = false
            appendKebab(segment, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The data attribute of a resolver modifier: `colorScheme` -> `data-color-scheme` (the same name the
    /// component previews write).
    public static func attributeName(forModifier name: String) -> String { "data-" + kebab(name) }

    /// One name segment in kebab case, always a valid part of a CSS identifier, the same on every machine:
    /// - ASCII letters, digits, `-` and `_` are kept; camelCase splits (`fontSize` -> `font-size`) and
    ///   letters are lower-cased;
    /// - every other ASCII character (a space, `/`, `:`, `{`...) becomes `_`;
    /// - a non-ASCII character CSS allows in identifiers (letters of other scripts, CJK, emoji) is kept
    ///   as it is, by Unicode scalar (no case mapping, no grapheme rules that change between Unicode
    ///   versions); any other (`★`, a no-break space, punctuation) becomes `_` and its hex code (`_2605`).
    /// So a name can never end a declaration, a block or the `<style>` element it sits in.
    public static func kebab(_ segment: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count + 4)
        appendKebab(segment, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a segment in kebab case to `bytes`. Token names are almost always ASCII: bytes are the
    /// hot path of every stylesheet; other text takes the rule over scalars.
    private static func appendKebab(_ segment: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        var previous: UInt8 = 0
        for byte in segment.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                appendKebabOfScalars(segment, to: &bytes)
                return
            }
            appendASCII(byte, previous: previous, to: &bytes)
            previous = byte
        }
    }

    private static func appendASCII(_ byte: UInt8, previous: UInt8, to bytes: inout [UInt8]) {
        let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        if isUpper || isLowerOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
            if isUpper, isLowerOrDigit(previous) { bytes.append(UInt8(ascii: "-")) }
            bytes.append(isUpper ? byte + 32 : byte)
        } else {
            bytes.append(UInt8(ascii: "_"))
        }
    }

    private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The same rule over Unicode scalars, for names with non-ASCII text.
    private static func appendKebabOfScalars(_ segment: String, to bytes: inout [UInt8]) {
        var previous: UInt8 = 0
        for scalar in segment.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                appendASCII(byte, previous: previous, to: &bytes)
                previous = byte
                continue
            }
            if isIdentifierScalar(scalar) {
                bytes += Array(String(scalar).utf8)
            } else {
                bytes.append(UInt8(ascii: "_"))
                bytes += Array(String(scalar.value, radix: 16).utf8)
            }
            previous = 0
        }
    }

    /// The non-ASCII code points CSS Syntax 3 allows in an identifier (its "non-ASCII ident code
    /// point" ranges, which every browser accepts): fixed ranges, so the same on every machine.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C, 0x200D, 0x203F, 0x2040,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...:
            true
        default:
            false
        }
    }

    /// `text` as a double-quoted CSS string. Quotes and backslashes are escaped; control characters,
    /// `<`, `>` and `&` become hex escapes, so the string is also inert inside an HTML `<style>` element.
    public static func quotedString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&": result += hexEscape(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { result += hexEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }
}
