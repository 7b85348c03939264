import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ComponentContractTests {
    static let contracts = ComponentContract.all(try! ComponentCatalog(files: .defaults), example: .shared, project: nil)

    static func slot(_ component: String, _ name: String) -> ComponentSlot? {
        contracts.first { $0.component == component }?.slots.first { $0.name == name }
    }

    @Test func theSlotsOfTheStandardButton() throws {
        let contract = try #require(Self.contracts.first { $0.component == "standard-button" })
        #expect(contract.slots.map(\.name) == ["color.accent-fill", "size.row-min-height", "spacing.s", "spacing.xs", "spacing.m", "radius.button",
                                                "shadow.button", "color.on-accent", "typography.button", "color.pressed-overlay", "opacity.disabled"])
        // Built on the standard button: its slots but the fill, which it sets itself.
        let destructive = try #require(Self.contracts.first { $0.component == "destructive-button" })
        #expect(destructive.slots.map(\.name) == Array(contract.slots.map(\.name).dropFirst()) + ["color.destructive-fill"])
        let button = try #require(Self.slot("standard-button", "typography.button"))
        #expect(button.type == .typography && button.scalingText == "with Body, at most 28 pt")
        #expect(button.properties.count == 5 && button.properties.contains("typography-button-line-height"))
        #expect(Self.slot("standard-button", "color.accent-fill")?.purpose == "Background of standard buttons, under on-accent text")
    }

    @Test func scalingComesFromTheExamplesRules() {
        #expect(Self.slot("settings-row", "size.icon-frame")?.scalingText == "like @ScaledMetric with Body, at most 60 pt")
        #expect(Self.slot("body-label", "typography.body")?.scalingText == "as Body (the HIG table)")
        #expect(Self.slot("settings-header", "size.avatar")?.scalingText == "fixed")
    }

    /// Every slot of every built-in component says what it is for, and has a default.
    @Test func everyBuiltInSlotHasAPurposeAndADefault() {
        let slots = Self.contracts.flatMap(\.slots)
        #expect(slots.count > 80)
        #expect(slots.filter { $0.purpose.isEmpty }.map(\.name) == [])
        #expect(slots.allSatisfy(\.hasDefault) && Self.contracts.allSatisfy { $0.unknownProperties.isEmpty })
    }

    // MARK: Slots read through an included component

    static func contract(_ name: String, files: TemplateFiles) throws -> ComponentContract {
        let contracts = ComponentContract.all(try ComponentCatalog(files: files), example: .shared, project: nil)
        return try #require(contracts.first { $0.component == name })
    }

    @Test func aCardListsTheSlotsItReadsThroughTheButtonAndTheTag() throws {
        let card = try Self.contract("card", files: ComponentIncludesTests.files())
        #expect(card.slots.map(\.name) == ["spacing.m", "color.label"] && card.slots.allSatisfy { $0.through == nil })
        let button = try #require(Self.contracts.first { $0.component == "standard-button" })
        // The button's slots but the one the card reads itself, then the tag's (its colour is no slot of the example).
        let throughButton = button.slots.map(\.name).filter { $0 != "spacing.m" }
        #expect(card.nestedSlots.map(\.name) == throughButton + ["typography.caption1"])
        #expect(card.nestedSlots.map { $0.through ?? "" } == Array(repeating: "standard-button", count: throughButton.count) + ["tag"])
        // Each as the included component describes it.
        #expect(card.nestedSlots.first { $0.name == "typography.button" }.map { [$0.purpose, $0.scalingText] }
            == button.slots.first { $0.name == "typography.button" }.map { [$0.purpose, $0.scalingText] })
        #expect(button.nestedSlots.isEmpty)
    }

    @Test func aSlotTheCardReadsItselfIsListedOnceAsItsOwn() throws {
        let css = ComponentIncludesTests.cardCSS.replacingOccurrences(of: "color: var(--color-label);", with: "color: var(--color-on-accent);")
        let card = try Self.contract("card", files: ComponentIncludesTests.files(["components/card.css": css]))
        #expect(card.slots.map(\.name) == ["spacing.m", "color.on-accent"])
        #expect(!card.nestedSlots.contains { $0.name == "color.on-accent" || $0.name == "spacing.m" })
    }

    /// Through the tag, at any depth, named by the component the card includes itself; a cycle of
    /// includes (which rendering stops as runaway) ends the list.
    @Test func slotsTwoIncludesDeepAreReadThroughTheFirst() throws {
        let card = ComponentIncludesTests.card.replacingOccurrences(of: "{{> standard-button label=action}}\n{{> components/standard-button label=\"Details\" variant=\"pressed\"}}\n{{> standard-button}}\n", with: "")
        let tag = ComponentIncludesTests.tag.replacingOccurrences(of: "</span>", with: "</span>{{> destructive-button label=text}}{{> card}}")
        let contract = try Self.contract("card", files: ComponentIncludesTests.files(card: card, ["components/tag.html": tag]))
        #expect(contract.nestedSlots.first?.name == "typography.caption1")
        #expect(contract.nestedSlots.contains { $0.name == "color.destructive-fill" && $0.through == "tag" })
        #expect(contract.nestedSlots.allSatisfy { $0.through == "tag" })
    }

    @Test func theSettingsScreenReadsItsRowsSlotsThroughTheRow() throws {
        let screen = try #require(Self.contracts.first { $0.component == "settings-screen" })
        #expect(screen.nestedSlots.contains { $0.name == "size.row-min-height" && $0.through == "settings-row" })
        // Each slot once: the screen reads the icon frame itself, the body font first through the header.
        #expect(!screen.nestedSlots.contains { $0.name == "size.icon-frame" })
        #expect(screen.nestedSlots.filter { $0.name == "typography.body" }.map(\.through) == ["settings-header"])
        #expect(screen.nestedSlots.contains { $0.name == "size.avatar" && $0.through == "settings-header" })
    }
}
