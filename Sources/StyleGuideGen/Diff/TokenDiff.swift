/// What changed between two versions of a token project: per permutation,
/// the added, removed, renamed and changed tokens; the contrast pairs whose
/// verdict changed; and the components each change touches.
public struct TokenDiff: Sendable, Hashable {
    /// What the two sides are called on the page (`main`, `tokens/`).
    public var baseLabel: String
    public var headLabel: String
    /// Head's permutations in head order, then those only in the base, in base order.
    public var permutations: [PermutationDiff]
    /// Contrast pairs whose verdict changed, one per permutation (`contrastGroups` folds the repeats).
    public var contrast: [ContrastCrossing]
    /// `styleguide.json`'s changed lines, when it changed.
    public var configuration: ChangedFile?
    /// Every component the change alters, drawn before and after; those whose sources changed first.
    public var reviews: [ComponentReview]
    /// The modifiers the reviews' previews carry as attributes (the text-size modifier is the step).
    public var axes: [PreviewAxis]
    /// Both sides' token and component stylesheets, scoped by `versionScopes`, holding what the
    /// reviewed components read.
    public var reviewStylesheet: String

    /// The attribute a before (`base`) or after (`head`) preview sits under.
    public static let versionScopes = (base: StylesheetScope(attribute: "data-version", value: "base"),
                                       head: StylesheetScope(attribute: "data-version", value: "head"))

    /// Compares two sides, each made by its own configuration, templates and tokens: the token
    /// changes, the contrast pairs whose verdict changed, and every component drawn differently.
    static func compare(base: ReviewSide, head: ReviewSide) -> TokenDiff {
        let bindings = (head.bound.components?.bindings ?? [:]).merging(base.bound.components?.bindings ?? [:]) { head, _ in head }
        let usage = ComponentUsage(catalog: head.bound.catalog, base: CSSPropertyNames(project: base.tokens),
                                   head: CSSPropertyNames(project: head.tokens), bindings: bindings)
        let permutations = PermutationMatcher.match(base: base.tokens, head: head.tokens).map { pair in
            PermutationComparer(usage: usage).compare(pair)
        }
        let crossings = ContrastCrossing.changes(base: base.bound.contrast, head: head.bound.contrast, usage: usage)
        // Drawn in the permutations the head's component pages show, so each preview has its cell there.
        let columns = head.bound.matrixColumns(show: head.bound.comparedAxes(show: head.config.show))
        let reviews = ComponentReviewPlanner(base: base, head: head, columns: columns, crossings: crossings).reviews()
        return TokenDiff(baseLabel: base.label, headLabel: head.label, permutations: permutations, contrast: crossings,
                         configuration: ChangedFile.compare(ConfigLoader.fileName, before: base.configText, after: head.configText), reviews: reviews, axes: head.bound.axes, reviewStylesheet: ReviewStylesheet(base: base, head: head).css(for: reviews))
    }

    /// Compares two token projects under one configuration, drawn with the built-in templates or
    /// `templates` (the map fills both sides' components, as a build fills them).
    public static func compare(base: TokenProject, head: TokenProject, templates: TemplateFiles = .defaults, config: ProjectConfig = ProjectConfig(),
                               baseLabel: String = "base", headLabel: String = "head") throws(DiagnosticError) -> TokenDiff {
        let site = try SiteTemplates(files: templates)
        let catalog = try ComponentCatalog(files: templates)
        // The sides' own problems are the build's and check's to report.
        var unreported = DiagnosticBag()
        return compare(base: ReviewSide(label: baseLabel, tokens: base, templates: site, catalog: catalog, config: config, diagnostics: &unreported),
                       head: ReviewSide(label: headLabel, tokens: head, templates: site, catalog: catalog, config: config, diagnostics: &unreported))
    }

    /// True when nothing changed: no token, permutation, contrast, configuration or component difference.
    public var isEmpty: Bool {
        contrast.isEmpty && reviews.isEmpty && configuration == nil && permutations.allSatisfy { $0.presence == .both && $0.entries.isEmpty }
    }

    /// Each change once, with the permutations it occurs in: entries of the same kind and paths are one
    /// group, whose variants are the distinct before/after values. Ordered by kind, then path.
    public var groupedEntries: [GroupedDiffEntry] {
        var variants: [GroupKey: [TokenDiffEntry: [Int]]] = [:]
        for (index, permutation) in permutations.enumerated() {
            for entry in permutation.entries {
                variants[GroupKey(kind: entry.kind, before: entry.before?.path, after: entry.after?.path), default: [:]][entry, default: []].append(index)
            }
        }
        let describer = PermutationDescriber(permutations)
        return variants.map { key, entries in
            let list = entries.map { entry, indices in
                GroupedDiffEntry.Variant(entry: entry, permutationIndices: indices, permutations: describer.describe(indices))
            }.sorted { $0.permutationIndices.lexicographicallyPrecedes($1.permutationIndices) }
            let all = Array(Set(list.flatMap(\.permutationIndices))).sorted()
            return GroupedDiffEntry(kind: key.kind, variants: list, permutationIndices: all, permutations: describer.describe(all))
        }.sorted()
    }

    private struct GroupKey: Hashable {
        let kind: TokenChangeKind
        let before: [String]?
        let after: [String]?
    }

    /// Distinct changes of one kind.
    public func count(of kind: TokenChangeKind) -> Int { groupedEntries.filter { $0.kind == kind }.count }

    /// Every component some change touches (those whose sources changed first, then by name), with the token paths that touch it (sorted).
    public var touchedComponents: [(component: String, tokens: [String])] {
        var byComponent: [String: Set<String>] = [:]
        for group in groupedEntries {
            for component in group.components { byComponent[component, default: []].formUnion(group.paths) }
        }
        for crossing in contrast {
            for component in crossing.components { byComponent[component, default: []].formUnion([crossing.foreground, crossing.background]) }
        }
        // Drawn differently for a reason of its own (its sources, a mapped slot): touched without a token.
        for review in reviews where byComponent[review.component] == nil { byComponent[review.component] = [] }
        // Those whose sources changed first, as the page reviews them; then by name.
        let changedSources = Set(reviews.filter { !$0.sources.isEmpty }.map(\.component))
        let rank = { (name: String) in changedSources.contains(name) ? 0 : 1 }
        return byComponent.keys.sorted { (rank($0), $0) < (rank($1), $1) }
            .map { ($0, (byComponent[$0] ?? []).sorted()) }
    }
}

/// The four kinds of token change, in the order the review lists them.
public enum TokenChangeKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case changed, renamed, added, removed

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// A token as one side has it.
public struct DiffToken: Sendable, Hashable {
    public var path: [String]
    public var type: TokenType
    public var value: TokenValue
    /// The token the whole value refers to, when it is an alias.
    public var aliasOf: [String]?
    /// Composite members written as references (member -> target path).
    public var memberAliases: [String: [String]]

    public init(_ token: ResolvedToken) {
        path = token.path
        type = token.type
        value = token.value
        aliasOf = token.aliasOf
        memberAliases = token.memberAliases
    }

    /// The dotted path.
    public var name: String { path.joined(separator: ".") }
    /// The dotted alias target, if any.
    public var aliasName: String? { aliasOf?.joined(separator: ".") }
}

/// One change of one token in one permutation.
public struct TokenDiffEntry: Sendable, Hashable {
    public var kind: TokenChangeKind
    /// Nil for an added token.
    public var before: DiffToken?
    /// Nil for a removed token.
    public var after: DiffToken?
    /// For a changed alias whose target is itself changed here: the target (the change comes through it).
    public var follows: String?
    /// Components whose stylesheets read one of the token's custom properties (either side), sorted.
    public var components: [String]

    /// Dotted paths of both sides, without repeats.
    public var paths: [String] {
        var result: [String] = []
        for name in [before?.name, after?.name].compactMap({ $0 }) where !result.contains(name) { result.append(name) }
        return result
    }

    public var valueChanged: Bool { before?.value != after?.value }
    public var typeChanged: Bool { before?.type != after?.type }
    /// The alias target (or a member's) changed, whether or not the value did.
    public var aliasChanged: Bool { before?.aliasOf != after?.aliasOf || before?.memberAliases != after?.memberAliases }
}

/// One change (a kind and the token's paths) with the permutations it occurs in.
public struct GroupedDiffEntry: Sendable, Hashable, Comparable {
    /// One distinct before/after of the change and where it occurs.
    public struct Variant: Sendable, Hashable {
        public var entry: TokenDiffEntry
        /// Indices into the diff's permutations, ascending.
        public var permutationIndices: [Int]
        /// `all`, the shared choices (`theme=light`), one label, or `N of M permutations` (`PermutationDescriber`).
        public var permutations: String
    }

    public var kind: TokenChangeKind
    /// Distinct values, ordered by their first permutation.
    public var variants: [Variant]
    public var permutationIndices: [Int]
    /// Where the change occurs, described as for a variant.
    public var permutations: String

    /// The first variant's entry (every variant has the same kind and paths).
    public var entry: TokenDiffEntry { variants.first?.entry ?? TokenDiffEntry(kind: kind, before: nil, after: nil, follows: nil, components: []) }
    public var paths: [String] { entry.paths }
    /// Every variant's components, sorted.
    public var components: [String] { Array(Set(variants.flatMap(\.entry.components))).sorted() }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return SortKey(lhs.paths) < SortKey(rhs.paths)
    }
}

/// The differences within one permutation.
public struct PermutationDiff: Sendable, Hashable {
    /// Whether both sides have this permutation.
    public enum Presence: String, Sendable, Hashable {
        case both
        case onlyInBase = "removed"
        case onlyInHead = "added"
    }

    /// The modifier choices (head's, else base's).
    public var inputs: [ModifierChoice]
    public var presence: Presence
    /// Token counts of each side (0 where the side lacks the permutation).
    public var baseTokenCount: Int
    public var headTokenCount: Int
    /// Sorted by kind, then path; empty unless both sides have the permutation.
    public var entries: [TokenDiffEntry]

    /// `theme=dark, brand=ocean`, or `default` for a project without modifiers.
    public var label: String {
        inputs.isEmpty ? "default" : inputs.map(\.description).joined(separator: ", ")
    }

    public func entries(_ kind: TokenChangeKind) -> [TokenDiffEntry] { entries.filter { $0.kind == kind } }
}
