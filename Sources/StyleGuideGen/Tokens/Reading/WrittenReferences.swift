/// What a token's value and extensions name, read once as its file is collected and shared by
/// every permutation that merges the file: the names written in braces and pointed at by `$ref`,
/// whether the token can name no other token at all, and whether it names others only by whole
/// aliases. The resolution's waves and the baseline's index of dependents each walked every value
/// for these before.
struct WrittenReferences: Sendable {
    /// Names written in braces (`{color.red}`, also inside arithmetic and `rgba(…)`) and the
    /// tokens `$ref` pointers point at, depth first, the value before the extensions.
    let targets: [String]
    /// No string holds a `{` and no object has a `$ref`.
    let namesNoToken: Bool
    /// Every reference is a whole-string curly alias (the waves resolve such a token once its
    /// targets are): no arithmetic or `rgba(…)` around one, none in the extensions, no `$ref`.
    let onlyPlainAliases: Bool

    init(value: JSONValue, extensions: JSONValue?) {
        guard value.holdsReferenceSyntax || extensions?.holdsReferenceSyntax == true else {
            (targets, namesNoToken, onlyPlainAliases) = ([], true, true)
            return
        }
        var walk = Walk()
        walk.visit(value, inExtensions: false)
        if let extensions { walk.visit(extensions, inExtensions: true) }
        targets = walk.targets
        namesNoToken = walk.namesNoToken
        onlyPlainAliases = walk.onlyPlainAliases
    }

    /// Walked in place, depth first: a list of values still to visit, copied into as the walk
    /// went, cost more than the names found in the ten thousand tokens that name none.
    private struct Walk {
        var targets: [String] = []
        var namesNoToken = true
        var onlyPlainAliases = true

        mutating func visit(_ json: JSONValue, inExtensions: Bool) {
            switch json.kind {
            case .string(let text):
                guard ByteSearch.containsByte(in: text, where: { $0 == UInt8(ascii: "{") }) else { return }
                namesNoToken = false
                if inExtensions || !ReferenceSyntax.isCurlyAlias(text) { onlyPlainAliases = false }
                WrittenReferences.bracedNames(in: text, into: &targets)
            case .array(let items):
                for item in items { visit(item, inExtensions: inExtensions) }
            case .object(let members):
                for member in members {
                    if member.key == "$ref" {
                        namesNoToken = false
                        onlyPlainAliases = false
                        if let pointer = member.value.stringValue, let token = ReferenceSyntax.pointedToken(pointer) {
                            targets.append(token)
                            continue
                        }
                    }
                    visit(member.value, inExtensions: inExtensions)
                }
            case .null, .bool, .number:
                return
            }
        }
    }

    /// Each `{…}` of the text, innermost where braces nest.
    private static func bracedNames(in text: String, into found: inout [String]) {
        let bytes = text.utf8
        var open: String.UTF8View.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                open = bytes.index(after: index)
            } else if byte == UInt8(ascii: "}"), let start = open {
                found.append(String(text[start..<index]))
                open = nil
            }
            index = bytes.index(after: index)
        }
    }
}
