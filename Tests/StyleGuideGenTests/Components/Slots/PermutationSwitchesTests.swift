import Testing
@testable import StyleGuideGen

/// Switches are the modifiers of more than one context that are not about light and dark.
@Suite struct PermutationSwitchesTests {
    @Test func appearanceModifiersAreNoSwitches() {
        #expect(PermutationSwitches.isAppearance(Modifier(name: "Theme", contexts: ["Day", "Night"])))
        #expect(PermutationSwitches.isAppearance(Modifier(name: "mode", contexts: ["light", "dark", "light-high-contrast"])))
        #expect(PermutationSwitches.isAppearance(Modifier(name: "contrast", contexts: ["standard", "high"])))
        #expect(!PermutationSwitches.isAppearance(Modifier(name: "brand", contexts: ["ocean", "forest"])))
    }

    /// Carbon's `theme` (white, g90) says nothing of light or dark in its words: its tokens do.
    @Test func aModifierThatTurnsTheColoursDarkIsAnAppearance() {
        let theme = Modifier(name: "theme", contexts: ["white", "g90"])
        let brand = Modifier(name: "brand", contexts: ["ocean", "forest"])
        let project = RoleFixtures.project([theme, brand], ["background": "#ffffff", "text": "#161616", "brand": "#0f62fe"]) { choices in
            (choices["theme"] == "g90" ? ["background": "#262626", "text": "#f4f4f4"] : [:])
                .merging(choices["brand"] == "forest" ? ["brand": "#198038"] : [:]) { $1 }
        }
        #expect(PermutationSwitches.turnsLightDark(theme, in: project))
        #expect(!PermutationSwitches.turnsLightDark(brand, in: project))
        #expect(PermutationSwitches(project: project).switchModifiers == ["brand"])
    }

    @Test func aModifierOfOneContextSwitchesNothing() {
        let project = RoleFixtures.project([RoleFixtures.mode, Modifier(name: "Core", contexts: ["on"]), RoleFixtures.accent], ["x": "#000000"])
        let switches = PermutationSwitches(project: project)
        #expect(switches.switchModifiers == ["Color"])
        #expect(switches.names == "Color")
    }

    /// A value that differs only with light/dark is no change; one that differs with the switch is.
    @Test func changesAreFoundOnlyWithinAnAppearance() {
        let project = RoleFixtures.project([RoleFixtures.mode, RoleFixtures.accent], ["x": "#000000"])
        let switches = PermutationSwitches(project: project)
        let byMode = project.permutations.map { permutation -> TokenValue? in
            permutation.inputs[0].context == "dark" ? RoleFixtures.token("x", "#ffffff").value : RoleFixtures.token("x", "#000000").value
        }
        #expect(switches.firstChange(in: byMode) == nil)
        let bySwitch = project.permutations.map { permutation -> TokenValue? in
            permutation.inputs[1].context == "danger" ? RoleFixtures.token("x", "#ff0000").value : RoleFixtures.token("x", "#000000").value
        }
        #expect(switches.firstChange(in: bySwitch) == "Color=danger against Color=primary")
    }
}
