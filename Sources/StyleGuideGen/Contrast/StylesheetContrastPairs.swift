import Foundation

/// A pair a stylesheet declares, by custom property names (without `--`).
struct StylesheetContrastPair: Sendable, Hashable {
    var foreground: String
    var background: String
    var largeText: Bool
    /// Set only by a comment that names a level (`(AAA)`).
    var level: ContrastLevel?
    /// Set only by a comment that names an APCA minimum (`(apca 75)`): the least |Lc| for this pair.
    var apca: Double?
    var location: SourceLocation
    /// True when read off a rule's `color` and `background` rather than
    /// declared in a `contrast:` comment: a guess, dropped when a side is not a colour.
    var inferred: Bool = false
    /// The font of the rule that draws the foreground as its `color`, when that rule reads a font size.
    var text: ContrastText?
}

/// Finds contrast pairs in a component stylesheet:
/// - a rule whose `color` or `fill` reads `var(--X)` and whose `background` or
///   `background-color` reads `var(--Y)` draws X on Y;
/// - a comment `/* contrast: --X on --Y (large), --Z on --Y */` declares pairs
///   outright (`large`: large text or UI parts; `AA`/`AAA`: a level).
enum StylesheetContrastPairs {
    static let foregroundProperties: Set<String> = ["color", "fill"]
    static let backgroundProperties: Set<String> = ["background", "background-color"]

    static func parse(_ css: String, file: String, component: String, diagnostics: inout DiagnosticBag) -> [StylesheetContrastPair] {
        let scalars = Array(css.unicodeScalars)
        var text = scalars
        var pairs: [StylesheetContrastPair] = []
        for comment in comments(in: scalars) {
            for index in comment.range where text[index] != "\n" { text[index] = " " }
            let body = String(String.UnicodeScalarView(scalars[comment.body]))
            let start = position(of: comment.range.lowerBound, in: scalars)
            pairs += commentPairs(body, at: SourceLocation(file: file, line: start.line, column: start.column), component: component,
                                  diagnostics: &diagnostics)
        }
        // A property the stylesheet sets itself (`--button-fill`) is no token: its comment names the pair.
        let local = StylesheetReferences.declaredProperties(in: css)
        let rules = rulePairs(in: text, file: file)
        // A pair a comment declares is asked what the comment says, not also what a rule drawing it implies.
        let commented = Set(pairs.map { [$0.foreground, $0.background] })
        pairs += rules.pairs.filter { !local.contains($0.foreground) && !local.contains($0.background) && !commented.contains([$0.foreground, $0.background]) }
        // A comment names the colours only: the text is what the rule drawing that colour sets.
        return pairs.map { pair in
            var pair = pair
            pair.text = rules.fonts[pair.foreground]
            return pair
        }
    }

    // MARK: - Comments

    /// Every `/* ... */`: its whole range and the range of its text. An
    /// unterminated comment runs to the end, as in CSS.
    private static func comments(in scalars: [Unicode.Scalar]) -> [(range: Range<Int>, body: Range<Int>)] {
        var found: [(Range<Int>, Range<Int>)] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "/", scalars[index + 1] == "*" else { index += 1; continue }
            var end = index + 2
            while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
            let closed = end + 1 < scalars.count
            let bodyEnd = closed ? end : scalars.count
            let rangeEnd = closed ? end + 2 : scalars.count
            found.append((index..<rangeEnd, (index + 2)..<bodyEnd))
            index = rangeEnd
        }
        return found
    }

    /// `contrast: --a on --b (large), --c on --d`: entries separated by commas,
    /// semicolons or line breaks outside parentheses.
    private static func commentPairs(_ body: String, at location: SourceLocation, component: String,
                                     diagnostics: inout DiagnosticBag) -> [StylesheetContrastPair] {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("contrast:") else { return [] }
        var pairs: [StylesheetContrastPair] = []
        for entry in splitEntries(String(trimmed.dropFirst("contrast:".count))) {
            if let pair = commentPair(entry, location: location) {
                pairs.append(pair)
            } else {
                diagnostics.append(.warning(.contrastCommentSyntax,
                    "contrast comment: expected `--foreground on --background`, optionally followed by `(large)`, `(AAA)` or `(apca 60)` (an Lc from 15 to 108), or several as `(large, apca 45)`; found `\(entry)`",
                    at: location, subject: component))
            }
        }
        return pairs
    }

    private static func splitEntries(_ text: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(depth - 1, 0) }
            if depth == 0, character == "," || character == ";" || character == "\n" {
                entries.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        entries.append(current)
        return entries.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func commentPair(_ entry: String, location: SourceLocation) -> StylesheetContrastPair? {
        var words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var flags: [String] = []
        if let open = words.firstIndex(where: { $0.hasPrefix("(") }) {
            let tail = words[open...].joined(separator: " ")
            guard tail.hasSuffix(")") else { return nil }
            flags = tail.dropFirst().dropLast().split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
            words.removeSubrange(open...)
        }
        guard words.count == 3, words[1].lowercased() == "on",
              let foreground = propertyName(words[0]), let background = propertyName(words[2]) else { return nil }
        var pair = StylesheetContrastPair(foreground: foreground, background: background, largeText: false, level: nil, location: location)
        var rest = flags[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "large": pair.largeText = true
            case "aa": pair.level = .aa
            case "aaa": pair.level = .aaa
            case "apca":
                guard let minimum = rest.popFirst().flatMap(Double.init), APCAVerdict.minimumRange.contains(minimum) else { return nil }
                pair.apca = minimum
            default: return nil
            }
        }
        return pair
    }

    /// `--name` -> `name`; nil for anything that is not a custom property name.
    private static func propertyName(_ word: String) -> String? {
        guard word.hasPrefix("--"), word.count > 2 else { return nil }
        let name = word.dropFirst(2)
        guard name.unicodeScalars.allSatisfy(isNameScalar) else { return nil }
        return String(name)
    }

    // MARK: - Rules

    /// Pairs from declaration blocks (the text between a `{` and the next `{` or `}`), and the font
    /// of the first rule that draws each foreground colour with a `font-size` of a custom property.
    private static func rulePairs(in text: [Unicode.Scalar], file: String) -> (pairs: [StylesheetContrastPair], fonts: [String: ContrastText]) {
        var pairs: [StylesheetContrastPair] = []
        var fonts: [String: ContrastText] = [:]
        var blockStart: Int?
        for (index, scalar) in text.enumerated() where scalar == "{" || scalar == "}" {
            if let start = blockStart {
                let block = blockPairs(text, (start + 1)..<index, file: file)
                pairs += block.pairs
                if let font = block.font { for name in block.foregrounds where fonts[name] == nil { fonts[name] = font } }
            }
            blockStart = scalar == "{" ? index : nil
        }
        return (pairs, fonts)
    }

    private static func blockPairs(_ text: [Unicode.Scalar], _ block: Range<Int>, file: String)
        -> (pairs: [StylesheetContrastPair], foregrounds: [String], font: ContrastText?) {
        var foregrounds: [(name: String, at: Int)] = []
        var backgrounds: [String] = []
        var size: String?, weight: String?
        var declarationStart = block.lowerBound
        for index in block where text[index] == ";" || index == block.upperBound - 1 {
            let end = text[index] == ";" ? index : index + 1
            let declaration = String(String.UnicodeScalarView(text[declarationStart..<end]))
            let offset = text[declarationStart..<end].firstIndex { !$0.properties.isWhitespace } ?? declarationStart
            declarationStart = index + 1
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let value = String(declaration[declaration.index(after: colon)...])
            if property == "font-weight" { weight = firstVariable(in: value) ?? value.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard let variable = firstVariable(in: value) else { continue }
            if foregroundProperties.contains(property) { foregrounds.append((variable, offset)) }
            if backgroundProperties.contains(property) { backgrounds.append(variable) }
            if property == "font-size" { size = variable }
        }
        var pairs: [StylesheetContrastPair] = []
        for foreground in foregrounds {
            let at = position(of: foreground.at, in: text)
            for background in backgrounds {
                pairs.append(StylesheetContrastPair(foreground: foreground.name, background: background, largeText: false, level: nil,
                                                    location: SourceLocation(file: file, line: at.line, column: at.column), inferred: true))
            }
        }
        return (pairs, foregrounds.map(\.name), size.map { ContrastText(size: $0, weight: weight) })
    }

    /// The name in the first `var(--name` of a value.
    private static func firstVariable(in value: String) -> String? {
        guard let marker = value.range(of: "var(--") else { return nil }
        let name = value[marker.upperBound...].unicodeScalars.prefix(while: isNameScalar)
        return name.isEmpty ? nil : String(String.UnicodeScalarView(name))
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")) || !scalar.isASCII
    }

    /// 1-based line and column of a scalar offset.
    private static func position(of offset: Int, in text: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for scalar in text.prefix(offset) {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
