/// The review page's stylesheet: each side's tokens and components confined to its previews
/// (`[data-version="base"]`, `[data-version="head"]`), so a before drawn with the base's CSS sits
/// beside an after drawn with the head's.
struct ReviewStylesheet {
    let base: ReviewSide
    let head: ReviewSide

    func css(for reviews: [ComponentReview]) -> String {
        guard !reviews.isEmpty else { return "" }
        let names = reviews.map(\.component)
        return [(base, TokenDiff.versionScopes.base), (head, TokenDiff.versionScopes.head)].map { side, scope in
            let catalog = side.bound.catalog
            let read = Set(names.flatMap { catalog.previewProperties(of: $0) }.map { "--" + $0 })
            let tokens = side.bound.stylesheet?.css(in: scope, keeping: read) ?? ""
            return tokens + "\n" + scope.confining(catalog.stylesheet)
        }.joined(separator: "\n")
    }
}
