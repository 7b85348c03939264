/// A modifier an app switches between at run time: an enum nested in `Tokens`, one case per context
/// the site shows (for the appearance modifier, per context without its light or dark: Kong's
/// `classic-day` and `classic-night` are the one case `classic`).
struct SwiftAxis: Sendable {
    struct Case: Sendable {
        /// The context, or what the appearance's context says besides light or dark.
        var name: String
        var identifier: String
    }

    var modifier: String
    /// `Brand`, nested in `Tokens`.
    var typeName: String
    /// `brand`, the stored property and the initialiser's label.
    var property: String
    var cases: [Case]
    var defaultCase: Int
}
