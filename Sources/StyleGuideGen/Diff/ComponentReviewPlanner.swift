/// Finds every component drawn differently after a change, whatever the cause: its templates or
/// stylesheets (or those of the components it builds on or includes), its example values, or the
/// values both sides' token stylesheets compute for the properties it reads, in every permutation
/// column at every step.
struct ComponentReviewPlanner {
    /// Steps a change that does not scale is shown at: the default and the largest.
    static let fixedSteps: [ContentSizeCategory] = [.large, .ax5]

    let base: ReviewSide
    let head: ReviewSide
    let columns: [PermutationColumn]
    let crossings: [ContrastCrossing]

    /// Components whose sources changed first, then those only their tokens changed; each in catalog order.
    func reviews() -> [ComponentReview] {
        let mapped = mappedTokens()
        let names = head.bound.catalog.components.map(\.name) + base.bound.catalog.components.map(\.name).filter { head.bound.catalog[$0] == nil }
        let reviews = names.compactMap { name -> ComponentReview? in
            let sources = ComponentSourceDiff(base: base, head: head).changes(of: name)
            guard base.bound.catalog[name] != nil, head.bound.catalog[name] != nil else {
                return ComponentReview(component: name, presence: base.bound.catalog[name] == nil ? .added : .removed, sources: sources, groups: [])
            }
            let groups = self.groups(of: name, sourcesChanged: !sources.isEmpty, mapped: mapped)
            return groups.isEmpty && sources.isEmpty ? nil : ComponentReview(component: name, presence: .both, sources: sources, groups: groups)
        }
        return reviews.filter { !$0.sources.isEmpty } + reviews.filter(\.sources.isEmpty)
    }

    /// The properties a component reads, each side's value at each step of each column.
    private typealias Values = [ContentSizeCategory: [String: (before: String?, after: String?)]]

    /// `mapped`: property (without `--`) -> the token its slot is mapped to.
    private func groups(of name: String, sourcesChanged: Bool, mapped: [String: String]) -> [ComponentReview.Group] {
        guard let definition = head.bound.catalog[name], let baseSheet = base.bound.stylesheet, let headSheet = head.bound.stylesheet else { return [] }
        let readers = Self.readers(of: definition, in: head.bound.catalog)
        let headReads = head.bound.catalog.previewProperties(of: name), baseReads = base.bound.catalog.previewProperties(of: name)
        let properties = headReads + baseReads.filter { !headReads.contains($0) }
        // A property only one side's sources read is their change, shown in their lines; the
        // values named under a pair are those both sides read.
        let named = Set(headReads).intersection(baseReads)
        var groups: [ComponentReview.Group] = []
        var signatures: [[String]: Int] = [:]
        for column in columns {
            guard let values = values(of: properties, in: column, base: baseSheet, head: headSheet) else { continue }
            let changed = properties.filter { property in
                named.contains(property) && values.values.contains { $0[property].map { $0.before != $0.after } ?? false }
            }
            guard !changed.isEmpty || sourcesChanged else { continue }
            let scales = changed.contains { property in
                Set(values.values.map { $0[property]?.before }).count > 1 || Set(values.values.map { $0[property]?.after }).count > 1
            }
            let steps = headSheet.values.steps.filter { scales || Self.fixedSteps.contains($0) }
            // Permutations where both sides compute the same values at the shown steps look alike: drawn once.
            let signature = steps.flatMap { step in
                properties.map { "\($0)=\(values[step]?[$0]?.before ?? "")>\(values[step]?[$0]?.after ?? "")" }
            }
            let found = crossings(of: name, in: column)
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
    private func values(of properties: [String], in column: PermutationColumn, base: TokenStylesheet, head: TokenStylesheet) -> Values? {
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

    /// Property (without `--`) -> the token its slot is mapped to, in the head's configuration.
    private func mappedTokens() -> [String: String] {
        var mapped: [String: String] = [:]
        for binding in (head.bound.components?.bindings ?? [:]).values {
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
