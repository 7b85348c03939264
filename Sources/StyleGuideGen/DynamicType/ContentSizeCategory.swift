/// The twelve Dynamic Type text-size steps, smallest first. The raw value is
/// the short name the site and CSS use (`data-dynamic-type="AX5"`).
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case xSmall, small = "Small", medium = "Medium", large = "Large", xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The default step: values at Large are the tokens' own.
    public static let standard: ContentSizeCategory = .large

    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// UIKit's `UIContentSizeCategory` case name.
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .ax1: "accessibilityMedium"
        case .ax2: "accessibilityLarge"
        case .ax3: "accessibilityExtraLarge"
        case .ax4: "accessibilityExtraExtraLarge"
        case .ax5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// SwiftUI's `DynamicTypeSize` case name.
    public var swiftUIName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .ax1: "accessibility1"
        case .ax2: "accessibility2"
        case .ax3: "accessibility3"
        case .ax4: "accessibility4"
        case .ax5: "accessibility5"
        }
    }

    /// Looks a step up by its short name, UIKit name or SwiftUI name, so a
    /// resolver modifier's contexts can be matched to steps.
    public init?(name: String) {
        let match = Self.allCases.first { step in
            [step.rawValue, step.uiKitName, step.swiftUIName].contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        }
        guard let match else { return nil }
        self = match
    }

    private var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

extension ContentSizeCategory {
    /// `xSmall–Large, AX4–AX5`: the steps in table order, neighbours joined into runs.
    static func runs(of steps: some Sequence<ContentSizeCategory>) -> String {
        let chosen = Set(steps)
        var runs: [[ContentSizeCategory]] = []
        var inRun = false
        for step in allCases {
            if chosen.contains(step) {
                if inRun { runs[runs.count - 1].append(step) } else { runs.append([step]) }
            }
            inRun = chosen.contains(step)
        }
        return runs.map { run in run.count == 1 ? run[0].rawValue : "\(run[0].rawValue)–\(run[run.count - 1].rawValue)" }.joined(separator: ", ")
    }
}
