import Testing
@testable import StyleGuideGen

/// The text a system names beside a fill: same group, same words but the fill word.
@Suite struct CompanionTextTests {
    @Test func theTextBesideAFillIsNamedAsItIs() {
        let names = ["button.primary.bg-default", "button.primary.label-default", "button.primary.label-hover", "button.primary.border-default",
                     "button.secondary.label-default", "button.primary.txt-default"]
        let companions = CompanionText(tokens: ResolvedTokenSet(tokens: names.map { RoleFixtures.token($0, "#000000") }))
        #expect(companions.companions(of: "button.primary.bg-default") == ["button.primary.label-default", "button.primary.txt-default"])
        #expect(companions.companions(of: "button.primary.border-default").isEmpty, "a border has no text beside it")
    }
}
