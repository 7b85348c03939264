/// The twelve Dynamic Type text-size steps, smallest first, named as the style guide names them
/// (`xSmall` ... `AX5`). UIKit calls them `UIContentSizeCategory`, SwiftUI `DynamicTypeSize`.
public enum DynamicTypeStep: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small = "Small", medium = "Medium", large = "Large", xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The default step: a token's own values are its values at Large.
    public static let standard: DynamicTypeStep = .large

    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// Position from xSmall (0) to AX5 (11).
    public var ordinal: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: DynamicTypeStep, rhs: DynamicTypeStep) -> Bool { lhs.ordinal < rhs.ordinal }
}

extension Dictionary where Key == DynamicTypeStep {
    /// The value at a step; for a step the tokens do not give, the nearest smaller one's, else the
    /// nearest larger one's.
    func nearest(_ step: DynamicTypeStep) -> Value? {
        if let value = self[step] { return value }
        let smaller = keys.filter { $0 < step }.max(), larger = keys.filter { $0 > step }.min()
        return (smaller ?? larger).flatMap { self[$0] }
    }
}
