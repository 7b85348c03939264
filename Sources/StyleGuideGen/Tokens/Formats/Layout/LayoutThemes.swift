import Foundation

/// The themes a folder of token files shows by its layout, where no resolver or `$themes` says
/// what they are. Among the files and folders side by side in a folder, those that define
/// mostly the same tokens are alternatives: `light/` and `dark/`, `classic-day/` and
/// `classic-night/`, `sema-color-light.json` and `sema-color-dark.json`, `Light.tokens.json` and
/// `Dark.tokens.json`; each group of them is a modifier and each one a context, named by what
/// tells them apart. A lone entry named for a mode other than the default (`color-scheme-dark`)
/// is the one context of its modifier besides the default, which is everything without it.
/// Groups with the same contexts in different places are one modifier. A context's files are
/// merged over its modifier's default context's, so a partial dark theme keeps the light
/// tokens it does not redefine, as CSS does.
struct LayoutThemes {
    /// A file (or Tokens Studio set) by its path below the source, with the tokens it defines.
    struct Entry {
        var path: [String]
        var tokens: Set<String>
    }

    private(set) var modifiers: [Modifier] = []
    /// Each entry's conditions: modifier -> the context its path puts it in.
    private(set) var conditions: [[String: String]]
    /// What was assumed, for the note.
    private(set) var assumptions: [String] = []
    /// Where each modifier was found, deepest last (the merge order puts deeper ones later).
    private var depths: [String: Int] = [:]
    private let entries: [Entry]
    /// Only entries named for modes are alternatives (Tokens Studio's sets, which merge in order).
    private let modesOnly: Bool

    init(_ entries: [Entry], modesOnly: Bool = false) {
        self.entries = entries
        self.modesOnly = modesOnly
        conditions = entries.map { _ in [:] }
        var groups: [Group] = []
        analyse(prefix: [], indices: Array(entries.indices), into: &groups)
        name(groups)
    }

    /// One set of alternatives found in one folder.
    private struct Group {
        var folder: [String]
        /// Entry name -> context label.
        var contexts: [(entry: String, context: String)]
        /// A lone mode entry: its modifier's default is everything without it.
        var implicitDefault: String?
        var isFolders: Bool
    }

    /// Finds the alternatives among the children of the folder at `prefix`, then looks inside each child.
    private mutating func analyse(prefix: [String], indices: [Int], into groups: inout [Group]) {
        var children: [String: [Int]] = [:], order: [String] = []
        for index in indices where entries[index].path.count > prefix.count {
            let name = entries[index].path[prefix.count]
            if children[name] == nil { order.append(name) }
            children[name, default: []].append(index)
        }
        let names = order.sorted()
        let tokens = Dictionary(uniqueKeysWithValues: names.map { name in (name, children[name]!.reduce(into: Set<String>()) { $0.formUnion(entries[$1].tokens) }) })
        let isFolder = Dictionary(uniqueKeysWithValues: names.map { name in (name, children[name]!.contains { entries[$0].path.count > prefix.count + 1 }) })
        let candidates = modesOnly ? names.filter { ContextNames.words(ContextNames.label($0)).contains { ContextNames.defaultModes.union(ContextNames.otherModes).contains($0.lowercased()) } } : names
        for component in Self.overlapping(candidates, tokens: tokens, isFolder: isFolder) where !Self.isOverlayBesideBase(component) {
            let labels = ContextNames.distinct(component.map(ContextNames.label))
            groups.append(Group(folder: prefix, contexts: Array(zip(component, labels)), implicitDefault: nil, isFolders: component.allSatisfy { isFolder[$0]! }))
        }
        let grouped = Set(groups.filter { $0.folder == prefix }.flatMap { $0.contexts.map(\.entry) })
        for name in names where !grouped.contains(name) && ContextNames.namesOtherMode(ContextNames.label(name)) {
            let others = names.filter { $0 != name }.reduce(into: Set<String>()) { $0.formUnion(tokens[$1]!) }
            guard !tokens[name]!.isEmpty, tokens[name]!.isSubset(of: others) || Self.overlap(tokens[name]!, others) >= 0.5 else { continue }
            let label = ContextNames.label(name)
            let words = ContextNames.words(label).map { $0.lowercased() }
            let mode = words.first { ContextNames.otherModes.contains($0) } ?? label
            let implicit = mode == "night" ? "day" : "light"
            groups.append(Group(folder: prefix, contexts: [(name, mode)], implicitDefault: implicit, isFolders: isFolder[name]!))
        }
        for name in names where isFolder[name]! { analyse(prefix: prefix + [name], indices: children[name]!, into: &groups) }
    }

    /// Entries named for another mode beside ones named for none (`color-scheme-dark` beside
    /// `common`): overlays over a base every permutation has, not alternatives to it.
    private static func isOverlayBesideBase(_ component: [String]) -> Bool {
        let modes = ContextNames.defaultModes.union(ContextNames.otherModes)
        let named = component.filter { ContextNames.namesOtherMode(ContextNames.label($0)) }
        let plain = component.filter { ContextNames.words(ContextNames.label($0)).allSatisfy { !modes.contains($0.lowercased()) } }
        return !named.isEmpty && named.count + plain.count == component.count && !plain.isEmpty
    }

    /// Groups of names whose tokens overlap, each of two names or more, in name order.
    private static func overlapping(_ names: [String], tokens: [String: Set<String>], isFolder: [String: Bool]) -> [[String]] {
        var component = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
        func root(_ name: String) -> String { component[name] == name ? name : root(component[name]!) }
        for (i, a) in names.enumerated() {
            for b in names[(i + 1)...] where alike((a, tokens[a]!), (b, tokens[b]!), files: !isFolder[a]! && !isFolder[b]!) { component[root(b)] = root(a) }
        }
        let grouped = Dictionary(grouping: names, by: root)
        return grouped.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Two entries are alternatives when most of the smaller one's tokens are the larger one's,
    /// and the smaller one is not a sliver of the larger (an override file beside a base).
    /// Two files are alternatives when they define mostly the same tokens each; a folder may also
    /// hold a theme over a larger one (Kong's electric-lime components beside classic).
    private static func alike(_ a: (name: String, tokens: Set<String>), _ b: (name: String, tokens: Set<String>), files: Bool) -> Bool {
        guard !a.tokens.isEmpty, !b.tokens.isEmpty else { return false }
        let (small, large) = a.tokens.count <= b.tokens.count ? (a.tokens, b.tokens) : (b.tokens, a.tokens)
        let shared = small.intersection(large).count
        // A token or two in common is a file overriding another, not a theme.
        guard Double(shared) >= 0.5 * Double(small.count), shared >= minimumShared else { return false }
        let modes = ContextNames.defaultModes.union(ContextNames.otherModes)
        if [a.name, b.name].allSatisfy({ ContextNames.words(ContextNames.label($0)).contains { modes.contains($0.lowercased()) } }) { return true }
        if files { return Double(shared) >= 0.5 * Double(large.count) }
        // Beside one named as the default (`default/`, `light/`), a small one is a theme over it.
        let namesDefault = [a.name, b.name].contains { ContextNames.defaultModes.contains(ContextNames.label($0).lowercased()) }
        return namesDefault || Double(small.count) >= 0.2 * Double(large.count)
    }

    /// Tokens two alternatives share at least.
    static let minimumShared = 3

    private static func overlap(_ small: Set<String>, _ large: Set<String>) -> Double {
        Double(small.intersection(large).count) / Double(max(small.count, 1))
    }

    /// The groups as modifiers: those with the same contexts are one; each named, with a default.
    private mutating func name(_ groups: [Group]) {
        var byContexts: [[String]: String] = [:]
        for group in groups {
            var contexts = group.contexts.map(\.context)
            if let implicit = group.implicitDefault { contexts.insert(implicit, at: 0) }
            let key = contexts.map { $0.lowercased() }.sorted()
            let modifier: String
            if let known = byContexts[key] {
                modifier = known
            } else {
                modifier = unique(Self.modifierName(for: group, contexts: contexts, nested: isNested(group, in: groups)))
                byContexts[key] = modifier
                let sorted = group.implicitDefault == nil ? contexts.sorted { $0.lowercased() < $1.lowercased() } : contexts
                let fallback = group.implicitDefault ?? ContextNames.defaultContext(sorted)
                let ordered = fallback.map { first in [first] + sorted.filter { $0 != first } } ?? sorted
                modifiers.append(Modifier(name: modifier, contexts: ordered, defaultContext: fallback))
                depths[modifier] = group.folder.count
                let place = group.folder.isEmpty ? "the source's top" : group.folder.joined(separator: "/")
                assumptions.append("\(modifier): \(ordered.joined(separator: ", ")) (\(group.isFolders ? "folders" : "files") side by side in \(place); default \(modifiers.last!.defaultContext ?? ""))")
            }
            for (entry, context) in group.contexts {
                let spelled = modifiers.first { $0.name == modifier }?.contexts.first { $0.lowercased() == context.lowercased() } ?? context
                for index in entries.indices where entries[index].path.starts(with: group.folder + [entry]) { conditions[index][modifier] = spelled }
            }
        }
    }

    /// A folder named for what it holds (`themes`, `brands`), else `mode` for appearances, else
    /// `theme` (or `variant` inside another group's folders, or for files).
    private static func modifierName(for group: Group, contexts: [String], nested: Bool) -> String {
        if group.isFolders, let parent = group.folder.last, parent.lowercased().hasSuffix("s"), !SourceDiscovery.isTokenFolderName(parent) {
            return singular(parent)
        }
        return ContextNames.modifierName(contexts, fallback: group.isFolders && !nested ? "theme" : "variant")
    }

    /// Whether the group's folder lies inside an entry of another group.
    private func isNested(_ group: Group, in groups: [Group]) -> Bool {
        groups.contains { other in other.contexts.contains { group.folder.starts(with: other.folder + [$0.entry]) && group.folder.count > other.folder.count } }
    }

    private func unique(_ name: String) -> String {
        var candidate = name, number = 2
        while modifiers.contains(where: { $0.name == candidate }) {
            candidate = "\(name) \(number)"
            number += 1
        }
        return candidate
    }

    /// `themes` -> `theme`, `brands` -> `brand`.
    private static func singular(_ folder: String) -> String {
        folder.count > 3 && folder.hasSuffix("s") && !folder.hasSuffix("ss") ? String(folder.dropLast()) : folder
    }

    /// The entries' indices in merge order: those in every context first, then those of a
    /// modifier's other contexts, shallower modifiers' before deeper ones', each in path order.
    func mergeOrder() -> [Int] {
        let ranked = modifiers.sorted { (depths[$0.name] ?? 0, $0.name) > (depths[$1.name] ?? 0, $1.name) }
        func key(_ index: Int) -> [Bool] {
            ranked.map { modifier in conditions[index][modifier.name].map { $0 != modifier.defaultContext } ?? false }
        }
        return entries.indices.sorted { a, b in
            let (ka, kb) = (key(a), key(b))
            if ka != kb { return ka.lexicographicallyPrecedes(kb) { !$0 && $1 } }
            return entries[a].path.lexicographicallyPrecedes(entries[b].path)
        }
    }
}
