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
        #expect(contract.slots.map(\.name) == ["color.accent-fill", "spacing.s", "spacing.xs", "spacing.m", "radius.button", "shadow.button",
                                                "color.on-accent", "typography.button", "color.pressed-overlay", "opacity.disabled"])
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
}
