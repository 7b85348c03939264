// A type-checking stand-in for the part of SwiftUI that swift-runtime/SwiftUI/*.swift uses.
// Every public declaration copies the signature on the Apple page cited above it; no body does what
// SwiftUI does (each traps). Availability attributes are left out; protocols list only the
// requirements and refinements the adapters rely on.
import Foundation
import UIKit

/// Traps: a stand-in body is never meant to run.
@inline(never)
func trap(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stand-in: \(function) is for type-checking only")
}

/// Traps in place of a value of any type.
func standIn<T>(_ function: StaticString = #function) -> T {
    trap(function)
}

/// What a stand-in modifier returns as its `some View` (not Apple's: the concrete type is hidden).
nonisolated struct StandInView: View {
    init() { trap() }
    var body: Never { trap() }
}

// MARK: - Views and builders

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/view (primitive views have `Body == Never`; `Never` is one)
extension Never: View {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { standIn() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { standIn() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        standIn()
    }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T> {}

/// https://developer.apple.com/documentation/swiftui/tupleview
extension TupleView: View {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (the type it returns)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (returns `Content?` as a view)
extension Optional: View where Wrapped: View {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content (what `Content` aliases)
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
extension _ViewModifier_Content: View {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { trap() }
}

// MARK: - Environment

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

extension DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { trap() }

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { standIn() }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { standIn() }
        set { trap() }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    public var dynamicTypeSize: DynamicTypeSize {
        get { standIn() }
        set { trap() }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat {
        get { standIn() }
        set { trap() }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { standIn() }
        set { trap() }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { standIn() }
        set { trap() }
    }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Sendable, Hashable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xsmall
    case xSmall
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/small
    case small
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/medium
    case medium
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/large
    case large
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xlarge
    case xLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxlarge
    case xxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/xxxlarge
    case xxxLarge
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1
    case accessibility1
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility2
    case accessibility2
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility3
    case accessibility3
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility4
    case accessibility4
    /// https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility5
    case accessibility5
}

// MARK: - Styles, colours, fonts

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, Sendable, ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
        case sRGBLinear
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
        case displayP3
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        trap()
    }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { trap() }

    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) { trap() }

    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear: Color = standIn()
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading: UnitPoint = standIn()
    /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomtrailing
    public static let bottomTrailing: UnitPoint = standIn()
}

/// https://developer.apple.com/documentation/swiftui/gradient
@frozen public struct Gradient: Hashable {
    /// https://developer.apple.com/documentation/swiftui/gradient/stop
    @frozen public struct Stop: Hashable {
        /// https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
        public init(color: Color, location: CGFloat) { trap() }
    }
}

/// https://developer.apple.com/documentation/swiftui/lineargradient
@frozen public struct LinearGradient: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:)
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { trap() }
}

/// https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    @frozen public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy: Font.Weight = standIn()
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black: Font.Weight = standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/design/default
        case `default`
        /// https://developer.apple.com/documentation/swiftui/font/design/serif
        case serif
        /// https://developer.apple.com/documentation/swiftui/font/design/rounded
        case rounded
        /// https://developer.apple.com/documentation/swiftui/font/design/monospaced
        case monospaced
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { standIn() }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { standIn() }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    public func weight(_ weight: Font.Weight) -> Font { standIn() }
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/textalignment/leading
    case leading
    /// https://developer.apple.com/documentation/swiftui/textalignment/center
    case center
    /// https://developer.apple.com/documentation/swiftui/textalignment/trailing
    case trailing
}

// MARK: - Layout values

/// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet {
        public let rawValue: Int8

        /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Edge.Set = standIn()
        /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Edge.Set = standIn()
        /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Edge.Set = standIn()
    }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { trap() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading: HorizontalAlignment = standIn()
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center: HorizontalAlignment = standIn()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center: VerticalAlignment = standIn()
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static let firstTextBaseline: VerticalAlignment = standIn()
}

/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center: Alignment = standIn()
    /// https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading: Alignment = standIn()
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) { trap() }
}

// MARK: - Primitive views

/// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public nonisolated init<S>(_ content: S) where S: StringProtocol { trap() }

    /// https://developer.apple.com/documentation/swiftui/text/tracking(_:)
    public nonisolated func tracking(_ tracking: CGFloat) -> Text { standIn() }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: Equatable, Sendable, View {
    /// https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/tile
        case tile
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch
        case stretch
    }

    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public nonisolated init(systemName: String) { trap() }

    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public nonisolated func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        standIn()
    }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@frozen public struct HStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        trap()
    }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen public struct VStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        trap()
    }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/spacer
@frozen public struct Spacer: View {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public nonisolated init(minLength: CGFloat? = nil) { trap() }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/circle
@frozen public struct Circle: Shape {
    /// https://developer.apple.com/documentation/swiftui/circle/init()
    public nonisolated init() { trap() }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    case circular
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { trap() }

    public var body: Never { trap() }
}

// MARK: - Buttons

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        trap()
    }

    public var body: Never { trap() }
}

/// https://developer.apple.com/documentation/swiftui/buttonstyle
@MainActor @preconcurrency public protocol ButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/body
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    typealias Configuration = ButtonStyleConfiguration
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { trap() }
    }

    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public let label: ButtonStyleConfiguration.Label

    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public let isPressed: Bool
}

// MARK: - Modifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public nonisolated func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public nonisolated func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View {
        StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/layoutpriority(_:)
    public nonisolated func layoutPriority(_ value: Double) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    public nonisolated func scaledToFit() -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    public nonisolated func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    public nonisolated func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape {
        StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                   y: CGFloat = 0) -> some View {
        StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public nonisolated func opacity(_ opacity: Double) -> some View { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        standIn()
    }

    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    public nonisolated func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { StandInView() }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StandInView()
    }
}
