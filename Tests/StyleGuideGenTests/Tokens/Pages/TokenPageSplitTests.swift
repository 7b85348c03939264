import Testing
@testable import StyleGuideGen

/// Kinds too large for one page: split by top-level group, then large groups into parts.
@Suite struct TokenPageSplitTests {
    static func entries(_ paths: [String], type: TokenType = .color) -> [TokenCatalog.Entry] {
        paths.map { name in
            let kind = TokenPageKind.page(for: type)
            return TokenCatalog.Entry(name: name, path: name.split(separator: ".").map(String.init), type: type, typeName: type.rawValue,
                                      page: kind, anchor: "token-" + name, scope: TokenPageScope(kind: kind))
        }
    }

    static func scopes(_ entries: [TokenCatalog.Entry]) -> [(title: String, file: String, count: Int)] {
        var order: [TokenPageScope] = []
        for entry in entries where !order.contains(entry.scope) { order.append(entry.scope) }
        return order.map { scope in (scope.title, scope.fileName, entries.count { $0.scope == scope }) }
    }

    @Test func aKindUnderItsLimitStaysOnePage() {
        var entries = Self.entries((1...400).map { "blue.\($0)" })
        #expect(TokenPageSplit.split(&entries).isEmpty)
        #expect(entries.allSatisfy { $0.scope == TokenPageScope(kind: .colors) })
    }

    @Test func aLargeGroupIsCutAtItsSubgroupsKeepingEachWhole() {
        // bgColor: accent (300) and danger (150) are 450, over 400; brand is 50.
        var entries = Self.entries((1...300).map { "bgColor.accent.\($0)" } + (1...150).map { "bgColor.danger.\($0)" } + (1...50).map { "brand.\($0)" })
        let pages = TokenPageSplit.split(&entries)
        #expect(pages[.colors]?.count == 3)
        let scopes = Self.scopes(entries)
        #expect(scopes.map(\.title) == ["Colours: bgColor, accent", "Colours: bgColor, danger", "Colours: brand"])
        #expect(scopes.map(\.file) == ["colors-bg-color.html", "colors-bg-color-2.html", "colors-brand.html"])
        #expect(scopes.map(\.count) == [300, 150, 50])
        #expect(entries[0].scope.describe("Every colour token.") == "The bgColor group (accent): every colour token.")
    }

    @Test func aFlatGroupOverTheLimitIsCutIntoRunsInFileOrder() {
        let limit = TokenPageKind.typography.pageLimit
        var entries = Self.entries((1...(2 * limit + 10)).map { "type.t\($0)" }, type: .typography)
        _ = TokenPageSplit.split(&entries)
        let scopes = Self.scopes(entries)
        #expect(scopes.map(\.count) == [limit, limit, 10])
        #expect(scopes[0].title == "Typography: type, t1 to t\(limit)")
        #expect(scopes[2].title == "Typography: type, t\(2 * limit + 1) to t\(2 * limit + 10)")
        #expect(Set(scopes.map(\.file)).count == 3)
    }

    @Test func runsOfOneSubgroupAreTitledDeepEnoughToTellThemApart() {
        // One `color` subgroup of 30 groups of 50 (1,500 tokens), as generated or exported palettes
        // are, cut into runs of whole groups: each run's title names the groups it starts and ends in.
        let paths = (0..<30).flatMap { group in (0..<50).map { "gen.color.g\(group).t\(group * 50 + $0)" } } + ["gen.other.a"]
        var entries = Self.entries(paths)
        _ = TokenPageSplit.split(&entries)
        let scopes = Self.scopes(entries)
        let limit = TokenPageKind.colors.pageLimit
        #expect(scopes.count == 4, "\(scopes.map(\.title))")
        #expect(scopes[0].title == "Colours: gen, color.g0 to color.g\(limit / 50 - 1)")
        #expect(scopes[1].title == "Colours: gen, color.g\(limit / 50) to color.g\(2 * limit / 50 - 1)")
        #expect(scopes[3].title == "Colours: gen, color to other")
        #expect(Set(scopes.map(\.title)).count == scopes.count)
    }

    @Test func runsWithinOneGroupAreTitledByTheirTokens() {
        let runs = [[0, 1], [2, 3], [4]]
        let entries = Self.entries(["g.big.x.1", "g.big.x.2", "g.big.x.3", "g.big.y.1", "g.big.y.2"])
        #expect(TokenPageSplit.partLabels(runs, entries: entries) == ["big.x.1 to big.x.2", "big.x to big.y", "big.y.2"])
    }

    @Test func aSubgroupOverTheLimitIsCutIntoRunsAndItsRestPacksWithTheNext() {
        let runs = TokenPageSplit.parts(Array(0..<9), entries: Self.entries((0..<7).map { "g.big.\($0)" } + ["g.small.a", "g.small.b"]), limit: 3)
        #expect(runs == [[0, 1, 2], [3, 4, 5], [6, 7, 8]])
    }
}
