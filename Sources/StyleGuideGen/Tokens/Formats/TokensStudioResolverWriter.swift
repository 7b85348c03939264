import Foundation

/// A Tokens Studio project written the standard way, for `init --from`: each set as a DTCG
/// `*.tokens.json` (types and values translated), and a `*.resolver.json` whose modifiers are the
/// theme groups. A set every combination of themes merges is a set of the resolver; one a group's
/// themes choose goes into that group's contexts. What DTCG cannot say is told, not hidden:
/// `source` sets become ordinary sets (their tokens are shown), and a set chosen by themes of
/// several groups goes with the first of them.
struct TokensStudioResolverWriter {
    let document: ResolverDocument
    /// The Tokens Studio folder and the folder the set files are written into (absolute).
    let folder: String
    let setsFolder: String

    /// Relative path (from the project root) -> text, for every file to write.
    struct Output {
        var files: [(path: String, text: String)] = []
        var assumptions: [String] = []
    }

    func output(resolverPath: String, root: String) -> Output {
        var output = Output()
        let sets: [ThemedSet] = document.steps.flatMap { step -> [ThemedSet] in if case .themedSets(let sets) = step { sets } else { [] } }
        let groups = document.themeGroups
        var shared: [ThemedSet] = []
        var contexts: [String: [String: [ThemedSet]]] = [:]
        var spread: [String] = []
        for set in sets {
            output.files.append((relative(setFile(set), root), JSONWriter.write(Self.rounded(set.documents[0]), sortKeys: false)))
            // Merged in every combination: some group's every theme chooses it (or there are no themes).
            if set.always != nil || groups.contains(where: { group in group.contexts.allSatisfy { set.roles[group.name]?[$0] != nil } }) {
                shared.append(set)
                continue
            }
            let choosing = groups.filter { set.roles[$0.name] != nil }
            guard let group = choosing.first else { continue }
            if choosing.count > 1 { spread.append(set.name) }
            for context in group.contexts where set.roles[group.name]?[context] != nil { contexts[group.name, default: [:]][context, default: []].append(set) }
        }
        let sources = sets.filter { set in set.roles.values.contains { $0.values.contains(.source) } }.map(\.name)
        if !sources.isEmpty {
            output.assumptions.append("the source sets \(sources.joined(separator: ", ")) are ordinary sets in the resolver (DTCG has no reference-only sets): their tokens are shown too")
        }
        if !spread.isEmpty {
            output.assumptions.append("\(spread.joined(separator: ", ")) \(spread.count == 1 ? "is" : "are") chosen by themes of several groups; the resolver puts each with the first group: check its permutations")
        }
        output.assumptions.append("arithmetic is kept (styleguide evaluates it, with format/expression); each result is rounded to 4 decimals as Tokens Studio rounds")
        let resolverDirectory = (resolverPath as NSString).deletingLastPathComponent
        output.files.append((relative(resolverPath, root), resolver(shared: shared, contexts: contexts, in: resolverDirectory)))
        return output
    }

    private func setFile(_ set: ThemedSet) -> String { setsFolder + "/" + set.name + ".tokens.json" }

    private func relative(_ path: String, _ root: String) -> String { String(path.dropFirst(root.count + 1)) }

    private func resolver(shared: [ThemedSet], contexts: [String: [String: [ThemedSet]]], in directory: String) -> String {
        func refs(_ sets: [ThemedSet]) -> JSONValue {
            .array(sets.map { .object([("$ref", .string(PathNormalizer.relative(setFile($0), from: directory)))]) })
        }
        let groups = document.themeGroups.filter { contexts[$0.name] != nil }
        var members: [(String, JSONValue)] = [("version", .string("2025.10")), ("name", .string(document.name ?? "tokens"))]
        members.append(("description", .string("Written by styleguide init --from from the Tokens Studio project \((folder as NSString).lastPathComponent)")))
        if !shared.isEmpty { members.append(("sets", .object([("shared", .object([("sources", refs(shared))]))]))) }
        if !groups.isEmpty {
            members.append(("modifiers", .object(groups.map { group in
                (group.name, .object([("contexts", .object(group.contexts.map { ($0, refs(contexts[group.name]?[$0] ?? [])) })),
                                      ("default", .string(group.defaultContext ?? group.contexts[0]))]))
            })))
        }
        let order = (shared.isEmpty ? [] : [JSONValue.object([("$ref", .string("#/sets/shared"))])])
            + groups.map { JSONValue.object([("$ref", .string("#/modifiers/" + $0.name))]) }
        members.append(("resolutionOrder", .array(order)))
        return JSONWriter.write(.object(members), sortKeys: false)
    }

    /// Arithmetic wrapped in `roundTo(…, 4)` unless it rounds already, so a DTCG reading gives
    /// Tokens Studio's digits; CSS a browser computes (`clamp()` with `vw`) stays CSS.
    static func rounded(_ node: JSONValue) -> JSONValue {
        switch node.kind {
        case .string(let text):
            guard CSSPassthrough.value(text, as: .dimension) == nil,
                  case .success(let expression) = ExpressionParser.parse(text), expression.computes else { return node }
            if case .call(let name, _) = expression, ["floor", "ceil", "round", "roundTo"].contains(name) { return node }
            return JSONValue(.string("roundTo(\(text), 4)"), at: node.location)
        case .object(let members):
            return JSONValue(.object(members.map { JSONMember(key: $0.key, keyLocation: $0.keyLocation, value: $0.key == "$extensions" ? $0.value : rounded($0.value)) }), at: node.location)
        case .array(let items):
            return JSONValue(.array(items.map(rounded)), at: node.location)
        default:
            return node
        }
    }
}
