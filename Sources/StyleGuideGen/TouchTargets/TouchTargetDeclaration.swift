/// `touch-target: .standard-button` or `touch-target.toggle: .settings-row__switch-input in toggle-on, toggle-off`
/// in a component's metadata: an element of its markup a finger taps, by its class (or classes,
/// `.a.b`), and the states or variants of the matrix it is drawn in (the default when none is named).
public struct TouchTargetDeclaration: Sendable, Hashable {
    /// `toggle`; nil when the key has no name (the component's title then names it).
    public var name: String?
    /// `.settings-row__switch-input`.
    public var selector: String
    /// The classes the selector names, without dots.
    public var classes: [String]
    /// The states or variants it is drawn in; empty: the default.
    public var variants: [String]
    /// The metadata line, for a variant that does not exist.
    public var line: Int

    /// Nil when the value is not `.class[.class...] [in name, name]`.
    init?(name: String?, value: String, line: Int) {
        let parts = value.components(separatedBy: " in ")
        guard (1...2).contains(parts.count) else { return nil }
        let selector = parts[0].trimmingCharacters(in: .whitespaces)
        guard selector.hasPrefix("."), selector.count > 1 else { return nil }
        let classes = selector.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard classes.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" } })
        else { return nil }
        self.name = name
        self.selector = selector
        self.classes = classes
        variants = parts.count == 2 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
        self.line = line
        if parts.count == 2, variants.isEmpty { return nil }
    }
}
