/// CSS a browser computes where a token of one of the thirteen types is expected: a keyword
/// (`auto`, `none`, `inherit`), a function the tool does not compute (`linear-gradient()`,
/// `clamp()`, `var()`), or, for a dimension, several lengths as CSS shorthand writes them. Each
/// has one meaning to a browser, so the token keeps its text and is written to CSS as it is.
/// Only text that cannot end a declaration or open a block, string, comment or URL is kept.
enum CSSPassthrough {
    /// The token's value as CSS text, when `text` is such CSS for `type`; nil otherwise.
    static func value(_ text: String, as type: TokenType) -> CSSTextValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard isSafe(trimmed) else { return nil }
        let lower = trimmed.lowercased()
        if wideKeywords.contains(lower) || keywords[type]?.contains(lower) == true || isFunction(lower, for: type)
            || (type == .dimension && isShorthand(lower)) {
            return CSSTextValue(type: type, text: trimmed)
        }
        return nil
    }

    /// The keywords every CSS property takes.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// Keywords with one meaning where a value of the type goes.
    private static let keywords: [TokenType: Set<String>] = [
        .dimension: ["auto", "none", "normal", "fit-content", "min-content", "max-content", "stretch", "thin", "medium", "thick"],
        .number: ["auto", "normal", "none"],
        .fontWeight: ["lighter", "bolder"],
        .color: ["currentcolor"],
        .shadow: ["none"], .transition: ["none", "all"], .border: ["none"], .gradient: ["none"], .strokeStyle: ["none", "hidden"],
        .typography: ["none"],
    ]

    /// Functions a browser computes that no value parser reads, by the type they stand for.
    private static let functions: [TokenType: Set<String>] = [
        .color: ["linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient",
                 "repeating-conic-gradient", "color-mix", "light-dark"],
        .gradient: ["linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient", "repeating-radial-gradient",
                    "repeating-conic-gradient"],
        .cubicBezier: ["steps", "linear"],
    ]

    /// Functions that compute a value of any numeric or colour type.
    private static let mathFunctions: Set<String> = ["calc", "min", "max", "clamp", "var", "env"]

    /// Whether the text opens with a call of a function CSS has (any type's).
    static func isCSSFunctionCall(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "(") else { return false }
        let name = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        return mathFunctions.contains(name) || functions.values.contains { $0.contains(name) }
            || ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "cubic-bezier"].contains(name)
    }

    /// `name(...)` as a whole: one call of a function the browser computes for `type`.
    private static func isFunction(_ text: String, for type: TokenType) -> Bool {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        guard closes(at: text.index(before: text.endIndex), openingAt: open, in: text) else { return false }
        return mathFunctions.contains(name) || functions[type]?.contains(name) == true
            || (type == .color && text.contains("var("))
    }

    /// Whether the parenthesis at `open` closes at `close` (the call is the whole text).
    private static func closes(at close: String.Index, openingAt open: String.Index, in text: String) -> Bool {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index == close }
            }
        }
        return false
    }

    /// Two to four lengths, keywords or calls separated by spaces (`1px 6px`, `0 auto`).
    private static func isShorthand(_ text: String) -> Bool {
        let parts = topLevelParts(text, separator: " ")
        guard (2...4).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            NumberText.parse(part) != nil || NumberText.splitUnit(part).map { DimensionParser.knownUnits.contains($0.1) } == true
                || (keywords[.dimension]?.contains(part) ?? false) || isFunction(part, for: .dimension)
        }
    }

    /// `text` cut at `separator` where no parenthesis is open.
    static func topLevelParts(_ text: String, separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == separator && depth == 0 {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Letters, digits, white space, `-.%#,/*+_` and balanced parentheses; no `url(`: nothing
    /// that ends a declaration, opens a block, a string or a comment, or fetches anything.
    static func isSafe(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 500, !text.lowercased().contains("url(") else { return false }
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return false }
            case "a"..."z", "A"..."Z", "0"..."9", " ", "-", ".", "%", "#", ",", "/", "*", "+", "_": break
            default: return false
            }
        }
        return depth == 0 && !text.contains("/*") && !text.contains("*/")
    }
}
