/// Dotted token names as keys that sort the way their paths do segment by segment, compared as
/// bytes: each `.` is 0, below every byte a name can hold (`a.b` before `a-b`, `a` before `a.b`).
/// ASCII names only, where String order is byte order: sorting a resolution's ten thousand paths
/// segment by segment as Strings took 3 ms on one core before any permutation could start.
struct PathSortKeys {
    private var bytes: [UInt8] = []
    /// Key `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var starts: [Int] = [0]

    /// Nil when a name is not ASCII (then sort the segments as Strings).
    init?(_ names: [String]) {
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(names.count + 1)
        for name in names {
            for byte in name.utf8 {
                guard byte < 0x80 else { return nil }
                bytes.append(byte == UInt8(ascii: ".") ? 0 : byte)
            }
            starts.append(bytes.count)
        }
    }

    /// Whether key `a` sorts before key `b`.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            let first = UnsafeBufferPointer(rebasing: all[starts[a]..<starts[a + 1]])
            let second = UnsafeBufferPointer(rebasing: all[starts[b]..<starts[b + 1]])
            return first.lexicographicallyPrecedes(second)
        }
    }
}
