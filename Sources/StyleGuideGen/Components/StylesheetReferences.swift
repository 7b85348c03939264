/// Finds the custom properties a stylesheet reads (every `var(--name`) and those it declares
/// itself (`--button-fill: ...`): the tokens it reads are the first less the second.
enum StylesheetReferences {
    /// The tokens a stylesheet reads: properties it reads and does not declare, in first-use order.
    static func tokenProperties(in css: String, declaredElsewhere: Set<String> = []) -> [String] {
        let declared = declaredProperties(in: css).union(declaredElsewhere)
        return customProperties(in: css).filter { !declared.contains($0) }
    }

    /// The stylesheet without its declarations of these custom properties (`--button-fill: ...;`):
    /// a component that sets them itself does not read what the base sets them to.
    static func removingDeclarations(of properties: Set<String>, from css: String) -> String {
        css.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !properties.contains { trimmed.hasPrefix("--\($0):") || trimmed.hasPrefix("--\($0) :") }
        }.joined(separator: "\n")
    }

    /// Names (without `--`) of the custom properties the stylesheet declares: `--name` then `:`.
    static func declaredProperties(in css: String) -> Set<String> {
        var found: Set<String> = []
        let bytes = Array(css.utf8)
        var index = 0
        while index + 2 < bytes.count {
            let isStart = bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
                && (index == 0 || !isNameByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: "("))
            guard isStart else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            var colon = end
            while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
            if end > index + 2, colon < bytes.count, bytes[colon] == UInt8(ascii: ":") {
                found.insert(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
            }
            index = end
        }
        return found
    }

    /// Property names without the leading `--`, unique, in first-use order.
    static func customProperties(in css: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        let bytes = Array(css.utf8)
        let marker = Array("var(--".utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            var end = index + marker.count
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
            if !name.isEmpty, seen.insert(name).inserted { found.append(name) }
            index = end
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
