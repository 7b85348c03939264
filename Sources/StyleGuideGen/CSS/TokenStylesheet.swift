/// The tokens stylesheet: custom properties for every token, per permutation and text-size step.
///
/// Layout: `:root` (and every element carrying one of the attributes) holds the default permutation at
/// the default step; each other cell is a rule selected by its non-default attributes
/// (`[data-brand="ocean"][data-theme="dark"]`, `[data-dynamic-type="AX5"]`) holding only what would
/// otherwise be wrong there; the appearance modifier again under `prefers-color-scheme` for elements
/// without its attribute; wide-gamut colours re-declared inside `@supports`. An element with any of the
/// attributes shows exactly the cell they name: attributes it does not carry mean the default.
public struct TokenStylesheet: Sendable {
    /// The stylesheet text.
    public let css: String
    /// Name clashes and configuration problems found while writing it.
    public let diagnostics: [Diagnostic]
    /// Every property's value per cell, as the stylesheet computes it.
    public let values: TokenCSSValues
    /// Every cell's computed values by property id, shared with the pages that show them.
    let resolved: ResolvedCSSTable
    let blocks: [CSSRuleBlock]
    /// The reduced-motion values of every cell.
    let reducedMotion: ReducedMotionRules

    /// The stylesheet text for a project.
    public static func render(_ project: TokenProject, options: TokenStylesheetOptions = TokenStylesheetOptions()) -> String {
        generate(project, options: options).css
    }

    /// The stylesheet with its diagnostics and values; `names`, the project's property names, when
    /// the caller has them already.
    public static func generate(_ project: TokenProject, options: TokenStylesheetOptions = TokenStylesheetOptions(),
                                names: CSSPropertyNames? = nil) -> TokenStylesheet {
        let values = TokenCSSValues(project: project, options: options, names: names)
        let resolved = ResolvedCSSTable(values: values)
        var planner = StylesheetPlanner(values: values, resolved: resolved)
        planner.plan()
        let motion = ReducedMotionRules(project: project, values: values)
        let blocks = planner.cascade.blocks + motion.blocks(after: planner.cascade.blocks, specs: planner.specs, values: values)
        let css = StylesheetWriter(appearance: values.appearance).write(blocks)
        return TokenStylesheet(css: css, diagnostics: values.diagnostics, values: values, resolved: resolved, blocks: blocks, reducedMotion: motion)
    }

    /// The value a property (with its `--`) computes in a permutation at a step when the user asks for
    /// less motion: its reduced value, or for a property that reads one, with it; nil when not defined.
    public func reducedMotionValue(ofProperty property: String, in inputs: [ModifierChoice], at step: ContentSizeCategory) -> String? {
        guard let cell = values.cell(for: inputs, at: step) else { return nil }
        return reducedMotion.value(ofProperty: property, in: cell, values: values)
    }

    /// Whether any property computes otherwise under reduced motion.
    var hasReducedMotion: Bool { blocks.contains(where: \.inReducedMotion) }

    /// Computed values of every property on an element carrying exactly these attributes (attribute name ->
    /// value), with or without `prefers-color-scheme` matching, wide-gamut support and reduced motion: the
    /// stylesheet's own cascade, for checking it.
    public func computedValues(attributes: [String: String], isRoot: Bool = false,
                               prefersMediaContext: Bool = false, wideGamut: Bool = true, reducedMotion: Bool = false) -> [String: String] {
        CSSCascade(blocks: blocks).computedValues(of: CSSElement(isRoot: isRoot, attributes: attributes),
                                                  in: CSSEnvironment(media: prefersMediaContext, wide: wideGamut, reducedMotion: reducedMotion),
                                                  properties: values.properties)
    }

    /// The computed value of a custom property (with its `--`) in a cell; nil when it is not defined there.
    func resolvedValue(ofProperty property: String, in cell: TokenCSSCell, wideGamut: Bool) -> String? {
        guard let id = values.propertyIDs[property] else { return nil }
        return resolved.values(in: cell, wide: wideGamut)[id]
    }

    /// The stylesheet confined to `scope`, holding only `properties` (with `--`) and what they read.
    public func css(in scope: StylesheetScope, keeping properties: Set<String>) -> String {
        StylesheetWriter(appearance: values.appearance, scope: scope).write(StylesheetScope.keeping(properties, of: blocks))
    }

    /// For each set of `properties` (with `--`), the stylesheet holding only those and what they read,
    /// in the same rules: a page whose previews read a few dozen properties loads and restyles that,
    /// not the whole system. The rules are indexed once for all the sets.
    public func css(keepingEach sets: [Set<String>]) -> [String] {
        let subset = StylesheetSubset(blocks)
        let writer = StylesheetWriter(appearance: values.appearance)
        return sets.concurrentMap { writer.write(subset.blocks(keeping: $0)) }
    }

    /// Number of rules written, `@media` and `@supports` ones included.
    public var ruleCount: Int { blocks.count }
}

/// Prints planned rules as CSS text.
struct StylesheetWriter: Sendable {
    let appearance: AppearanceAxis?
    var scope: StylesheetScope?

    static let header = """
    /* Design tokens as CSS custom properties, generated by styleguide: do not edit.
       :root holds the default permutation at the default text size; [data-*] rules hold what differs.
       A gradient token is its stop list: use it as linear-gradient(180deg, var(--gradient-name)).
       A dashed stroke style with a dash array is written as dashed. */
    """

    func write(_ blocks: [CSSRuleBlock]) -> String {
        // Every rule's text on its own, across the cores (the first rule alone names every
        // property), indented for the groups it sits in; then put together in order.
        let texts = blocks.concurrentMap { rule($0, indent: ($0.inSupports ? "  " : "") + ($0.inMedia || $0.inReducedMotion ? "  " : "")) }
        let rules = { (media: Bool, supports: Bool, reduced: Bool) in
            blocks.indices.filter { blocks[$0].inMedia == media && blocks[$0].inSupports == supports && blocks[$0].inReducedMotion == reduced }.map { texts[$0] }
        }
        var sections = [Self.header]
        sections += rules(false, false, false)
        let media = rules(true, false, false)
        if let query = appearance?.mediaQuery, !media.isEmpty { sections.append(group("@media \(query)", media, indent: "")) }
        let supported = blocks.filter(\.inSupports)
        if !supported.isEmpty {
            var inner = rules(false, true, false)
            let supportedMedia = rules(true, true, false)
            if let query = appearance?.mediaQuery, !supportedMedia.isEmpty {
                inner.append(group("@media \(query)", supportedMedia, indent: "  "))
            }
            sections.append("@supports \(Self.supportsCondition(supported)) {\n" + inner.joined(separator: "\n\n") + "\n}")
        }
        // Last, so each rule here outweighs its twin above (same selectors, later in the sheet).
        let reduced = rules(false, false, true)
        if !reduced.isEmpty { sections.append(group("@media \(ReducedMotionRules.mediaQuery)", reduced, indent: "")) }
        let reducedMedia = rules(true, false, true)
        if let query = appearance?.mediaQuery, !reducedMedia.isEmpty {
            sections.append(group("@media \(query) and \(ReducedMotionRules.mediaQuery)", reducedMedia, indent: ""))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Rules already written with the group's indent inside.
    private func group(_ prelude: String, _ rules: [String], indent: String) -> String {
        "\(indent)\(prelude) {\n\(rules.joined(separator: "\n\n"))\n\(indent)}"
    }

    private func rule(_ block: CSSRuleBlock, indent: String) -> String {
        // One growing buffer: the first rule holds every property of the stylesheet.
        var text = block.selectors.map { indent + (scope?.css($0) ?? $0.css) }.joined(separator: ",\n") + (block.declarations.isEmpty ? " {\n" : " {")
        for declaration in block.declarations {
            text += "\n"
            text += indent
            text += "  "
            text += declaration.property
            text += ": "
            text += declaration.value.rendered(wide: block.inSupports)
            text += ";"
        }
        text += "\n"
        text += indent
        text += "}"
        return text
    }

    /// `(color: color(display-p3 0 0 0)) and (color: oklch(0 0 0))`: one probe per colour function used.
    static func supportsCondition(_ blocks: [CSSRuleBlock]) -> String {
        var probes: Set<String> = []
        for block in blocks {
            for declaration in block.declarations {
                for case .color(_, let own?) in declaration.value.parts { probes.insert(probe(for: own)) }
            }
        }
        if probes.isEmpty { probes.insert("color(display-p3 0 0 0)") }
        return probes.sorted().map { "(color: \($0))" }.joined(separator: " and ")
    }

    private static func probe(for color: String) -> String {
        if color.hasPrefix("color("), let space = color.dropFirst(6).split(separator: " ").first {
            return "color(\(space) 0 0 0)"
        }
        let function = color.prefix { $0 != "(" }
        switch function {
        case "hsl", "hwb": return "\(function)(0 0% 0%)"
        case "lab", "lch": return "\(function)(0% 0 0)"  // as the colours are written (see TokenColor.cssString)
        default: return "\(function)(0 0 0)"
        }
    }
}
