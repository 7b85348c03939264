/// The Swift package (`swift`, `build --swift`), made after binding: the project's tokens (with the
/// Dynamic Type rules the site's CSS gives them) in the permutations the site shows, as `Tokens`
/// with the compared modifiers chosen at run time, and the seed components' slots, as the package's files.
struct MakeSwiftPackage {
    let options: BuildOptions
    let package: SwiftPackageOptions

    func run(_ resolved: BoundComponents, diagnostics: inout DiagnosticBag) -> [OutputFile] {
        let tokens = resolved.tokens ?? .empty
        var local = DiagnosticBag()
        let slots = SwiftSlots.bind(tokens, map: options.config.map, diagnostics: &local)
        let textSize = TokenCSSValues.textSizeAxis(tokens, options.config.textSizeModifier, diagnostics: &local)
        let shown = resolved.shownPermutations(show: resolved.comparedAxes(show: options.config.show))
        let selection = SwiftSelection.make(tokens: tokens, slots: slots.project, shown: shown.indices, appearance: resolved.appearanceModifier,
                                            textSize: textSize)
        let files = SwiftPackageFiles.files(name: package.name, selection: selection, slots: slots, diagnostics: &local)
        // The site's binding of the same slots already said what the seed components' binding says.
        let known = Set(diagnostics.all.map { "\($0.code.id) \($0.subject ?? "")" })
        diagnostics.appendUnique(local.all.filter { !known.contains("\($0.code.id) \($0.subject ?? "")") || $0.code.id.hasPrefix("swift/") })
        return files
    }
}
