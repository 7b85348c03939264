import Foundation

/// Turns token documents into one resolved token set: parse, merge in order
/// (last wins), apply `$extends`, then resolve aliases and check values.
public struct TokenDocumentLoader: Sendable {
    /// Whose conventions the documents follow (Tokens Studio's arithmetic is its format, not a deviation).
    var dialect: TokenDialect = .dtcg
    /// While serving: a file whose bytes are those parsed last time is not parsed again.
    var memory: TokenMemory?

    public init() {}

    init(dialect: TokenDialect) { self.dialect = dialect }

    init(memory: TokenMemory?) { self.memory = memory }

    /// Parses one file as design tools write JSON; nil after a syntax error (reported).
    public func parse(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> JSONValue? {
        guard let memory, dialect == .dtcg else { return parseAnew(data, file: file, diagnostics: &diagnostics) }
        if let kept = memory.parsed(file, data: data) {
            diagnostics.append(contentsOf: kept.diagnostics)
            return kept.json
        }
        var found = DiagnosticBag()
        let json = parseAnew(data, file: file, diagnostics: &found)
        if let json { memory.rememberParsed(file, data: data, json: json, diagnostics: found.all) }
        diagnostics.append(contentsOf: found.all)
        return json
    }

    /// JSON as design tools write it (comments, trailing commas, duplicate keys warned), read as
    /// the JSON it is: a resolver, Tokens Studio's `$themes.json`; nil after a syntax error (reported).
    static func parseJSON(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> JSONValue? {
        do {
            return try JSONParser.parse(data, file: file, syntax: .forFile(file), diagnostics: &diagnostics)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
    }

    private func parseAnew(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> JSONValue? {
        do {
            let document = try JSONParser.parse(data, file: file, syntax: .forFile(file), diagnostics: &diagnostics)
            guard dialect == .dtcg else { return document }
            let read = DesignTokensPluginFormat.isExport(document, data: data)
                ? DesignTokensPluginFormat.read(document) : StyleDictionaryFormat.read(document, file: file)
            diagnostics.append(contentsOf: read.diagnostics)
            var studio = TokensStudioValues()
            studio.inDTCGFile = true
            let typed = TokensStudioValues.usesItsTypes(read.document) ? studio.converted(read.document) : read.document
            diagnostics.append(contentsOf: studio.notes)
            let figma = FigmaVariablesValues.read(typed, from: data)
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

    /// `resolve`, also returning the references that found no token (a resolver looks for those
    /// in the sets its `resolutionOrder` forgot) and what another permutation may build on.
    /// Documents come collected from `collected` when given; tokens `baseline` resolved the same
    /// way are taken over from it. `preparingBaseline`: the caller will ask for a baseline, whose
    /// reference index is then worked out on another core while the tokens resolve.
    func resolveNoting(documents: [JSONValue], collected: CollectedDocuments? = nil, baseline: ResolutionBaseline? = nil,
                       preparingBaseline: Bool = false, diagnostics: inout DiagnosticBag) -> LoadedTokens {
        guard !documents.isEmpty else { return LoadedTokens(tokens: ResolvedTokenSet(tokens: []), missingTargets: []) }
        let (merged, pointerDocuments) = merge(documents, collected: collected ?? CollectedDocuments(documents, dialect: dialect), diagnostics: &diagnostics)
        let resolution = TokenResolution(merged: merged, documents: pointerDocuments, dialect: dialect)
        var tokens: ResolvedTokenSet?
        var replayed: [Diagnostic] = []
        if let baseline, baseline.applies(to: merged) {
            let redo = baseline.tokensToRedo(in: merged)
            let adopted = resolution.adopt(merged.order.lazy.filter { !redo[$0] }, from: baseline)
            let redoing = merged.order.filter { redo[$0] }
            resolution.resolveInWaves(redoing)
            let redone = resolution.resolveAll(order: redoing)
            tokens = ResolvedTokenSet(updating: baseline.tokens, with: redone, count: adopted + redone.count, groupDescriptions: merged.groupDescriptions)
            replayed = baseline.diagnostics(keptBy: redo, names: merged.names)
            diagnostics.append(contentsOf: replayed)
        }
        let resolved: ResolvedTokenSet
        var dependents: BaselineDependents?
        if let tokens {
            resolved = tokens
        } else {
            let (_, (index, order)) = bothAtOnce(parallel: preparingBaseline || merged.order.count >= PathOrder.worthACore) {
                resolution.resolveInWaves(merged.order)
                resolution.resolveEach(of: merged.order)
            } _: {
                (preparingBaseline ? BaselineDependents(merged) : nil, PathOrder(merged))
            }
            resolved = ResolvedTokenSet(order, resolved: resolution.resolved, groupDescriptions: merged.groupDescriptions)
            dependents = index
        }
        diagnostics.append(contentsOf: resolution.diagnostics.all)
        diagnostics.append(contentsOf: FailedDependents.notes(merged: merged, resolved: resolved, errors: replayed + resolution.diagnostics.all))
        return LoadedTokens(tokens: resolved, missingTargets: resolution.missingTargets,
                            baseline: { ResolutionBaseline(merged: merged, resolved: resolution.resolvedByNumber, tokens: resolved,
                                                                 diagnostics: replayed + resolution.diagnostics.all,
                                                                 dependents: dependents ?? BaselineDependents(merged)) })
    }

    /// The documents' tokens merged as tables, with the documents `$ref` pointers walk. A
    /// `$extends` anywhere needs the merged tree: merge, expand, then collect the result as one document.
    private func merge(_ documents: [JSONValue], collected table: CollectedDocuments, diagnostics: inout DiagnosticBag) -> (MergedTokens, [JSONValue]) {
        var names = table.names
        let layers = documents.map { table.collected($0, names: &names) }
        guard layers.contains(where: \.document.hasExtends), let tree = TokenTreeMerge.merge(documents) else {
            for layer in layers { diagnostics.append(contentsOf: layer.document.diagnostics) }
            let merged = table.sharedPrefix.flatMap { MergedTokens(extending: $0, with: layers, names: names) }
            return (merged ?? MergedTokens(layers, names: names, loadNames: table.names.count), documents)
        }
        var expander = GroupExtendsExpander(root: tree)
        let expanded = expander.expandAll()
        diagnostics.append(contentsOf: expander.diagnostics.all)
        let layer = CollectedLayer(collecting: expanded, dialect: dialect, names: &names)
        diagnostics.append(contentsOf: layer.document.diagnostics)
        return (MergedTokens([layer], names: names, loadNames: table.names.count), [expanded])
    }

    /// Parses and resolves a single token file; nil after a syntax error.
    public func load(_ data: Data, file: String, diagnostics: inout DiagnosticBag) -> ResolvedTokenSet? {
        guard let document = parse(data, file: file, diagnostics: &diagnostics) else { return nil }
        return resolve(documents: [document], diagnostics: &diagnostics)
    }
}

/// One resolution's tokens, what its references missed, and how to make a baseline of it.
struct LoadedTokens {
    var tokens: ResolvedTokenSet
    var missingTargets: Set<String>
    /// The resolution as other permutations of the load build on it (made only when asked for).
    var baseline: () -> ResolutionBaseline? = { nil }
}
