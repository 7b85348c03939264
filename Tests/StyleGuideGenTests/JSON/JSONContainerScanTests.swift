import CSystemShims
import Foundation
import Testing

/// `sg_json_scan_containers` works 64 bytes at a time (a block with a backslash byte by byte): it
/// must find exactly what a scan of one byte at a time finds, wherever escapes, line ends,
/// strings and brackets fall in the blocks.
@Suite struct JSONContainerScanTests {
    struct Container: Equatable {
        var start: Int, end: Int, lineStart: Int, depth: Int, line: Int, parent: Int
    }

    /// The scan under test; nil when it gives up.
    static func scanned(_ bytes: [UInt8], deepest: Int = 4) -> [Container]? {
        bytes.withUnsafeBufferPointer { buffer -> [Container]? in
            var found: UnsafeMutablePointer<sg_json_container>?
            let count = sg_json_scan_containers(buffer.baseAddress!, Int64(buffer.count), Int32(deepest), &found)
            defer { free(found) }
            guard count >= 0 else { return nil }
            return UnsafeBufferPointer(start: found, count: Int(count)).map {
                Container(start: Int($0.start), end: Int($0.end), lineStart: Int($0.line_start), depth: Int($0.depth),
                          line: Int($0.line), parent: Int($0.parent))
            }
        }
    }

    /// The same scan written plainly, one byte at a time.
    static func reference(_ bytes: [UInt8], deepest: Int = 4) -> [Container]? {
        var found: [Container] = [], open: [Int] = []
        var depth = 0, line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = lineStart
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                guard index < bytes.count else { return nil }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth >= 1, depth <= deepest {
                    found.append(Container(start: index - 1, end: -1, lineStart: lineStart, depth: depth, line: line, parent: open.last ?? -1))
                    open.append(found.count - 1)
                }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                guard depth >= 0 else { return nil }
                if depth >= 1, depth <= deepest, let closed = open.popLast() { found[closed].end = index }
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index
            case UInt8(ascii: "\r"):
                if index >= bytes.count || bytes[index] != UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index
                }
            case UInt8(ascii: "/"):
                return nil
            default:
                break
            }
        }
        return depth == 0 ? found : nil
    }

    @Test func aTokenFileIsScannedAsOneByteAtATimeScansIt() throws {
        let bytes = Array(JSONPiecesTests.document(groups: 30).utf8)
        let containers = try #require(Self.scanned(bytes))
        #expect(containers.count > 30 * 40 && containers == Self.reference(bytes))
        // The first token's object: inside the root's "color" and group "g0", on line 5.
        let first = try #require(containers.first { $0.depth == 3 })
        #expect(first.line == 5 && bytes[first.start] == UInt8(ascii: "{") && bytes[first.end - 1] == UInt8(ascii: "}"))
    }

    /// Every shift of a text full of escapes, quotes and line ends against the 64-byte blocks.
    @Test func escapesAndLineEndsAcrossBlockBoundaries() {
        let unit = "{\"a\\\\\": [\"\\\"]{\", {\"b\": \"\\\\\\\"\"}],\r\n \"c\\/\": [[1],\r[2]],\n\"d\": {\"e\": \"}\\\\\"}}"
        Self.expectEveryShiftScannedAlike(unit)
    }

    /// Without a backslash or a slash a block is worked out as bit masks: strings holding
    /// brackets and line ends, a `\r` with its `\n` in the next block, and a lone `\r` at the end;
    /// with slashes in strings, the blocks that hold them byte by byte among the others.
    @Test func stringsAndLineEndsWorkedOutAsBitMasks() {
        let unit = "{\"a{\": [\"]{\", {\"b[\": \"\r\n\"}],\r\n \"c\": [[1],\r[2]],\n\"d\": {\"e\": \"}\"}}"
        Self.expectEveryShiftScannedAlike(unit)
        Self.expectEveryShiftScannedAlike(unit.replacingOccurrences(of: "[\"]{", with: "[\"]{//"))
        for shift in 0..<65 {
            let bytes = Array(("[" + String(repeating: "\r\n", count: shift) + "{\"x\": [1]}]\r").utf8)
            #expect(Self.scanned(bytes) != nil && Self.scanned(bytes) == Self.reference(bytes), "line ends \(shift)")
        }
    }

    static func expectEveryShiftScannedAlike(_ unit: String) {
        for shift in 0..<65 {
            let text = "[" + String(repeating: " ", count: shift) + Array(repeating: unit, count: 9).joined(separator: ",\n") + "]"
            let bytes = Array(text.utf8)
            #expect(Self.scanned(bytes) != nil && Self.scanned(bytes) == Self.reference(bytes), "shift \(shift)")
        }
    }

    @Test(arguments: ["{\"a\": 1 // no\n}", "{\"a\": \"open}", "{\"a\": [1]]}", "[[1]", "{\"a\": \"\\", "\u{FEFF}{\"a\": [{}]}", "", "[]"])
    func givesUpWhereTheByteScanGivesUp(text: String) {
        let bytes = Array(text.utf8)
        #expect(Self.scanned(bytes) == Self.reference(bytes))
    }

    @Test func onlyContainersUpToTheDeepestAreListed() {
        let bytes = Array((String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).utf8)
        for deepest in [1, 4, 39, 60] {
            let containers = Self.scanned(bytes, deepest: deepest)
            #expect(containers?.count == min(deepest, 39) && containers == Self.reference(bytes, deepest: deepest))
        }
    }

    /// Random damage where the scan is easiest to fool.
    @Test func damagedTextIsScannedAsOneByteAtATimeScansIt() {
        let copies = JSONPiecesTests.damagedCopies(of: Array(JSONPiecesTests.document(groups: 6).utf8), count: 300, edits: 4, seed: 0x5CA2,
                                                   bytes: "\"\\{}[]/\r\n")
        for damaged in copies {
            #expect(Self.scanned(damaged) == Self.reference(damaged))
        }
    }
}
