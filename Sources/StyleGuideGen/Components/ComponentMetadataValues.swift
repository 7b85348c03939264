/// `status: draft|ready|deprecated`: how far along a component is, shown as a badge on its page
/// and in the navigation.
public enum ComponentStatus: String, Sendable, Hashable, CaseIterable {
    case draft, ready, deprecated

    /// `Draft`: the badge's text.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// One name of `related: a, b`, with where it is written: an unknown one is an error there,
/// found once every component is known.
public struct RelatedComponent: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
}

/// `link.LABEL: URL`: a link from the component's page (`link.figma: https://...`). The URL is
/// http(s) or a path relative to the site's root.
public struct ComponentLink: Sendable, Hashable {
    /// As written after `link.`: `figma`.
    public var label: String
    public var url: String

    /// `Figma`: the link's text.
    public var title: String { SectionTitle.humanize(label) }

    /// True for `https://host...`, `http://host...`; false for any other scheme.
    public var isWeb: Bool {
        let lower = url.lowercased()
        return ["https://", "http://"].contains { lower.hasPrefix($0) && lower.count > $0.count }
    }

    /// True for `guide/buttons.html`, `../Sources/Button.swift`: no scheme, not absolute, no
    /// host (`//host`), and not empty. A colon before the first slash would be read as a scheme.
    public var isRelativePath: Bool {
        guard let first = url.first, first != "/", first != "\\", !url.contains(where: \.isWhitespace) else { return false }
        let head = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !head.contains(":")
    }

    /// The `href` on a page `root` (`../`) below the site's root.
    public func href(root: String) -> String { isWeb ? url : root + url }
}
