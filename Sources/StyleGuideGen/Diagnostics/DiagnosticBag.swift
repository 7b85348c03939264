/// The one collector diagnostics travel in: stages take it `inout` and append
/// what lets them go on; what stops them is thrown as a `DiagnosticError`.
public struct DiagnosticBag: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// Set by `appendUnique`: the same problem found in several permutations is kept once.
    private var seen: Set<Diagnostic> = []

    public init() {}

    public init(_ diagnostics: [Diagnostic]) { all = diagnostics }

    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func append(contentsOf diagnostics: [Diagnostic]) { all.append(contentsOf: diagnostics) }

    /// Appends what is not already here (permutations repeat their shared problems).
    public mutating func appendUnique(_ diagnostics: [Diagnostic]) {
        if seen.isEmpty, !all.isEmpty { seen = Set(all) }
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { all.append(diagnostic) }
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// Sorted by file, line, column (unlocated last), stable otherwise: the
    /// order the user reads them in, the same on every run.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    /// Names files as the user sees them (relative to the project), once, at the edge.
    public mutating func displayFiles(_ display: (String) -> String) {
        for index in all.indices {
            guard let file = all[index].location?.file else { continue }
            all[index].location?.file = display(file)
        }
        seen = []
    }

    /// Applies the severity policy; the only place severities change after creation.
    public mutating func apply(_ policy: DiagnosticPolicy) {
        all = policy.apply(all)
        seen = []
    }
}
