import Foundation

/// A Tokens Studio project (a folder of `$themes.json`, `$metadata.json` and a JSON file per set,
/// or one file holding them all) read as a resolver: each theme group a modifier, each theme in it a context; a context's sets are
/// those its theme marks `enabled` or `source`, merged in `tokenSetOrder`. `source` sets resolve
/// references but their tokens are not shown; `disabled` ones are left out. Themes without a group
/// form the modifier `theme`; a project without themes is one permutation of every listed set.
struct TokensStudioProject {
    let storage: TokensStudioStorage
    let loader: TokenDocumentLoader

    static let themesFile = TokensStudioStorage.themesFile
    static let metadataFile = TokensStudioStorage.metadataFile

    /// Whether a folder is a Tokens Studio project (its own files, not a style-guide project's).
    static func isFolder(_ path: String, fileSystem: FileSystem) -> Bool {
        fileSystem.fileExists(path + "/" + themesFile) || fileSystem.fileExists(path + "/" + metadataFile)
    }

    /// Whether a folder's listing is a Tokens Studio project.
    static func isProject(_ files: [String], in folder: String) -> Bool {
        files.contains(folder + "/" + themesFile) || files.contains(folder + "/" + metadataFile)
    }

    private struct Theme {
        var name: String
        var group: String
        var sets: [(name: String, role: ThemedSet.Role, location: SourceLocation)]
        var location: SourceLocation
    }

    func document(diagnostics: inout DiagnosticBag) -> ResolverDocument? {
        let start = diagnostics.all.count
        func failed(_ diagnostics: DiagnosticBag) -> Bool { diagnostics.all[start...].contains { $0.severity == .error } }
        let themes = readThemes(diagnostics: &diagnostics)
        let setNames = Set(storage.setNames)
        let order = readOrder(diagnostics: &diagnostics) ?? storage.setNames
        guard let themes, !failed(diagnostics) else { return nil }
        let groups = modifiers(themes, diagnostics: &diagnostics)
        // Set name -> group -> theme -> role, for the sets some theme uses.
        var roles: [String: [String: [String: ThemedSet.Role]]] = [:]
        for theme in themes {
            for set in theme.sets {
                guard setNames.contains(set.name) else {
                    diagnostics.append(.error(.resolverUnknownSet, "theme '\(theme.name)'\(theme.group == Self.ungrouped ? "" : " (group '\(theme.group)')") selects the set '\(set.name)', but \(storage.missing(set.name))" + Self.suggestion(set.name, among: setNames), at: set.location, subject: set.name))
                    continue
                }
                guard order.contains(set.name) else {
                    diagnostics.append(.error(.resolverSetOrder, "theme '\(theme.name)' selects the set '\(set.name)', which \(storage.metadataName)'s tokenSetOrder does not list, so its place in the merge is unknown: add \"\(set.name)\" to tokenSetOrder", at: set.location, subject: set.name))
                    continue
                }
                roles[set.name, default: [:]][theme.group, default: [:]][theme.name] = set.role
            }
        }
        guard !failed(diagnostics) else { return nil }
        var values = TokensStudioValues()
        var sets: [ThemedSet] = []
        for name in order where setNames.contains(name) {
            // Without themes every listed set is in the one permutation (no roles: always merged).
            let setRoles = themes.isEmpty ? [:] : roles[name]
            guard let setRoles, let parsed = storage.set(name, parse: { parse($0, diagnostics: &diagnostics) }) else { continue }
            sets.append(ThemedSet(name: name, documents: [values.converted(parsed)], roles: setRoles))
        }
        diagnostics.append(contentsOf: values.notes)
        var document = ResolverDocument()
        document.name = storage.name
        document.dialect = .tokensStudio
        document.themeGroups = groups
        document.steps = [.themedSets(sets)]
        return failed(diagnostics) ? nil : document
    }

    static let ungrouped = "theme"

    private func modifiers(_ themes: [Theme], diagnostics: inout DiagnosticBag) -> [Modifier] {
        var order: [String] = []
        var contexts: [String: [String]] = [:]
        for theme in themes {
            if contexts[theme.group] == nil { order.append(theme.group) }
            if contexts[theme.group, default: []].contains(theme.name) {
                diagnostics.append(.error(.resolverContexts, "two themes named '\(theme.name)' in the group '\(theme.group)'; theme names must differ within a group", at: theme.location, subject: theme.name))
                continue
            }
            contexts[theme.group, default: []].append(theme.name)
        }
        return order.map { Modifier(name: $0, contexts: contexts[$0] ?? [], defaultContext: contexts[$0]?.first) }
    }

    private func parse(_ file: String, diagnostics: inout DiagnosticBag) -> JSONValue? {
        guard case .folder(_, _, let read) = storage else { return nil }
        do {
            return loader.parse(try read(file), file: file, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(.error(.ioUnreadable, "cannot read the Tokens Studio file \(file): \(error)", at: SourceLocation(file: file, line: 1, column: 1)))
            return nil
        }
    }

    /// `$themes.json`: `[{name, group?, selectedTokenSets: {set: enabled|source|disabled}}]`; no file, no themes.
    private func readThemes(diagnostics: inout DiagnosticBag) -> [Theme]? {
        guard let found = storage.themes(parse: { parse($0, diagnostics: &diagnostics) }) else { return [] }
        guard let json = found else { return nil }
        guard let list = json.arrayValue else {
            diagnostics.append(.error(.resolverInvalidProperty, "\(storage.themesName) must hold an array of themes, found \(json.kindName)", at: json.location))
            return nil
        }
        var themes: [Theme] = []
        for entry in list {
            guard let name = entry["name"]?.stringValue, !name.isEmpty else {
                diagnostics.append(.error(.resolverMissingProperty, "a theme needs a \"name\" string", at: entry.location))
                continue
            }
            let group = entry["group"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? Self.ungrouped
            var sets: [(String, ThemedSet.Role, SourceLocation)] = []
            for member in entry["selectedTokenSets"]?.objectMembers ?? [] {
                switch member.value.stringValue {
                case "enabled": sets.append((member.key, .enabled, member.keyLocation))
                case "source": sets.append((member.key, .source, member.keyLocation))
                case "disabled": break
                default:
                    diagnostics.append(.error(.resolverInvalidProperty, "theme '\(name)': the set '\(member.key)' must be \"enabled\", \"source\" or \"disabled\", found \(member.value.stringValue.map { "\"\($0)\"" } ?? member.value.kindName)", at: member.value.location, subject: name))
                }
            }
            themes.append(Theme(name: name, group: group, sets: sets, location: entry.location))
        }
        return themes
    }

    /// `$metadata.json`'s `tokenSetOrder`; nil without the file (then sets merge in path order).
    private func readOrder(diagnostics: inout DiagnosticBag) -> [String]? {
        guard let found = storage.metadata(parse: { parse($0, diagnostics: &diagnostics) }), let json = found else { return nil }
        guard let list = json["tokenSetOrder"]?.arrayValue else {
            diagnostics.append(.error(.resolverMissingProperty, "\(storage.metadataName) needs \"tokenSetOrder\": an array of set names, first merged first", at: json.location))
            return nil
        }
        return list.compactMap(\.stringValue)
    }

    private static func suggestion(_ name: String, among names: Set<String>) -> String {
        let known = names.sorted()
        guard !known.isEmpty else { return "" }
        let close = known.filter { $0.lowercased() == name.lowercased() || ($0 as NSString).lastPathComponent == (name as NSString).lastPathComponent }
        return close.isEmpty ? "; the sets are \(known.prefix(8).joined(separator: ", "))\(known.count > 8 ? ", ..." : "")" : "; did you mean '\(close[0])'?"
    }
}
