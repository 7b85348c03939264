import Foundation
import Testing
@testable import StyleGuideGen

/// A design system with its own names: the diff names the components a change reaches through the map.
@Suite struct MappedDiffTests {
    static func tokens(_ hex: String) -> String {
        #"{"bgColor": {"$type": "color", "accent": {"emphasis": {"$value": \#(SlotMappingTests.color(hex))}}}, "fgColor": {"$type": "color", "onEmphasis": {"$value": \#(SlotMappingTests.color("#ffffff"))}}}"#
    }

    @Test func aChangedMappedTokenTouchesTheComponentsOfItsSlot() throws {
        let map = [SlotMapping(slot: "color.accent-fill", target: .token("bgColor.accent.emphasis")),
                   SlotMapping(slot: "color.on-accent", target: .token("fgColor.onEmphasis"))]
        let diff = try TokenDiff.compare(base: try DiffTestSupport.project(["a.tokens.json": Self.tokens("#0969da")]),
                                     head: try DiffTestSupport.project(["a.tokens.json": Self.tokens("#54aeff")]),
                                     config: DiffTestSupport.config(map: map))
        let change = try #require(diff.groupedEntries.first { $0.paths.contains("bgColor.accent.emphasis") })
        #expect(change.components == ["standard-button"])
        // White on the lighter blue falls below 4.5:1: the crossing names the button it is drawn on.
        let crossing = try #require(diff.contrast.first { $0.background == "color.accent-fill" })
        #expect(crossing.components == ["standard-button"])
    }
}
