/// Apple's eleven text styles, named as UIKit's `UIFont.TextStyle` names them.
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Accepts the UIKit identifier and SwiftUI's `title` and `caption`.
    public init?(identifier: String) {
        switch identifier {
        case "title": self = .title1
        case "caption": self = .caption1
        default:
            guard let style = TextStyle(rawValue: identifier) else { return nil }
            self = style
        }
    }

    /// Every identifier a token file may use, for "expected one of" messages.
    public static var acceptedIdentifiers: [String] { allCases.map(\.rawValue) + ["title", "caption"] }
}
