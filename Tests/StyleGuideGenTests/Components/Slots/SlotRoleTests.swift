import Testing
@testable import StyleGuideGen

/// The roles agree with the built-in components' stylesheets.
@Suite struct SlotRoleTests {
    /// Every pair a built-in stylesheet draws between two role slots is one of the role table's.
    @Test func everyPairTheStylesheetsDrawIsARolePair() throws {
        let roles = Set(SlotRole.textPairs.map { [$0.text, $0.on] })
        var drawn = 0
        var diagnostics = DiagnosticBag()
        for component in try RoleFixtures.catalog().components {
            for pair in StylesheetContrastPairs.parse(component.stylesheet, file: component.file, component: component.name, diagnostics: &diagnostics) {
                let slots = [pair.foreground, pair.background].map { ExampleTheme.shared.owners[$0]?.token ?? $0 }
                guard slots.allSatisfy({ SlotRole.all[$0] != nil }) else { continue }
                drawn += 1
                #expect(roles.contains(slots), "\(component.name) draws \(slots[0]) on \(slots[1])")
            }
        }
        #expect(drawn >= 4, "the stylesheets draw the buttons' and the rows' pairs: \(drawn)")
    }

    /// Labels and backgrounds keep their colour under a switch; the accent's text and fills follow it.
    @Test func whichRolesKeepTheirColourAcrossSwitches() {
        let keeping = SlotRole.guessOrder.filter { SlotRole.all[$0]?.keepsAcrossSwitches == true }
        #expect(keeping == ["color.cell-background", "color.grouped-background", "color.label", "color.secondary-label", "color.separator"])
    }
}
