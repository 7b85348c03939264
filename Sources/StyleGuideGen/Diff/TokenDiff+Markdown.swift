/// The review as Markdown for a pull-request comment: counts, contrast crossings first, then the
/// token changes by kind, the permutations only one side has, and the components touched.
extension TokenDiff {
    /// `linkBase`, when given, is where the built site (with this diff's `diff.html`) is published:
    /// each component then links to its before/after there, or to its matrix when it looks the same.
    public func markdown(linkBase: String? = nil) -> String {
        var lines = ["## Token changes", ""]
        lines.append("Comparing \(MarkdownText.code(baseLabel)) (base) with \(MarkdownText.code(headLabel)) (head), \(permutationSummary).")
        lines.append("")
        guard !isEmpty else { return (lines + ["No token changes.", ""]).joined(separator: "\n") }
        let groups = groupedEntries
        let touched = touchedComponents
        lines += MarkdownText.header(["Contrast crossings", "Changed", "Renamed", "Added", "Removed", "Components touched"])
        lines.append(MarkdownText.row([String(contrast.count)] + TokenChangeKind.allCases.map { kind in
            String(groups.filter { $0.kind == kind }.count)
        } + [String(touched.count)]))
        lines += contrastSection(linkBase: linkBase)
        for kind in TokenChangeKind.allCases {
            lines += entrySection(kind, groups.filter { $0.kind == kind }, linkBase: linkBase)
        }
        lines += permutationSection()
        if !touched.isEmpty {
            lines += ["", "### Components touched", ""] + MarkdownText.header(["Component", "Before and after", "Tokens"])
            lines += touched.map { item in
                MarkdownText.row([component(item.component, linkBase: linkBase), reviewSummary(item.component),
                                  item.tokens.map(MarkdownText.code).joined(separator: ", ")])
            }
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

    private func contrastSection(linkBase: String?) -> [String] {
        guard !contrast.isEmpty else { return [] }
        var lines = ["", "### Contrast thresholds crossed", ""]
        lines += MarkdownText.header(["Pair", "Level", "Permutation", "Before", "After", "Crossed", "Components"])
        for crossing in contrast {
            lines.append(MarkdownText.row([
                "\(MarkdownText.code(crossing.foreground)) on \(MarkdownText.code(crossing.background))",
                MarkdownText.text(crossing.level.rawValue),
                MarkdownText.text(crossing.permutation),
                Self.measurement(crossing.before),
                Self.measurement(crossing.after),
                crossing.crossed.map(DiffValueText.threshold).joined(separator: ", "),
                crossing.components.map { name in
                    MarkdownText.link(name, base: linkBase, path: reviewLink(name, inputs: crossing.inputs).map { "diff.html" + $0 } ?? "components/\(name).html#matrix")
                }.joined(separator: ", "),
            ]))
        }
        return lines
    }

    private static func measurement(_ value: ContrastCrossing.Measurement?) -> String {
        guard let value else { return "not measured" }
        return DiffValueText.ratio(value.ratio) + (value.passes ? " passes" : " **fails**")
    }

    private func entrySection(_ kind: TokenChangeKind, _ groups: [GroupedDiffEntry], linkBase: String?) -> [String] {
        guard !groups.isEmpty else { return [] }
        var lines = ["", "### \(Self.title(kind)) (\(groups.count))", ""]
        switch kind {
        case .changed: lines += MarkdownText.header(["Token", "Before", "After", "Permutations", "Components"])
        case .renamed: lines += MarkdownText.header(["Before", "After", "Value", "Permutations", "Components"])
        case .added, .removed: lines += MarkdownText.header(["Token", "Type", "Value", "Permutations", "Components"])
        }
        for group in groups {
            let entry = group.entry
            var cells: [String]
            switch kind {
            case .changed:
                cells = [MarkdownText.code(entry.after?.name ?? ""), Self.variants(group) { Self.value($0.before, withType: $0.typeChanged) },
                         Self.variants(group) { Self.value($0.after, withType: $0.typeChanged) + ($0.follows.map { " (via \(MarkdownText.code($0)))" } ?? "") }]
            case .renamed:
                cells = [MarkdownText.code(entry.before?.name ?? ""), MarkdownText.code(entry.after?.name ?? ""), Self.variants(group) { Self.value($0.after) }]
            case .added, .removed:
                let token = entry.after ?? entry.before
                cells = [MarkdownText.code(token?.name ?? ""), token?.value.typeName ?? "", Self.variants(group) { Self.value($0.after ?? $0.before) }]
            }
            cells += [MarkdownText.text(group.permutations), components(group.components, linkBase: linkBase)]
            lines.append(MarkdownText.row(cells))
        }
        return lines
    }

    /// One variant's cell as is; several, one line each with where it occurs.
    private static func variants(_ group: GroupedDiffEntry, _ cell: (TokenDiffEntry) -> String) -> String {
        guard group.variants.count > 1 else { return group.variants.first.map { cell($0.entry) } ?? "" }
        return group.variants.map { cell($0.entry) + " in " + MarkdownText.text($0.permutations) }.joined(separator: "<br>")
    }

    private func permutationSection() -> [String] {
        let oneSided = permutations.filter { $0.presence != .both }
        guard !oneSided.isEmpty else { return [] }
        var lines = ["", "### Permutations only one side has", ""]
        for permutation in oneSided {
            let (side, count) = permutation.presence == .onlyInHead ? ("added", permutation.headTokenCount) : ("removed", permutation.baseTokenCount)
            lines.append("- \(side): \(MarkdownText.code(permutation.label)) (\(Counted.text(count, "token")))")
        }
        return lines
    }

    private func components(_ names: [String], linkBase: String?) -> String {
        names.map { component($0, linkBase: linkBase) }.joined(separator: ", ")
    }

    /// The component's before/after on the published diff page, or its matrix when it looks the same.
    private func component(_ name: String, linkBase: String?) -> String {
        MarkdownText.link(name, base: linkBase, path: review(of: name).map { "diff.html#\($0.anchor)" } ?? "components/\(name).html#matrix")
    }

    /// `4 permutations, 12 text sizes` or `looks the same`.
    private func reviewSummary(_ name: String) -> String {
        guard let review = review(of: name) else { return "looks the same" }
        let permutations = review.groups.reduce(0) { $0 + $1.columns.count }
        let steps = Set(review.groups.flatMap { $0.pairs.map(\.step) }).count
        let crossing = review.groups.contains { !$0.crossings.isEmpty } ? ", **contrast crossing**" : ""
        return "\(permutations) permutation\(permutations == 1 ? "" : "s"), \(steps) text size\(steps == 1 ? "" : "s")\(crossing)"
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
