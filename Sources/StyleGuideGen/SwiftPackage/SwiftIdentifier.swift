import Foundation

/// A Swift identifier made from a token name segment (`accent-fill` -> `accentFill`, `2xl` -> `_2xl`,
/// `🔥` -> `fire`, `default` -> `` `default` ``): deterministic, ASCII, always valid where it is used.
enum SwiftIdentifier {
    enum Case {
        /// `accentFill`: constants.
        case lower
        /// `AccentFill`: the enums that hold a group's tokens.
        case upper
    }

    /// The identifier as written in source (backticked when it is a keyword). A name starting with a
    /// digit is a step of a scale and reads `step100` (`gray._100` and `gray.100` alike); `_` alone,
    /// Tokens Studio's value of the group itself, is `base`; numbers side by side keep a `_`
    /// between them (`1-5` is `step1_5`, never `15`).
    static func make(_ name: String, _ style: Case) -> String {
        let words = self.words(name)
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0, text.last?.isNumber == true, word.first?.isNumber == true { text += "_" }
            text += index == 0 && style == .lower ? word.lowercasedFirst : word.capitalizedFirst
        }
        if text.isEmpty { text = name.allSatisfy { $0 == "_" } && !name.isEmpty ? "base" : "token" }
        if text.first!.isNumber { text = "step" + text }
        if style == .upper { text = text.capitalizedFirst }
        switch style {
        case .lower: return keywords.contains(text) ? "`\(text)`" : (unusable.contains(text) ? text + "_" : text)
        case .upper: return reservedTypeNames.contains(text) ? text + "_" : text
        }
    }

    /// The identifier without backticks, for messages and the check output.
    static func bare(_ identifier: String) -> String { identifier.trimmingCharacters(in: ["`"]) }

    /// ASCII words of a name: split at punctuation, spaces and lower-to-upper changes; accents dropped;
    /// any other character spelled by its Unicode name (`😀` -> `grinningFace`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        func finish() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if let last = current.unicodeScalars.last, last.properties.isLowercase || ("0"..."9").contains(last),
                   scalar.properties.isUppercase {
                    finish()
                } else if scalar.properties.isLowercase, current.count > 1, current.unicodeScalars.suffix(2).allSatisfy(\.properties.isUppercase) {
                    // `HTTPStatus`: the acronym ends before its last capital.
                    let last = current.removeLast()
                    finish()
                    current.append(last)
                }
                current.unicodeScalars.append(scalar)
            } else if scalar.isASCII || scalar.properties.isWhitespace || scalar.properties.generalCategory == .nonspacingMark
                        || scalar.value == 0xFE0F || scalar.value == 0x200D {
                finish()
            } else {
                finish()
                let spelled = scalar.properties.name ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
                words += spelled.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() }
            }
        }
        finish()
        return words.map { $0.allSatisfy(\.isUppercase) && $0.count > 1 ? $0.lowercased() : $0 }
    }

    /// Swift's keywords, which a member name may still use between backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "super", "throws", "true", "try", "await", "async", "any",
        "some", "actor", "each", "macro",
    ]

    /// Names a member cannot take even in backticks (`X.self`, `X.Type`), or that the generated
    /// types declare themselves (`Tokens.all`, the `tokens` a group reads through).
    static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "all", "tokens", "name", "componentTheme"]

    /// A name beginning with `_` and a letter: a system's internal group or token (`_size`), left
    /// out of the package; `_` alone and `_100` are a group's own value and a step.
    static func isInternal(_ segment: String) -> Bool {
        segment.count > 1 && segment.first == "_" && segment.dropFirst().first.map { $0.isLetter } == true
    }

    /// Type names the generated code refers to: a group may not shadow them.
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Swift", "Foundation", "Double", "String", "Bool", "Int", "TimeInterval",
        "DynamicTypeStep", "TextStyle", "TextStyleTable", "DynamicTypeScaling", "FontScaling", "StepMetrics", "ScalableFont",
        "MetricScaling", "ScalableMetric", "Appearance", "TokenColor", "DynamicColor", "ByAppearance", "CubicBezier",
        "TokenTransition", "TokenShadowLayer", "TokenShadow", "TokenStrokeStyle", "LineCap", "TokenBorder", "TokenGradient",
        "Theme", "Themes", "Tokens",
    ]
}

extension String {
    /// `accentFill` of `AccentFill`.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    /// `AccentFill` of `accentFill`: a property's type name.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
