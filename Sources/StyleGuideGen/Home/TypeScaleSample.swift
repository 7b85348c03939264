/// The home page's type scale: the project's typography at the Large text size, largest first,
/// one specimen per distinct style, each linked to its token.
enum TypeScaleSample {
    static let limit = 10
    static let specimenText = "The quick brown fox"

    static func data(_ catalog: TokenCatalog) -> (rows: [MustacheValue], total: Int) {
        let entries = catalog.entries(on: .typography)
        let defaults = catalog.project.defaultPermutation?.tokens
        var styles: [(entry: TokenCatalog.Entry, value: TypographyValue, scale: TypeScaleEntry)] = []
        var seen: Set<[String]> = []
        for entry in entries {
            guard let token = defaults?[entry.name] ?? catalog.variants(entry.name).first?.token,
                  case .typography(let value) = token.value else { continue }
            let scale = TypeScale.entry(value, rule: token.dynamicType, at: .standard)
            let key = value.fontFamily + [CSSNumberFormat.string(value.fontWeight.weight), TokenNumberText.points(scale.size)]
            if seen.insert(key).inserted { styles.append((entry, value, scale)) }
        }
        // Each size once before a second weight of any size, then largest first (files' order among equals).
        var sizes: Set<Double> = []
        let firsts = styles.indices.filter { sizes.insert(styles[$0].scale.size).inserted }
        let chosen = (firsts + styles.indices.filter { !firsts.contains($0) }).prefix(limit)
            .sorted { (styles[$0].scale.size, $1) > (styles[$1].scale.size, $0) }.map { styles[$0] }
        let rows: [MustacheValue] = chosen.map { style in
            [
                "name": .string(style.entry.name),
                "href": .string("tokens/" + (catalog.href(style.entry.name) ?? TokenPageScope(kind: .typography).fileName)),
                "size": .string(TokenNumberText.points(style.scale.size)),
                "lineHeight": .string(TokenNumberText.points(style.scale.lineHeight)),
                "style": .string(TokenCSS.specimen(familyCSS: TokenCSS.fontFamily(style.value.fontFamily), weight: style.value.fontWeight.weight,
                                                   size: style.scale.size, lineHeight: style.scale.lineHeight,
                                                   letterSpacing: style.value.letterSpacing.points)),
                "text": .string(specimenText),
            ]
        }
        return (rows, entries.count)
    }
}
