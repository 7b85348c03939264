import Foundation

/// A file's name as a number in a table kept for the whole process. A location is copied with
/// every parsed value; a String in it would be reference-counted at every copy, a number is not.
public struct SourceFileName: Hashable, Sendable {
    let number: UInt32

    public init(_ path: String) { number = SourceFileNameTable.shared.number(of: path) }

    public var path: String { SourceFileNameTable.shared.path(of: number) }
}

/// Every file name a location has named, numbered in the order first seen. Names are few (one
/// per input file, the same again on every rebuild), so none is ever removed.
private final class SourceFileNameTable: @unchecked Sendable {
    static let shared = SourceFileNameTable()

    private let lock = NSLock()
    private var numbers: [String: UInt32] = ["": 0]
    private var paths: [String] = [""]

    func number(of path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[path] { return number }
        let number = UInt32(paths.count)
        numbers[path] = number
        paths.append(path)
        return number
    }

    func path(of number: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(number)]
    }
}
