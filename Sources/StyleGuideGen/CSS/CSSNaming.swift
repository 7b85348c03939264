/// Names the stylesheet uses: custom properties from token paths, data attributes from modifier names.
public enum CSSNaming {
    /// The attribute that selects a Dynamic Type step (`data-dynamic-type="AX5"`).
    public static let stepAttribute = "data-dynamic-type"

    /// `color.text.title` -> `--color-text-title`; `typography.body` + member `fontSize` -> `--typography-body-font-size`.
    public static func propertyName(forPath path: [String], member: String? = nil) -> String {
        // One buffer for the whole name: a stylesheet names every property of every permutation.
        var bytes: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
        bytes.reserveCapacity(path.reduce(8) { $0 + $1.utf8.count + 4 } + (member?.utf8.count ?? 0))
        var first = true
        for segment in path + (member.map { [$0] } ?? []) {
            if !first { bytes.append(UInt8(ascii: "-")) }
            first = false
            if !appendASCIIKebab(segment, to: &bytes) { bytes += Array(kebabOfCharacters(segment).utf8) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The data attribute of a resolver modifier: `colorScheme` -> `data-color-scheme` (the same name the
    /// component previews write).
    public static func attributeName(forModifier name: String) -> String { "data-" + kebab(name) }

    /// One name segment in kebab case: camelCase splits (`fontSize` -> `font-size`), letters are
    /// lower-cased, and every character outside `[a-zA-Z0-9_-]` becomes `_`, so a name can never
    /// end a declaration, a block or the `<style>` element it sits in.
    public static func kebab(_ segment: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count + 4)
        guard appendASCIIKebab(segment, to: &bytes) else { return kebabOfCharacters(segment) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an ASCII segment in kebab case to `bytes`; false (and `bytes` unchanged) when the
    /// segment has non-ASCII text, which takes the slower rule over characters.
    /// Token names are almost always ASCII: bytes are the hot path of every stylesheet.
    private static func appendASCIIKebab(_ segment: String, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        var previous: UInt8 = 0
        for byte in segment.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                return false
            }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if isUpper || isLowerOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if isUpper, isLowerOrDigit(previous) { bytes.append(UInt8(ascii: "-")) }
                bytes.append(isUpper ? byte + 32 : byte)
            } else {
                bytes.append(UInt8(ascii: "_"))
            }
            previous = byte
        }
        return true
    }

    private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The same rule over characters, for names with non-ASCII text.
    private static func kebabOfCharacters(_ segment: String) -> String {
        var result = ""
        var previous: Character?
        for character in segment {
            if isNameCharacter(character) {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append("_")
            }
            previous = character
        }
        return result
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

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
