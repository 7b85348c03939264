/// One permutation's resolution, kept so the other permutations (and, while serving, the next
/// build) redo only the tokens their differences reach and take over the rest as they are.
struct ResolutionBaseline: Sendable {
    let raw: [String: RawToken]
    let tokens: ResolvedTokenSet
    /// A reference target as written (`color.red`, `color.red.value`) -> the tokens that write it.
    private let dependents: [String: [String]]

    init(raw: [String: RawToken], tokens: ResolvedTokenSet) {
        self.raw = raw
        self.tokens = tokens
        var dependents: [String: [String]] = [:]
        for (name, token) in raw {
            for target in Self.writtenTargets(of: token) { dependents[target, default: []].append(name) }
        }
        self.dependents = dependents
    }

    /// The tokens of `raw` that cannot be taken over: defined differently, failed here, or
    /// reaching through references a token that is, or one that is gone or new.
    func tokensToRedo(in raw: [String: RawToken]) -> Set<String> {
        var pending: [String] = []
        for (name, token) in raw {
            guard let earlier = self.raw[name], earlier.isSameDefinition(as: token), tokens[name] != nil else {
                pending.append(name)
                continue
            }
        }
        for name in self.raw.keys where raw[name] == nil { pending.append(name) }
        var redo: Set<String> = []
        while let name = pending.popLast() {
            guard redo.insert(name).inserted else { continue }
            pending.append(contentsOf: dependents[name] ?? [])
            pending.append(contentsOf: dependents[name + ".value"] ?? [])
        }
        return redo
    }

    /// Every name a token's value or extensions could reach: each `{...}` in any string (aliases,
    /// arithmetic, colour modifiers) and each `$ref` pointer's token part. A superset is safe.
    static func writtenTargets(of token: RawToken) -> [String] {
        var found: [String] = []
        var pending = [token.value]
        if let extensions = token.extensions { pending.append(extensions) }
        while let json = pending.popLast() {
            switch json.kind {
            case .string(let text): bracedNames(in: text, into: &found)
            case .array(let items): pending.append(contentsOf: items)
            case .object(let members):
                for member in members {
                    if member.key == "$ref", let pointer = member.value.stringValue, let segments = ReferenceSyntax.pointerSegments(pointer) {
                        found.append(segments.prefix { $0 != "$value" }.joined(separator: "."))
                    } else {
                        pending.append(member.value)
                    }
                }
            default: continue
            }
        }
        return found
    }

    private static func bracedNames(in text: String, into found: inout [String]) {
        let bytes = Array(text.utf8)
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = index
            } else if byte == UInt8(ascii: "}"), let start = open {
                found.append(String(decoding: bytes[(start + 1)..<index], as: UTF8.self))
                open = nil
            }
        }
    }
}
