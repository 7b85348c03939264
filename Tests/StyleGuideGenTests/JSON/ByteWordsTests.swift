import Testing
@testable import StyleGuideGen

/// Columns counted a word at a time agree with counting byte by byte.
@Suite struct ByteWordsTests {
    /// Every byte value, in every position of a word, counted as a scalar start or not.
    @Test func scalarStartsCountEveryByteValue() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4_096 {
            var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes[round % 8] = UInt8(round % 256)
            let word = bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 0) }
            let expected = bytes.filter { $0 & 0xC0 != 0x80 }.count
            #expect(ByteWords.scalarStarts(in: word) == expected, "\(bytes)")
        }
    }

    /// Columns on lines of every length, with multi-byte scalars at every place in a word.
    @Test func columnsCountScalarsOnLongLines() throws {
        for width in 0..<20 {
            let spaces = String(repeating: " ", count: width)
            let first = "\"" + String(repeating: "é", count: width % 7) + "ü→x\""
            let text = "{\"a\": [\n\(spaces)\(first), \(spaces)1]}"
            let array = try #require(JSONParser.parse(text, file: "t.json")["a"]?.arrayValue)
            #expect(array[0].location.line == 2)
            #expect(array[0].location.column == width + 1)
            #expect(array[1].location.column == (spaces + first + ", " + spaces).unicodeScalars.count + 1)
        }
    }
}
