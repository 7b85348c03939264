import Foundation

/// One touch target's size in one permutation at one text-size step.
public struct TouchTargetResult: Sendable, Hashable {
    public var component: String
    /// `toggle`, or the component's title.
    public var target: String
    public var selector: String
    /// The states or variants it is drawn in (empty: the default).
    public var variants: [String]
    public var permutation: [String: String]
    public var permutationLabel: String
    public var step: ContentSizeCategory
    /// CSS px (= pt); nil when the width follows the content or the container.
    public var width: Double?
    public var height: Double
    public var passes: Bool
    var size: TouchTargetSize
}

/// Every declared touch target of every component, sized in every permutation at every step.
public struct TouchTargetReport: Sendable {
    public var results: [TouchTargetResult] = []

    public init(results: [TouchTargetResult] = []) { self.results = results }

    /// A component's targets: its own, else its base's (a `base: standard-button` is that button).
    static func targets(of component: ComponentDefinition, in catalog: ComponentCatalog) -> (owner: ComponentDefinition, targets: [TouchTargetDeclaration]) {
        var owner = component, seen: Set<String> = []
        while owner.touchTargets.isEmpty, let base = owner.base, let next = catalog[base], seen.insert(base).inserted { owner = next }
        return (owner, owner.touchTargets)
    }

    /// The stylesheets that style a component's markup: its base's (and theirs), then its own.
    static func stylesheets(of component: ComponentDefinition, in catalog: ComponentCatalog) -> [(component: String, css: String)] {
        var chain: [ComponentDefinition] = [component], seen: Set<String> = [component.name]
        while let base = chain[0].base, let next = catalog[base], seen.insert(base).inserted { chain.insert(next, at: 0) }
        return chain.map { ($0.name, $0.stylesheet) }
    }

    static func evaluate(catalog: ComponentCatalog, stylesheet: TokenStylesheet, columns: [PermutationColumn],
                         markup: (PreviewRequest) -> String?) -> TouchTargetReport {
        var results: [TouchTargetResult] = []
        let cells = columns.map { column in ContentSizeCategory.allCases.map { stylesheet.values.cell(for: column.modifierChoices, at: $0) } }
        for component in catalog.components {
            let (_, targets) = targets(of: component, in: catalog)
            let sheets = stylesheets(of: component, in: catalog)
            for target in targets {
                guard let html = markup(PreviewRequest(component: component.name, variant: target.variants.first)),
                      let model = TouchTargetModel(target: target, stylesheets: sheets, markup: html) else { continue }
                for (columnIndex, column) in columns.enumerated() {
                    for (stepIndex, step) in ContentSizeCategory.allCases.enumerated() {
                        guard let cell = cells[columnIndex][stepIndex] else { continue }
                        let values = stylesheet.resolved.values(in: cell, wide: false)
                        let ids = stylesheet.values.propertyIDs
                        guard let size = model.size({ name in ids["--" + name].flatMap { values[$0] } }) else { continue }
                        results.append(TouchTargetResult(component: component.name, target: target.name ?? component.title, selector: target.selector, variants: target.variants,
                                                         permutation: column.choices, permutationLabel: column.label, step: step,
                                                         width: size.width, height: size.height, passes: size.passes, size: size))
                    }
                }
            }
        }
        return TouchTargetReport(results: results)
    }

    /// `44`, `43.41`: two decimals at most.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100)
        let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
        guard fraction != 0 else { return String(whole) }
        return "\(whole)." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
    }

    /// `51 x 44`, or `43.41 tall` when the width follows the content.
    static func sizeText(width: Double?, height: Double) -> String {
        width.map { "\(number($0)) x \(number(height))" } ?? "\(number(height)) tall"
    }

    /// `51 x 44 pt`, `43.41 pt tall`.
    static func sizeInPoints(width: Double?, height: Double) -> String {
        width.map { "\(number($0)) x \(number(height)) pt" } ?? "\(number(height)) pt tall"
    }

    /// One warning per target and set of failing steps: naming the component, the steps, the
    /// permutations, the size and the tokens behind the padding and minimum size; placed on the
    /// stylesheet, or for a built-in one on what the project set for those tokens.
    func warnings(catalog: ComponentCatalog, components: ComponentTokens?, names: CSSPropertyNames?, permutations: [ResolvedPermutation]) -> [Diagnostic] {
        let failing = results.filter { !$0.passes }
        let measured = results.groupedInOrder { $0.permutationLabel }.map { $0.members[0] }
        let describer = PermutationDescriber(labels: measured.map(\.permutationLabel), inputs: measured.map { result in
            result.permutation.sorted { $0.key < $1.key }.map { ModifierChoice(modifier: $0.key, context: $0.value) }
        })
        let indexByLabel = Dictionary(measured.enumerated().map { ($1.permutationLabel, $0) }, uniquingKeysWith: { first, _ in first })
        var warnings: [Diagnostic] = []
        for (_, target) in failing.groupedInOrder(by: { "\($0.component) \($0.selector)" }) {
            // Permutations failing at the same steps say so in one warning.
            let byPermutation = target.groupedInOrder { $0.permutationLabel }
            for (_, group) in byPermutation.groupedInOrder(by: { $0.members.map(\.step.rawValue).joined(separator: ",") }) {
                guard let first = group.first?.members.first, let component = catalog[first.component] else { continue }
                let steps = ContentSizeCategory.runs(of: group[0].members.map(\.step))
                let described = measured.count > 1 ? describer.describe(group.compactMap { indexByLabel[$0.key] }) : ""
                let scope = described.isEmpty ? "" : described == "all" ? " in every permutation" : " in \(described)"
                let smallest = group[0].members.min { ($0.width ?? 1e9) * $0.height < ($1.width ?? 1e9) * $1.height } ?? first
                let short = group[0].members.contains { $0.height < TouchTargetSize.minimum - 0.005 }
                let properties = short ? first.size.heightProperties : first.size.widthProperties
                let tokens = properties.map { property in names?.token(ofProperty: property) ?? "--" + property }
                let change = tokens.isEmpty
                    ? "give its rule a `min-\(short ? "height" : "width"): 44px`"
                    : "raise \(tokens.map { "`\($0)`" }.joined(separator: " or ")), which its \(short ? "padding or height" : "padding or width") reads"
                let message = "component `\(component.name)`: its touch target `\(first.selector)` (\(first.target)) is under Apple's 44 x 44 pt minimum at "
                    + "\(steps)\(scope): \(Self.sizeInPoints(width: smallest.width, height: smallest.height)) at \(smallest.step.rawValue); \(change)"
                let placed = first.size.place
                let owner = placed.flatMap { catalog[$0.component] } ?? component
                let file = owner.stylesheetIsBuiltIn ? ContrastPairCollector.stylesheetPath(ofPartial: owner.file) : owner.stylesheetFile
                let location = SourceLocation(file: file, line: placed?.declaration.line ?? 1, column: placed?.declaration.column ?? 1)
                var warning = Diagnostic.warning(.componentSmallTouchTarget, message, at: location, subject: component.name)
                let permutation = permutations.first { permutation in
                    first.permutation.allSatisfy { choice in permutation.inputs.contains { $0.modifier == choice.key && $0.context == choice.value } }
                }
                if let components, let permutation { warning = components.settings.relocated(warning, names: tokens, in: permutation.tokens) }
                warnings.append(warning)
            }
        }
        return warnings
    }
}
