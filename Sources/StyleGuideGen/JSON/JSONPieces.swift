import CSystemShims
import Foundation

/// A large document parsed on every core: a quick scan (strings and brackets only) picks
/// disjoint containers of about equal size, each is parsed apart by a reader of its own, and
/// the one walk over the document (`JSONByteReader.parseValue`) takes each over where it
/// starts. A value read from an offset does not depend on what came before it, so the tree,
/// the locations and the first error are the one walk's; a piece the scan got wrong (it only
/// can in broken JSON) is one the walk never meets at its offset, and is dropped. The scan knows
/// JSON's strings only: JSON5 documents are read in one walk, and JSON5 strings met in a JSON
/// document make the walk drop the pieces after them (`JSON5Forms.misleadContainerScan`).
enum JSONPieces {
    /// Smaller documents parse faster than threads start.
    static let minimumDocumentBytes = 256 * 1024
    /// How many pieces a document is cut into at most (a fixed number: the same cut on every machine).
    static let wantedPieces = 16
    /// Containers this deep at most are looked at (the root is at depth 0).
    static let deepestPiece = 4
    /// Top-level containers smaller than this are left to the walk, and containers are not cut
    /// into pieces smaller than this on average.
    static let smallestPiece = 1024

    /// A container of the document to parse apart: where it starts and ends, how many
    /// containers hold it, and the line it starts on (with the offset that line starts at).
    struct Piece: Equatable {
        var start: Int
        var end: Int
        var depth: Int
        var line: Int
        var lineStart: Int
    }

    /// The pieces of `bytes` parsed apart, in document order (none below the minimum size).
    static func parseApart(_ bytes: UnsafeBufferPointer<UInt8>, file: SourceFileName, maxDepth: Int, lenient: Bool) -> [ParsedPiece] {
        guard bytes.count >= minimumDocumentBytes else { return [] }
        let pieces = plan(bytes)
        guard pieces.count >= 2 else { return [] }
        // Read only, and only until concurrentMap returns: the caller's buffer outlives every reader.
        nonisolated(unsafe) let shared = bytes
        return pieces.concurrentMap(largestFirst: { $0.end - $0.start }) { piece in
            parse(piece, in: shared, file: file, maxDepth: maxDepth, lenient: lenient)
        }
    }

    /// One piece parsed by a reader of its own.
    static func parse(_ piece: Piece, in bytes: UnsafeBufferPointer<UInt8>, file: SourceFileName, maxDepth: Int, lenient: Bool) -> ParsedPiece {
        var reader = JSONByteReader(bytes: bytes, file: file, maxDepth: maxDepth, lenient: lenient)
        reader.start(at: piece.start, line: piece.line, lineStart: piece.lineStart)
        let outcome = Result { () throws(JSONSyntaxError) -> ParsedPiece.Finish in
            let value = try reader.parseValue(depth: piece.depth)
            return ParsedPiece.Finish(value: value, end: reader.pos, line: reader.line, lineStart: reader.lineStart,
                                      lineIsASCII: reader.lineIsASCII, tolerated: reader.tolerated, json5Forms: reader.json5Forms)
        }
        return ParsedPiece(start: piece.start, depth: piece.depth, outcome: outcome)
    }

    /// Disjoint containers of `bytes`, in document order: each top-level container of some size,
    /// cut into the containers it holds while it is over a `wantedPieces`th of the document and
    /// they are not tiny (3,000 one-line aliases are one piece, not 3,000). Empty when the scan
    /// meets something a quick look cannot follow (a comment, unbalanced brackets).
    static func plan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Piece] {
        guard let containers = ContainerScan(bytes).containers else { return [] }
        // Each container's children, listed once: `children[childStart[i]..<childStart[i + 1]]`.
        var childStart = [Int](repeating: 0, count: containers.count + 1)
        for container in containers where container.parent >= 0 { childStart[container.parent + 1] += 1 }
        for index in containers.indices { childStart[index + 1] += childStart[index] }
        var children = [Int](repeating: 0, count: childStart[containers.count])
        var filled = childStart
        for (index, container) in containers.enumerated() where container.parent >= 0 {
            children[filled[container.parent]] = index
            filled[container.parent] += 1
        }
        let target = max(bytes.count / wantedPieces, smallestPiece)
        var chosen: [Piece] = []
        func choose(_ index: Int) {
            let piece = containers[index].piece
            let size = piece.end - piece.start, childCount = childStart[index + 1] - childStart[index]
            if size > target, childCount > 0, size / childCount >= smallestPiece {
                children[childStart[index]..<childStart[index + 1]].forEach(choose)
            } else {
                chosen.append(piece)
            }
        }
        for index in containers.indices where containers[index].parent < 0
            && containers[index].piece.end - containers[index].piece.start >= smallestPiece {
            choose(index)
        }
        return chosen
    }
}

/// One piece as its own reader left it: the value and where the reader stopped, or the error it met.
struct ParsedPiece: Sendable {
    var start: Int
    var depth: Int
    var outcome: Result<Finish, JSONSyntaxError>

    struct Finish: Sendable {
        var value: JSONValue
        var end: Int
        var line: Int
        var lineStart: Int
        var lineIsASCII: Bool
        var tolerated: [Diagnostic]
        /// Reported by the walk, once per form for the whole document.
        var json5Forms: JSON5Forms
    }
}

/// The containers from depth 1 to `JSONPieces.deepestPiece`, found by following strings and
/// brackets only (`sg_json_scan_containers`: sixteen bytes compared at a time, as this scan
/// runs on one core before the pieces go to all of them), each with the one holding it.
private struct ContainerScan {
    struct Container {
        var piece: JSONPieces.Piece
        /// The index of the recorded container holding it; -1 at depth 1.
        var parent: Int
    }

    /// Nil when the bytes are not plainly bracketed JSON without comments (or memory ran out:
    /// the document is then parsed in one walk).
    private(set) var containers: [Container]?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var found: UnsafeMutablePointer<sg_json_container>?
        let count = sg_json_scan_containers(base, Int64(bytes.count), Int32(JSONPieces.deepestPiece), &found)
        defer { free(found) }
        guard count >= 0 else { return }
        containers = UnsafeBufferPointer(start: found, count: Int(count)).map { container in
            Container(piece: JSONPieces.Piece(start: Int(container.start), end: Int(container.end), depth: Int(container.depth),
                                              line: Int(container.line), lineStart: Int(container.line_start)),
                      parent: Int(container.parent))
        }
    }
}
