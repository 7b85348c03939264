import Testing
@testable import StyleGuideGen

/// Each role check on a token that passes it and one that fails it, and the failure says where.
@Suite struct RoleCheckTests {
    private let white = "#ffffff", black = "#000000"

    private func check(_ project: TokenProject, grounds: [String: String] = [:]) -> RoleCheck {
        var check = RoleCheck(project: project)
        for (slot, token) in grounds { check.grounds[slot] = check.ground(token: token) }
        return check
    }

    /// Text on a fill needs 4.5:1 in every permutation: black passes on the light blue and fails on
    /// the dark one, white the other way round; each failure names its permutation.
    @Test func textMustReach4_5OnItsFillInEveryPermutation() {
        let project = RoleFixtures.project([RoleFixtures.mode], ["fill": "#0050c0", "black": black, "white": white]) { choices in
            choices["Mode"] == "dark" ? ["fill": "#0040a0"] : ["fill": "#5b8def"]
        }
        let check = check(project, grounds: ["color.accent-fill": "fill"])
        let role = SlotRole.all["color.on-accent"]!
        #expect(check.check("white", for: "color.on-accent", role: role) == .fails(
            "reaches only 3.23:1 on fill in Mode=light (text needs 4.5:1 in every permutation)"))
        guard case .fails(let reason) = check.check("black", for: "color.on-accent", role: role) else {
            Issue.record("black at 2.2:1 passed")
            return
        }
        #expect(reason.contains("on fill in Mode=dark") && reason.contains("needs 4.5:1"), "\(reason)")
    }

    /// A label keeps its colour when only the accent switch changes, and may change with light/dark.
    @Test func aLabelDoesNotFollowTheAccentSwitch() {
        let project = RoleFixtures.project([RoleFixtures.mode, RoleFixtures.accent], ["steady": "#111111", "follows": "#111111"]) { choices in
            (choices["Color"] == "danger" ? ["follows": "#aa0000"] : [:]).merging(choices["Mode"] == "dark" ? ["steady": "#eeeeee"] : [:]) { $1 }
        }
        let check = check(project)
        let label = SlotRole.all["color.label"]!
        #expect(check.check("steady", for: "color.label", role: label).passed)
        #expect(check.check("follows", for: "color.label", role: label) == .fails(
            "changes colour with Color=danger against Color=primary (a text colour keeps its colour when only a brand or accent switch changes)"))
        // Text on a fill follows the accent: the same change is no failure there.
        #expect(check.check("follows", for: "color.on-accent", role: SlotRole.all["color.on-accent"]!).passed)
    }

    /// A fill stands out from the page by 1.5:1 in every permutation: the page's own tint does not.
    @Test func aFillIsNotThePageBackground() {
        let project = RoleFixtures.project([RoleFixtures.mode], ["page": white, "tint": "#eef3ff", "solid": "#0050c0"]) { choices in
            choices["Mode"] == "dark" ? ["page": black, "tint": "#0a0c12", "solid": "#3b7cf0"] : [:]
        }
        let check = check(project, grounds: ["color.cell-background": "page"])
        let fill = SlotRole.all["color.accent-fill"]!
        #expect(check.check("solid", for: "color.accent-fill", role: fill).passed)
        guard case .fails(let reason) = check.check("tint", for: "color.accent-fill", role: fill) else {
            Issue.record("the page tint passed as a fill")
            return
        }
        #expect(reason.hasPrefix("reaches only 1.") && reason.contains("a fill needs 1.5:1"), "\(reason)")
    }

    /// A version switch may retune a grey's lightness: the label stays one colour.
    @Test func aLabelMayBeRetunedLighterOrDarker() {
        let project = RoleFixtures.project([RoleFixtures.mode, Modifier(name: "variant", contexts: ["v1", "v2"])], ["grey": "#202020"]) { choices in
            choices["variant"] == "v2" ? ["grey": "#383838"] : [:]
        }
        #expect(check(project).check("grey", for: "color.label", role: SlotRole.all["color.label"]!).passed)
    }

    /// No role takes a state's colour, however well it measures.
    @Test func aStatesColourIsNoGuess() {
        let project = RoleFixtures.project([], ["button.bg-hover": "#0050c0"])
        #expect(check(project).check("button.bg-hover", for: "color.accent-fill", role: .fill(on: [])) == .fails("is named `hover`, a state's colour"))
    }

    /// Fills and backgrounds are not named like borders or text, whatever their value.
    @Test func aFillOrBackgroundIsNotABorderOrText() {
        let project = RoleFixtures.project([], ["button.border": "#0050c0", "button.bg": "#0050c0", "page.text": white])
        let check = check(project)
        #expect(check.check("button.border", for: "color.accent-fill", role: .fill(on: [])) == .fails("is named `border`, not a fill"))
        #expect(check.check("button.bg", for: "color.accent-fill", role: .fill(on: [])).passed)
        #expect(check.check("page.text", for: "color.grouped-background", role: .background) == .fails("is named `text`, not a background"))
    }

    /// Named by CSS property, `x.color` beside `x.background-color` is text; a text token whose last
    /// segment is a background is none (`on-surface` is).
    @Test func theLastSegmentSaysTextOrBackground() {
        let project = RoleFixtures.project([], ["page-body.color": "#202020", "page-body.background-color": "#ffffff", "brand.color": "#0050c0",
                                                "basis.text.bg-1": "#202020", "sys.on-surface": "#202020"])
        let check = check(project)
        #expect(check.check("page-body.color", for: "color.grouped-background", role: .background) == .fails("is named `color` beside `background-color`, a text colour"))
        #expect(check.check("brand.color", for: "color.accent-fill", role: .fill(on: [])).passed, "no background-color beside it")
        #expect(check.check("basis.text.bg-1", for: "color.label", role: .text(on: [])) == .fails("is named `bg`, a background"))
        #expect(check.check("sys.on-surface", for: "color.label", role: .text(on: [])).passed)
    }

    /// A fill chosen after its text must carry that text at 4.5:1.
    @Test func aFillCarriesTheTextAlreadyChosenForIt() {
        let project = RoleFixtures.project([], ["on": white, "red": "#d70015", "pink": "#ff9aa2"])
        let check = check(project, grounds: ["color.on-accent": "on"])
        let fill = SlotRole.all["color.destructive-fill"]!
        #expect(check.check("red", for: "color.destructive-fill", role: fill).passed)
        guard case .fails(let reason) = check.check("pink", for: "color.destructive-fill", role: fill) else {
            Issue.record("white text on pink passed")
            return
        }
        #expect(reason.hasPrefix("carries on, which reaches only"), "\(reason)")
    }

    /// A token missing from a permutation, or no colour there, cannot be checked there: it fails.
    @Test func aTokenMissingFromAPermutationFails() {
        let project = RoleFixtures.project([RoleFixtures.mode]) { choices in choices["Mode"] == "dark" ? [:] : ["only.light": white] }
        #expect(check(project).check("only.light", for: "color.cell-background", role: .background) == .fails("is no colour in Mode=dark"))
    }
}
