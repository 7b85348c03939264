import Foundation
import Testing
@testable import StyleGuideGen

/// A large document parsed in pieces on several threads gives exactly what one walk gives:
/// the same tree and locations, the same warnings in the same order, the same first error.
@Suite struct JSONPiecesTests {
    /// A token file of about `groups` x 40 tokens, laid out as design tools write them.
    static func document(groups: Int = 120, lineEnding: String = "\n", tokenText: (Int, Int) -> String? = { _, _ in nil }) -> String {
        var text = "{" + lineEnding + " \"color\": {" + lineEnding + "  \"$type\": \"color\","
        for group in 0..<groups {
            text += lineEnding + "  \"g\(group)\": {"
            for token in 0..<40 {
                let body = tokenText(group, token)
                    ?? "{ \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0.\(group), 0.5\(token), 1e-2], \"alpha\": 1 }, \"$description\": \"tök \\\"\(token)\\\" ✓\" }"
                text += lineEnding + "   \"t\(token)\": " + body + (token < 39 ? "," : "")
            }
            text += lineEnding + "  }" + (group < groups - 1 ? "," : "")
        }
        return text + lineEnding + " }" + lineEnding + "}" + lineEnding
    }

    /// What one walk makes of `text` (no pieces), and what the parser makes of it.
    static func bothWays(_ text: String, lenient: Bool = true, maxDepth: Int = JSONParser.defaultMaxDepth) -> (oneWalk: Outcome, pieces: Outcome) {
        let data = Data(text.utf8)
        let oneWalk: Outcome = data.withUnsafeBytes { raw in
            var reader = JSONByteReader(bytes: raw.bindMemory(to: UInt8.self), file: SourceFileName("big.json"), maxDepth: maxDepth, lenient: lenient)
            do throws(JSONSyntaxError) {
                return Outcome(value: try reader.parseDocument(), diagnostics: reader.tolerated)
            } catch {
                return Outcome(value: nil, diagnostics: [.error(error.code, error.message, at: error.location)])
            }
        }
        var diagnostics = DiagnosticBag()
        do {
            let value = lenient ? try JSONParser.parse(data, file: "big.json", maxDepth: maxDepth, diagnostics: &diagnostics)
                : try JSONParser.parse(data, file: "big.json", maxDepth: maxDepth)
            return (oneWalk, Outcome(value: value, diagnostics: diagnostics.all))
        } catch {
            return (oneWalk, Outcome(value: nil, diagnostics: diagnostics.all + error.diagnostics))
        }
    }

    struct Outcome: Equatable {
        var value: JSONValue?
        var diagnostics: [Diagnostic]
    }

    static func pieceCount(_ text: String) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { JSONPieces.plan($0).count }
    }

    @Test func aLargeFileIsCutIntoPiecesAndReadAsOneWalkReadsIt() throws {
        let text = Self.document()
        #expect(text.utf8.count > JSONPieces.minimumDocumentBytes)
        #expect(Self.pieceCount(text) >= 8)
        let (oneWalk, pieces) = Self.bothWays(text)
        #expect(pieces.value != nil && pieces == oneWalk)
        // Every piece was met by the walk at its offset and taken over, none parsed twice.
        let taken = Data(text.utf8).withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = JSONByteReader(bytes: bytes, file: SourceFileName("big.json"), maxDepth: 512, lenient: true)
            reader.piecesParsedApart = JSONPieces.parseApart(bytes, file: SourceFileName("big.json"), maxDepth: 512, lenient: true)
            _ = try? reader.parseDocument()
            return (planned: reader.piecesParsedApart.count, taken: reader.piecesTaken)
        }
        #expect(taken.planned == Self.pieceCount(text) && taken.taken == taken.planned)
        // Spot-check a location deep in a late piece.
        let token = try #require(pieces.value?["color"]?["g100"]?["t7"])
        #expect(token.location.line == 4 + 100 * 42 + 1 + 7)
    }

    @Test(arguments: ["\r\n", "\r"])
    func otherLineEndingsGiveTheSameLocations(lineEnding: String) {
        let text = Self.document(lineEnding: lineEnding)
        #expect(Self.pieceCount(text) >= 8)
        let (oneWalk, pieces) = Self.bothWays(text)
        #expect(pieces.value != nil && pieces == oneWalk)
    }

    @Test func aByteOrderMarkKeepsLocations() {
        let text = "\u{FEFF}" + Self.document()
        let (oneWalk, pieces) = Self.bothWays(text)
        #expect(pieces.value != nil && pieces == oneWalk)
    }

    /// Errors inside a piece, in the walk's part before a piece, and after the last piece:
    /// the first the one walk meets is the one reported, at the same place.
    @Test(arguments: [(5, 3, "{ \"$value\": tru }"), (60, 39, "{ \"$value\": [1, 2,] }"), (119, 0, "{ \"$value\": \"a\nb\" }"),
                      (90, 12, "{ \"$value\": 01 }"), (30, 30, "{ \"$value\": { \"a\": 1 } \"b\": 2 }")])
    func theFirstErrorIsTheOneWalksFirst(group: Int, token: Int, broken: String) {
        let text = Self.document { $0 == group && $1 == token ? broken : nil }
        let (oneWalk, pieces) = Self.bothWays(text, lenient: false)
        #expect(oneWalk.value == nil && pieces == oneWalk, "\(pieces.diagnostics.map(\.message))")
    }

    @Test func twoBrokenPiecesReportTheEarlierOnly() {
        let text = Self.document { ($0 == 20 || $0 == 80) && $1 == 5 ? "{ \"$value\": nul }" : nil }
        let (oneWalk, pieces) = Self.bothWays(text)
        #expect(pieces.diagnostics.count == 1 && pieces == oneWalk)
        #expect(pieces.diagnostics.first?.location?.line == 4 + 20 * 42 + 1 + 5)
    }

    /// Lenient reads: duplicate keys and trailing commas inside pieces are warned about in
    /// the one walk's order; a comment makes the scan give up, and the one walk reads it all.
    @Test func warningsComeInTheOneWalksOrder() {
        let text = Self.document { group, token in
            switch (group % 25, token) {
            case (3, 4): "{ \"$value\": 1, \"$value\": 2 }"
            case (7, 9): "{ \"$value\": [1, 2,], }"
            default: nil
            }
        }
        #expect(Self.pieceCount(text) >= 8)
        let (oneWalk, pieces) = Self.bothWays(text)
        #expect(pieces.diagnostics.count == 4 * 5 && pieces == oneWalk)
        let commented = Self.document { $0 == 50 && $1 == 1 ? "{ \"$value\": 1 /* why */ }" : nil }
        #expect(Self.pieceCount(commented) == 0)
        let (commentedWalk, commentedPieces) = Self.bothWays(commented)
        #expect(commentedPieces.value != nil && commentedPieces == commentedWalk)
    }

    /// Damaged copies (bytes replaced, dropped, inserted where the scan is easiest to fool:
    /// quotes, backslashes, brackets): whatever the scan makes of them, the result is the one walk's.
    @Test func damagedFilesReadAsOneWalkReadsThem() {
        let copies = Self.damagedCopies(of: Array(Self.document(groups: 80).utf8), count: 24, edits: 3, seed: 0xB1A5, bytes: "\"\\{}[],:/\n")
        for damaged in copies {
            let text = String(decoding: damaged, as: UTF8.self)
            let (oneWalk, pieces) = Self.bothWays(text)
            #expect(pieces == oneWalk, "\(oneWalk.diagnostics.first?.message ?? "parsed") / \(pieces.diagnostics.first?.message ?? "parsed")")
        }
    }

    /// `count` copies of `original`, each with 1 to `edits` of the given bytes put in place of
    /// one, dropped or inserted at random places: where a scan of brackets and strings is easiest to fool.
    static func damagedCopies(of original: [UInt8], count: Int, edits: Int, seed: UInt64, bytes: String) -> [[UInt8]] {
        var generator = TokenFuzzTests.SplitMix(state: seed)
        let tricky = Array(bytes.utf8)
        return (0..<count).map { _ in
            var damaged = original
            for _ in 0..<Int(generator.next() % UInt64(edits) + 1) {
                let at = Int(generator.next() % UInt64(damaged.count))
                let byte = tricky[Int(generator.next() % UInt64(tricky.count))]
                switch generator.next() % 3 {
                case 0: damaged[at] = byte
                case 1: damaged.remove(at: at)
                default: damaged.insert(byte, at: at)
                }
            }
            return damaged
        }
    }

    @Test func theDepthLimitCountsTheContainersAroundAPiece() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = Self.document { $0 == 70 && $1 == 2 ? "{ \"$value\": \(deep) }" : nil }
        let (oneWalk, pieces) = Self.bothWays(text, maxDepth: 43)
        #expect(oneWalk.value == nil && pieces == oneWalk, "\(pieces.diagnostics.map(\.message))")
        let (fitsWalk, fits) = Self.bothWays(text, maxDepth: 44)
        #expect(fits.value != nil && fits == fitsWalk)
    }
}
