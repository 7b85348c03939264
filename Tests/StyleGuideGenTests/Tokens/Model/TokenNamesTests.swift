@testable import StyleGuideGen
import Testing

/// `TokenNames` files names in a table of its own, by `NameHash`: it must number them as a
/// dictionary of Swift strings would, however many there are and however they are spelled.
@Suite struct TokenNamesTests {
    @Test func numbersNamesAsADictionaryWouldThroughEveryGrowth() {
        var names = TokenNames()
        var reference: [String: Int] = [:]
        let written = (0..<20_000).map { "color.group\($0 % 7_919 % 97).t\($0 % 7_919)" }
        for name in written {
            let expected = reference[name] ?? reference.count
            reference[name] = expected
            #expect(names.intern(name) == expected)
        }
        #expect(names.count == reference.count && reference.count == 7_919)
        #expect(reference.allSatisfy { names.id(of: $0.key) == $0.value && names[$0.value] == $0.key })
        #expect(names.id(of: "color.group0.t7919") == nil && names.id(of: "") == nil)
    }

    /// Swift holds `é` composed and decomposed equal, and the Kelvin sign equal to `K`: one name each.
    @Test func namesSwiftHoldsEqualAreOneName() {
        var names = TokenNames()
        let composed = names.intern("brand.caf\u{E9}")
        #expect(names.intern("brand.cafe\u{301}") == composed)
        #expect(names.id(of: "brand.cafe\u{301}") == composed)
        let kelvin = names.intern("temperature.\u{212A}")
        #expect(names.intern("temperature.K") == kelvin && kelvin != composed)
        #expect(names.intern("brand.cafe") != composed && names.count == 3)
    }

    /// A hash made ahead (as the collector makes it) files the name where its own hash would.
    @Test func aHashMadeAheadFindsTheName() {
        var names = TokenNames()
        names.reserveCapacity(3)
        let id = names.intern("space.100", hash: NameHash("space.100"))
        #expect(names.id(of: "space.100") == id && names.intern("space.100") == id)
        #expect(names.id(of: "space.1000", hash: NameHash("space.1000")) == nil)
    }
}
