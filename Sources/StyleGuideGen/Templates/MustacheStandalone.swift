/// Applies the spec's standalone-line rule: a line holding only whitespace and
/// one non-interpolating tag disappears from the output, and the whitespace
/// before a partial becomes its indentation. Inheritance adds tag pairs that
/// stand alone together: `{{<p}}{{/p}}`, `{{$b}}{{/b}}`, `{{<p}}{{$b}}`, `{{/b}}{{/p}}`.
struct MustacheStandalone {
    let bytes: [UInt8]

    /// Marks standalone tags and trims the neighbouring text tokens.
    /// `partners[i]` is the index of the tag that opens or closes tag `i`.
    func apply(to tokens: inout [MustacheToken], partners: [Int?]) {
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind.canStandAlone else { index += 1; continue }
            if index + 1 < tokens.count, let pair = pairKind(tokens, index, partners),
               let lineStart = lineStart(before: tokens[index].start),
               let lineEnd = lineEnd(after: tokens[index + 1].end) {
                markPair(&tokens, at: index, lineStart: lineStart, lineEnd: pair == .keepsNewline ? nil : lineEnd)
                index += 2
                continue
            }
            if let lineStart = lineStart(before: tokens[index].start), let lineEnd = lineEnd(after: tokens[index].end) {
                tokens[index].indentStart = lineStart
                tokens[index].contentStart = lineEnd
                tokens[index].contentEnd = lineStart
                trimText(&tokens, before: index, to: lineStart)
                trimText(&tokens, after: index, from: lineEnd)
            }
            index += 1
        }
    }

    private enum PairKind { case removesLine, keepsNewline }

    /// Which of the inheritance pairs tags `index` and `index + 1` form, if any.
    private func pairKind(_ tokens: [MustacheToken], _ index: Int, _ partners: [Int?]) -> PairKind? {
        let first = tokens[index]
        let second = tokens[index + 1]
        guard first.end == second.start else { return nil }
        switch (first.kind, second.kind) {
        case (.parent, .close) where partners[index] == index + 1: return .removesLine
        case (.block, .close) where partners[index] == index + 1: return .keepsNewline
        case (.parent, .block): return .removesLine
        case (.close, .close):
            guard let firstOpener = partners[index], let secondOpener = partners[index + 1],
                  tokens[firstOpener].kind == .block, tokens[secondOpener].kind == .parent else { return nil }
            return .removesLine
        default: return nil
        }
    }

    /// An empty block pair keeps its newline, so a block that renders
    /// multi-line content still ends its line (spec "Standalone block").
    private func markPair(_ tokens: inout [MustacheToken], at index: Int, lineStart: Int, lineEnd: Int?) {
        tokens[index].indentStart = lineStart
        tokens[index].contentEnd = lineStart
        tokens[index + 1].indentStart = lineStart
        trimText(&tokens, before: index, to: lineStart)
        if let lineEnd {
            tokens[index + 1].contentStart = lineEnd
            trimText(&tokens, after: index + 1, from: lineEnd)
        }
    }

    private func trimText(_ tokens: inout [MustacheToken], before index: Int, to offset: Int) {
        guard index > 0, tokens[index - 1].kind == .text else { return }
        tokens[index - 1].end = max(tokens[index - 1].start, offset)
    }

    private func trimText(_ tokens: inout [MustacheToken], after index: Int, from offset: Int) {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .text else { return }
        tokens[index + 1].start = min(tokens[index + 1].end, offset)
    }

    /// The start of the line if only spaces and tabs precede `offset` on it.
    func lineStart(before offset: Int) -> Int? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") { return index }
            guard byte.isSpaceOrTab else { return nil }
            index -= 1
        }
        return 0
    }

    /// Just past the line's end ("\n", "\r\n" or the end of the source) if only
    /// spaces and tabs follow `offset` on it.
    func lineEnd(after offset: Int) -> Int? {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return index + 1 }
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
            guard byte.isSpaceOrTab else { return nil }
            index += 1
        }
        return bytes.count
    }
}
