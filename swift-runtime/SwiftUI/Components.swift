#if canImport(SwiftUI)
import Foundation
import SwiftUI

// The seed components of the style guide as SwiftUI views. Every size comes from the theme in the
// environment at the environment's Dynamic Type step, as the site's CSS takes it from the tokens;
// the only numbers here are the site's own ratios (the chevron's 0.8 of the Body size, the glyph's
// 70% of its tile, and the avatar initials' 24/60 of the circle, from settings-header.html).

/// The chevron's height over the Body font size (`.disclosure-chevron`).
private let chevronRatio: CGFloat = 0.8
/// A row glyph's side over its tile's (`.settings-row__glyph`).
private let glyphRatio: CGFloat = 0.7
/// The avatar initials' size over the avatar's side (font-size 24 in the 60 x 60 SVG).
private let initialsRatio: CGFloat = 24.0 / 60.0

// MARK: - Labels

/// The screen title: Large Title in the label colour (`title-label`).
public struct TitleLabel: View {
    private let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var body: some View {
        TokenText(text, font: \.typography.largeTitle, color: \.color.label)
    }
}

/// A section heading: Title 2 in the label colour (`heading-label`).
public struct HeadingLabel: View {
    private let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var body: some View {
        TokenText(text, font: \.typography.title2, color: \.color.label)
    }
}

/// Running text: Body in the label colour (`body-label`).
public struct BodyLabel: View {
    private let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var body: some View {
        TokenText(text, font: \.typography.body, color: \.color.label)
    }
}

/// Text in one typography token and one colour token of the environment's theme.
struct TokenText: View {
    private let text: String
    private let font: KeyPath<Theme, ScalableFont>
    private let color: KeyPath<Theme, DynamicColor>
    @Environment(\.designTheme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(_ text: String, font: KeyPath<Theme, ScalableFont>, color: KeyPath<Theme, DynamicColor>) {
        self.text = text
        self.font = font
        self.color = color
    }

    var body: some View {
        Text(text).styled(theme[keyPath: font], at: DynamicTypeStep(dynamicTypeSize), color: theme[keyPath: color])
    }
}

extension Text {
    /// Font, tracking and line spacing of a typography token at a step, in a colour token.
    func styled(_ font: ScalableFont, at step: DynamicTypeStep, color: DynamicColor) -> some View {
        tracking(CGFloat(font.letterSpacing))
            .font(font.font(at: step))
            .lineSpacing(font.lineSpacing(at: step))
            .foregroundStyle(color.color)
    }
}

// MARK: - Buttons

/// The standard button: the accent fill, the on-accent text in Button type (`standard-button`).
public struct StandardButton: View {
    private let title: String
    private let action: () -> Void

    public init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        TokenButton(title: title, fill: \.color.accentFill, action: action)
    }
}

/// The standard button with the destructive fill (`destructive-button`).
public struct DestructiveButton: View {
    private let title: String
    private let action: () -> Void

    public init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        TokenButton(title: title, fill: \.color.destructiveFill, action: action)
    }
}

/// A button drawn from the theme: padding, corner radius, fill, shadow, pressed overlay and
/// disabled opacity as the site's `.standard-button` rules give them.
struct TokenButton: View {
    let title: String
    let fill: KeyPath<Theme, DynamicColor>
    let action: () -> Void
    @Environment(\.designTheme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let step = DynamicTypeStep(dynamicTypeSize)
        let font = theme.typography.button
        let spacing = theme.spacing
        Button(action: { action() }) {
            Text(title)
                .styled(font, at: step, color: theme.color.onAccent)
                .multilineTextAlignment(.center)
        }
        .buttonStyle(TokenButtonStyle(
            fill: theme[keyPath: fill].color,
            pressedOverlay: theme.color.pressedOverlay.color,
            cornerRadius: theme.radius.button.points(at: step, displayScale: displayScale),
            verticalPadding: spacing.s.points(at: step, displayScale: displayScale)
                + spacing.xs.points(at: step, displayScale: displayScale),
            horizontalPadding: spacing.m.points(at: step, displayScale: displayScale),
            shadow: theme.shadow.button.resolved(for: colorScheme == .dark ? .dark : .light).layers.first { !$0.inset },
            isEnabled: isEnabled,
            disabledOpacity: theme.opacity.disabled
        ))
    }
}

/// The look of `TokenButton`, with the pressed state only a button style knows.
struct TokenButtonStyle: ButtonStyle {
    let fill: SwiftUI.Color
    let pressedOverlay: SwiftUI.Color
    let cornerRadius: CGFloat
    let verticalPadding: CGFloat
    let horizontalPadding: CGFloat
    let shadow: TokenShadowLayer?
    let isEnabled: Bool
    let disabledOpacity: Double

    func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        // Like the CSS: no shadow while pressed or disabled; the overlay lies on the fill, under the text.
        let showsShadow = isEnabled && !configuration.isPressed
        configuration.label
            .padding(.vertical, verticalPadding)
            .padding(.horizontal, horizontalPadding)
            .background(configuration.isPressed ? pressedOverlay : SwiftUI.Color.clear, in: shape)
            .background(fill, in: shape)
            .shadow(
                color: showsShadow ? (shadow?.color.color ?? SwiftUI.Color.clear) : SwiftUI.Color.clear,
                // CSS's blur radius is twice the blur's standard deviation; SwiftUI's radius is
                // taken to be that deviation (the usual CSS-to-iOS conversion, not one Apple documents).
                radius: CGFloat(shadow?.blur ?? 0) / 2,
                x: CGFloat(shadow?.offsetX ?? 0),
                y: CGFloat(shadow?.offsetY ?? 0)
            )
            .opacity(isEnabled ? 1 : disabledOpacity)
    }
}

// MARK: - Settings

/// The account cell at the top of Settings: an avatar of fixed size filled with the avatar
/// gradient, the name in Body, the subtitle in Caption 1 and a disclosure chevron.
public struct SettingsHeader: View {
    private let name: String
    private let subtitle: String
    private let initials: String
    @Environment(\.designTheme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// `initials` default to the first letters of the first and last words of `name`.
    public init(name: String, subtitle: String, initials: String? = nil) {
        self.name = name
        self.subtitle = subtitle
        self.initials = initials ?? Self.defaultInitials(for: name)
    }

    public var body: some View {
        let step = DynamicTypeStep(dynamicTypeSize)
        let bodyFont = theme.typography.body
        let m = theme.spacing.m.points(at: step, displayScale: displayScale)
        let s = theme.spacing.s.points(at: step, displayScale: displayScale)
        let xs = theme.spacing.xs.points(at: step, displayScale: displayScale)
        let avatarSide = theme.size.avatar.points(at: step, displayScale: displayScale)
        let initialsFont = ScalableFont(
            family: bodyFont.family, weight: theme.font.weight.semibold, size: Double(avatarSide * initialsRatio),
            lineHeight: Double(avatarSide * initialsRatio), lineHeightMultiplier: 1, letterSpacing: 0, scaling: .fixed
        )
        HStack(spacing: m) {
            Text(initials)
                .font(initialsFont.font(at: step))
                .foregroundStyle(theme.color.onAccent.color)
                .frame(width: avatarSide, height: avatarSide)
                .background(
                    LinearGradient(
                        stops: theme.gradient.avatar.stops.map {
                            SwiftUI.Gradient.Stop(color: $0.color.color, location: CGFloat($0.position))
                        },
                        // CSS 135deg on a square: from the top-left corner to the bottom-right one.
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    ),
                    in: Circle()
                )
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: xs) {
                Text(name).styled(bodyFont, at: step, color: theme.color.label)
                Text(subtitle).styled(theme.typography.caption1, at: step, color: theme.color.secondaryLabel)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Chevron(height: chevronRatio * CGFloat(bodyFont.size(at: step)), color: theme.color.secondaryLabel)
        }
        .padding(.vertical, s)
        .padding(.horizontal, m)
        .background(theme.color.cellBackground.color)
    }

    static func defaultInitials(for name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace)
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}

/// A Settings line item: a coloured icon tile (its side and corner scale with Body, capped by the
/// theme), the title in Body, the secondary text in the secondary label colour, and a chevron. At
/// accessibility sizes the secondary text goes under the title, as on iOS.
public struct SettingsRow: View {
    private let title: String
    private let systemImage: String
    private let tint: DynamicColor
    private let secondary: String?
    @Environment(\.designTheme) private var theme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.displayScale) private var displayScale

    /// `tint` is the tile's colour, typically one of `theme.color.icon`.
    public init(title: String, systemImage: String, tint: DynamicColor, secondary: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.secondary = secondary
    }

    public var body: some View {
        let step = DynamicTypeStep(dynamicTypeSize)
        let bodyFont = theme.typography.body
        let m = theme.spacing.m.points(at: step, displayScale: displayScale)
        let s = theme.spacing.s.points(at: step, displayScale: displayScale)
        let tile = theme.size.iconFrame.points(at: step, displayScale: displayScale)
        HStack(spacing: m) {
            Image(systemName: systemImage)
                .resizable()
                .scaledToFit()
                .frame(width: glyphRatio * tile, height: glyphRatio * tile)
                .foregroundStyle(theme.color.onAccent.color)
                .frame(width: tile, height: tile)
                .background(
                    tint.color,
                    in: RoundedRectangle(cornerRadius: theme.radius.iconTile.points(at: step, displayScale: displayScale),
                                         style: .continuous)
                )
                .accessibilityHidden(true)
            HStack(spacing: s) {
                if step.isAccessibilitySize {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(title).styled(bodyFont, at: step, color: theme.color.label)
                        if let secondary {
                            Text(secondary).styled(bodyFont, at: step, color: theme.color.secondaryLabel)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    HStack(alignment: .firstTextBaseline, spacing: s) {
                        Text(title).styled(bodyFont, at: step, color: theme.color.label)
                            .layoutPriority(1)
                        Spacer(minLength: 0)
                        if let secondary {
                            Text(secondary).styled(bodyFont, at: step, color: theme.color.secondaryLabel)
                                .multilineTextAlignment(.trailing)
                        }
                    }
                }
                Chevron(height: chevronRatio * CGFloat(bodyFont.size(at: step)), color: theme.color.secondaryLabel)
            }
        }
        .padding(.vertical, s)
        .padding(.horizontal, m)
        // The minimum height includes the padding, as the CSS's `box-sizing: border-box` has it.
        .frame(minHeight: theme.size.rowMinHeight.points(at: step, displayScale: displayScale))
        .background(theme.color.cellBackground.color)
    }
}

/// The trailing disclosure chevron, sized like a glyph of the Body text it follows.
struct Chevron: View {
    let height: CGFloat
    let color: DynamicColor

    var body: some View {
        Image(systemName: "chevron.right")
            .resizable()
            .scaledToFit()
            .frame(height: height)
            .foregroundStyle(color.color)
            .accessibilityHidden(true)
    }
}
#endif
