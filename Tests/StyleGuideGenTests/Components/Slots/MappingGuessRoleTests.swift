import Foundation
import Testing
@testable import StyleGuideGen

/// `MappingGuess` on small systems built to mislead a guess by name alone: the role checks decide,
/// an unmapped slot says which check failed, and the contrast pairs are the map's.
@Suite struct MappingGuessRoleTests {
    /// Light/dark and an accent switch. By name alone the pale `accent.button.fill` and the red
    /// `accent.danger.button.fill` rank above `accent.bg`, and `text.default` (which follows the
    /// switch) above `text.primary`.
    static func misleading(onAccent: String = "#ffffff") -> TokenProject {
        RoleFixtures.project([RoleFixtures.mode, RoleFixtures.accent], [
            "bg.default": "#ffffff", "bg.page": "#f2f2f7", "accent.bg": "#0050c0", "accent.button.fill": "#eef3ff",
            "accent.danger.button.fill": "#d70015", "danger.button.fill": "#c00012", "text.on-accent": onAccent,
            "text.default": "#111111", "text.primary": "#111111",
        ]) { choices in
            var dark = choices["Mode"] == "dark" ? ["bg.default": "#1c1c1e", "bg.page": "#000000", "accent.button.fill": "#10141c",
                                                    "text.default": "#eeeeee", "text.primary": "#f5f5f5"] : [:]
            if choices["Color"] == "danger" { dark["text.default"] = "#aa0000" }
            return dark
        }
    }

    @Test func theRoleChecksOverruleTheNames() throws {
        let guess = MappingGuess.guess(Self.misleading(), catalog: try RoleFixtures.catalog())
        #expect(guess.token(for: "color.cell-background") == "bg.default")
        #expect(guess.token(for: "color.grouped-background") == "bg.page")
        #expect(guess.token(for: "color.accent-fill") == "accent.bg", "not the page tint, not the danger fill")
        #expect(guess.token(for: "color.on-accent") == "text.on-accent")
        #expect(guess.token(for: "color.destructive-fill") == "danger.button.fill")
        #expect(guess.token(for: "color.label") == "text.primary", "not the label that turns red with Color=danger")
    }

    /// With no text reaching 4.5:1 on the fill, the text slot is left to the example with the
    /// failed check in its reason, and no pair of it is written.
    @Test func textThatPassesNowhereIsLeftUnmappedWithTheFailedCheck() throws {
        let guess = MappingGuess.guess(Self.misleading(onAccent: "#3060b0"), catalog: try RoleFixtures.catalog())
        #expect(guess.token(for: "color.on-accent") == nil)
        let reason = try #require(guess.unmapped.first { $0.slot == "color.on-accent" }?.reason)
        #expect(reason.contains("`text.on-accent`, reaches only") && reason.contains("text needs 4.5:1 in every permutation"), "\(reason)")
        #expect(!guess.contrastPairs.contains { $0.foreground == "text.on-accent" })
    }

    /// Each text slot with what the components draw it on, as the map's tokens, both sides mapped.
    @Test func theContrastPairsAreTheMaps() throws {
        let guess = MappingGuess.guess(Self.misleading(), catalog: try RoleFixtures.catalog())
        #expect(guess.contrastPairs.map { [$0.foreground, $0.background] } == [
            ["text.on-accent", "accent.bg"], ["text.on-accent", "danger.button.fill"], ["text.primary", "bg.default"], ["text.primary", "bg.page"],
        ])
    }

    /// `init` writes the map's pairs, so a bad guess is measured by `check`: with white mapped on
    /// the page tint the written pair fails where the tint is light.
    @Test func theWrittenPairsAreMeasuredSoABadGuessFails() throws {
        let project = Self.misleading()
        var guess = MappingGuess.guess(project, catalog: try RoleFixtures.catalog())
        let config = try ConfigLoader.load(Data(ExistingProjectInitializer.config(tokens: ".", project: project, guess: guess).utf8), file: "styleguide.json")
        #expect(config.contrast.pairs.map { [$0.foreground, $0.background] } == guess.contrastPairs.map { [$0.foreground, $0.background] })

        guess.entries = guess.entries.map { $0.slot == "color.accent-fill" ? MappingGuess.Entry(slot: $0.slot, target: .token("accent.button.fill"), reason: "") : $0 }
        let bad = try ConfigLoader.load(Data(ExistingProjectInitializer.config(tokens: ".", project: project, guess: guess).utf8), file: "styleguide.json")
        var diagnostics = DiagnosticBag()
        let report = ContrastReport.evaluate(project: project, catalog: try RoleFixtures.catalog(), config: bad.contrast, diagnostics: &diagnostics)
        let failing = report.results.filter { !$0.passes && $0.background == "accent.button.fill" }
        #expect(Set(failing.map(\.permutation)) == ["Mode=light, Color=primary", "Mode=light, Color=danger"], "white on the light tint fails")
    }

    /// Named as Digdir's Designsystemet names its colours, with a `Color` switch that turns the
    /// accent red: the fill is the accent's base, not its pale tint, and the text on it is its
    /// `base-contrast` colour; the body text is the neutral one the switch leaves alone.
    @Test func aDesignsystemetStyleSystemGetsItsBaseAndContrastColours() throws {
        let project = RoleFixtures.project([RoleFixtures.mode, RoleFixtures.accent], [
            "neutral.background-default": "#ffffff", "accent.background-tinted": "#e9f0fb", "accent.base-default": "#0062ba",
            "accent.base-contrast-default": "#ffffff", "neutral.text-default": "#1e2b3c", "text-default": "#0f2c4d",
        ]) { choices in
            var tokens = choices["Mode"] == "dark" ? ["neutral.background-default": "#1a1b1e", "accent.background-tinted": "#1b2a3d",
                                                      "neutral.text-default": "#e8eaee", "text-default": "#dfe9f5"] : [:]
            if choices["Color"] == "danger" { tokens.merge(["accent.base-default": "#c22020", "text-default": "#5b0f0f"]) { $1 } }
            return tokens
        }
        let guess = MappingGuess.guess(project, catalog: try RoleFixtures.catalog())
        #expect(guess.token(for: "color.accent-fill") == "accent.base-default")
        #expect(guess.token(for: "color.on-accent") == "accent.base-contrast-default")
        #expect(guess.token(for: "color.label") == "neutral.text-default")
    }

    /// A fill no text reaches 4.5:1 on, neither the system's nor the example's white, is left to
    /// the example: a white button with white text is worse than the example's blue one.
    @Test func aFillNoTextCanBeReadOnIsLeftToTheExample() throws {
        let project = RoleFixtures.project([], ["bg.default": "#ffffff", "accent.bg": "#8fb6f0", "text.on-accent": "#9fc0f5"])
        let guess = MappingGuess.guess(project, catalog: try RoleFixtures.catalog())
        #expect(guess.token(for: "color.accent-fill") == nil)
        let reason = try #require(guess.unmapped.first { $0.slot == "color.accent-fill" }?.reason)
        #expect(reason.hasPrefix("no fill named like it carries text at 4.5:1: on the best named that passes its own checks, `accent.bg`"), "\(reason)")
    }

    /// A token named for a theme that is not the default (`cargo` where `Theme` is `post` or
    /// `cargo`) is that theme's colour and no guess for the others, however well it measures.
    @Test func aTokenOfAnotherThemeIsNoGuess() throws {
        let project = RoleFixtures.project([Modifier(name: "Theme", contexts: ["post", "cargo"])], [
            "post.bg": "#ffffff", "post.cargo.brand.button.bg": "#00411c", "post.brand.bg": "#ffcc00", "post.brand.fg": "#000000", "post.cargo.brand.button.fg": "#ffffff",
        ])
        let guess = MappingGuess.guess(project, catalog: try RoleFixtures.catalog())
        #expect(guess.token(for: "color.accent-fill") == "post.brand.bg")
        #expect(guess.token(for: "color.on-accent") == "post.brand.fg")
    }
}
