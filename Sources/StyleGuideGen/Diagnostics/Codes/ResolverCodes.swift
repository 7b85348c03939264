/// The DTCG Resolver module: `*.resolver.json` documents.
extension DiagnosticCode {
    /// `version` missing or not `"2025.10"`.
    static let resolverVersion = DiagnosticCode("resolver/version")
    /// A required property missing (`resolutionOrder`, `sources`, `contexts`, an inline `name`/`type`).
    static let resolverMissingProperty = DiagnosticCode("resolver/missing-property")
    /// A property of the wrong JSON kind (`sets` not an object, `sources` not an array...).
    static let resolverInvalidProperty = DiagnosticCode("resolver/invalid-property")
    /// A property the module does not define, on the document, a set or a modifier.
    static let resolverUnknownProperty = DiagnosticCode("resolver/unknown-property")
    /// `resolutionOrder` with no entries.
    static let resolverEmptyOrder = DiagnosticCode("resolver/empty-resolution-order")
    /// A `$ref` that points at no set, modifier or file, or where it may not point.
    static let resolverInvalidReference = DiagnosticCode("resolver/invalid-reference")
    /// The same set or modifier twice in `resolutionOrder`.
    static let resolverDuplicateEntry = DiagnosticCode("resolver/duplicate-entry")
    /// Sets that include each other.
    static let resolverSetCycle = DiagnosticCode("resolver/set-cycle")
    /// A modifier with no contexts, or a single one.
    static let resolverContexts = DiagnosticCode("resolver/contexts")
    /// A modifier's `default` that names none of its contexts.
    static let resolverInvalidDefault = DiagnosticCode("resolver/invalid-default")
    /// A set declared but not listed in `resolutionOrder`: it takes no part.
    static let resolverUnusedSet = DiagnosticCode("resolver/unused-set")
    /// A modifier declared but not listed in `resolutionOrder`: it takes no part.
    static let resolverUnusedModifier = DiagnosticCode("resolver/unused-modifier")
    /// References resolved only from a set `resolutionOrder` forgot: that set is merged first.
    static let resolverUnlistedSetMerged = DiagnosticCode("resolver/unlisted-set-merged", deviatesFromSpec: true)
    /// More permutations than the tool builds.
    static let resolverTooManyPermutations = DiagnosticCode("resolver/too-many-permutations")

    /// A Tokens Studio theme selects a set that has no file.
    static let resolverUnknownSet = DiagnosticCode("resolver/unknown-set")
    /// A Tokens Studio set a theme uses that `$metadata.json`'s `tokenSetOrder` does not list.
    static let resolverSetOrder = DiagnosticCode("resolver/set-order")

    /// A folder of Figma's `Collection.Mode.json` files read as the resolver it amounts to: a note of what was assumed.
    static let resolverFigmaExport = DiagnosticCode("resolver/figma-export")
    /// References that find their tokens only in another source of the repository, whose tokens are merged first.
    static let resolverFallbackSource = DiagnosticCode("resolver/fallback-source")
    /// Themes read from a folder's layout (folders or files named for modes, mode groups, darkValue): a note of what was assumed.
    static let resolverLayoutThemes = DiagnosticCode("resolver/layout-themes")
    /// How a Tokens Studio project's themes were read (layers, nested groups, themes without sets): a note.
    static let resolverTokensStudioThemes = DiagnosticCode("resolver/tokens-studio-themes")

    static let resolverCodes: [DiagnosticCode] = [
        resolverVersion, resolverMissingProperty, resolverInvalidProperty, resolverUnknownProperty, resolverEmptyOrder,
        resolverInvalidReference, resolverDuplicateEntry, resolverSetCycle, resolverContexts, resolverInvalidDefault,
        resolverUnusedSet, resolverUnusedModifier, resolverUnlistedSetMerged, resolverTooManyPermutations,
        resolverUnknownSet, resolverSetOrder, resolverFigmaExport, resolverTokensStudioThemes, resolverLayoutThemes, resolverFallbackSource,
    ]
}
