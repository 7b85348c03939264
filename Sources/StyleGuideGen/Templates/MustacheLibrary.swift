/// A set of named, parsed templates: the namespace partials (`{{>name}}`) and
/// parents (`{{<name}}`) resolve in. Renders never re-parse.
public struct MustacheLibrary: Sendable {
    /// How strictly rendering treats the library's gaps.
    public struct Options: Sendable, Hashable {
        /// Missing partials throw instead of rendering as "" (the spec's default).
        public var strictPartials: Bool
        /// Nested partial/parent levels allowed before rendering stops with an error.
        public var maxPartialDepth: Int
        /// Bytes one render may produce before it stops with an error (64 MB).
        public var maxOutputBytes: Int
        /// Partials and parents one render may include in all, so templates
        /// that include each other twice per level cannot run exponentially.
        public var maxInclusions: Int

        public init(strictPartials: Bool = false, maxPartialDepth: Int = 100,
                    maxOutputBytes: Int = 64 * 1024 * 1024, maxInclusions: Int = 1_000_000) {
            self.strictPartials = strictPartials
            self.maxPartialDepth = maxPartialDepth
            self.maxOutputBytes = maxOutputBytes
            self.maxInclusions = maxInclusions
        }
    }

    public let options: Options
    private var templates: [String: MustacheTemplate]

    /// An empty library (partials then render as "" unless strict).
    public init(options: Options = Options()) {
        self.options = options
        self.templates = [:]
    }

    /// Parses every source up front; throws the diagnostics of all that fail, by name.
    public init(templates sources: [String: String], options: Options = Options()) throws(DiagnosticError) {
        var diagnostics = DiagnosticBag()
        let parsed = Self.parseAll(sources, diagnostics: &diagnostics)
        guard diagnostics.all.isEmpty else { throw DiagnosticError(diagnostics.all) }
        self.init(parsed, options: options)
    }

    /// Parses each source, in name order, keeping every failure.
    static func parseAll(_ sources: [String: String], diagnostics: inout DiagnosticBag) -> [MustacheTemplate] {
        var parsed: [MustacheTemplate] = []
        for name in sources.keys.sorted() {
            do {
                parsed.append(try MustacheTemplate(name: name, source: sources[name] ?? ""))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return parsed
    }

    /// Already parsed templates; a later one with the same name replaces an earlier one.
    public init(_ templates: [MustacheTemplate], options: Options = Options()) {
        self.options = options
        self.templates = [:]
        for template in templates { self.templates[template.name] = template }
    }

    /// Adds or replaces a template (e.g. a user's override of a default).
    public mutating func insert(_ template: MustacheTemplate) {
        templates[template.name] = template
    }

    /// Template names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The template called `name`, if any.
    public func template(named name: String) -> MustacheTemplate? { templates[name] }

    /// Renders the library's template `name` with `data`.
    public func render(_ name: String, _ data: MustacheValue) throws(DiagnosticError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticError(.error(.templateMissing, "template '\(name)' not found", subject: name))
        }
        return try render(template, data)
    }

    /// Renders `template` (which need not be in the library) with this library's partials.
    public func render(_ template: MustacheTemplate, _ data: MustacheValue) throws(DiagnosticError) -> String {
        try render(template, data, resolver: nil)
    }

    /// Renders template `name`, `resolver` deciding its partial tags with arguments.
    func render(_ name: String, _ data: MustacheValue, resolver: (any MustachePartialResolver)?) throws(DiagnosticError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticError(.error(.templateMissing, "template '\(name)' not found", subject: name))
        }
        return try render(template, data, resolver: resolver)
    }

    private func render(_ template: MustacheTemplate, _ data: MustacheValue, resolver: (any MustachePartialResolver)?) throws(DiagnosticError) -> String {
        try MustacheFloor.check(template, in: self)
        var renderer = MustacheRenderer(library: self, data: data, template: template.name, resolver: resolver)
        try renderer.render(template.nodes, blocks: [:])
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// One error per `{{>name}}` or `{{<name}}` naming a template the library
    /// lacks, sorted by template, line and column. Dynamic names are not checked.
    public func missingPartials() -> [Diagnostic] {
        missingPartials(resolvedElsewhere: { _, _ in false })
    }

    /// The same, less the references `resolvedElsewhere(reference, template)` says a partial
    /// resolver answers for when `template` is rendered.
    func missingPartials(resolvedElsewhere: (String, String) -> Bool) -> [Diagnostic] {
        names.flatMap { name in
            (templates[name]?.partialReferences ?? [])
                .filter { templates[$0.name] == nil && !resolvedElsewhere($0.name, name) }
                .map { Diagnostic.error(.templateMissing, "partial '\($0.name)' not found", at: $0.location) }
        }
    }
}
