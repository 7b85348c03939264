/// One cell of the HIG Dynamic Type table: what a text style is at one step.
public struct DynamicTypeMetrics: Sendable, Hashable {
    /// Font size in points (1 pt renders as 1 CSS px).
    public let size: Int
    /// Line height in points.
    public let leading: Int
    public let weight: DynamicTypeWeight
    public let emphasizedWeight: DynamicTypeWeight

    /// Leading as a unitless CSS `line-height` multiplier.
    public var lineHeightMultiplier: Double { Double(leading) / Double(size) }
}

/// Apple's HIG "iOS, iPadOS Dynamic Type sizes" table (revision of 16 Dec 2025), as data.
public enum DynamicTypeTable {
    /// The metrics of a text style at a step.
    public static func metrics(for style: TextStyle, at step: ContentSizeCategory) -> DynamicTypeMetrics {
        let (size, leading) = sizesAndLeadings(style)[step.ordinal]
        return DynamicTypeMetrics(size: size, leading: leading, weight: style.weight, emphasizedWeight: style.emphasizedWeight)
    }

    /// Every (style, step, metrics) row, steps outermost, in the order the HIG table and its CSV list them.
    public static var allRows: [(step: ContentSizeCategory, style: TextStyle, metrics: DynamicTypeMetrics)] {
        ContentSizeCategory.allCases.flatMap { step in
            TextStyle.allCases.map { style in (step, style, metrics(for: style, at: step)) }
        }
    }

    /// (size, leading) in points for each of the twelve steps, xSmall first.
    static func sizesAndLeadings(_ style: TextStyle) -> [(Int, Int)] {
        switch style {
        case .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }
}
