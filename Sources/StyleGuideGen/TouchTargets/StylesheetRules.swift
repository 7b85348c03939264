/// A component stylesheet's plain rules, for the touch-target sizes: each rule's selectors and its
/// declarations in order, with the line each starts on. At-rules and what they hold are left out
/// (a touch target's size is read from the rules every preview applies).
struct StylesheetRule: Sendable, Hashable {
    struct Declaration: Sendable, Hashable {
        var property: String
        var value: String
        var line: Int
        var column: Int
    }

    /// Each selector of the list, as written (`.settings-row .disclosure-chevron`).
    var selectors: [String]
    var declarations: [Declaration]
    var line: Int

    /// The compounds of a selector (split at descendant combinators); nil when it uses anything but
    /// classes and descendant combinators (attributes, pseudo-classes, `>`, `+`, `~`, ids, types).
    static func classCompounds(of selector: String) -> [[String]]? {
        var compounds: [[String]] = []
        for compound in selector.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            guard compound.hasPrefix("."), !compound.contains(where: { "[]:#>+~*()".contains($0) }) else { return nil }
            let classes = compound.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !classes.contains(where: \.isEmpty) else { return nil }
            compounds.append(classes)
        }
        return compounds.isEmpty ? nil : compounds
    }

    /// The rules of `css`, comments removed; an at-rule (`@media`, `@supports`) is skipped whole.
    static func parse(_ css: String) -> [StylesheetRule] {
        let scalars = Array(Self.withoutComments(css).unicodeScalars)
        var rules: [StylesheetRule] = []
        var index = 0, preludeStart = 0
        while index < scalars.count {
            switch scalars[index] {
            case ";", "}":
                preludeStart = index + 1
            case "{":
                let prelude = String(String.UnicodeScalarView(scalars[preludeStart..<index])).trimmingCharacters(in: .whitespacesAndNewlines)
                if prelude.hasPrefix("@") {
                    var depth = 1
                    while depth > 0, index + 1 < scalars.count {
                        index += 1
                        if scalars[index] == "{" { depth += 1 }
                        if scalars[index] == "}" { depth -= 1 }
                    }
                } else {
                    var end = index + 1
                    while end < scalars.count, scalars[end] != "}" { end += 1 }
                    let first = scalars[preludeStart..<index].firstIndex { !$0.properties.isWhitespace } ?? preludeStart
                    rules.append(StylesheetRule(selectors: prelude.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) },
                                                declarations: Self.declarations(scalars, (index + 1)..<end), line: position(of: first, in: scalars).line))
                    index = end
                }
                preludeStart = index + 1
            default: break
            }
            index += 1
        }
        return rules
    }

    private static func declarations(_ text: [Unicode.Scalar], _ block: Range<Int>) -> [Declaration] {
        var found: [Declaration] = []
        var start = block.lowerBound, parentheses = 0
        for index in block.lowerBound...block.upperBound {
            if index < block.upperBound {
                if text[index] == "(" { parentheses += 1 }
                if text[index] == ")" { parentheses = max(parentheses - 1, 0) }
                guard text[index] == ";", parentheses == 0 else { continue }
            }
            let range = start..<index
            start = index + 1
            let declaration = String(String.UnicodeScalarView(text[range]))
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.lowercased().hasSuffix("!important") { value = String(value.dropLast("!important".count)).trimmingCharacters(in: .whitespaces) }
            guard !property.isEmpty else { continue }
            let first = text[range].firstIndex { !$0.properties.isWhitespace } ?? range.lowerBound
            let (line, column) = position(of: first, in: text)
            found.append(Declaration(property: property, value: value, line: line, column: column))
        }
        return found
    }

    /// The text with each comment blanked (line breaks kept, so lines and columns stay).
    static func withoutComments(_ css: String) -> String {
        var scalars = Array(css.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "/", scalars[index + 1] == "*" else { index += 1; continue }
            var end = index + 2
            while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
            let stop = min(end + 2, scalars.count)
            for blank in index..<stop where scalars[blank] != "\n" { scalars[blank] = " " }
            index = stop
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func position(of offset: Int, in text: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for scalar in text.prefix(offset) {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// The elements of a rendered preview, with their classes and whether they hold text: enough to
/// know what lies inside a touch target. Not an HTML parser: tags, void elements and text only.
struct MarkupElements {
    struct Element {
        var classes: [String]
        /// Indices of the elements inside it, at any depth.
        var descendants: [Int] = []
        /// Whether text (not only white space) lies inside it, at any depth.
        var hasText = false
    }

    private(set) var elements: [Element] = []
    private static let void: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    init(_ html: String) {
        var open: [Int] = []
        var rest = Substring(html)
        while !rest.isEmpty {
            guard let lt = rest.firstIndex(of: "<") else { markText(rest, open); break }
            markText(rest[..<lt], open)
            guard let gt = rest[lt...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: lt)..<gt]
            rest = rest[rest.index(after: gt)...]
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            if tag.hasPrefix("/") {
                if !open.isEmpty { open.removeLast() }
                continue
            }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }.lowercased()
            let index = elements.count
            for ancestor in open { elements[ancestor].descendants.append(index) }
            elements.append(Element(classes: Self.classes(in: tag)))
            if !Self.void.contains(name), !tag.hasSuffix("/") { open.append(index) }
        }
    }

    private mutating func markText(_ text: Substring, _ open: [Int]) {
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        for ancestor in open { elements[ancestor].hasText = true }
    }

    private static func classes(in tag: Substring) -> [String] {
        for quote in ["\"", "'"] {
            guard let start = tag.range(of: "class=" + quote) else { continue }
            let value = tag[start.upperBound...].prefix { String($0) != quote }
            return value.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return []
    }

    /// The first element carrying every one of `classes`.
    func first(with classes: [String]) -> Int? {
        elements.indices.first { index in classes.allSatisfy(elements[index].classes.contains) }
    }
}
