/// Finds what each component looks like before and after a change, by comparing the values both
/// sides' token stylesheets compute for the properties the component reads, in every permutation
/// column at every step.
struct ComponentReviewPlanner {
    /// Steps a change that does not scale is shown at: the default and the largest.
    static let fixedSteps: [ContentSizeCategory] = [.large, .ax5]

    let catalog: ComponentCatalog
    let base: TokenStylesheet
    let head: TokenStylesheet
    let columns: [PermutationColumn]
    /// Head's slot bindings, for the token a slot is mapped to.
    let bindings: [String: SlotBinding]
    let crossings: [ContrastCrossing]

    func reviews() -> [ComponentReview] {
        let mapped = mappedTokens()
        return catalog.components.compactMap { definition in
            let groups = self.groups(of: definition, mapped: mapped)
            return groups.isEmpty ? nil : ComponentReview(component: definition.name, groups: groups)
        }
    }

    /// The properties a component reads, each side's value at each step of each column.
    private typealias Values = [ContentSizeCategory: [String: (before: String?, after: String?)]]

    /// `mapped`: property (without `--`) -> the token its slot is mapped to.
    private func groups(of definition: ComponentDefinition, mapped: [String: String]) -> [ComponentReview.Group] {
        let readers = Self.readers(of: definition, in: catalog)
        let properties = catalog.previewProperties(of: definition.name)
        var groups: [ComponentReview.Group] = []
        var signatures: [[String]: Int] = [:]
        for column in columns {
            guard let values = values(of: properties, in: column) else { continue }
            let changed = properties.filter { property in values.values.contains { $0[property].map { $0.before != $0.after } ?? false } }
            guard !changed.isEmpty else { continue }
            let scales = changed.contains { property in
                Set(values.values.map { $0[property]?.before }).count > 1 || Set(values.values.map { $0[property]?.after }).count > 1
            }
            let steps = head.values.steps.filter { scales || Self.fixedSteps.contains($0) }
            // Permutations where both sides compute the same values at the shown steps look alike: drawn once.
            let signature = steps.flatMap { step in
                properties.map { "\($0)=\(values[step]?[$0]?.before ?? "")>\(values[step]?[$0]?.after ?? "")" }
            }
            let found = crossings(of: definition.name, in: column)
            if let index = signatures[signature] {
                groups[index].columns.append(column)
                groups[index].crossings = Self.unique(groups[index].crossings + found)
                continue
            }
            signatures[signature] = groups.count
            let pairs = steps.map { step in
                ComponentReview.Pair(step: step, changes: changed.compactMap { property in
                    guard let value = values[step]?[property], value.before != value.after else { return nil }
                    return ComponentReview.PropertyChange(property: property, readers: readers[property] ?? [], mappedFrom: mapped[property],
                                                          before: value.before, after: value.after)
                })
            }
            groups.append(ComponentReview.Group(columns: [column], scales: scales, pairs: pairs, crossings: Self.unique(found)))
        }
        return groups
    }

    /// Nil when either side lacks the permutation.
    private func values(of properties: [String], in column: PermutationColumn) -> Values? {
        var values: Values = [:]
        for step in head.values.steps {
            guard let before = base.values.cell(for: column.modifierChoices, at: step),
                  let after = head.values.cell(for: column.modifierChoices, at: step) else { return nil }
            var row: [String: (before: String?, after: String?)] = [:]
            for property in properties {
                row[property] = (base.resolvedValue(ofProperty: "--" + property, in: before, wideGamut: true),
                                 head.resolvedValue(ofProperty: "--" + property, in: after, wideGamut: true))
            }
            values[step] = row
        }
        return values
    }

    /// Crossings that name the component, in a permutation with the column's choices.
    private func crossings(of component: String, in column: PermutationColumn) -> [ContrastCrossing] {
        crossings.filter { $0.components.contains(component) && column.matches($0.inputs) }
    }

    /// Property (without `--`) -> the token its slot is mapped to.
    private func mappedTokens() -> [String: String] {
        var mapped: [String: String] = [:]
        for binding in bindings.values {
            guard case .mapped(.token(let token)) = binding.source else { continue }
            for property in binding.slot.properties { mapped[property] = token }
        }
        return mapped
    }

    /// Which CSS properties read each token property: the component's stylesheet, what it keeps of its
    /// base's, and the stylesheets of the components it embeds.
    static func readers(of definition: ComponentDefinition, in catalog: ComponentCatalog) -> [String: [String]] {
        var css = definition.stylesheet
        if let base = definition.base.flatMap({ catalog[$0] }) {
            let own = StylesheetReferences.declaredProperties(in: definition.stylesheet)
            css = StylesheetReferences.removingDeclarations(of: own, from: base.stylesheet) + "\n" + css
        }
        for name in definition.embedded {
            if let embedded = catalog[name] { css += "\n" + embedded.stylesheet }
        }
        return StylesheetReferences.readers(in: css)
    }

    /// Each pair of tokens at each level once (alike permutations measure alike).
    private static func unique(_ crossings: [ContrastCrossing]) -> [ContrastCrossing] {
        var seen: Set<String> = []
        return crossings.filter { seen.insert("\($0.foreground)|\($0.background)|\($0.level.rawValue)").inserted }
    }
}
