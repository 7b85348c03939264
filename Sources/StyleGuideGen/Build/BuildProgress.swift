/// A step of the build finished, with what it counted: for the progress
/// lines of the CLI. Reported in order: loaded, resolved, modelled, rendered, written; or only
/// `upToDate` when nothing the site is made from has changed since the last build.
public enum BuildProgress: Sendable, Equatable {
    /// `tokensReused`: the tokens came from the last build's token load, their files unchanged.
    case loaded(docs: Int, tokens: Int, permutations: Int, components: Int, tokensReused: Bool)
    /// The components' slots: how many the config maps and how many take the example's value.
    case resolved(slots: Int, mapped: Int, defaulted: Int)
    case modelled(pages: Int)
    /// Pages rendered, and pages taken unchanged from the previous build.
    case rendered(pages: Int, unchanged: Int)
    case written(files: Int, output: String)
    case upToDate(files: Int, output: String)
    /// `build --swift`: the Swift package, written after the site.
    case wroteSwiftPackage(name: String, files: Int, output: String)

    /// The project loaded and its tokens resolved.
    static func loaded(_ project: LoadedProject, reused: Bool) -> BuildProgress {
        .loaded(docs: project.docs.count, tokens: project.tokens?.defaultPermutation?.tokens.count ?? 0,
                permutations: project.tokens?.permutations.count ?? 0, components: project.catalog.components.count, tokensReused: reused)
    }

    /// The components bound.
    static func resolved(_ bound: BoundComponents) -> BuildProgress {
        let bindings = bound.components?.bindings.values
        return .resolved(slots: bindings?.count ?? 0, mapped: bindings?.count(where: \.isMapped) ?? 0, defaulted: bindings?.count(where: \.isDefaulted) ?? 0)
    }

    public var line: String {
        switch self {
        case let .loaded(docs, tokens, permutations, components, reused):
            "load: \(Counted.text(docs, "doc")), \(Counted.text(tokens, "token")) in \(Counted.text(permutations, "permutation"))\(reused ? " (unchanged, from the cache)" : ""), \(Counted.text(components, "component"))"
        case let .resolved(slots, mapped, defaulted):
            "resolve: \(Counted.text(slots, "component slot")), \(mapped) mapped, \(defaulted) left to the example's values"
        case let .modelled(pages): "model: \(Counted.text(pages, "page"))"
        case let .rendered(pages, 0): "render: \(Counted.text(pages, "page"))"
        case let .rendered(pages, unchanged): "render: \(Counted.text(pages, "page")), \(unchanged) unchanged since the last build"
        case let .written(files, output): "write: \(Counted.text(files, "file")) to \(output)"
        case let .upToDate(files, output): "up to date: nothing the site is made from has changed; \(Counted.text(files, "file")) in \(output)"
        case let .wroteSwiftPackage(name, files, output): "swift: the package \(name), \(Counted.text(files, "file")), to \(output)"
        }
    }
}

public typealias BuildProgressHandler = @Sendable (BuildProgress) -> Void
