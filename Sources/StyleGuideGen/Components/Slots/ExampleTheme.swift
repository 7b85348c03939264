/// The bundled example's tokens, loaded once from the binary. Its token names are the slot names
/// the built-in components read (`color.accent-fill`), its `$description`s say what each is for,
/// its Dynamic Type rules say how each scales, and its values stand in for a slot a project
/// neither maps nor defines.
struct ExampleTheme: Sendable {
    let project: TokenProject
    /// Custom property (without `--`) -> the example token, and member, that declares it.
    let owners: PropertyOwners
    /// What loading the embedded files found: none (a test asserts it); a build reports any.
    let diagnostics: [Diagnostic]

    static let shared = ExampleTheme.load()

    /// Where a default's diagnostics and token pages say it comes from.
    static let displayFile = "tokens/base.tokens.json (built-in)"

    private static func load() -> ExampleTheme {
        let root = "/styleguide-example"
        let files = Dictionary(uniqueKeysWithValues: EmbeddedExampleTokens.files.map { (root + "/" + $0.key, $0.value) })
        var found = DiagnosticBag()
        let project = TokenSource(fileSystem: InMemoryFileSystem(text: files))
            .load(root + "/styleguide.resolver.json", displayRoot: root, projectRoot: root, diagnostics: &found)
            ?? TokenProject(name: nil, description: nil, modifiers: [], permutations: [], defaultIndex: 0)
        return ExampleTheme(project: project, owners: PropertyOwners(project: project), diagnostics: found.all)
    }

    /// The example's tokens in its light or dark theme, default brand: what a project's light or
    /// dark permutation borrows.
    func tokens(dark: Bool) -> ResolvedTokenSet {
        let wanted = dark ? "dark" : "light"
        let match = project.permutations.first { permutation in
            permutation.inputs.allSatisfy { choice in
                choice.modifier == "theme" ? choice.context == wanted
                    : choice.context == project.modifiers.first { $0.name == choice.modifier }?.defaultContext
            }
        }
        return (match ?? project.defaultPermutation)?.tokens ?? ResolvedTokenSet(tokens: [])
    }

    /// The example's token of a slot, in the default permutation.
    func token(_ slot: String) -> ResolvedToken? { project.defaultPermutation?.tokens[slot] }
}
