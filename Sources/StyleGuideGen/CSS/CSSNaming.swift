/// Names the stylesheet uses: custom properties from token paths, data attributes from modifier names.
public enum CSSNaming {
    /// The attribute that selects a Dynamic Type step (`data-dynamic-type="AX5"`).
    public static let stepAttribute = "data-dynamic-type"

    /// `color.text.title` -> `--color-text-title`; `typography.body` + member `fontSize` -> `--typography-body-font-size`.
    public static func propertyName(forPath path: [String], member: String? = nil) -> String {
        let segments = path + (member.map { [$0] } ?? [])
        return "--" + segments.map(kebab).joined(separator: "-")
    }

    /// The data attribute of a resolver modifier: `colorScheme` -> `data-color-scheme` (the same name the
    /// component previews write).
    public static func attributeName(forModifier name: String) -> String { "data-" + kebab(name) }

    /// One name segment in kebab case: camelCase splits (`fontSize` -> `font-size`), letters are
    /// lower-cased, and every character outside `[a-zA-Z0-9_-]` becomes `_`, so a name can never
    /// end a declaration, a block or the `<style>` element it sits in.
    public static func kebab(_ segment: String) -> String {
        // Token names are almost always ASCII: work on bytes, the hot path of
        // every stylesheet (one call per property per cell).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count + 4)
        var previous: UInt8 = 0
        for byte in segment.utf8 {
            guard byte < 0x80 else { return kebabOfCharacters(segment) }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if isUpper || isLowerOrDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if isUpper, isLowerOrDigit(previous) { bytes.append(UInt8(ascii: "-")) }
                bytes.append(isUpper ? byte + 32 : byte)
            } else {
                bytes.append(UInt8(ascii: "_"))
            }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
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
