import Foundation

/// Turns token documents into one resolved token set: parse, merge in order
/// (last wins), apply `$extends`, then resolve aliases and check values.
public struct TokenDocumentLoader: Sendable {
    /// Legacy shapes become errors instead of warnings.
    public var strict: Bool

    public init(strict: Bool = false) { self.strict = strict }

    /// Parses one file; a syntax error is returned as the only diagnostic.
    public func parse(_ data: Data, file: String) -> (JSONValue?, [Diagnostic]) {
        do {
            return (try JSONParser.parse(data, file: file), [])
        } catch {
            return (nil, error.diagnostics)
        }
    }

    /// Merges `documents` in order and resolves the result.
    public func resolve(documents: [JSONValue]) -> (ResolvedTokenSet, [Diagnostic]) {
        guard let merged = TokenTreeMerge.merge(documents) else { return (ResolvedTokenSet(tokens: []), []) }
        var expander = GroupExtendsExpander(root: merged)
        let expanded = expander.expandAll()
        var collector = TokenCollector()
        collector.collect(document: expanded)
        let resolution = TokenResolution(document: expanded, collector: collector)
        let tokens = resolution.resolveAll(order: collector.order)
        var bag = DiagnosticBag()
        bag.append(contentsOf: expander.diagnostics)
        bag.append(contentsOf: collector.diagnostics)
        bag.append(contentsOf: resolution.diagnostics)
        if strict { bag.promoteWarnings() }
        return (ResolvedTokenSet(tokens: tokens, groupDescriptions: collector.groupDescriptions), bag.sorted)
    }

    /// Parses and resolves a single token file.
    public func load(_ data: Data, file: String) -> (ResolvedTokenSet?, [Diagnostic]) {
        let (document, parseErrors) = parse(data, file: file)
        guard let document else { return (nil, parseErrors) }
        let (set, diagnostics) = resolve(documents: [document])
        return (set, diagnostics)
    }
}
