#if canImport(SwiftUI)
import Foundation
import SwiftUI
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

// MARK: - Colours

extension TokenColor {
    /// This colour as a SwiftUI colour, in (extended) sRGB.
    public var color: SwiftUI.Color {
        SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension DynamicColor {
    /// A SwiftUI colour that follows the colour scheme: through a dynamic `UIColor` where UIKit has
    /// one; on watchOS (always dark) the dark value; elsewhere the light value.
    public var color: SwiftUI.Color {
        #if canImport(UIKit) && !os(watchOS)
        return SwiftUI.Color(uiColor: uiColor)
        #elseif os(watchOS)
        return dark.color
        #else
        return light.color
        #endif
    }
}

// MARK: - Steps

extension DynamicTypeStep {
    /// The step of a SwiftUI Dynamic Type size; Large for a size SwiftUI may add.
    public init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .ax1
        case .accessibility2: self = .ax2
        case .accessibility3: self = .ax3
        case .accessibility4: self = .ax4
        case .accessibility5: self = .ax5
        @unknown default: self = .large
        }
    }

    /// The SwiftUI Dynamic Type size of this step (for `.dynamicTypeSize(_:)` in previews).
    public var dynamicTypeSize: DynamicTypeSize {
        switch self {
        case .xSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .xLarge
        case .xxLarge: .xxLarge
        case .xxxLarge: .xxxLarge
        case .ax1: .accessibility1
        case .ax2: .accessibility2
        case .ax3: .accessibility3
        case .ax4: .accessibility4
        case .ax5: .accessibility5
        }
    }
}

// MARK: - Fonts

extension ScalableFont {
    /// The font at a step, at the size the style guide shows there (so it does not scale again):
    /// the token's family with `Font.custom(_:fixedSize:)`, or the system font when the family is a
    /// system one ("-apple-system", "system-ui", "SF Pro", ...), is empty or (with UIKit) is not installed.
    public func font(at step: DynamicTypeStep) -> SwiftUI.Font {
        let pointSize = CGFloat(size(at: step))
        guard let name = customFamily else { return SwiftUI.Font.system(size: pointSize, weight: fontWeight) }
        return SwiftUI.Font.custom(name, fixedSize: pointSize).weight(fontWeight)
    }

    /// Space between lines at a step: the token's leading minus its size, never negative.
    func lineSpacing(at step: DynamicTypeStep) -> CGFloat {
        CGFloat(Swift.max(lineHeight(at: step) - size(at: step), 0))
    }

    /// The family `font(at:)` names; nil means the system font.
    var customFamily: String? {
        #if canImport(UIKit) && !os(watchOS)
        return installedFamily
        #else
        guard let first = family.first, !Self.isSystemFamily(first) else { return nil }
        return first
        #endif
    }

    /// The token's weight, 1-1000, as the nearest of the nine SwiftUI weights (CSS 100 ... 900).
    var fontWeight: SwiftUI.Font.Weight {
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
}

/// A typography token as a font that follows the environment's Dynamic Type size:
/// `@DynamicFont(Theme.default.typography.body) var bodyFont`, then
/// `Text(...).tracking($bodyFont.tracking).font(bodyFont).lineSpacing($bodyFont.lineSpacing)`.
@propertyWrapper
public struct DynamicFont: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The token.
    public let scalableFont: ScalableFont

    public init(_ font: ScalableFont) {
        scalableFont = font
    }

    /// The environment's step.
    public var step: DynamicTypeStep { DynamicTypeStep(dynamicTypeSize) }

    /// The font at the environment's step.
    public var wrappedValue: SwiftUI.Font { scalableFont.font(at: step) }

    /// For `.lineSpacing(_:)`: the token's leading minus its size at the environment's step.
    public var lineSpacing: CGFloat { scalableFont.lineSpacing(at: step) }

    /// For `Text.tracking(_:)`: the token's letter spacing in points.
    public var tracking: CGFloat { CGFloat(scalableFont.letterSpacing) }

    /// `$name.lineSpacing`, `$name.tracking`.
    public var projectedValue: DynamicFont { self }
}

/// A dimension token that follows the environment's Dynamic Type size, like `@ScaledMetric`:
/// `@DynamicMetric(Theme.default.size.iconFrame) var iconSide`.
@propertyWrapper
public struct DynamicMetric: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// The token.
    public let metric: ScalableMetric

    public init(_ metric: ScalableMetric) {
        self.metric = metric
    }

    /// The value at the environment's step, rounded to the screen's pixels.
    public var wrappedValue: CGFloat { metric.points(at: DynamicTypeStep(dynamicTypeSize), displayScale: displayScale) }
}

extension ScalableMetric {
    /// `value(at:displayScale:)` in points, on a screen of `displayScale` pixels per point.
    func points(at step: DynamicTypeStep, displayScale: CGFloat) -> CGFloat {
        CGFloat(value(at: step, displayScale: Int(displayScale.rounded(.toNearestOrAwayFromZero))))
    }
}

// MARK: - Theme environment

private struct DesignThemeKey: EnvironmentKey {
    static let defaultValue: Theme = .default
}

private struct DesignTokensKey: EnvironmentKey {
    static let defaultValue: Tokens = .default
}

extension EnvironmentValues {
    /// The theme the components draw with; `Theme.default` unless a view sets another.
    public var designTheme: Theme {
        get { self[DesignThemeKey.self] }
        set { self[DesignThemeKey.self] = newValue }
    }

    /// The choice of tokens your own views read; `Tokens.default` unless a view sets another.
    public var designTokens: Tokens {
        get { self[DesignTokensKey.self] }
        set { self[DesignTokensKey.self] = newValue }
    }
}

extension View {
    /// Draws the components inside this view with `theme`.
    public func designTheme(_ theme: Theme) -> some View {
        environment(\.designTheme, theme)
    }

    /// The choice for everything inside this view: `@Environment(\.designTokens)` reads it, and
    /// the components draw with its `componentTheme`.
    public func designTokens(_ tokens: Tokens) -> some View {
        environment(\.designTokens, tokens).environment(\.designTheme, tokens.componentTheme)
    }
}
#endif
