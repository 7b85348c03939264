/// One generated value: its Swift type and the expression that builds it.
struct SwiftConstant: Sendable, Hashable {
    var type: String
    var expression: String
}
