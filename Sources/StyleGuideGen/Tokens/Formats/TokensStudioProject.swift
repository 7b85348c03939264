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

    private typealias Theme = TokensStudioThemes.Theme

    func document(diagnostics: inout DiagnosticBag) -> ResolverDocument? {
        let start = diagnostics.all.count
        func failed(_ diagnostics: DiagnosticBag) -> Bool { diagnostics.all[start...].contains { $0.severity == .error } }
        let themes = readThemes(diagnostics: &diagnostics)
        let setNames = Set(storage.setNames)
        let order = readOrder(diagnostics: &diagnostics) ?? storage.setNames
        guard let themes, !failed(diagnostics) else { return nil }
        // A theme's set that cannot be merged is an error on that set; the theme keeps the others.
        let checked = distinct(themes, diagnostics: &diagnostics).map { theme in
            var theme = theme
            theme.sets = theme.sets.filter { set in mergeable(set, of: theme, setNames: setNames, order: order, diagnostics: &diagnostics) }
            return theme
        }
        let structure = TokensStudioThemes(checked)
        if !structure.assumptions.isEmpty, let first = themes.first {
            diagnostics.append(.note(.resolverTokensStudioThemes, "Tokens Studio themes read as: " + structure.assumptions.joined(separator: "; "), at: first.location))
        }
        if themes.isEmpty { return layoutDocument(order: order, setNames: setNames, diagnostics: &diagnostics) }
        var values = TokensStudioValues()
        var sets: [ThemedSet] = []
        for name in order where setNames.contains(name) {
            var roles: [String: [String: ThemedSet.Role]] = [:]
            for (modifier, contexts) in structure.selections {
                for (context, selected) in contexts { if let role = selected[name] { roles[modifier, default: [:]][context] = role } }
            }
            let always = themes.isEmpty ? .enabled : structure.layers[name]
            // A set no theme selects takes no part (without themes every listed set is in the one permutation).
            guard always != nil || !roles.isEmpty, let parsed = storage.set(name, parse: { parse($0, diagnostics: &diagnostics) }) else { continue }
            sets.append(ThemedSet(name: name, documents: [values.converted(FileGroupTypes.baked(parsed))], roles: roles, always: always))
        }
        diagnostics.append(contentsOf: values.notes)
        var document = ResolverDocument()
        document.name = storage.name
        document.dialect = .tokensStudio
        document.themeGroups = structure.modifiers
        document.steps = [.themedSets(sets)]
        return document
    }

    static let ungrouped = TokensStudioThemes.ungrouped

    /// A project without themes: its sets in `tokenSetOrder`, with the themes their names show
    /// (`light` and `dark` sets, a `color-scheme-dark/` folder of sets), as a folder's files.
    private func layoutDocument(order: [String], setNames: Set<String>, diagnostics: inout DiagnosticBag) -> ResolverDocument? {
        var values = TokensStudioValues()
        var names: [String] = [], documents: [JSONValue] = []
        for name in order where setNames.contains(name) {
            guard let parsed = storage.set(name, parse: { parse($0, diagnostics: &diagnostics) }) else { continue }
            names.append(name)
            documents.append(values.converted(FileGroupTypes.baked(parsed)))
        }
        diagnostics.append(contentsOf: values.notes)
        var (document, note) = LayoutReading.document(places: names.map { $0.split(separator: "/").map(String.init) }, documents: documents, modesOnly: true, noteAt: storage.file)
        if let note { diagnostics.append(note) }
        document.name = storage.name
        document.dialect = .tokensStudio
        return document
    }

    /// Whether a theme's set can be merged: it exists and `tokenSetOrder` gives its place; else an error.
    private func mergeable(_ set: (name: String, role: ThemedSet.Role, location: SourceLocation), of theme: Theme, setNames: Set<String>, order: [String],
                           diagnostics: inout DiagnosticBag) -> Bool {
        guard setNames.contains(set.name) else {
            diagnostics.append(.error(.resolverUnknownSet, "theme '\(theme.name)'\(theme.group == Self.ungrouped ? "" : " (group '\(theme.group)')") selects the set '\(set.name)', but \(storage.missing(set.name))" + Self.suggestion(set.name, among: setNames), at: set.location, subject: set.name))
            return false
        }
        guard order.contains(set.name) else {
            diagnostics.append(.error(.resolverSetOrder, "theme '\(theme.name)' selects the set '\(set.name)', which \(storage.metadataName)'s tokenSetOrder does not list, so its place in the merge is unknown: add \"\(set.name)\" to tokenSetOrder", at: set.location, subject: set.name))
            return false
        }
        return true
    }

    /// The themes with a repeated name in a group left out (each an error).
    private func distinct(_ themes: [Theme], diagnostics: inout DiagnosticBag) -> [Theme] {
        var seen: Set<[String]> = []
        return themes.filter { theme in
            guard seen.insert([theme.group, theme.name]).inserted else {
                diagnostics.append(.error(.resolverContexts, "two themes named '\(theme.name)' in the group '\(theme.group)'; theme names must differ within a group", at: theme.location, subject: theme.name))
                return false
            }
            return true
        }
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
