extension TextStyle {
    /// The style's name in the HIG table ("Large Title", "Subhead", "Caption 1").
    public var higName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subhead"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// The regular weight of the style (Headline is Semibold; every other style Regular).
    public var weight: DynamicTypeWeight { self == .headline ? .semibold : .regular }

    /// The weight of the emphasized variant (Bold for Large Title and Titles 1-2, Semibold otherwise).
    public var emphasizedWeight: DynamicTypeWeight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }
}

extension ContentSizeCategory {
    /// The step's position, 0 (xSmall) to 11 (AX5).
    public var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }
}
