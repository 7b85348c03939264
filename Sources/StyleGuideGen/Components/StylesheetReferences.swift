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

    /// For each custom property the stylesheet reads (without `--`), the CSS properties whose values
    /// read it, directly or through a custom property the stylesheet declares (`--button-fill`), sorted.
    static func readers(in css: String) -> [String: [String]] {
        var reads: [String: Set<String>] = [:]
        for (property, value) in declarations(in: css) {
            reads[property, default: []].formUnion(customProperties(in: value))
        }
        let local = Set(reads.keys.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
        var readers: [String: Set<String>] = [:]
        for (property, variables) in reads where !property.hasPrefix("--") {
            var pending = Array(variables), seen: Set<String> = []
            while let variable = pending.popLast() {
                guard seen.insert(variable).inserted else { continue }
                if local.contains(variable) { pending += reads["--" + variable] ?? [] } else { readers[variable, default: []].insert(property) }
            }
        }
        return readers.mapValues { $0.sorted() }
    }

    /// `property: value` pairs of every declaration, comments removed. A selector before `{` is never
    /// one that reads `var()`, so splitting at `{`, `}` and `;` is enough here.
    private static func declarations(in css: String) -> [(property: String, value: String)] {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
            text.removeSubrange(open.lowerBound..<close)
        }
        return text.split(whereSeparator: { $0 == "{" || $0 == "}" || $0 == ";" }).compactMap { chunk in
            guard let colon = chunk.firstIndex(of: ":") else { return nil }
            let name = chunk[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            // Custom property names are case-sensitive; CSS's own are not.
            let property = name.hasPrefix("--") ? name : name.lowercased()
            guard !property.isEmpty, property.utf8.allSatisfy(isNameByte) else { return nil }
            return (property, String(chunk[chunk.index(after: colon)...]))
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
