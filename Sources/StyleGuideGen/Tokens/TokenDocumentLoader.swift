import Foundation

/// Turns token documents into one resolved token set: parse, merge in order
/// (last wins), apply `$extends`, then resolve aliases and check values.
public struct TokenDocumentLoader: Sendable {
    /// Whose conventions the documents follow (Tokens Studio's arithmetic is its format, not a deviation).
    var dialect: TokenDialect = .dtcg

    public init() {}

    init(dialect: TokenDialect) { self.dialect = dialect }

    /// Parses one file as design tools write JSON; nil after a syntax error (reported).
    public func parse(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> JSONValue? {
        do {
            let document = try JSONParser.parse(data, file: file, diagnostics: &diagnostics)
            guard dialect == .dtcg else { return document }
            let read = StyleDictionaryFormat.read(document, file: file)
            if let warning = read.warning { diagnostics.append(warning) }
            let figma = FigmaVariablesValues.read(read.document)
            if let note = figma.note { diagnostics.append(note) }
            return figma.document
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    /// Merges `documents` in order and resolves the result.
    public func resolve(documents: [JSONValue], diagnostics: inout DiagnosticBag) -> ResolvedTokenSet {
        resolveNoting(documents: documents, diagnostics: &diagnostics).tokens
    }

    /// `resolve`, also returning the references that found no token (a resolver
    /// looks for those in the sets its `resolutionOrder` forgot).
    func resolveNoting(documents: [JSONValue], diagnostics: inout DiagnosticBag) -> (tokens: ResolvedTokenSet, missingTargets: Set<String>) {
        guard let merged = TokenTreeMerge.merge(documents) else { return (ResolvedTokenSet(tokens: []), []) }
        var expander = GroupExtendsExpander(root: merged)
        let expanded = expander.expandAll()
        diagnostics.append(contentsOf: expander.diagnostics.all)
        var collector = TokenCollector()
        collector.dialect = dialect
        collector.collect(document: expanded, into: &diagnostics)
        let resolution = TokenResolution(document: expanded, collector: collector, dialect: dialect)
        let tokens = resolution.resolveAll(order: collector.order)
        diagnostics.append(contentsOf: resolution.diagnostics.all)
        return (ResolvedTokenSet(tokens: tokens, groupDescriptions: collector.groupDescriptions), resolution.missingTargets)
    }

    /// Parses and resolves a single token file; nil after a syntax error.
    public func load(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> ResolvedTokenSet? {
        guard let document = parse(data, file: file, diagnostics: &diagnostics) else { return nil }
        return resolve(documents: [document], diagnostics: &diagnostics)
    }
}
