/// Source to nodes: tokenize, pair sections with their closing tags, apply the
/// standalone rule, then build the tree (de-indenting standalone blocks).
struct MustacheParser {
    static let maxNesting = 100
    let file: String
    let bytes: [UInt8]
    private var tokens: [MustacheToken] = []
    private var partners: [Int?] = []

    init(file: String, source: String) {
        self.file = file
        self.bytes = Array(source.utf8)
    }

    mutating func parse() throws(DiagnosticError) -> [MustacheNode] {
        var tokenizer = MustacheTokenizer(file: file, bytes: bytes)
        tokens = try tokenizer.tokenize()
        partners = try matchSections()
        MustacheStandalone(bytes: bytes).apply(to: &tokens, partners: partners)
        return try build(0..<tokens.count, dedent: [])
    }

    // MARK: Section matching

    private func matchSections() throws(DiagnosticError) -> [Int?] {
        var partners = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.kind.opensSection {
                // Parsing and rendering recurse per level: bound it so no input overflows the stack.
                guard open.count < Self.maxNesting else {
                    throw error("sections nest deeper than \(Self.maxNesting) levels", token)
                }
                open.append(index)
            } else if token.kind == .close {
                guard let opener = open.popLast() else {
                    throw error("closing tag '\(text(token.name))' has no open section", token)
                }
                guard bytes[tokens[opener].name] == bytes[token.name] else {
                    let openTag = tokens[opener]
                    throw error("closing tag '\(text(token.name))' does not match open section '\(text(openTag.name))' (opened at \(openTag.line):\(openTag.column))", token)
                }
                partners[opener] = index
                partners[index] = opener
            }
        }
        if let unclosed = open.last {
            throw error("section '\(text(tokens[unclosed].name))' is never closed", tokens[unclosed])
        }
        return partners
    }

    // MARK: Tree

    /// Nodes for `range`; `dedent` is the indentation removed from each line
    /// start inside standalone blocks (in source bytes).
    private func build(_ range: Range<Int>, dedent: [UInt8]) throws(DiagnosticError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            var next = index + 1
            switch token.kind {
            case .text:
                let kept = textBytes(token.start..<token.end, dedent: dedent)
                if !kept.isEmpty { nodes.append(.text(MustacheText(kept))) }
            case .variable, .unescaped:
                nodes.append(.variable(try path(token), escaped: token.kind == .variable))
            case .section, .inverted:
                let close = partners[index] ?? range.upperBound  // always set once matching succeeded
                let children = try build(index + 1..<close, dedent: dedent)
                nodes.append(.section(try path(token), children, inverted: token.kind == .inverted))
                next = close + 1
            case .partial:
                nodes.append(.partial(try reference(token), arguments: token.arguments, indent: indent(of: token, dedent: dedent), at: location(token)))
            case .parent:
                let close = partners[index] ?? range.upperBound  // always set once matching succeeded
                let children = try build(index + 1..<close, dedent: dedent)
                nodes.append(.parent(try reference(token), overrides: Self.blocks(in: children),
                                     indent: indent(of: token, dedent: dedent), at: location(token)))
                next = close + 1
            case .block:
                let close = partners[index] ?? range.upperBound  // always set once matching succeeded
                nodes.append(try block(token, children: index + 1..<close, dedent: dedent))
                next = close + 1
            case .close, .comment, .delimiters:
                break
            }
            index = next
        }
        return nodes
    }

    /// A standalone block's content loses its common indentation here and gets
    /// the indentation of the place it is rendered at (spec "Block reindentation").
    private func block(_ token: MustacheToken, children range: Range<Int>, dedent: [UInt8]) throws(DiagnosticError) -> MustacheNode {
        let name = text(token.name)
        guard let tagIndent = indent(of: token, dedent: dedent) else {
            return .block(name, try build(range, dedent: dedent), indent: nil)
        }
        let contentEnd = range.upperBound < tokens.count ? tokens[range.upperBound].contentEnd : token.contentStart
        let common = commonIndentation(of: token.contentStart..<max(token.contentStart, contentEnd))
        let children = try build(range, dedent: common)
        let relative = String(decoding: common.dropFirst(sharedPrefixLength(common, dedent)), as: UTF8.self)
        return .block(name, children, indent: relative.isEmpty ? tagIndent : relative)
    }

    private static func blocks(in children: [MustacheNode]) -> [String: [MustacheNode]] {
        var overrides: [String: [MustacheNode]] = [:]
        for case let .block(name, content, _) in children where overrides[name] == nil {
            overrides[name] = content
        }
        return overrides
    }

    /// The whitespace prefix every non-blank line of `range` shares.
    private func commonIndentation(of range: Range<Int>) -> [UInt8] {
        var common: [UInt8]? = nil
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            var index = lineStart
            while index < range.upperBound, bytes[index].isSpaceOrTab { index += 1 }
            let isBlank = index == range.upperBound || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
            if !isBlank {
                let indentation = bytes[lineStart..<index]
                common = common.map { Array($0.prefix(sharedPrefixLength($0, Array(indentation)))) } ?? Array(indentation)
            }
            while index < range.upperBound, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            lineStart = index + 1
        }
        return common ?? []
    }

    private func sharedPrefixLength(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var length = 0
        while length < a.count, length < b.count, a[length] == b[length] { length += 1 }
        return length
    }

    // MARK: Pieces

    /// The indentation of a standalone tag, less what the enclosing blocks remove.
    private func indent(of token: MustacheToken, dedent: [UInt8]) -> String? {
        guard let start = token.indentStart else { return nil }
        let whitespace = Array(bytes[start..<token.start])
        return String(decoding: whitespace.dropFirst(sharedPrefixLength(whitespace, dedent)), as: UTF8.self)
    }

    /// Source bytes with `dedent` removed from the start of every line in them.
    private func textBytes(_ range: Range<Int>, dedent: [UInt8]) -> [UInt8] {
        guard !dedent.isEmpty else { return Array(bytes[range]) }
        var kept: [UInt8] = []
        kept.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            if index == 0 || bytes[index - 1] == UInt8(ascii: "\n") {
                var matched = 0
                while matched < dedent.count, index < range.upperBound, bytes[index] == dedent[matched] {
                    matched += 1
                    index += 1
                }
                if index == range.upperBound { break }
            }
            kept.append(bytes[index])
            index += 1
        }
        return kept
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func path(_ token: MustacheToken) throws(DiagnosticError) -> MustachePath {
        guard let path = MustachePath(text(token.name)) else {
            throw error("invalid name '\(text(token.name))': dotted names need a key between dots", token)
        }
        return path
    }

    private func reference(_ token: MustacheToken) throws(DiagnosticError) -> MustacheTemplateReference {
        let name = token.name
        guard bytes[name.lowerBound] == UInt8(ascii: "*") else { return .named(text(name)) }
        let dynamicName = bytes.trimmed(name.lowerBound + 1..<name.upperBound)
        guard let path = MustachePath(text(dynamicName)) else {
            throw error("invalid dynamic name '\(text(name))'", token)
        }
        return .dynamic(path)
    }

    private func location(_ token: MustacheToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    private func error(_ message: String, _ token: MustacheToken) -> DiagnosticError {
        DiagnosticError(.error(.templateSyntax, message, at: location(token)))
    }
}
