/// Checks that every link from a doc to another doc lands on a page of the
/// site (an error otherwise) and on an existing heading (a warning otherwise).
enum DocLinkChecker {
    static func check(_ docs: [DocPage]) -> [Diagnostic] {
        let byPath = Dictionary(docs.map { ($0.source.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for doc in docs {
            for link in doc.documentLinks {
                guard let target = resolve(link.path, from: doc.source.relativePath), let page = byPath[target] else {
                    diagnostics.append(.error(.markdownBrokenLink, "link to a missing page `\(link.path)`; no such doc in docs/", at: link.location))
                    continue
                }
                if let fragment = link.fragment, !fragment.isEmpty, !page.headings.contains(where: { $0.id == fragment }) {
                    diagnostics.append(.warning(.markdownBrokenAnchor, "link to `\(link.path)#\(fragment)`: that page has no heading with id `\(fragment)`", at: link.location))
                }
            }
        }
        return diagnostics
    }

    /// `../b.md` from `guide/a.md` -> `b.md`; nil when it climbs out of docs/.
    static func resolve(_ link: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
