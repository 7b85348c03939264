import Foundation

/// Prints build progress: on a terminal one line that updates in place, in
/// CI or when piped plain lines, with `--quiet` nothing. Ends with a summary.
public final class ProgressPrinter: @unchecked Sendable {
    public enum Style: Sendable { case updatingLine, plainLines, quiet }

    private let style: Style
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var loaded: (tokens: Int, permutations: Int)?

    public init(style: Style, write: @escaping @Sendable (String) -> Void) {
        self.style = style
        self.write = write
    }

    /// Standard error, styled for where it goes: a terminal gets the updating
    /// line unless `CI` is set.
    public static func standardError(quiet: Bool) -> ProgressPrinter {
        let terminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
        return ProgressPrinter(style: quiet ? .quiet : (terminal ? .updatingLine : .plainLines)) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    public func handle(_ event: BuildProgress) {
        lock.withLock {
            if case let .loaded(_, tokens, permutations, _, _) = event { loaded = (tokens, permutations) }
            switch style {
            case .quiet: break
            case .plainLines: write(event.line + "\n")
            case .updatingLine: write("\r\u{1B}[K" + event.line)
            }
        }
    }

    /// The summary line: pages, permutations, tokens, time (not with
    /// `--quiet`, which prints diagnostics only).
    public func finish(_ result: BuildResult) {
        lock.withLock {
            if style == .updatingLine { write("\r\u{1B}[K") }
            guard style != .quiet, result.succeeded else { return }
            guard !result.upToDate else {
                return write(String(format: "up to date: %@, nothing rebuilt, in %.2f s\n", Counted.text(result.pageCount, "page"), result.seconds))
            }
            let counts = loaded ?? (0, 0)
            let reused = result.reusedPages > 0 ? " (\(result.renderedPages.count) rendered, \(result.reusedPages) unchanged)" : ""
            write(String(format: "built %@%@, %@, %@ in %.2f s\n", Counted.text(result.pageCount, "page"), reused,
                         Counted.text(counts.permutations, "permutation"), Counted.text(counts.tokens, "token"), result.seconds))
        }
    }
}
