/// The review as Markdown for a pull-request comment: counts, contrast crossings first, then the
/// token changes by kind (each changed alias folded under the change it follows), the
/// permutations only one side has, and the components touched. Sized for a comment: a section
/// lists `markdownRows` rows and a cell `markdownNames` names, then "and N more" pointing at the
/// page, which has them all.
extension TokenDiff {
    /// Rows a section lists before "and N more".
    static let markdownRows = 10
    /// Names (components, tokens, values) a cell lists before "and N more".
    static let markdownNames = 5

    /// `linkBase`, when given, is where the built site (with this diff's `diff.html`) is published:
    /// each component then links to its before/after there, or to its matrix when it looks the same,
    /// and each "and N more" to its place on the page.
    public func markdown(linkBase: String? = nil) -> String {
        var lines = ["## Changes", ""]
        lines.append("Comparing \(MarkdownText.code(baseLabel)) (base) with \(MarkdownText.code(headLabel)) (head), \(permutationSummary).")
        lines.append("")
        guard !isEmpty else { return (lines + ["No changes.", ""]).joined(separator: "\n") }
        let groups = groupedEntries
        let touched = touchedComponents
        let crossings = contrastGroups
        lines += MarkdownText.header(["Contrast crossings", "Changed", "Renamed", "Added", "Removed", "Components touched"])
        lines.append(MarkdownText.row([String(crossings.count)] + TokenChangeKind.allCases.map { kind in
            String(groups.filter { $0.kind == kind }.count)
        } + [String(touched.count)]))
        lines += configurationSection(linkBase: linkBase)
        lines += contrastSection(crossings, linkBase: linkBase)
        for kind in TokenChangeKind.allCases {
            lines += entrySection(kind, groups.filter { $0.kind == kind }, linkBase: linkBase)
        }
        lines += permutationSection(linkBase: linkBase)
        if !touched.isEmpty {
            lines += ["", "### Components touched", ""] + MarkdownText.header(["Component", "Before and after", "Tokens"])
            lines += touched.prefix(Self.markdownRows).map { item in
                MarkdownText.row([component(item.component, linkBase: linkBase), reviewSummary(item.component, linkBase: linkBase),
                                  Self.names(item.tokens.map(MarkdownText.code), linkBase: linkBase, fragment: "components")])
            }
            lines += Self.moreRows(touched.count, linkBase: linkBase, fragment: "components")
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// `4 permutations compared`, plus those only one side has.
    var permutationSummary: String {
        let both = permutations.filter { $0.presence == .both }.count
        var text = both == 1 ? "1 permutation compared" : "\(both) permutations compared"
        let added = permutations.filter { $0.presence == .onlyInHead }.count
        let removed = permutations.filter { $0.presence == .onlyInBase }.count
        if added > 0 { text += ", \(added) added" }
        if removed > 0 { text += ", \(removed) removed" }
        return text
    }

    /// `styleguide.json`'s changed lines as a diff block, cut at `markdownRows`.
    private func configurationSection(linkBase: String?) -> [String] {
        guard let configuration else { return [] }
        var lines = ["", "### Configuration", "", "```diff"]
        lines += configuration.lines.prefix(Self.markdownRows).map { ($0.kind == .added ? "+" : "-") + $0.text }
        lines.append("```")
        return lines + Self.moreRows(configuration.lines.count, linkBase: linkBase, fragment: "configuration")
    }

    private func contrastSection(_ groups: [CrossingGroup], linkBase: String?) -> [String] {
        guard !groups.isEmpty else { return [] }
        var lines = ["", "### Contrast crossings", ""]
        lines += MarkdownText.header(["Pair", "Level", "Permutations", "Before", "After", "Components"])
        for group in groups.prefix(Self.markdownRows) {
            let inputs = group.crossings[0].inputs
            lines.append(MarkdownText.row([
                "\(MarkdownText.code(group.foreground)) on \(MarkdownText.code(group.background))",
                MarkdownText.text(group.level.rawValue),
                MarkdownText.text(group.permutations),
                Self.side(group.before),
                Self.side(group.after),
                Self.names(group.components.map { name in
                    MarkdownText.link(name, base: linkBase, path: reviewLink(name, inputs: inputs).map { "diff.html" + $0 } ?? "components/\(name).html#matrix")
                }, linkBase: linkBase, fragment: "contrast"),
            ]))
        }
        return lines + Self.moreRows(groups.count, linkBase: linkBase, fragment: "contrast")
    }

    /// `5.63:1, Lc 70.1 passes`, `3.10:1–3.26:1, Lc 48.0–Lc 50.2 **fails**`, `6.07:1, Lc 78.3 **fails** (meets AA)`,
    /// `4.69:1, Lc -77.2 **fails** (fails APCA at xSmall–Large)`.
    private static func side(_ side: CrossingGroup.Side?) -> String {
        guard let side else { return "not measured" }
        let notes = [side.meets.map { "meets \($0.rawValue)" }, side.apca].compactMap { $0 }
        return side.ratios + ", " + side.lcs + (side.passes ? " passes" : " **fails**")
            + (notes.isEmpty ? "" : " (\(MarkdownText.text(notes.joined(separator: "; "))))")
    }

    private func entrySection(_ kind: TokenChangeKind, _ groups: [GroupedDiffEntry], linkBase: String?) -> [String] {
        guard !groups.isEmpty else { return [] }
        var lines = ["", "### \(Self.title(kind)) (\(groups.count))", ""]
        switch kind {
        case .changed: lines += MarkdownText.header(["Token", "Before", "After", "Permutations", "Components"])
        case .renamed: lines += MarkdownText.header(["Before", "After", "Value", "Permutations", "Components"])
        case .added, .removed: lines += MarkdownText.header(["Token", "Type", "Value", "Permutations", "Components"])
        }
        let rooted = rooted(groups)
        for (index, change) in rooted.prefix(Self.markdownRows).enumerated() {
            let group = change.root, entry = group.entry
            let fragment = Self.anchor(kind, index)
            var cells: [String]
            switch kind {
            case .changed:
                cells = [MarkdownText.code(entry.after?.name ?? "") + Self.followers(change.followers.count, linkBase: linkBase, fragment: fragment),
                         variants(group, fragment: fragment, linkBase: linkBase) { Self.value($0.before, withType: $0.typeChanged) },
                         variants(group, fragment: fragment, linkBase: linkBase) { Self.value($0.after, withType: $0.typeChanged) + ($0.follows.map { " (via \(MarkdownText.code($0)))" } ?? "") }]
            case .renamed:
                cells = [MarkdownText.code(entry.before?.name ?? ""), MarkdownText.code(entry.after?.name ?? ""),
                         variants(group, fragment: fragment, linkBase: linkBase) { Self.value($0.after) }]
            case .added, .removed:
                let token = entry.after ?? entry.before
                cells = [MarkdownText.code(token?.name ?? ""), token?.value.typeName ?? "",
                         variants(group, fragment: fragment, linkBase: linkBase) { Self.value($0.after ?? $0.before) }]
            }
            cells += [MarkdownText.text(group.permutations), components(change.components, linkBase: linkBase, fragment: fragment)]
            lines.append(MarkdownText.row(cells))
        }
        return lines + Self.moreRows(rooted.count, linkBase: linkBase, fragment: kind.rawValue)
    }

    /// ` and 32 tokens that alias it`, linked to the root's row on the page.
    private static func followers(_ count: Int, linkBase: String?, fragment: String) -> String {
        guard count > 0 else { return "" }
        let label = count == 1 ? "1 token that aliases it" : "\(count) tokens that alias it"
        return " and " + (linkBase == nil ? label + " (see diff.html)" : MarkdownText.link(label, base: linkBase, path: "diff.html#" + fragment))
    }

    /// One variant's cell as is; several, one line each with where it occurs, the first few.
    private func variants(_ group: GroupedDiffEntry, fragment: String, linkBase: String?, _ cell: (TokenDiffEntry) -> String) -> String {
        guard group.variants.count > 1 else { return group.variants.first.map { cell($0.entry) } ?? "" }
        let listed = group.variants.prefix(Self.markdownNames).map { cell($0.entry) + " in " + MarkdownText.text($0.permutations) }
        let more = group.variants.count - listed.count
        return (listed + (more > 0 ? [Self.more(more, linkBase: linkBase, fragment: fragment)] : [])).joined(separator: "<br>")
    }

    private func permutationSection(linkBase: String?) -> [String] {
        let oneSided = permutations.filter { $0.presence != .both }
        guard !oneSided.isEmpty else { return [] }
        var lines = ["", "### Permutations only one side has", ""]
        for permutation in oneSided.prefix(Self.markdownRows) {
            let (side, count) = permutation.presence == .onlyInHead ? ("added", permutation.headTokenCount) : ("removed", permutation.baseTokenCount)
            lines.append("- \(side): \(MarkdownText.code(permutation.label)) (\(Counted.text(count, "token")))")
        }
        if oneSided.count > Self.markdownRows { lines.append("- " + Self.more(oneSided.count - Self.markdownRows, linkBase: linkBase, fragment: "permutations")) }
        return lines
    }

    private func components(_ names: [String], linkBase: String?, fragment: String) -> String {
        Self.names(names.map { component($0, linkBase: linkBase) }, linkBase: linkBase, fragment: fragment)
    }

    /// The first `markdownNames` names, then "and N more".
    private static func names(_ names: [String], linkBase: String?, fragment: String) -> String {
        let listed = names.prefix(markdownNames)
        let more = names.count - listed.count
        return (listed + (more > 0 ? [Self.more(more, linkBase: linkBase, fragment: fragment)] : [])).joined(separator: ", ")
    }

    /// After a table cut at `markdownRows`: a paragraph saying how many more rows the page has.
    private static func moreRows(_ count: Int, linkBase: String?, fragment: String) -> [String] {
        count > markdownRows ? ["", more(count - markdownRows, linkBase: linkBase, fragment: fragment)] : []
    }

    /// `and 4 more`, linked to its place on the published page, else pointing at `diff.html`.
    private static func more(_ count: Int, linkBase: String?, fragment: String) -> String {
        linkBase == nil ? "and \(count) more (see diff.html)" : MarkdownText.link("and \(count) more", base: linkBase, path: "diff.html#" + fragment)
    }

    /// `changed-1`: the page's id of a section's Nth row (from 1), as `rooted` orders them.
    static func anchor(_ kind: TokenChangeKind, _ index: Int) -> String { "\(kind.rawValue)-\(index + 1)" }

    /// The component's before/after on the published diff page, or its matrix when it looks the same.
    private func component(_ name: String, linkBase: String?) -> String {
        MarkdownText.link(name, base: linkBase, path: review(of: name).map { "diff.html#\($0.anchor)" } ?? "components/\(name).html#matrix")
    }

    /// `4 permutations, 12 text sizes` or `looks the same`.
    private func reviewSummary(_ name: String, linkBase: String?) -> String {
        guard let review = review(of: name) else { return "looks the same" }
        guard review.presence == .both else { return review.presence == .added ? "new component" : "removed component" }
        let permutations = review.groups.reduce(0) { $0 + $1.columns.count }
        let steps = Set(review.groups.flatMap { $0.pairs.map(\.step) }).count
        let crossing = review.groups.contains { !$0.crossings.isEmpty } ? ", **contrast crossing**" : ""
        let sources = review.sources.isEmpty ? "" : Self.names(review.sources.map { MarkdownText.code($0.file) }, linkBase: linkBase, fragment: review.anchor) + " changed; "
        return "\(sources)\(Counted.text(permutations, "permutation")), \(Counted.text(steps, "text size"))\(crossing)"
    }

    /// A side's value: the text in code, then its type when the type changed, and the alias target.
    private static func value(_ token: DiffToken?, withType: Bool = false) -> String {
        guard let token else { return "" }
        var text = MarkdownText.code(DiffValueText.text(token.value))
        if withType { text += " (\(token.value.typeName))" }
        if case .color(let color) = token.value, DiffValueText.hex(color) != DiffValueText.text(token.value) {
            text += " (\(MarkdownText.code(DiffValueText.hex(color))))"
        }
        if let alias = token.aliasName { text += " = \(MarkdownText.code("{\(alias)}"))" }
        return text
    }

    static func title(_ kind: TokenChangeKind) -> String {
        switch kind {
        case .changed: "Changed"
        case .renamed: "Renamed"
        case .added: "Added"
        case .removed: "Removed"
        }
    }
}
