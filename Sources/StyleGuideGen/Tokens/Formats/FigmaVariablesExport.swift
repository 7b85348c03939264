import Foundation

/// A folder of Figma's variables export, one `Collection.Mode.json` per collection and mode, read
/// as the resolver it amounts to: a set per single-mode collection (merged first, in name order),
/// a modifier per collection with several modes (contexts named after the modes, in name order).
/// Figma does not export which mode is the default: `Light`, `Default` or `Mode 1` when there is
/// one, else the first.
struct FigmaVariablesExport {
    struct Collection {
        var name: String
        /// Mode -> file (absolute), in mode name order.
        var modes: [(mode: String, file: String)]

        var defaultMode: String {
            let names = modes.map(\.mode)
            return names.first { ["light", "default", "mode 1", "value"].contains($0.lowercased()) } ?? names[0]
        }
    }

    let folder: String
    let collections: [Collection]

    /// The export in a folder's files, when every JSON file directly in it is named
    /// `Collection.Mode.json` and some collection has two modes or more.
    init?(files: [String], in folder: String) {
        let json = files.filter { $0.hasSuffix(".json") && ($0 as NSString).deletingLastPathComponent == folder }
        var byCollection: [String: [(String, String)]] = [:]
        for file in json {
            let stem = String((file as NSString).lastPathComponent.dropLast(5))
            let parts = stem.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[1].contains(".") else { return nil }
            byCollection[parts[0], default: []].append((parts[1], file))
        }
        guard byCollection.values.contains(where: { $0.count > 1 }) else { return nil }
        self.folder = folder
        collections = byCollection.keys.sorted().map { name in
            Collection(name: name, modes: (byCollection[name] ?? []).sorted { $0.0 < $1.0 }.map { (mode: $0.0, file: $0.1) })
        }
    }

    var sets: [Collection] { collections.filter { $0.modes.count == 1 } }
    var modifiers: [Collection] { collections.filter { $0.modes.count > 1 } }

    /// What the reading assumed, in words (for `init --from` and the load's note).
    var assumptions: [String] {
        let setNames = sets.map(\.name).joined(separator: ", ")
        return (sets.isEmpty ? [] : ["\(setNames): one mode each, so \(sets.count == 1 ? "a set" : "sets"), merged first in name order"])
            + modifiers.map { "\($0.name): modes \($0.modes.map(\.mode).joined(separator: ", ")), so a modifier with those contexts; default \($0.defaultMode) (the export does not say which mode is Figma's default)" }
    }

    func document(parse: (String) -> JSONValue?) -> ResolverDocument {
        var document = ResolverDocument()
        document.name = (folder as NSString).lastPathComponent
        for set in sets { document.steps.append(.set([set.modes[0].file].compactMap(parse))) }
        for collection in modifiers {
            let modifier = Modifier(name: collection.name, contexts: collection.modes.map(\.mode), defaultContext: collection.defaultMode)
            let contexts = Dictionary(uniqueKeysWithValues: collection.modes.map { ($0.mode, [$0.file].compactMap(parse)) })
            document.steps.append(.modifier(modifier, contexts))
        }
        return document
    }

    /// The resolver as `NAME.resolver.json` in `directory` (its `$ref`s relative to it).
    func resolverJSON(in directory: String) -> String {
        func ref(_ file: String) -> JSONValue { .object([("$ref", .string(PathNormalizer.relative(file, from: directory)))]) }
        var members: [(String, JSONValue)] = [("version", .string("2025.10")), ("name", .string((folder as NSString).lastPathComponent))]
        if !sets.isEmpty { members.append(("sets", .object(sets.map { ($0.name, .object([("sources", .array([ref($0.modes[0].file)]))])) }))) }
        if !modifiers.isEmpty {
            members.append(("modifiers", .object(modifiers.map { collection in
                (collection.name, .object([("contexts", .object(collection.modes.map { ($0.mode, .array([ref($0.file)])) })),
                                           ("default", .string(collection.defaultMode))]))
            })))
        }
        let order = sets.map { JSONValue.object([("$ref", .string("#/sets/" + $0.name))]) } + modifiers.map { .object([("$ref", .string("#/modifiers/" + $0.name))]) }
        members.append(("resolutionOrder", .array(order)))
        return JSONWriter.write(.object(members), sortKeys: false)
    }
}
