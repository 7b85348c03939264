import Testing
@testable import StyleGuideGen

/// Switches are the modifiers of more than one context that are not about light and dark.
@Suite struct PermutationSwitchesTests {
    @Test func appearanceModifiersAreNoSwitches() {
        #expect(PermutationSwitches.isAppearance(Modifier(name: "Theme", contexts: ["Day", "Night"])))
        #expect(PermutationSwitches.isAppearance(Modifier(name: "mode", contexts: ["light", "dark", "light-high-contrast"])))
        #expect(!PermutationSwitches.isAppearance(Modifier(name: "brand", contexts: ["ocean", "forest"])))
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
