/// Finds the custom properties a stylesheet reads: every `var(--name`.
enum StylesheetReferences {
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
