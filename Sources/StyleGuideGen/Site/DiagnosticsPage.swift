/// `diagnostics.html`: every error, warning and note of the build, grouped by code (errors first),
/// each with its place, a link to the token or component it concerns, and the `styleguide.json`
/// line that silences the code. Only a build with something to say has it.
struct DiagnosticsPage {
    let diagnostics: [Diagnostic]
    /// Token and component names -> their place on the site, from the search index.
    let links: [String: String]

    static let outputPath = "diagnostics.html"

    init(diagnostics: [Diagnostic], search: SearchIndex) {
        self.diagnostics = diagnostics
        // A token by its path; a component by its name (the subject its diagnostics carry) and title.
        var links: [String: String] = [:]
        for entry in search.entries where entry.kind == "token" || entry.kind == "component" {
            links[entry.title] = links[entry.title] ?? entry.href
            if entry.kind == "component" {
                links[String(entry.href.dropFirst("components/".count).dropLast(".html".count))] = entry.href
            }
        }
        self.links = links
    }

    /// `code-format-hex-alpha`: a code's group on the page.
    static func anchor(for code: DiagnosticCode) -> String {
        "code-" + CSSNaming.kebab(code.id.replacingOccurrences(of: "/", with: "-"))
    }

    /// With a root cause (a file that did not parse, a broken set), its groups come first and the
    /// rest is folded under them with a count, as the terminal shows them (`RootCauses`).
    func page() -> SitePage? {
        guard !diagnostics.isEmpty else { return nil }
        let split = RootCauses(diagnostics)
        var headings: [Heading] = []
        var data: [String: MustacheValue] = ["total": .int(diagnostics.count)]
        if let label = split.mayFollow, let fixFirst = split.fixFirst(place: " folded below") {
            data["causes"] = .list(groups(split.causes, headings: &headings))
            data["folded"] = ["label": .string(label), "fixFirst": .string(fixFirst.prefix(1).uppercased() + fixFirst.dropFirst()),
                              "groups": .list(groups(split.rest, headings: &headings))]
        } else {
            data["groups"] = .list(groups(diagnostics, headings: &headings))
        }
        return SitePage(outputPath: Self.outputPath, title: "Diagnostics",
                        description: "Every error, warning and note of this build, by code, with where it is and how to silence it.",
                        template: "pages/diagnostics", data: data, headings: headings)
    }

    /// One group a code: errors, then warnings, by count, most first (as the summary line), then codes with notes only.
    private func groups(_ diagnostics: [Diagnostic], headings: inout [Heading]) -> [MustacheValue] {
        let byCode = Dictionary(grouping: diagnostics, by: \.code)
        let summary = DiagnosticSummary(diagnostics)
        var codes: [DiagnosticCode] = []
        for code in (summary.errors + summary.warnings).map(\.code) + Set(diagnostics.map(\.code)).sorted() where !codes.contains(code) {
            codes.append(code)
        }
        return codes.map { code in
            let items = byCode[code] ?? []
            // A code both above the fold and under it (an unreadable token file, an unreadable font):
            // the links to the code lead to the first.
            let id = Self.anchor(for: code) + (headings.contains { $0.id == Self.anchor(for: code) } ? "-more" : "")
            headings.append(Heading(level: 2, text: code.id, id: id, line: 0))
            return [
                "id": .string(id), "code": .string(code.id), "count": .int(items.count),
                "silence": .string("\"diagnostics\": {\"\(code.id)\": \"off\"}"),
                "items": .list(items.map(item)),
            ]
        }
    }

    private func item(_ diagnostic: Diagnostic) -> MustacheValue {
        let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" }
        return [
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "place": place.map(MustacheValue.string) ?? .null,
            "subject": diagnostic.subject.map(MustacheValue.string) ?? .null,
            "href": diagnostic.subject.flatMap { links[$0] }.map(MustacheValue.string) ?? .null,
        ]
    }
}
