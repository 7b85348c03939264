import Foundation
import Testing
@testable import StyleGuideGen

/// Tokens that name no other token are resolved first, in batches on several threads, then the
/// plain aliases of those; the tokens and the diagnostics must be what one ordered walk gives.
@Suite struct IndependentTokensTests {
    /// `count` dimension tokens `s0…`; every 10th has a unit no dimension has (an error); every 7th
    /// is an alias of the token 3 further on; every 11th is a shadow whose colour is a reference;
    /// every 13th left is an alias of no token.
    static func document(_ count: Int) -> String {
        var members: [String] = [##""ink": { "$type": "color", "$value": "#112233" }"##]
        for index in 0..<count {
            let value: String
            if index % 11 == 0 {
                value = #"{ "$type": "shadow", "$value": { "color": "{ink}", "offsetX": "1px", "offsetY": "2px", "blur": "3px", "spread": "0px" } }"#
            } else if index % 7 == 0 {
                value = #"{ "$value": "{s\#((index + 3) % count)}" }"#
            } else if index % 13 == 0 {
                value = #"{ "$value": "{nowhere.s\#(index)}" }"#
            } else if index % 10 == 0 {
                value = #"{ "$value": { "value": \#(index), "unit": "furlong" } }"#
            } else {
                value = #"{ "$value": { "value": \#(index), "unit": "px" } }"#
            }
            members.append("\"s\(index)\": \(value)")
        }
        return "{ \"$type\": \"dimension\",\n" + members.joined(separator: ",\n") + "\n}"
    }

    static func load(_ json: String) -> ([ResolvedToken], [Diagnostic]) {
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        return (project?.defaultPermutation?.tokens.tokens ?? [], diagnostics)
    }

    @Test func batchesResolveAsOneWalkWould() throws {
        let count = 8_000
        let (tokens, diagnostics) = Self.load(Self.document(count))
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        let isShadow = { (index: Int) in index % 11 == 0 }
        let isAlias = { (index: Int) in !isShadow(index) && index % 7 == 0 }
        let isMissing = { (index: Int) in !isShadow(index) && !isAlias(index) && index % 13 == 0 }
        let isInvalid = { (index: Int) in !isShadow(index) && !isAlias(index) && !isMissing(index) && index % 10 == 0 }
        let errorsBySubject = Dictionary(grouping: diagnostics.filter { $0.severity == .error }) { $0.subject ?? "" }
        let errors = { (subject: String) in errorsBySubject[subject] ?? [] }
        let notesBySubject = Dictionary(grouping: diagnostics.filter { $0.severity == .note }) { $0.subject ?? "" }
        for index in 0..<count {
            let token = byName["s\(index)"]
            if isMissing(index) {
                #expect(token == nil, "s\(index)")
                #expect(errors("s\(index)").map(\.code) == [.formatUnknownReference], "s\(index)")
            } else if isInvalid(index) {
                #expect(token == nil, "s\(index)")
                #expect(errors("s\(index)").count == 1, "s\(index)")
            } else if isAlias(index) {
                // An alias of an invalid token fails with it, reported once, at the invalid one.
                let target = (index + 3) % count
                let fails = isInvalid(target) || isMissing(target)
                #expect((token == nil) == fails, "s\(index)")
                // ...and is named in the note that follows that error.
                if fails, !isAlias(target) {
                    #expect(notesBySubject["s\(target)"]?.first?.message.contains("{s\(index)}") == true, "s\(index)")
                }
                if !fails, !isAlias(target) { #expect(token?.aliasOf == ["s\(target)"], "s\(index)") }
            } else if isShadow(index) {
                #expect(token?.type == .shadow && token?.memberAliases.values.contains(["ink"]) == true, "s\(index)")
            } else {
                #expect(token?.value == .dimension(DimensionValue(value: Double(index), unit: .px)), "s\(index)")
            }
        }
        let failing = (0..<count).filter { isInvalid($0) || isMissing($0) }.count
        #expect(diagnostics.filter { $0.severity == .error }.count == failing)
        // The same input gives the same diagnostics in the same order, whichever thread took which batch.
        #expect(Self.load(Self.document(count)).1 == diagnostics)
    }

    @Test func onlyTokensNamingNoOtherTokenAreIndependent() throws {
        func references(_ json: String) throws -> WrittenReferences {
            var names = TokenNames()
            let layer = CollectedLayer(collecting: try JSONParser.parse(#"{ "t": \#(json) }"#, file: "t.json"), dialect: .dtcg, names: &names)
            return try #require(MergedTokens([layer], names: names, loadNames: 0)["t"]).written.references
        }
        let plain = try references(#"{ "$type": "dimension", "$value": { "value": 4, "unit": "px" } }"#)
        #expect(plain.namesNoToken && plain.targets.isEmpty)
        let arithmetic = try references(#"{ "$type": "number", "$value": "2 * 4" }"#)
        #expect(arithmetic.namesNoToken && arithmetic.targets.isEmpty)
        let computed = try references(#"{ "$type": "number", "$value": "{a} * {b.c}" }"#)
        #expect(computed.targets == ["a", "b.c"] && !computed.onlyPlainAliases)
        let modified = try references(#"{ "$type": "color", "$value": "rgba({a}, 0.5)" }"#)
        #expect(modified.targets == ["a"] && !modified.onlyPlainAliases)
        let aliases = try references(#"{ "$type": "shadow", "$value": [{ "color": "{a}", "blur": "{d}" }] }"#)
        #expect(!aliases.namesNoToken && aliases.onlyPlainAliases && aliases.targets == ["a", "d"])
        let pointer = try references(##"{ "$type": "shadow", "$value": [{ "color": { "$ref": "#/a/$value" } }, { "blur": "{d}" }] }"##)
        #expect(!pointer.namesNoToken && !pointer.onlyPlainAliases && pointer.targets == ["a", "d"])
        // A brace that closes nothing, or a `$ref` that points nowhere, still keeps the token out of the waves.
        let unclosed = try references(#"{ "$type": "number", "$value": "{a" }"#)
        #expect(!unclosed.namesNoToken && unclosed.targets.isEmpty)
        #expect(!(try references(##"{ "$type": "color", "$value": { "$ref": 4 } }"##)).namesNoToken)
        let extensions = try references(##"{ "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "value": "{a}" } } } }"##)
        #expect(!extensions.namesNoToken && !extensions.onlyPlainAliases && extensions.targets == ["a"])
    }
}
