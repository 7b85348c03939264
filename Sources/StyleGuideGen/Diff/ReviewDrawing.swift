/// A component review as the diff page draws it: the lines its sources changed; for each group,
/// the pairs of live previews (the before drawn by the base's templates under
/// `data-version="base"`, the after by the head's under `data-version="head"`), the changed
/// properties named under each pair, and the contrast crossings marked on the pairs they concern.
struct ReviewDrawing {
    let base: ComponentPreviewRenderer
    let head: ComponentPreviewRenderer

    /// Lines of one changed file shown; the rest are counted.
    static let shownLines = 40

    func data(_ review: ComponentReview, root: String) throws(DiagnosticError) -> MustacheValue {
        let title = (head.catalog[review.component] ?? base.catalog[review.component])?.title ?? review.component
        var groups: [MustacheValue] = []
        for (index, group) in review.groups.enumerated() {
            groups.append(try data(group, id: review.anchor(ofGroup: index), component: review.component, title: title))
        }
        return [
            "name": .string(review.component),
            "title": .string(title),
            "anchor": .string(review.anchor),
            "href": .string(TokenDiff.matrixLink(review.component, root: root)),
            "presence": review.presence == .both ? .null : .string(review.presence == .added ? "New component" : "Removed component"),
            "hasSources": .bool(!review.sources.isEmpty),
            "sources": .list(review.sources.map(Self.fileData)),
            "groups": .list(groups),
        ]
    }

    static func fileData(_ change: ChangedFile) -> MustacheValue {
        let hidden = change.lines.count - shownLines
        return [
            "file": .string(change.file),
            "lines": .list(change.lines.prefix(shownLines).map { line in
                ["kind": .string(line.kind.rawValue), "sign": .string(line.kind == .added ? "+" : "-"),
                 "number": .int(line.number), "text": .string(line.text)]
            }),
            "more": hidden > 0 ? .string(Counted.text(hidden, "more changed line")) : .null,
        ]
    }

    private func data(_ group: ComponentReview.Group, id: String, component: String, title: String) throws(DiagnosticError) -> MustacheValue {
        let crossings: [MustacheValue] = group.crossings.map { crossing in
            ["text": .string(Self.crossingText(crossing)), "direction": .string(crossing.after?.passes == false ? "fail" : "pass")]
        }
        let failing = group.crossings.contains { $0.after?.passes == false }
        var pairs: [MustacheValue] = []
        for pair in group.pairs {
            guard let column = group.columns.first else { break }
            let request = PreviewRequest(component: component, step: pair.step, permutation: column.choices, pinned: true)
            pairs.append([
                "step": .string(pair.step.rawValue),
                "label": .string("\(title) at \(pair.step.rawValue)"),
                "before": .string(try base.canvas(request)),
                "after": .string(try head.canvas(request)),
                "hasChanges": .bool(!pair.changes.isEmpty),
                "changes": .list(pair.changes.map(Self.changeData)),
                "failing": .bool(failing),
                "crossings": .list(crossings),
            ])
        }
        return [
            "id": .string(id),
            "label": .string(group.columns.map(\.label).joined(separator: "; ")),
            "steps": .string(group.scales ? "at every text size: a changed value scales with it" : "at Large and AX5: nothing changed scales with the text size"),
            "failing": .bool(failing),
            "pairs": .list(pairs),
        ]
    }

    private static func changeData(_ change: ComponentReview.PropertyChange) -> MustacheValue {
        [
            "property": .string("--" + change.property),
            "readers": .string(change.readers.joined(separator: ", ")),
            "mappedFrom": change.mappedFrom.map(MustacheValue.string) ?? .null,
            "before": .string(change.before ?? "not defined"),
            "after": .string(change.after ?? "not defined"),
        ]
    }

    /// `color.on-accent on color.destructive-fill: 4.83:1 (Lc -71.2) → 4.12:1 (Lc -66.0), now fails AA`; for a pair measured
    /// at AAA that still passes AA, the levels reached: `passes AAA (reached AA → AAA)`; an APCA verdict that changed
    /// follows: `…, passes AA; now fails APCA at xSmall–Large`.
    static func crossingText(_ crossing: ContrastCrossing) -> String {
        let ratios = [crossing.before, crossing.after].map { $0.map { "\(DiffValueText.ratio($0.ratio)) (\(APCAFormat.lc($0.lc)))" } ?? "not measured" }
        return "\(crossing.foreground) on \(crossing.background): \(ratios[0]) → \(ratios[1]), " + verdictText(crossing)
    }

    private static func verdictText(_ crossing: ContrastCrossing) -> String {
        var parts: [String] = []
        if let passesWCAG = crossing.after?.passesWCAG {
            let before = crossing.before?.passesWCAG
            let verdict = before != false && !passesWCAG ? "now fails" : before == false && passesWCAG ? "now passes" : passesWCAG ? "passes" : "fails"
            let reached = [crossing.before?.reached, crossing.after?.reached].map { $0?.rawValue ?? "none" }
            let levels = before == passesWCAG && reached[0] != reached[1] ? " (reached \(reached[0]) → \(reached[1]))" : ""
            parts.append("\(verdict) \(crossing.level.rawValue)\(levels)")
        }
        if crossing.apcaChanged {
            let before = crossing.before?.apca ?? .passed, after = crossing.after?.apca ?? .passed
            parts.append(before.passes != after.passes ? "now " + after.text : "\(after.text) (was at \(before.failingSteps))")
        }
        return parts.joined(separator: "; ")
    }
}
