/// One piece of a template's source: a run of text or one tag, as byte offsets
/// into the UTF-8 source. Internal to the parser.
struct MustacheToken {
    enum Kind: Equatable {
        case text
        case variable      // {{name}}
        case unescaped     // {{{name}}} or {{&name}}
        case section       // {{#name}}
        case inverted      // {{^name}}
        case close         // {{/name}}
        case comment       // {{! ... }}
        case partial       // {{>name}}
        case parent        // {{<name}}
        case block         // {{$name}}
        case delimiters    // {{=<% %>=}}

        /// Tags that may stand alone on a line, which then vanishes from the output.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable, .unescaped: false
            default: true
            }
        }

        /// Tags that need a matching `{{/name}}`.
        var opensSection: Bool {
            switch self {
            case .section, .inverted, .parent, .block: true
            default: false
            }
        }
    }

    var kind: Kind
    /// The text, or the whole tag from its opening delimiter to after its closing one.
    var start: Int
    var end: Int
    /// The tag's content after the sigil, trimmed of whitespace; a partial's name alone.
    var name: Range<Int>
    /// A partial tag's arguments (`{{> name key="text"}}`); empty for every other tag.
    var arguments: [MustacheArgument] = []
    /// Where the tag starts (1-based); unused for text.
    var line: Int
    var column: Int
    /// Start of the leading whitespace when the tag stands alone (its indentation).
    var indentStart: Int?
    /// After a standalone opening tag, content begins here (past the removed line end).
    var contentStart: Int
    /// Before a standalone closing tag, content ends here (at the removed line start).
    var contentEnd: Int

    init(kind: Kind, start: Int, end: Int, name: Range<Int>, line: Int, column: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.name = name
        self.line = line
        self.column = column
        self.contentStart = end
        self.contentEnd = start
    }

    var isStandalone: Bool { indentStart != nil }
}
