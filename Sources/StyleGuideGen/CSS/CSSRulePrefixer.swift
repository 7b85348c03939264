/// Confines a stylesheet written for a whole page to the elements under one selector: each rule's
/// selectors gain it in front (`.card` becomes `[data-version="base"] .card`, `:root` becomes the
/// selector itself), inside `@media`, `@supports`, `@container` and `@layer` blocks too; other
/// at-rules (`@keyframes`, `@font-face`) stay as they are. Comments and strings are kept whole.
struct CSSRulePrefixer {
    let prefix: String

    /// At-rules whose block holds rules, which are prefixed in turn.
    static let groupingRules: Set<String> = ["media", "supports", "container", "layer", "scope", "document"]

    func prefixing(_ css: String) -> String {
        var output = ""
        var scanner = Scanner(Array(css.unicodeScalars))
        rules(&scanner, into: &output, nested: false)
        return output
    }

    private func rules(_ scanner: inout Scanner, into output: inout String, nested: Bool) {
        var prelude = ""
        while let scalar = scanner.next() {
            switch scalar {
            case "/" where scanner.peek == "*" && prelude.allSatisfy(\.isWhitespace):
                // A comment between rules stays between them.
                output += prelude + scanner.skipped(from: scalar)
                prelude = ""
            case "/" where scanner.peek == "*", "\"", "'":
                prelude += scanner.skipped(from: scalar)
            case "{":
                let head = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
                output += leadingSpace(of: prelude)
                if head.hasPrefix("@") {
                    let name = String(head.dropFirst().prefix { $0.isLetter || $0 == "-" }).lowercased()
                    output += head + " {"
                    if Self.groupingRules.contains(name) {
                        rules(&scanner, into: &output, nested: true)
                    } else {
                        output += scanner.block()
                    }
                } else {
                    output += selectors(head) + " {" + scanner.block()
                }
                prelude = ""
            case "}" where nested:
                output += prelude + "}"
                return
            case ";" where prelude.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("@"):
                // `@import ...;`, `@layer a, b;`: statements, kept.
                output += prelude + ";"
                prelude = ""
            default:
                prelude.unicodeScalars.append(scalar)
            }
        }
        output += prelude
    }

    /// Each selector of a list with the prefix in front; `:root` is the prefix's element itself.
    private func selectors(_ list: String) -> String {
        CSSRulePrefixer.splitTopLevel(list).map { selector in
            let trimmed = selector.trimmingCharacters(in: .whitespacesAndNewlines)
            let scoped = trimmed.hasPrefix(":root") ? prefix + trimmed.dropFirst(":root".count) : prefix + " " + trimmed
            return leadingSpace(of: selector) + scoped
        }.joined(separator: ",")
    }

    private func leadingSpace(of text: String) -> String {
        String(text.prefix { $0.isWhitespace })
    }

    /// Splits at commas outside parentheses and brackets (`:is(a, b)` stays one).
    static func splitTopLevel(_ list: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in list {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return parts + [current]
    }

    /// Reads scalars, skipping comments and strings whole and blocks to their matching brace.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func next() -> Unicode.Scalar? {
            guard index < scalars.count else { return nil }
            defer { index += 1 }
            return scalars[index]
        }

        /// The comment or string that `first` (already read) opens, to its end.
        mutating func skipped(from first: Unicode.Scalar) -> String {
            var text = String(first)
            if first == "/" {
                while let scalar = next() {
                    text.unicodeScalars.append(scalar)
                    if scalar == "*", peek == "/" { text.unicodeScalars.append(next()!); break }
                }
                return text
            }
            while let scalar = next() {
                text.unicodeScalars.append(scalar)
                if scalar == "\\", let escaped = next() { text.unicodeScalars.append(escaped) } else if scalar == first { break }
            }
            return text
        }

        /// The rest of a block whose `{` was read, its closing `}` included.
        mutating func block() -> String {
            var text = "", depth = 1
            while let scalar = next() {
                switch scalar {
                case "/" where peek == "*", "\"", "'":
                    text += skipped(from: scalar)
                    continue
                case "{": depth += 1
                case "}": depth -= 1
                default: break
                }
                text.unicodeScalars.append(scalar)
                if depth == 0 { break }
            }
            return text
        }
    }
}
