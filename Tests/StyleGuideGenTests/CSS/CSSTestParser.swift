/// A small CSS reader for tests: comments, strings (with escapes), blocks and declarations; enough to read
/// the tokens stylesheet back without trusting the code that wrote it.
struct ParsedRule {
    /// Enclosing at-rule preludes, outermost first (`@media (prefers-color-scheme: dark)`).
    var conditions: [String]
    var selector: String
    /// Property and raw value text, in order.
    var declarations: [(property: String, value: String)]
}

enum CSSTestParser {
    enum Failure: Error, CustomStringConvertible {
        case unbalanced(String)
        var description: String { switch self { case .unbalanced(let where_): "unbalanced braces near: \(where_)" } }
    }

    /// The text with comments removed; strings kept verbatim.
    static func stripComments(_ css: String) -> String {
        var out = ""
        var chars = Array(css)
        var i = 0
        var quote: Character?
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                out.append(c)
                if c == "\\", i + 1 < chars.count { out.append(chars[i + 1]); i += 2; continue }
                if c == q { quote = nil }
                i += 1
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
            } else {
                if c == "\"" || c == "'" { quote = c }
                out.append(c)
                i += 1
            }
        }
        chars = []
        return out
    }

    /// The text with every quoted string replaced by `""`.
    static func withoutStrings(_ css: String) -> String {
        var out = ""
        var quote: Character?
        var escaped = false
        for c in css {
            if let q = quote {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == q { quote = nil; out.append(c) }
            } else {
                out.append(c)
                if c == "\"" || c == "'" { quote = c }
            }
        }
        return out
    }

    /// Splits at top-level `{`, `}` and `;` outside strings and parentheses.
    static func rules(_ css: String) throws -> [ParsedRule] {
        let text = Array(stripComments(css))
        var rules: [ParsedRule] = []
        var stack: [(prelude: String, isRule: Bool)] = []
        var buffer = ""
        var current: ParsedRule?
        var quote: Character?
        var depth = 0
        var i = 0
        while i < text.count {
            let c = text[i]
            defer { i += 1 }
            if let q = quote {
                buffer.append(c)
                if c == "\\", i + 1 < text.count { buffer.append(text[i + 1]); i += 1 } else if c == q { quote = nil }
                continue
            }
            switch c {
            case "\"", "'": quote = c; buffer.append(c)
            case "(": depth += 1; buffer.append(c)
            case ")": depth -= 1; buffer.append(c)
            case "{" where depth == 0:
                let prelude = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
                buffer = ""
                if prelude.hasPrefix("@") {
                    stack.append((prelude, false))
                } else {
                    stack.append((prelude, true))
                    current = ParsedRule(conditions: stack.filter { !$0.isRule }.map(\.prelude), selector: prelude, declarations: [])
                }
            case ";" where depth == 0:
                if var rule = current { rule.declarations.append(try declaration(buffer)); current = rule }
                buffer = ""
            case "}" where depth == 0:
                guard let top = stack.popLast() else { throw Failure.unbalanced(buffer) }
                if top.isRule, var rule = current {
                    if !buffer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { rule.declarations.append(try declaration(buffer)) }
                    rules.append(rule)
                    current = nil
                }
                buffer = ""
            default: buffer.append(c)
            }
        }
        guard stack.isEmpty, quote == nil, depth == 0 else { throw Failure.unbalanced(String(buffer.suffix(80))) }
        return rules
    }

    private static func declaration(_ text: String) throws -> (property: String, value: String) {
        guard let colon = text.firstIndex(of: ":") else { throw Failure.unbalanced(text) }
        return (text[..<colon].trimmingCharacters(in: .whitespacesAndNewlines),
                text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The `--name`s inside `var(...)` of a value (outside strings).
    static func references(in value: String) -> [String] {
        var names: [String] = []
        var rest = Substring(value)
        while let range = rest.range(of: "var(") {
            let after = rest[range.upperBound...]
            let name = after.prefix { $0 != ")" && $0 != "," && !$0.isWhitespace }
            names.append(String(name))
            rest = after
        }
        return names
    }
}

import Foundation
