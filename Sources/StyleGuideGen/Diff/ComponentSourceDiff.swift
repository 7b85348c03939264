/// What changed in the files that draw a component: its partial, sub-partials, stylesheet and data,
/// and those of the components it builds on or includes, as each side's templates have them (the
/// project's own or the built-in ones); and its example values where the configuration sets them.
struct ComponentSourceDiff {
    let base: ReviewSide
    let head: ReviewSide

    func changes(of name: String) -> [ChangedFile] {
        let names = closure(of: name, in: head.bound.catalog).union(closure(of: name, in: base.bound.catalog))
        let before = base.templates.files, after = head.templates.files
        let paths = Set((before.files.keys.filter { Self.draws($0, names) }) + after.files.keys.filter { Self.draws($0, names) })
        var changes = paths.sorted().compactMap { path in
            ChangedFile.compare((after[path] == nil ? before : after).displayPath(path), before: before[path] ?? "", after: after[path] ?? "")
        }
        let examples = (base.bound.catalog[name]?.example ?? [:], head.bound.catalog[name]?.example ?? [:])
        if !changes.contains(where: { $0.file.hasSuffix("components/\(name).html") }),
           let example = ChangedFile.compare("\(ConfigLoader.fileName) (components.examples.\(name))", before: Self.text(examples.0), after: Self.text(examples.1)) {
            changes.append(example)
        }
        return changes
    }

    /// The component and every component it builds on or includes, on one side.
    private func closure(of name: String, in catalog: ComponentCatalog) -> Set<String> {
        var found: Set<String> = [], pending = [name]
        while let next = pending.popLast() {
            guard found.insert(next).inserted, let definition = catalog[next] else { continue }
            pending += definition.embedded + (definition.base.map { [$0] } ?? [])
        }
        return found
    }

    /// `components/NAME.html`, `.css`, `.json` and `components/NAME/...`.
    private static func draws(_ path: String, _ names: Set<String>) -> Bool {
        guard path.hasPrefix("components/") else { return false }
        let rest = path.dropFirst("components/".count)
        let stem = rest.firstIndex(of: "/").map { String(rest[..<$0]) } ?? String(rest.split(separator: ".").first ?? "")
        return names.contains(stem)
    }

    private static func text(_ example: [String: String]) -> String {
        example.keys.sorted().map { "\($0): \(example[$0] ?? "")" }.joined(separator: "\n")
    }
}
