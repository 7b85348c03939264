/// The Swift package (`swift`, `build --swift`), made after binding: the project's tokens (with the
/// Dynamic Type rules the site's CSS gives them), grouped into theme types, and the seed components'
/// slots, as the package's files.
struct MakeSwiftPackage {
    let options: BuildOptions
    let package: SwiftPackageOptions

    func run(_ resolved: BoundComponents, diagnostics: inout DiagnosticBag) -> [OutputFile] {
        let tokens = resolved.tokens ?? .empty
        var local = DiagnosticBag()
        let slots = SwiftSlots.bind(tokens, map: options.config.map, diagnostics: &local)
        let textSize = TokenCSSValues.textSizeAxis(tokens, options.config.textSizeModifier, diagnostics: &local)
        let themes = SwiftTheme.themes(tokens: tokens, slots: slots.project, appearance: resolved.appearanceModifier,
                                       textSize: textSize, diagnostics: &local)
        let all = tokens.permutations.flatMap(\.tokens.tokens)
        let locations = Dictionary(all.map { ($0.name, $0.location) }) { first, _ in first }
        let tree = SwiftNameTree(paths: all.map(\.path), origin: "token", locations: locations, diagnostics: &local)
        let files = SwiftPackageFiles.files(name: package.name, themes: themes, tokenTree: tree, slots: slots, diagnostics: &local)
        // The site's binding of the same slots already said what the seed components' binding says.
        let known = Set(diagnostics.all.map { "\($0.code.id) \($0.subject ?? "")" })
        diagnostics.appendUnique(local.all.filter { !known.contains("\($0.code.id) \($0.subject ?? "")") || $0.code.id.hasPrefix("swift/") })
        return files
    }
}
