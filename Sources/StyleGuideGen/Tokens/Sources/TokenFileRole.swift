import Foundation

/// What a JSON file in a repository is to the tool, judged by its name and what it holds.
enum TokenFileRole: Sendable, Hashable {
    /// A `*.resolver.json`, or a document with a `resolutionOrder`.
    case resolver
    /// Tokens Studio's `$themes.json` or `$metadata.json`.
    case tokensStudioControl
    /// A file holding Tokens Studio's sets beside `$themes` or `$metadata`.
    case tokensStudioSingleFile
    /// Tokens: some object has a `$value`, or a `value` the way Style Dictionary writes tokens.
    case tokens
    /// Tokens whose every value is empty: a template to fill in, not a design system.
    case placeholder
    /// Groups of plain values and no token object: Style Dictionary reads such values (and lets
    /// references reach them) where tokens are kept.
    case plainValues
    /// JSON that holds no token (a config, a manifest, a schema).
    case noTokens
    /// Not readable as JSON: read as tokens where tokens are kept, so the load reports why.
    case unparsable

    /// File extensions token files are written with.
    static let extensions = [".json", ".json5", ".jsonc", ".tokens"]

    /// Names of tools' own JSON files, never tokens.
    static let toolFiles: Set<String> = [
        "package.json", "package-lock.json", "composer.json", "lerna.json", "nx.json", "turbo.json", "project.json",
        "angular.json", "workspace.json", "jsconfig.json", "renovate.json", "vercel.json", "firebase.json", "manifest.json",
    ]

    /// Whether a path is a JSON file worth looking into.
    static func isCandidate(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard extensions.contains(where: name.hasSuffix), !toolFiles.contains(name) else { return false }
        return !name.hasPrefix("tsconfig") && !name.hasPrefix(".")
    }

    static func isResolverName(_ path: String) -> Bool { path.hasSuffix(".resolver.json") || path.hasSuffix(".resolver.jsonc") }

    /// The role a file's name alone gives it; nil when its content decides.
    static func byName(_ path: String) -> TokenFileRole? {
        let name = (path as NSString).lastPathComponent
        if name == TokensStudioStorage.themesFile || name == TokensStudioStorage.metadataFile { return .tokensStudioControl }
        return isResolverName(path) ? .resolver : nil
    }

    /// The role of the file at `path` holding `data`.
    static func of(_ path: String, data: Data) -> TokenFileRole {
        if let role = byName(path) { return role }
        var ignored = DiagnosticBag()
        guard let document = try? JSONParser.parse(data, file: path, syntax: .forFile(path), diagnostics: &ignored) else { return .unparsable }
        return of(document)
    }

    /// The role of a parsed document.
    static func of(_ document: JSONValue) -> TokenFileRole {
        guard let members = document.objectMembers else { return .noTokens }
        if members.contains(where: { $0.key == "resolutionOrder" }) && members.contains(where: { $0.key == "version" }) { return .resolver }
        if TokensStudioStorage.isSingleFile(document) { return .tokensStudioSingleFile }
        var count = TokenCount()
        // The top level is a group, whatever its members (a token file's root is never a token).
        for member in members where !member.isDollarKey { count.add(member.value, depth: 1) }
        if count.tokens == 0 { return count.onlyPlainScalars && count.scalars > 0 ? .plainValues : .noTokens }
        return count.empty == count.tokens ? .placeholder : .tokens
    }
}

/// Tokens in a document, and how many of them have an empty value.
private struct TokenCount {
    var tokens = 0
    var empty = 0
    /// Plain strings, numbers and booleans in groups (not at the top, where a config keeps its
    /// settings); false once an array or null is met.
    var scalars = 0
    var onlyPlainScalars = true

    mutating func add(_ node: JSONValue, depth: Int) {
        switch node.kind {
        case .string, .number, .bool: if depth > 1 { scalars += 1 } else { onlyPlainScalars = false }
        case .array(let items) where items.allSatisfy({ $0.numberValue != nil || (depth > 1 && $0.stringValue != nil) }): scalars += 1
        case .array, .null: onlyPlainScalars = false
        case .object: break
        }
        guard depth < 64, let members = node.objectMembers else { return }
        if let value = TokenShape.value(of: members) {
            tokens += 1
            if value.stringValue?.isEmpty == true { empty += 1 }
            return
        }
        for member in members where !member.isDollarKey { add(member.value, depth: depth + 1) }
    }
}
