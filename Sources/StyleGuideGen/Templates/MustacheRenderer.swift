/// Walks parsed nodes against a context stack, appending to one UTF-8 output
/// buffer that becomes a `String` once, at the end.
struct MustacheRenderer {
    let library: MustacheLibrary
    var output: [UInt8] = []
    private var stack: [MustacheValue]
    /// Prefix for each template line, from standalone partials and blocks.
    private var indent: [UInt8] = []
    private var atLineStart = true
    /// The template rendered, then each partial or parent being included in it, for diagnostics.
    private var chain: [String]
    private var inclusions = 0
    /// Decides partial tags with arguments (see `MustachePartialResolver`); nil: Handlebars' way.
    private let resolver: (any MustachePartialResolver)?

    init(library: MustacheLibrary, data: MustacheValue, template: String = "", resolver: (any MustachePartialResolver)? = nil) {
        self.library = library
        self.stack = [data]
        self.chain = [template]
        self.resolver = resolver
    }

    /// `blocks` are the block overrides in force (from enclosing parent tags).
    mutating func render(_ nodes: [MustacheNode], blocks: [String: [MustacheNode]]) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                writeTemplateText(text)
                try checkOutputSize()
            case .variable(let path, let escaped):
                if let value = lookup(path) { write(value, escaped: escaped) }
                try checkOutputSize()
            case .section(let path, let children, let inverted):
                try renderSection(lookup(path), children, inverted: inverted, blocks: blocks)
            case .partial(let reference, let arguments, let indent, let location):
                try includePartial(reference, arguments: arguments, indent: indent, blocks: blocks, at: location)
            case .parent(let reference, let overrides, let indent, let location):
                guard let template = try resolve(reference, at: location) else { continue }
                // Outer overrides win: the most derived template decides.
                let merged = overrides.merging(blocks) { _, outer in outer }
                try include(template, indent: indent, blocks: merged, at: location)
            case .block(let name, let defaults, let blockIndent):
                let savedIndent = indent
                if let blockIndent { indent += blockIndent.utf8 }
                try render(blocks[name] ?? defaults, blocks: blocks)
                indent = savedIndent
            }
        }
    }

    private mutating func renderSection(_ value: MustacheValue?, _ children: [MustacheNode], inverted: Bool,
                                        blocks: [String: [MustacheNode]]) throws(DiagnosticError) {
        let value = value ?? .null
        if inverted {
            if value.isFalsey { try render(children, blocks: blocks) }
            return
        }
        guard !value.isFalsey else { return }
        if case .list(let items) = value {
            for item in items {
                stack.append(item)
                try render(children, blocks: blocks)
                stack.removeLast()
            }
        } else {
            stack.append(value)
            try render(children, blocks: blocks)
            stack.removeLast()
        }
    }

    // MARK: Partials and parents

    /// A plain partial the library has renders as Mustache always did. One with arguments, or
    /// one the library lacks, goes to the resolver first; left to the renderer, its arguments
    /// become an object above the current context.
    private mutating func includePartial(_ reference: MustacheTemplateReference, arguments: [MustacheArgument], indent: String?,
                                         blocks: [String: [MustacheNode]], at location: SourceLocation) throws(DiagnosticError) {
        guard let name = templateName(reference) else { return }
        let template = library.template(named: name)
        if arguments.isEmpty, let template {
            return try include(template, indent: indent, blocks: blocks, at: location)
        }
        let call = MustachePartialCall(name: name, arguments: arguments.map(evaluate), location: location)
        if let resolution = try resolver?.resolve(call) {
            guard let resolved = try self.template(named: resolution.template, at: location) else { return }
            let saved = stack
            stack = [resolution.context]
            defer { stack = saved }
            return try include(resolved, indent: indent, blocks: blocks, at: location)
        }
        guard let template else { return try missingPartial(name, at: location) }
        stack.append(.object(Dictionary(call.arguments.map { ($0.key, $0.value ?? .null) }) { _, last in last }))
        defer { stack.removeLast() }
        try include(template, indent: indent, blocks: blocks, at: location)
    }

    private func evaluate(_ argument: MustacheArgument) -> MustachePartialCall.Argument {
        switch argument.value {
        case .literal(let value): MustachePartialCall.Argument(key: argument.key, value: value, written: argument)
        case .path(let path): MustachePartialCall.Argument(key: argument.key, value: lookup(path), written: argument)
        }
    }

    /// The name a partial or parent tag gives; nil for a dynamic name that resolves to nothing,
    /// which renders nothing (spec).
    private func templateName(_ reference: MustacheTemplateReference) -> String? {
        switch reference {
        case .named(let fixed):
            return fixed
        case .dynamic(let path):
            let name = lookup(path)?.text ?? ""
            return name.isEmpty ? nil : name
        }
    }

    private func resolve(_ reference: MustacheTemplateReference, at location: SourceLocation) throws(DiagnosticError) -> MustacheTemplate? {
        guard let name = templateName(reference) else { return nil }
        return try template(named: name, at: location)
    }

    /// The library's template `name`; a missing one renders as nothing, or is an error when strict.
    private func template(named name: String, at location: SourceLocation) throws(DiagnosticError) -> MustacheTemplate? {
        if let template = library.template(named: name) { return template }
        try missingPartial(name, at: location)
        return nil
    }

    private func missingPartial(_ name: String, at location: SourceLocation) throws(DiagnosticError) {
        guard library.options.strictPartials else { return }
        throw DiagnosticError(.error(.templateMissing, "partial '\(name)' not found", at: location))
    }

    private mutating func include(_ template: MustacheTemplate, indent partialIndent: String?,
                                  blocks: [String: [MustacheNode]], at location: SourceLocation) throws(DiagnosticError) {
        let depth = chain.count - 1
        guard depth < library.options.maxPartialDepth else {
            throw DiagnosticError(.error(.templateRunaway, "partials nest deeper than \(library.options.maxPartialDepth) levels (endless recursion?)", at: location))
        }
        inclusions += 1
        guard inclusions <= library.options.maxInclusions else {
            throw DiagnosticError(.error(.templateRunaway, "rendering `\(chain[0])` includes more than \(library.options.maxInclusions) partials (templates including each other repeatedly?); "
                                         + "at \(Self.describe(chain + [template.name]))", at: location, subject: chain[0]))
        }
        chain.append(template.name)
        defer { chain.removeLast() }
        let nodes = template.nodes
        // An inline partial is not indented at all (the spec indents the partial's source).
        let savedIndent = indent
        indent = partialIndent.map { savedIndent + $0.utf8 } ?? []
        defer { indent = savedIndent }
        try render(nodes, blocks: blocks)
    }

    // MARK: Limits

    /// One comparison per write: the page stops at the limit, not at the end.
    private func checkOutputSize() throws(DiagnosticError) {
        guard output.count > library.options.maxOutputBytes else { return }
        throw DiagnosticError(.error(.templateRunaway, "rendering `\(chain[0])` produces more than \(MustacheFloor.megabytes(library.options.maxOutputBytes)); "
                                     + "it was in \(Self.describe(chain)) when it passed the limit", subject: chain[0]))
    }

    /// `a > b > c`, long chains shortened in the middle.
    static func describe(_ chain: [String]) -> String {
        let quoted = chain.map { "`\($0)`" }
        let shown = quoted.count <= 12 ? quoted : Array(quoted.prefix(6)) + ["…"] + Array(quoted.suffix(5))
        return shown.joined(separator: " > ")
    }

    // MARK: Output

    /// Template text gets the current indentation at each non-blank line start.
    private mutating func writeTemplateText(_ text: MustacheText) {
        if indent.isEmpty {
            output += text.bytes
        } else {
            for line in text.lines {
                if atLineStart && !line.isBlank { output += indent }
                output += line.bytes
                atLineStart = true  // every line but the last ends with "\n"; fixed below
            }
        }
        atLineStart = text.endsWithNewline
    }

    /// Interpolated values are never indented inside: only template lines are.
    private mutating func write(_ value: MustacheValue, escaped: Bool) {
        let start = output.count
        if escaped, case .string(let text) = value {
            HTMLEscaping.append(text, to: &output)
        } else {
            value.appendText(to: &output)
        }
        guard output.count > start else { return }
        if atLineStart && !indent.isEmpty { output.insert(contentsOf: indent, at: start) }
        atLineStart = false
    }

    // MARK: Names

    /// Spec name resolution: the first key walks the stack from the top, the
    /// rest must resolve in the value found (no fallback further down).
    private func lookup(_ path: MustachePath) -> MustacheValue? {
        switch path {
        case .implicit:
            return stack.last
        case .keys(let first, let rest):
            var found: MustacheValue? = nil
            for context in stack.reversed() {
                if case .object(let members) = context, let value = members[first] {
                    found = value
                    break
                }
            }
            guard var value = found else { return nil }
            for key in rest {
                guard case .object(let members) = value, let next = members[key] else { return nil }
                value = next
            }
            return value
        }
    }
}
