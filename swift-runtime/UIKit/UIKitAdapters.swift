#if canImport(UIKit) && !os(watchOS)
// watchOS has UIKit's fonts and colours but not UITraitCollection, UIColor(dynamicProvider:) or the
// trait-taking UIFontMetrics methods, so this file is for iOS, iPadOS, Mac Catalyst, tvOS and visionOS.
import Foundation
import UIKit

// MARK: - Colours

extension TokenColor {
    /// This colour as a UIKit colour; its components are extended sRGB, as `UIColor(red:green:blue:alpha:)` takes them.
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension DynamicColor {
    /// A UIKit colour that resolves to `dark` in a dark trait collection and to `light` otherwise.
    public var uiColor: UIColor {
        let light = light.uiColor
        let dark = dark.uiColor
        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}

// MARK: - Text styles and steps

extension TextStyle {
    /// The UIKit text style of the same name.
    public var uiKit: UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
}

extension DynamicTypeStep {
    /// The step of a content size category; nil for `.unspecified` and for categories UIKit may add.
    public init?(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .xLarge
        case .extraExtraLarge: self = .xxLarge
        case .extraExtraExtraLarge: self = .xxxLarge
        case .accessibilityMedium: self = .ax1
        case .accessibilityLarge: self = .ax2
        case .accessibilityExtraLarge: self = .ax3
        case .accessibilityExtraExtraLarge: self = .ax4
        case .accessibilityExtraExtraExtraLarge: self = .ax5
        default: return nil
        }
    }

    /// The content size category of this step.
    public var uiKit: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .ax1: .accessibilityMedium
        case .ax2: .accessibilityLarge
        case .ax3: .accessibilityExtraLarge
        case .ax4: .accessibilityExtraExtraLarge
        case .ax5: .accessibilityExtraExtraExtraLarge
        }
    }

    /// The step of a trait collection (the current one when nil); Large when it has none.
    static func of(_ traitCollection: UITraitCollection?) -> DynamicTypeStep {
        DynamicTypeStep((traitCollection ?? UITraitCollection.current).preferredContentSizeCategory) ?? .standard
    }
}

// MARK: - Fonts

extension ScalableFont {
    /// The font at the text size of `traitCollection` (the current traits when nil).
    ///
    /// The base font is the first family UIKit has installed, as CSS picks one: a system family
    /// (`-apple-system`, `system-ui`, `SF Pro`...) ends the search with the system font at the token's
    /// weight. A font that follows a text style is scaled by `UIFontMetrics` for that style and capped
    /// at `maximumSize`; a fixed font, or one with sizes per step, takes the size of the step.
    public func uiFont(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        switch scaling {
        case .textStyle(let style), .relative(let style, _):
            let metrics = UIFontMetrics(forTextStyle: style.uiKit)
            let base = baseUIFont(ofSize: CGFloat(size))
            if let maximumSize {
                return metrics.scaledFont(for: base, maximumPointSize: CGFloat(maximumSize), compatibleWith: traitCollection)
            }
            return metrics.scaledFont(for: base, compatibleWith: traitCollection)
        case .fixed, .steps:
            return baseUIFont(ofSize: CGFloat(size(at: DynamicTypeStep.of(traitCollection))))
        }
    }

    /// The first installed family before any system family; nil means the system font.
    var installedFamily: String? {
        for name in family {
            if Self.isSystemFamily(name) { return nil }
            if UIFont(name: name, size: CGFloat(size)) != nil { return name }
        }
        return nil
    }

    /// The token's weight, 1-1000, as the nearest of the nine UIKit weights (CSS 100 ... 900).
    var uiFontWeight: UIFont.Weight {
        switch weightStep {
        case 1: .ultraLight
        case 2: .thin
        case 3: .light
        case 4: .regular
        case 5: .medium
        case 6: .semibold
        case 7: .bold
        case 8: .heavy
        default: .black
        }
    }

    private func baseUIFont(ofSize pointSize: CGFloat) -> UIFont {
        if let name = installedFamily, let font = UIFont(name: name, size: pointSize) { return font }
        return UIFont.systemFont(ofSize: pointSize, weight: uiFontWeight)
    }
}

// MARK: - Metrics

extension ScalableMetric {
    /// The value at the text size of `traitCollection` (the current traits when nil): scaled by
    /// `UIFontMetrics` for its text style and capped at its maximum, or the value of the step.
    public func scaledValue(compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        switch scaling {
        case .relative(let style, let maximum):
            let scaled = UIFontMetrics(forTextStyle: style.uiKit).scaledValue(for: CGFloat(base), compatibleWith: traitCollection)
            guard let maximum else { return scaled }
            return Swift.min(scaled, CGFloat(maximum))
        case .fixed:
            return CGFloat(base)
        case .steps:
            return CGFloat(value(at: DynamicTypeStep.of(traitCollection)))
        }
    }
}
#endif
