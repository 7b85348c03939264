/// The font weights the HIG Dynamic Type table uses, with their CSS `font-weight` numbers as raw values.
public enum DynamicTypeWeight: Int, CaseIterable, Sendable, Hashable, Codable {
    case regular = 400
    case semibold = 600
    case bold = 700

    /// The name the HIG table prints ("Regular", "Semibold", "Bold").
    public var name: String {
        switch self {
        case .regular: "Regular"
        case .semibold: "Semibold"
        case .bold: "Bold"
        }
    }

    /// Looks a weight up by its HIG name, ignoring case.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return nil
        }
        self = match
    }
}
