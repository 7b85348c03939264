/// A named argument of a partial tag, `{{> button label="Add to cart" state=item.state}}`: an
/// extension of Mustache in the manner of Handlebars' hash arguments. Only partial tags take
/// them; a partial tag without any is plain Mustache.
struct MustacheArgument: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        /// `"text"` or `'text'` (a backslash escapes the quote and itself), or an unquoted
        /// `true`, `false` or number, as in Handlebars.
        case literal(MustacheValue)
        /// Any other unquoted word: a name looked up where the tag is rendered.
        case path(MustachePath)
    }

    let key: String
    let value: Value
    /// Where the argument's key starts, for diagnostics about it.
    let location: SourceLocation

    /// The value as written, for messages: `"Add to cart"` or `item.state`.
    var written: String {
        switch value {
        case .literal(.string(let text)): "\"\(text)\""
        case .literal(let value): value.text
        case .path(.implicit): "."
        case .path(.keys(let first, let rest)): ([first] + rest).joined(separator: ".")
        }
    }
}

/// A partial tag with arguments as the renderer meets it: the template name it gives (a dynamic
/// name already looked up) and each argument's value where the tag is rendered.
struct MustachePartialCall {
    struct Argument {
        let key: String
        /// Nil when a path names nothing in the context.
        let value: MustacheValue?
        let written: MustacheArgument
    }

    let name: String
    let arguments: [Argument]
    /// The tag's place, in the template being rendered.
    let location: SourceLocation
}

/// What a partial call renders: a template of the library, seeing `context` alone (not the
/// caller's context stack).
struct MustachePartialResolution {
    let template: String
    let context: MustacheValue
}

/// The seam through which the layer above the renderer decides partial calls, so the renderer
/// itself stays generic. The renderer asks about every partial tag with arguments, and about a
/// tag without arguments only when the library has no template of its name; a plain partial the
/// library has is never asked about.
protocol MustachePartialResolver {
    /// Nil leaves the tag to the renderer: a template of the name, with the arguments as an
    /// object above the current context (Handlebars' way), or a missing partial.
    func resolve(_ call: MustachePartialCall) throws(DiagnosticError) -> MustachePartialResolution?
}
