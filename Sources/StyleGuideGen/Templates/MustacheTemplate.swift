/// A parsed Mustache template (spec v1.4 with inheritance and dynamic names,
/// without lambdas). Parse once, render many times; immutable and `Sendable`.
public struct MustacheTemplate: Sendable {
    /// The name partials and parents refer to it by; also the file in diagnostics.
    public let name: String
    let nodes: [MustacheNode]

    /// Parses `source`; a malformed tag throws a diagnostic at its line and
    /// column in `file` (default: the name).
    public init(name: String, source: String, file: String? = nil) throws(DiagnosticError) {
        var parser = MustacheParser(file: file ?? name, source: source)
        self.name = name
        self.nodes = try parser.parse()
    }

    /// Renders with partials and parents taken from `partials`.
    public func render(_ data: MustacheValue, partials: MustacheLibrary = MustacheLibrary()) throws(DiagnosticError) -> String {
        try partials.render(self, data)
    }

    /// Every `{{>name}}` and `{{<name}}` with a fixed name, in source order.
    public var partialReferences: [(name: String, location: SourceLocation)] {
        var found: [(name: String, location: SourceLocation)] = []
        Self.collectReferences(in: nodes, into: &found)
        return found.sorted { $0.location < $1.location }
    }

    /// Every partial tag with a fixed name, with its arguments, in source order (parents not).
    var partialTags: [MustachePartialTag] {
        var found: [MustachePartialTag] = []
        Self.collectPartialTags(in: nodes, into: &found)
        return found.sorted { $0.location < $1.location }
    }

    /// Whether a `{{>*name}}` or `{{<*name}}` takes its template name from
    /// the data, so the template may include any other.
    public var hasDynamicReferences: Bool { Self.containsDynamicReference(nodes) }

    private static func containsDynamicReference(_ nodes: [MustacheNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .partial(let reference, _, _, _):
                if case .dynamic = reference { return true }
                return false
            case .parent(let reference, let overrides, _, _):
                if case .dynamic = reference { return true }
                return overrides.values.contains { containsDynamicReference($0) }
            case .section(_, let children, _), .block(_, let children, _):
                return containsDynamicReference(children)
            case .text, .variable:
                return false
            }
        }
    }

    private static func collectReferences(in nodes: [MustacheNode], into found: inout [(name: String, location: SourceLocation)]) {
        for node in nodes {
            switch node {
            case .partial(let reference, _, _, let location):
                if case .named(let name) = reference { found.append((name, location)) }
            case .parent(let reference, let overrides, _, let location):
                if case .named(let name) = reference { found.append((name, location)) }
                for key in overrides.keys.sorted() { collectReferences(in: overrides[key] ?? [], into: &found) }
            case .section(_, let children, _), .block(_, let children, _):
                collectReferences(in: children, into: &found)
            case .text, .variable:
                break
            }
        }
    }

    private static func collectPartialTags(in nodes: [MustacheNode], into found: inout [MustachePartialTag]) {
        for node in nodes {
            switch node {
            case .partial(.named(let name), let arguments, _, let location):
                found.append(MustachePartialTag(name: name, arguments: arguments, location: location))
            case .parent(_, let overrides, _, _):
                for key in overrides.keys.sorted() { collectPartialTags(in: overrides[key] ?? [], into: &found) }
            case .section(_, let children, _), .block(_, let children, _):
                collectPartialTags(in: children, into: &found)
            case .partial, .text, .variable:
                break
            }
        }
    }
}

/// A `{{>name ...}}` tag of a template, as written.
struct MustachePartialTag {
    let name: String
    let arguments: [MustacheArgument]
    let location: SourceLocation
}
