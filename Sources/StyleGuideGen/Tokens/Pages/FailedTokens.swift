/// The tokens a build left out, as the token pages list them: each token with an error of its own
/// (a value with no meaning, a dangling reference, a cycle), why, and the tokens left out with it.
struct FailedTokens: Sendable {
    struct Entry: Sendable {
        var name: String
        var code: DiagnosticCode
        var message: String
        /// The note naming the tokens that use it, left out with it.
        var dependents: String?
    }

    var entries: [Entry]

    /// From the build's diagnostics so far: errors about a token (a subject) from reading tokens.
    init(_ diagnostics: [Diagnostic]) {
        let families = ["format/", "resolver/", "json/"]
        var entries: [Entry] = []
        var seen: Set<String> = []
        let notes = Dictionary(diagnostics.filter { $0.severity == .note && $0.subject != nil }.map { ($0.subject! + " " + $0.code.id, $0.message) }) { first, _ in first }
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let name = diagnostic.subject, families.contains(where: diagnostic.code.id.hasPrefix), seen.insert(name).inserted else { continue }
            entries.append(Entry(name: name, code: diagnostic.code, message: diagnostic.message, dependents: notes[name + " " + diagnostic.code.id]))
        }
        self.entries = entries.sorted { $0.name < $1.name }
    }

    /// `2 tokens have an error of their own and are on no page; ...`, in words.
    var summary: String {
        entries.count == 1
            ? "1 token has an error of its own and is on no page; the tokens that use it are left out with it."
            : "\(SiteCounts.grouped(entries.count)) tokens have an error of their own and are on no page; the tokens that use them are left out with them."
    }

    var data: MustacheValue {
        .list(entries.map { entry in
            ["name": .string(entry.name), "code": .string(entry.code.id), "message": .string(entry.message),
             "dependents": entry.dependents.map(MustacheValue.string) ?? .null,
             "href": .string(DiagnosticsPage.outputPath + "#" + DiagnosticsPage.anchor(for: entry.code))]
        })
    }
}
