extension DiagnosticCode {
    /// The codes that make others follow: a file that did not parse or could not be read, or a set
    /// a resolver or `$themes.json` names that cannot be loaded, leaves its tokens missing, and
    /// everything reading them fails too.
    static let rootCauses: Set<DiagnosticCode> = [
        .jsonSyntax, .jsonTooDeep, .ioNotFound, .ioUnreadable, .ioNotUTF8,
        .resolverInvalidReference, .resolverSetCycle, .resolverUnknownSet, .resolverSetOrder,
    ]
}

/// Diagnostics as every view shows them (the terminal, serve's overlay, the diagnostics page, the
/// GitHub annotations): the root causes first, then the rest, which may follow from them. The one
/// place that decides which is which.
struct RootCauses {
    /// The errors whose code makes others follow, in the order found.
    let causes: [Diagnostic]
    /// Everything else, in the order found: with causes, what may follow from them.
    let rest: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        causes = diagnostics.filter(Self.isCause)
        rest = diagnostics.filter { !Self.isCause($0) }
    }

    /// An error of a root-cause code (a font file that cannot be read is a warning: nothing follows).
    static func isCause(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && DiagnosticCode.rootCauses.contains(diagnostic.code)
    }

    /// Whether there is something to fold under the causes.
    var folds: Bool { !causes.isEmpty && !rest.isEmpty }

    /// `the 66 diagnostics below (65 errors)`, with `place` after the count.
    private func following(_ place: String) -> String {
        let errors = rest.filter { $0.severity == .error }.count
        return "the \(rest.count) diagnostic\(rest.count == 1 ? "" : "s")\(place) (\(errors) error\(errors == 1 ? "" : "s"))"
    }

    private var them: String { causes.count == 1 ? "it" : "them" }

    /// `fix this first: the 66 diagnostics below (65 errors) may follow from it`; nil when nothing folds.
    func fixFirst(place: String = "") -> String? {
        guard folds else { return nil }
        return "fix \(causes.count == 1 ? "this" : "these") first: \(following(place)) may follow from \(them)"
    }

    /// `66 diagnostics (65 errors) that may follow from it`: the fold's label; nil when nothing folds.
    var mayFollow: String? {
        guard folds else { return nil }
        return "\(following("").dropFirst("the ".count)) that may follow from \(them)"
    }
}
