/// The lines one text removes and adds against another, in order, by their longest common
/// subsequence: what a reviewer reads of a changed stylesheet or partial.
enum LineDiff {
    struct Line: Sendable, Hashable {
        enum Kind: String, Sendable, Hashable { case removed, added }
        var kind: Kind
        /// 1-based, in the text it belongs to (the old one for a removed line).
        var number: Int
        var text: String
    }

    /// Texts longer than this many lines are compared as wholes: every line removed and added.
    static let limit = 3000

    static func changes(from old: String, to new: String) -> [Line] {
        let a = lines(old), b = lines(new)
        guard a.count <= limit, b.count <= limit else {
            return a.enumerated().map { Line(kind: .removed, number: $0.offset + 1, text: $0.element) }
                + b.enumerated().map { Line(kind: .added, number: $0.offset + 1, text: $0.element) }
        }
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
            } else if j == b.count || (i < a.count && common[i + 1][j] >= common[i][j + 1]) {
                result.append(Line(kind: .removed, number: i + 1, text: a[i]))
                i += 1
            } else {
                result.append(Line(kind: .added, number: j + 1, text: b[j]))
                j += 1
            }
        }
        return result
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
