// A type-checking stand-in for the part of UIKit that swift-runtime/UIKit/UIKitAdapters.swift uses.
// Every declaration copies the signature on the Apple page cited above it; no body does what UIKit
// does (each traps). Availability attributes are left out.
import Foundation

/// Traps: a stand-in body is never meant to run.
@inline(never)
func trap(_ function: StaticString = #function) -> Never {
    fatalError("UIKit stand-in: \(function) is for type-checking only")
}

/// Traps in place of a value of any type.
func standIn<T>(_ function: StaticString = #function) -> T {
    trap(function)
}

// MARK: - Colour

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { trap() }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { trap() }
}

// MARK: - Traits

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current
    open class var current: UITraitCollection {
        get { standIn() }
        set { trap() }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { standIn() }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory { standIn() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String

    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIContentSizeCategory {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge: UIContentSizeCategory = standIn()
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory = standIn()
}

// MARK: - Fonts

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) { trap() }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { standIn() }
}

extension UIFont {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String

        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat

        /// https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

extension UIFont.TextStyle {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
    public static let largeTitle: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    public static let title1: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
    public static let title2: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
    public static let title3: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
    public static let callout: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    public static let subheadline: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    public static let caption1: UIFont.TextStyle = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
    public static let caption2: UIFont.TextStyle = standIn()
}

extension UIFont.Weight {
    /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
    public static let ultraLight: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/thin
    public static let thin: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/light
    public static let light: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
    public static let regular: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
    public static let medium: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    public static let semibold: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
    public static let bold: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
    public static let heavy: UIFont.Weight = standIn()
    /// https://developer.apple.com/documentation/uikit/uifont/weight/black
    public static let black: UIFont.Weight = standIn()
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { trap() }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { standIn() }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:compatiblewith:)
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        standIn()
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { standIn() }
}
