/// The home page at a glance: the main palettes, the type scale at Large, the components live,
/// what the site holds, and the build's health (known last, once the diagnostics are final).
struct HomeOverview: Sendable {
    var palettes: [MustacheValue] = []
    var paletteTotal = 0
    var typeScale: [MustacheValue] = []
    var typographyTotal = 0
    var thumbnails: [MustacheValue] = []
    var counts: SiteCounts
    var health: BuildHealth?

    var data: [String: MustacheValue] {
        [
            "palettes": palettes.isEmpty ? .null : [
                "strips": .list(palettes),
                "more": paletteTotal > palettes.count ? .string(SiteCounts.grouped(paletteTotal)) : .null,
                "href": .string(TokenPageScope(kind: .colors).outputPath),
            ],
            "typeScale": typeScale.isEmpty ? .null : [
                "rows": .list(typeScale),
                "more": typographyTotal > typeScale.count ? .string(SiteCounts.grouped(typographyTotal)) : .null,
                "href": .string(TokenPageScope(kind: .typography).outputPath),
            ],
            "thumbnails": thumbnails.isEmpty ? .null : ["items": .list(thumbnails)],
            "counts": counts.data,
            "health": health?.data ?? .null,
        ]
    }
}
