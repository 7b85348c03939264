/// What the user chose about severities: `--strict` and the config's
/// `"diagnostics": {"format/hex-alpha": "off", ...}`. Applied once, at the
/// edge (a build's `FinishSite` step, or the end of `check`/`tokens` on token files alone).
public struct DiagnosticPolicy: Sendable, Hashable {
    /// A severity the config may give a code, or `off` to drop it.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning, note, off
    }

    /// Every deviation from DTCG 2025.10 (and every slot left to the example theme) is an error, whatever the config says.
    public var strict: Bool
    public var levels: [DiagnosticCode: Level]

    public init(strict: Bool = false, levels: [DiagnosticCode: Level] = [:]) {
        self.strict = strict
        self.levels = levels
    }

    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap(apply)
    }

    /// nil when the diagnostic is turned off.
    public func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        var result = diagnostic
        if strict, diagnostic.code.errorUnderStrict {
            result.severity = .error
            return result
        }
        // Errors stop a stage where they are found; no setting can undo that.
        guard diagnostic.severity != .error, let level = levels[diagnostic.code] else { return result }
        switch level {
        case .off: return nil
        case .error: result.severity = .error
        case .warning: result.severity = .warning
        case .note: result.severity = .note
        }
        return result
    }
}
