import Testing
@testable import StyleGuideGen

/// The bundled theme (`tokens/`, copied as `Fixtures/Diff/theme-base`) against a head copy with
/// `color.icon.vpn` renamed `color.icon.privacy`, light `color.secondary-label` made the lighter
/// `#8e8e93`, `spacing.xxl` added and `easing.spring` removed.
@Suite struct ThemeDiffTests {
    let diff: TokenDiff

    init() throws { diff = try DiffTestSupport.themeDiff() }

    @Test func findsEachChangeWithItsPermutations() throws {
        let groups = diff.groupedEntries
        #expect(groups.map(\.kind) == [.changed, .renamed, .added, .removed])
        #expect(groups.map(\.paths) == [["color.secondary-label"], ["color.icon.vpn", "color.icon.privacy"], ["spacing.xxl"], ["easing.spring"]])
        // Only the light permutations change the label; the rest happen everywhere.
        #expect(groups.map(\.permutations) == ["theme=light", "all", "all", "all"])
        let changed = try #require(groups.first?.entry)
        #expect(changed.valueChanged && !changed.typeChanged && !changed.aliasChanged)
        guard case .color(let before)? = changed.before?.value, case .color(let after)? = changed.after?.value else {
            Issue.record("secondary-label should stay a colour"); return
        }
        #expect(DiffValueText.hex(before) == "#3c3c43c7")
        #expect(DiffValueText.hex(after) == "#8e8e93")
        // The rename keeps each theme's indigo: two variants, one per appearance.
        #expect(groups[1].variants.map(\.permutations) == ["theme=light", "theme=dark"])
        #expect(diff.permutations.map(\.presence) == [.both, .both, .both, .both])
    }

    @Test func reportsTheLabelFallingBelowAAInBothLightPermutations() throws {
        #expect(diff.contrast.count == 2)
        for (crossing, brand) in zip(diff.contrast, ["ios", "ocean"]) {
            #expect(crossing.foreground == "color.secondary-label")
            #expect(crossing.background == "color.cell-background")
            #expect(crossing.inputs == [ModifierChoice(modifier: "theme", context: "light"), ModifierChoice(modifier: "brand", context: brand)])
            #expect(crossing.level == .aaNormalText)
            // 78% #3c3c43 over white composites to about #676769: 5.63:1; #8e8e93 on white is 3.26:1.
            #expect(crossing.before.map { ContrastFormat.ratio($0.ratio) } == "5.63")
            #expect(crossing.after.map { ContrastFormat.ratio($0.ratio) } == "3.26")
            #expect(crossing.startsFailing)
            #expect(crossing.components == ["settings-header", "settings-row"])
        }
        // One row for both: the same pair, the same verdict change.
        let group = try #require(diff.contrastGroups.first)
        #expect(diff.contrastGroups.count == 1)
        #expect(group.permutations == "theme=light" && group.permutationIndices.count == 2)
        #expect(group.before == CrossingGroup.Side(ratios: "5.63:1", lcs: "Lc 78.1", passes: true, meets: nil))
        #expect(group.after == CrossingGroup.Side(ratios: "3.26:1", lcs: "Lc 59.9", passes: false, meets: nil))
    }

    @Test func listsTheComponentsEachChangeTouches() {
        let touched = diff.touchedComponents
        // The Settings screen is drawn differently through the rows it includes, with no token of its own.
        #expect(touched.map(\.component) == ["caption-label", "settings-header", "settings-row", "settings-screen"])
        #expect(touched.first { $0.component == "settings-row" }?.tokens == ["color.cell-background", "color.icon.privacy", "color.icon.vpn", "color.secondary-label"])
        #expect(touched.last?.tokens == [])
        #expect(diff.groupedEntries.map(\.components) == [["caption-label", "settings-header", "settings-row"], ["settings-row"], [], []])
    }

    @Test func markdownHasCountsCrossingsFirstAndEveryEntry() {
        let markdown = diff.markdown()
        let lines = markdown.split(separator: "\n").map(String.init)
        let expected = [
            "| 1 | 1 | 1 | 1 | 1 | 4 |",
            "| `color.secondary-label` on `color.cell-background` | AA | theme=light | 5.63:1, Lc 78.1 passes | 3.26:1, Lc 59.9 **fails** | settings-header, settings-row |",
            "| `color.secondary-label` | `#3c3c43c7` | `#8e8e93` | theme=light | caption-label, settings-header, settings-row |",
            "| `color.icon.vpn` | `color.icon.privacy` | `#5856d6` = `{color.system.indigo}` in theme=light<br>`#5e5ce6` = `{color.system.indigo}` in theme=dark | all | settings-row |",
            "| `spacing.xxl` | dimension | `48px` | all |  |",
            "| `easing.spring` | cubicBezier | `cubic-bezier(0.5, 1.6, 0.4, 0.8)` | all |  |",
            "| settings-row | 2 permutations, 2 text sizes, **contrast crossing** | `color.cell-background`, `color.icon.privacy`, `color.icon.vpn`, `color.secondary-label` |",
        ]
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }
        let headings = lines.filter { $0.hasPrefix("### ") }
        #expect(headings == ["### Contrast crossings", "### Changed (1)", "### Renamed (1)", "### Added (1)", "### Removed (1)", "### Components touched"])
    }

    @Test func markdownLinksComponentsWhenTheSiteAddressIsKnown() {
        let markdown = diff.markdown(linkBase: "https://example.org/guide")
        #expect(markdown.contains("[settings-row](https://example.org/guide/diff.html#review-settings-row)"))
    }

    @Test func pageShowsEachEntryWithSwatchesRatiosAndReviewLinks() throws {
        let html = try diff.html(templates: SiteTemplates(files: TemplateFiles.defaults), catalog: ComponentCatalog(files: TemplateFiles.defaults), siteTitle: "Example")
        let expected = [
            "<title>Changes · Example</title>",
            "<link rel=\"stylesheet\" href=\"assets/diff.css\">",
            // Contrast crossing with both ratios.
            "<th scope=\"row\"><span class=\"diff-token\">color.secondary-label</span> on <span class=\"diff-token\">color.cell-background</span> <span class=\"diff-level\">AA</span></th>\n<td>theme=light</td>\n<td><span class=\"contrast contrast--pass\">5.63:1, Lc 78.1 <span class=\"contrast__verdict\">pass</span></span></td>\n<td><span class=\"contrast contrast--fail\">3.26:1, Lc 59.9 <span class=\"contrast__verdict\">fail</span></span></td>\n<td><span class=\"diff-components\">",
            // The changed colour, before and after.
            "<tbody class=\"diff-entry diff-entry--changed\" id=\"changed-1\">\n<tr>\n<th scope=\"rowgroup\" rowspan=\"1\"><span class=\"diff-token\">color.secondary-label</span></th>\n<td class=\"diff-value\"><span class=\"swatch\"><span class=\"swatch__color\" style=\"--swatch: #3c3c43c7\"></span></span><span class=\"diff-hex\">#3c3c43c7</span>",
            "<td class=\"diff-value\"><span class=\"swatch\"><span class=\"swatch__color\" style=\"--swatch: #8e8e93\"></span></span><span class=\"diff-hex\">#8e8e93</span>",
            // The rename, old -> new.
            "<span class=\"diff-token diff-token--old\">color.icon.vpn</span> <span aria-hidden=\"true\">→</span><span class=\"visually-hidden\">renamed to</span> <span class=\"diff-token\">color.icon.privacy</span>",
            // The added dimension as a 48px bar, the removed curve as text.
            "<span class=\"diff-token\">spacing.xxl</span></th>\n<td class=\"diff-value\"><span class=\"diff-none\">—</span></td>\n<td class=\"diff-value\"><span class=\"diff-bar\" style=\"width: 48px\"></span><code class=\"diff-text\">48px</code>",
            "<span class=\"diff-token\">easing.spring</span></th>\n<td class=\"diff-value\"><code class=\"diff-text\">cubic-bezier(0.5, 1.6, 0.4, 0.8)</code>",
            // Components, linked to their before and after.
            "<a href=\"#review-caption-label\">caption-label</a> <a href=\"#review-settings-header\">settings-header</a> <a href=\"#review-settings-row\">settings-row</a>",
            "<h3 id=\"review-settings-header\"><a href=\"components/settings-header.html#matrix\">Settings header</a></h3>",
            "<h2 id=\"contrast\">Contrast crossings</h2>",
        ]
        for fragment in expected { #expect(html.contains(fragment), "missing: \(fragment)") }
        // The components come first, then the crossings, then the token tables.
        let components = try #require(html.range(of: "id=\"components\""))
        let contrast = try #require(html.range(of: "id=\"contrast\""))
        let changed = try #require(html.range(of: "id=\"changed\""))
        #expect(components.lowerBound < contrast.lowerBound && contrast.lowerBound < changed.lowerBound)
    }

    @Test func pageInASubfolderLinksBackToTheRoot() throws {
        let html = try diff.html(templates: SiteTemplates(files: TemplateFiles.defaults), catalog: ComponentCatalog(files: TemplateFiles.defaults), siteTitle: "Example", path: "review/diff.html")
        #expect(html.contains("<a href=\"../components/settings-row.html#matrix\">Settings row</a>"))
        #expect(html.contains("href=\"../assets/diff-tokens.css\""))
        #expect(html.contains("href=\"../assets/diff.css\""))
    }

    @Test func sameInputsGiveTheSameOutput() throws {
        let again = try DiffTestSupport.themeDiff()
        #expect(again == diff)
        #expect(again.markdown() == diff.markdown())
        let templates = try SiteTemplates(files: TemplateFiles.defaults)
        let catalog = try ComponentCatalog(files: TemplateFiles.defaults)
        #expect(try again.html(templates: templates, catalog: catalog, siteTitle: "x") == diff.html(templates: templates, catalog: catalog, siteTitle: "x"))
    }
}
