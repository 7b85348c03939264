import Foundation

/// A folder of token files read with the themes its layout shows (`LayoutThemes`, `ModeValues`),
/// as the resolver document it amounts to; plain files merged in order when it shows none.
enum LayoutReading {
    /// `documents` (parsed from `paths`, below `root`) as a resolver document, with a note of
    /// what was assumed when it found themes.
    static func document(root: String, paths: [String], documents: [JSONValue]) -> (ResolverDocument, Diagnostic?) {
        document(places: paths.map { relative($0, to: root) }, documents: documents, noteAt: paths.first ?? root)
    }

    /// `documents` at `places` (path components below the source: files, or Tokens Studio's set
    /// names) as a resolver document, with the note placed at `noteAt`.
    static func document(places: [[String]], documents: [JSONValue], modesOnly: Bool = false, noteAt file: String) -> (ResolverDocument, Diagnostic?) {
        let entries = zip(places, documents).map { place, document in LayoutThemes.Entry(path: place, tokens: tokenNames(document)) }
        let layout = LayoutThemes(entries, modesOnly: modesOnly)
        let modes = ModeValues.read(documents)
        guard !layout.modifiers.isEmpty || modes != nil else { return (ResolverDocument(name: nil, steps: [.set(documents)]), nil) }
        var modifiers = layout.modifiers
        var layered = layout.mergeOrder().map { LayeredDocument(document: documents[$0], conditions: layout.conditions[$0]) }
        var assumptions = layout.assumptions
        if let modes {
            let name = modeModifier(for: modes.contexts, among: &modifiers)
            for (file, context, document) in modes.documents {
                layered.append(LayeredDocument(document: document, conditions: layout.conditions[file].merging([name: context]) { $1 }))
            }
            assumptions += modes.assumptions
        }
        var document = ResolverDocument()
        document.themeGroups = modifiers
        let defaults = Dictionary(uniqueKeysWithValues: modifiers.compactMap { modifier in modifier.defaultContext.map { (modifier.name, $0) } })
        document.steps = [.layered(layered, defaults: defaults)]
        let note = Diagnostic.note(.resolverLayoutThemes, "themes read from the layout of the files, as no resolver or $themes says what they are: " + assumptions.joined(separator: "; ")
                                   + "; a *.resolver.json, or \"layoutThemes\": false in styleguide.json, says otherwise",
                                   at: SourceLocation(file: file, line: 1, column: 1))
        return (document, note)
    }

    /// The modifier the modes inside files belong to: a layout modifier of the same contexts, else a new `mode`.
    private static func modeModifier(for contexts: [String], among modifiers: inout [Modifier]) -> String {
        if let same = modifiers.first(where: { $0.contexts.map { $0.lowercased() }.sorted() == contexts.sorted() }) { return same.name }
        var name = "mode", number = 2
        while modifiers.contains(where: { $0.name == name }) {
            name = "mode \(number)"
            number += 1
        }
        modifiers.append(Modifier(name: name, contexts: contexts, defaultContext: contexts.first))
        return name
    }

    private static func relative(_ path: String, to root: String) -> [String] {
        (path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : (path as NSString).lastPathComponent).split(separator: "/").map(String.init)
    }

    /// The dotted names of a document's tokens.
    static func tokenNames(_ document: JSONValue) -> Set<String> {
        var names: Set<String> = []
        collect(document, path: "", depth: 0, into: &names)
        return names
    }

    private static func collect(_ node: JSONValue, path: String, depth: Int, into names: inout Set<String>) {
        guard depth < 256, let members = node.objectMembers else { return }
        if members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
            names.insert(path)
            return
        }
        for member in members where !member.isDollarKey {
            collect(member.value, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1, into: &names)
        }
    }
}
