/// `tokens/index.html`: how many tokens of each type, on which page, the
/// modifiers and every permutation, a summary of the contrast checks, and the tokens that did
/// not load, first.
struct TokensIndexPage {
    let catalog: TokenCatalog
    let contrast: ContrastReport
    /// The token pages that exist.
    let pages: [TokenPageKind]
    /// The tokens left out with an error.
    var failed = FailedTokens([])

    func page() -> SitePage {
        var headings = [Heading(level: 2, text: "Token types", id: "token-types", line: 0)]
        // The standard types in the format's order, then custom types by name.
        var counts: [String: (count: Int, page: TokenPageKind)] = [:]
        for entry in catalog.entries { counts[entry.typeName, default: (0, entry.page)].count += 1 }
        let standard = TokenType.standard.map(\.rawValue)
        let names = standard.filter { counts[$0] != nil } + counts.keys.filter { !standard.contains($0) }.sorted()
        let types: [MustacheValue] = names.map { name in
            let (count, page) = counts[name]!
            return ["type": .string(name), "count": .int(count), "page": .string(page.title),
                    "href": pages.contains(page) ? .string(page.fileName) : .null]
        }
        let project = catalog.project
        var data: [String: MustacheValue] = [
            "total": .int(catalog.entries.count), "totalNoun": .string(Counted.noun(catalog.entries.count, "token")),
            "types": .list(types),
            "pages": .list(pages.map { ["title": .string($0.title), "href": .string($0.fileName)] }),
            "modifiers": .list(project.modifiers.map { ["name": .string($0.name)] }),
            "permutations": .list(project.permutations.indices.map { index in
                [
                    "number": .int(index + 1),
                    "contexts": .list(project.permutations[index].inputs.map { ["context": .string($0.context)] }),
                    "isDefault": .bool(index == project.defaultIndex),
                    "count": .int(project.permutations[index].tokens.count),
                ]
            }),
            "contrast": .null,
            "failed": failed.entries.isEmpty ? .null : ["summary": .string(failed.summary), "tokens": failed.data],
        ]
        if !failed.entries.isEmpty { headings.insert(Heading(level: 2, text: "Tokens that did not load", id: "not-loaded", line: 0), at: 0) }
        headings.append(Heading(level: 2, text: "Permutations", id: "permutations", line: 0))
        if !contrast.results.isEmpty {
            headings.append(Heading(level: 2, text: "Contrast", id: "contrast", line: 0))
            let failing = contrast.failures
            data["contrast"] = [
                "checks": .int(contrast.results.count), "checksNoun": .string(Counted.noun(contrast.results.count, "check")),
                "failures": .int(failing.count),
                "hasFailures": .bool(!failing.isEmpty),
                "failing": .list(failing.map { result in
                    ["foreground": .string(result.foreground), "background": .string(result.background),
                     "permutation": .string(result.permutation.isEmpty ? "Default" : result.permutation),
                     "ratio": .string(ContrastFormat.ratio(result.ratio)), "lc": .string(APCAFormat.lc(result.lc)),
                     "verdicts": .string([result.failsWCAG ? result.wcagVerdict : nil,
                                          result.failsAPCA ? result.apcaVerdict.map { "APCA " + $0 } : nil].compactMap { $0 }.joined(separator: "; "))]
                }),
                "href": pages.contains(.colors) ? "colors.html#contrast-pairs" : .null,
            ]
        }
        return SitePage(outputPath: "tokens/index.html", title: "Tokens",
                        description: "What the design tokens hold: counts by type, modifiers and permutations.",
                        template: "pages/tokens-index", data: data, headings: headings)
    }
}
