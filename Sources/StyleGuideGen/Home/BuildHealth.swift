/// The home page's health line: the build's warnings by code (each linked to its group on the
/// diagnostics page), its notes, and how many contrast pairs miss their level in some permutation.
struct BuildHealth: Sendable {
    var errors: [DiagnosticSummary.Count]
    var warnings: [DiagnosticSummary.Count]
    var notes: Int
    var contrastPairs: Int
    var failingPairs: Int
    /// Where the pairs are listed; nil when the site has no colour page (then they are not told).
    var contrastPage: String?

    init(diagnostics: [Diagnostic], contrast: ContrastReport, contrastPage: String?) {
        self.contrastPage = contrastPage
        let summary = DiagnosticSummary(diagnostics)
        errors = summary.errors
        warnings = summary.warnings
        notes = summary.notes
        // A pair as the colour page lists it: foreground on background, at a level and text size.
        var pairs: Set<ContrastRequirementKey> = []
        var failing: Set<ContrastRequirementKey> = []
        for result in contrast.results {
            let key = ContrastRequirementKey(result)
            pairs.insert(key)
            if !result.passes { failing.insert(key) }
        }
        contrastPairs = pairs.count
        failingPairs = failing.count
    }

    var data: MustacheValue {
        let warningCount = warnings.reduce(0) { $0 + $1.count }
        let errorCount = errors.reduce(0) { $0 + $1.count }
        return [
            "errors": errorCount == 0 ? .null : [
                "text": .string(Counted.text(errorCount, "error", grouped: true)),
                "codes": .list(errors.map(Self.codeLink)),
            ],
            "warnings": .string(Counted.text(warningCount, "warning", grouped: true)),
            "hasWarnings": .bool(warningCount > 0),
            "codes": .list(warnings.map(Self.codeLink)),
            "notes": notes > 0 ? .string(Counted.text(notes, "note", grouped: true)) : .null,
            "diagnosticsHref": errorCount + warningCount + notes > 0 ? .string(DiagnosticsPage.outputPath) : .null,
            "contrast": contrastPairs == 0 || contrastPage == nil ? .null : [
                "text": .string(failingPairs == 0 ? (contrastPairs == 1 ? "the one contrast pair passes" : "all \(Counted.text(contrastPairs, "contrast pair", grouped: true)) pass")
                    : "\(SiteCounts.grouped(failingPairs)) of \(Counted.text(contrastPairs, "contrast pair", grouped: true)) \(contrastPairs == 1 ? "fails" : "fail") in some permutation"),
                "failing": .bool(failingPairs > 0),
                "href": .string((contrastPage ?? "") + "#contrast-pairs"),
            ],
        ]
    }

    private static func codeLink(_ count: DiagnosticSummary.Count) -> MustacheValue {
        ["code": .string(count.code.id), "count": .string(SiteCounts.grouped(count.count)),
         "href": .string(DiagnosticsPage.outputPath + "#" + DiagnosticsPage.anchor(for: count.code))]
    }
}
