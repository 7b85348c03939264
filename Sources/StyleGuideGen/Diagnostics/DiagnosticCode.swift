/// The stable identity of a kind of problem (`format/hex-alpha`), as lint
/// rule ids are: shown in every output format, set per project in
/// `styleguide.json`, and listed in `docs/guide/diagnostics.md`.
public struct DiagnosticCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `family/name`, never renamed once published.
    public let id: String
    /// True for a shape DTCG 2025.10 does not allow but that has one clear
    /// meaning, so it loads with a warning; `--strict` makes it an error.
    public let deviatesFromSpec: Bool
    /// True for a warning `--strict` makes an error although the spec says nothing of it
    /// (a component showing the example's value instead of the project's).
    public let errorUnderStrict: Bool

    init(_ id: String, deviatesFromSpec: Bool = false, errorUnderStrict: Bool = false) {
        self.id = id
        self.deviatesFromSpec = deviatesFromSpec
        self.errorUnderStrict = errorUnderStrict || deviatesFromSpec
    }

    public var description: String { id }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id < rhs.id }

    /// Every code the tool can report, sorted by id.
    public static let all: [DiagnosticCode] =
        (jsonCodes + formatCodes + dynamicTypeCodes + resolverCodes + ioCodes + configCodes + templateCodes
            + markdownCodes + componentCodes + cssCodes + contrastCodes + outputCodes + diffCodes + serveCodes + inputCodes + swiftCodes + motionCodes + colorVisionCodes).sorted()

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The code with this id, if there is one.
    public static func named(_ id: String) -> DiagnosticCode? { byID[id] }
}
