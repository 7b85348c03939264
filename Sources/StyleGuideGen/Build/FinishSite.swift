/// Step 5, finish: the one place the severity policy is applied (`--strict`, the config's
/// `diagnostics`, contrast failures for `check`), to what every step found and to why the memo
/// could not be reused; then what shows the project's final diagnostics: their page, the home
/// page's health line and `report.json` (not the memo's: the same inputs give the same site).
struct FinishSite {
    let options: BuildOptions
    var memo = BuildMemo()

    /// The site with its Build section, health and report; nil when there is no site. Files in the
    /// diagnostics are named as the user sees them from here on.
    func run(_ site: SiteModel?, _ resolved: BoundComponents?, read: [(path: String, sha256: String)], diagnostics: inout DiagnosticBag) -> SiteModel? {
        diagnostics.append(contentsOf: memo.warnings)
        diagnostics.apply(options.policy)
        diagnostics.displayFiles(options.layout.display)
        guard var site, let resolved else { return nil }
        let final = diagnostics.sorted.filter { !memo.isOwnWarning($0) }
        site.append(section: "Build", pages: [DiagnosticsPage(diagnostics: final, search: site.search).page()].compactMap { $0 })
        let colorsPage = TokenPageScope(kind: .colors).outputPath
        site.overview.health = BuildHealth(diagnostics: final, contrast: resolved.contrast,
                                           contrastPage: site.pages.contains { $0.outputPath == colorsPage } ? colorsPage : nil)
        site.report = report(site: site, resolved: resolved, read: read, diagnostics: final)
        return site
    }

    /// `report.json`: what was read, made and found.
    private func report(site: SiteModel, resolved: BoundComponents, read: [(path: String, sha256: String)], diagnostics: [Diagnostic]) -> BuildReport {
        let tokens = resolved.tokens
        return BuildReport(
            inputs: read.map { (options.layout.display($0.path), $0.sha256) },
            pages: [("index.html", site.home?.title ?? "Home")] + site.pages.map { ($0.outputPath, $0.title) },
            permutations: (tokens?.permutations ?? []).map { Dictionary($0.inputs.map { ($0.modifier, $0.context) }) { first, _ in first } },
            tokenCounts: site.overview.counts.tokensByType,
            contrast: resolved.contrast.results,
            contracts: resolved.components?.contracts ?? [], bindings: resolved.components?.bindings ?? [:],
            diagnostics: diagnostics,
            date: options.date,
            touchTargets: resolved.touchTargets.results)
    }
}
