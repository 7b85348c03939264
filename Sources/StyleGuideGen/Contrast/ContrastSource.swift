/// Where a contrast pair was declared: a component's stylesheet or the configuration.
public struct ContrastSource: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The component's name, or nil for `styleguide.json`.
    public var component: String?
    /// The stylesheet line or the configuration entry, when known.
    public var location: SourceLocation?

    public init(component: String?, location: SourceLocation? = nil) {
        self.component = component
        self.location = location
    }

    /// `component settings-row` or `configuration`.
    public var description: String { component.map { "component \($0)" } ?? "configuration" }

    public static func < (lhs: ContrastSource, rhs: ContrastSource) -> Bool {
        (lhs.component ?? "", lhs.location?.description ?? "") < (rhs.component ?? "", rhs.location?.description ?? "")
    }
}

/// A foreground token drawn on a background token, before evaluation.
struct DeclaredContrastPair: Sendable, Hashable {
    /// Dotted token paths.
    var foreground: String
    var background: String
    var requirement: ContrastRequirement
    var source: ContrastSource
    /// The font of a component's text, to judge APCA at each text size.
    var text: ContrastText?

    /// Pairs that are the same requirement, whoever declared them.
    var requirementKey: ContrastRequirementKey {
        ContrastRequirementKey(foreground: foreground, background: background, requirement: requirement)
    }
}

/// What a pair is held to: a WCAG level (deciding, or shown only) and an APCA minimum.
struct ContrastRequirement: Hashable {
    var level: ContrastLevel
    var largeText: Bool
    /// False when the WCAG ratio is shown but fails nothing (a pair judged by APCA alone).
    var judgesWCAG = true
    /// The least |Lc|; nil: APCA is shown but fails nothing.
    var apca: Double?
}

/// What makes two declarations the same requirement; ordered for output.
struct ContrastRequirementKey: Hashable, Comparable {
    var foreground: String
    var background: String
    var requirement: ContrastRequirement

    var level: ContrastLevel { requirement.level }
    var largeText: Bool { requirement.largeText }

    /// The requirement a measured pair was held to.
    init(foreground: String, background: String, requirement: ContrastRequirement) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
    }

    init(_ result: ContrastResult) {
        self.init(foreground: result.foreground, background: result.background,
                  requirement: ContrastRequirement(level: result.level == .aaaNormalText || result.level == .aaaLargeText ? .aaa : .aa,
                                                   largeText: result.largeText, judgesWCAG: result.judgesWCAG, apca: result.apca?.minimum))
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.foreground, lhs.background, lhs.largeText ? 1 : 0, lhs.level.rawValue, lhs.requirement.judgesWCAG ? 0 : 1, lhs.requirement.apca ?? 0)
            < (rhs.foreground, rhs.background, rhs.largeText ? 1 : 0, rhs.level.rawValue, rhs.requirement.judgesWCAG ? 0 : 1, rhs.requirement.apca ?? 0)
    }

    /// The WCAG requirement for this level and text size.
    var wcagLevel: WCAGLevel {
        switch (level, largeText) {
        case (.aa, false): .aaNormalText
        case (.aa, true): .aaLargeText
        case (.aaa, false): .aaaNormalText
        case (.aaa, true): .aaaLargeText
        }
    }
}
