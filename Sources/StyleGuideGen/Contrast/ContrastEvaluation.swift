import Foundation

extension ContrastReport {
    /// Collects pairs from the components' stylesheets and the configuration,
    /// and measures each in every permutation. Unknown or non-colour tokens and
    /// malformed `contrast:` comments are diagnostics; failing pairs are results
    /// with `passes == false` (see `failureWarnings`).
    /// `names`, the project's property names, when the caller has them already.
    public static func evaluate(project: TokenProject, catalog: ComponentCatalog, config: ContrastConfig, names: CSSPropertyNames? = nil,
                                diagnostics: inout DiagnosticBag) -> ContrastReport {
        let pairs = ContrastPairCollector(project: project, config: config, names: names).collect(catalog: catalog, diagnostics: &diagnostics)
        var grouped: [ContrastRequirementKey: [ContrastSource]] = [:]
        // Two components drawing one pair in different fonts: the first declared is judged.
        var texts: [ContrastRequirementKey: ContrastText] = [:]
        for pair in pairs {
            grouped[pair.requirementKey, default: []].append(pair.source)
            if texts[pair.requirementKey] == nil { texts[pair.requirementKey] = pair.text }
        }
        var results: [ContrastResult] = []
        for key in grouped.keys.sorted() {
            let sources = Array(Set(grouped[key] ?? [])).sorted()
            var unmeasured: [(permutation: String, css: String)] = []
            for (index, permutation) in project.permutations.enumerated() {
                guard let result = measure(key, in: permutation, index: index, sources: sources, text: texts[key]) else {
                    if let css = cssSide(key, in: permutation) { unmeasured.append((permutation.label, css)) }
                    continue
                }
                results.append(result)
            }
            if let first = unmeasured.first {
                let places = first.permutation.isEmpty ? "" : unmeasured.count == 1 ? " in permutation \(first.permutation)" : " in \(unmeasured.count) permutations (\(first.permutation), ...)"
                diagnostics.append(.note(.contrastUndecidable, "contrast of `\(key.foreground)` on `\(key.background)` is not measured\(places): \(first.css), which the browser computes, so the pair is left out there",
                                         at: sources.first?.location, subject: key.foreground))
            }
        }
        return ContrastReport(results: results)
    }

    /// `name` is CSS text (`color-mix(...)`): the side of a pair that is, in words.
    private static func cssSide(_ key: ContrastRequirementKey, in permutation: ResolvedPermutation) -> String? {
        for name in [key.foreground, key.background] {
            if case .css(let css)? = permutation.tokens[name]?.value { return "`\(name)` is `\(css.text)`" }
        }
        return nil
    }

    /// Nil when either token is missing or not a colour in this permutation
    /// (a missing token is reported by the collector or the missing-token check).
    private static func measure(_ key: ContrastRequirementKey, in permutation: ResolvedPermutation, index: Int, sources: [ContrastSource],
                                text: ContrastText?) -> ContrastResult? {
        guard case .color(let foreground)? = permutation.tokens[key.foreground]?.value,
              case .color(let background)? = permutation.tokens[key.background]?.value else { return nil }
        let ratio = ColorContrast.ratio(foreground: foreground.tokenColor, background: background.tokenColor)
        let level = key.wcagLevel
        var result = ContrastResult(
            foreground: key.foreground, background: key.background, permutationIndex: index,
            inputs: permutation.inputs, permutation: permutation.label, ratio: ratio, required: level.minimumRatio,
            level: level, largeText: key.largeText, judgesWCAG: key.requirement.judgesWCAG,
            lc: APCA.lightnessContrast(text: foreground.tokenColor, background: background.tokenColor),
            apca: key.requirement.apca.map { APCAVerdict(minimum: $0) }, text: text, passes: true, sources: sources)
        result.passes = !result.failsWCAG && !result.failsAPCA
        return result
    }

    /// The APCA verdicts at each text size: a pair whose text's font size the stylesheet computes
    /// is judged at every step by what the font lookup table asks at that size and weight.
    func judgingTextSizes(in stylesheet: TokenStylesheet) -> ContrastReport {
        var report = self
        for index in report.results.indices {
            let result = report.results[index]
            guard let verdict = result.apca, let text = result.text else { continue }
            report.results[index].apca = verdict.judged(result.lc) { step in
                guard let cell = stylesheet.values.cell(for: result.inputs, at: step),
                      let written = stylesheet.resolvedValue(ofProperty: "--" + text.size, in: cell, wideGamut: true),
                      let size = ViewportLengths.pixels(written) else { return nil }
                let weight = text.weight.map { stylesheet.resolvedValue(ofProperty: "--" + $0, in: cell, wideGamut: true) ?? $0 }
                return (size, weight.flatMap(Self.fontWeight) ?? 400)
            }
            report.results[index].passes = !report.results[index].failsWCAG && !report.results[index].failsAPCA
        }
        return report
    }

    /// A computed `font-weight`: a number, `normal` or `bold`.
    private static func fontWeight(_ css: String) -> Double? {
        let text = css.trimmingCharacters(in: .whitespaces).lowercased()
        return ["normal": 400, "bold": 700][text] ?? Double(text)
    }
}

/// Turns stylesheet and configuration pairs into token-path pairs, with a
/// diagnostic for each token that does not exist or is not a colour.
struct ContrastPairCollector {
    let project: TokenProject
    let config: ContrastConfig
    let propertyIndex: [String: String]
    /// Dotted path -> type, over every permutation.
    let types: [String: TokenType]

    init(project: TokenProject, config: ContrastConfig, names: CSSPropertyNames? = nil) {
        self.project = project
        self.config = config
        self.propertyIndex = (names ?? CSSPropertyNames(project: project)).tokenByProperty
        var types: [String: TokenType] = [:]
        for permutation in project.permutations {
            for token in permutation.tokens.tokens where types[token.name] == nil { types[token.name] = token.type }
        }
        self.types = types
    }

    /// The pairs to measure; each problem found goes into `diagnostics` once.
    func collect(catalog: ComponentCatalog, diagnostics: inout DiagnosticBag) -> [DeclaredContrastPair] {
        var pairs: [DeclaredContrastPair] = []
        var found = DiagnosticBag()
        for component in catalog.components {
            let file = Self.stylesheetPath(ofPartial: component.file)
            let parsed = StylesheetContrastPairs.parse(component.stylesheet, file: file, component: component.name, diagnostics: &found)
            for pair in parsed {
                let source = ContrastSource(component: component.name, location: pair.location)
                // A background that is a gradient or image is no colour to measure against.
                if pair.inferred, [pair.foreground, pair.background].contains(where: { propertyIndex[$0].flatMap { types[$0] }.map { $0 != .color } ?? false }) { continue }
                guard let foreground = stylesheetToken(pair.foreground, source: source, diagnostics: &found),
                      let background = stylesheetToken(pair.background, source: source, diagnostics: &found) else { continue }
                let requirement = ContrastRequirement(level: pair.level ?? config.level, largeText: pair.largeText,
                                                      judgesWCAG: pair.level != nil || config.judgesWCAG, apca: pair.apca ?? config.apca)
                pairs.append(DeclaredContrastPair(foreground: foreground, background: background, requirement: requirement, source: source, text: pair.text))
            }
        }
        for pair in config.pairs {
            let source = ContrastSource(component: nil, location: pair.location)
            guard let foreground = configuredToken(pair.foreground, source: source, diagnostics: &found),
                  let background = configuredToken(pair.background, source: source, diagnostics: &found) else { continue }
            let requirement = ContrastRequirement(level: pair.level ?? config.level, largeText: pair.largeText,
                                                  judgesWCAG: pair.judgesWCAG(default: config.judgesWCAG), apca: pair.apca ?? config.apca)
            pairs.append(DeclaredContrastPair(foreground: foreground, background: background, requirement: requirement, source: source))
        }
        // The same problem found twice (two rules naming one missing property) is reported once.
        var unique = DiagnosticBag()
        unique.appendUnique(found.all)
        diagnostics.append(contentsOf: unique.all)
        return pairs
    }

    /// A property a stylesheet pair names, as a colour token path.
    private func stylesheetToken(_ property: String, source: ContrastSource, diagnostics: inout DiagnosticBag) -> String? {
        guard let path = propertyIndex[property] else {
            diagnostics.append(.warning(.contrastUnknownToken, "\(source) draws `--\(property)` in a contrast pair, but no token has that custom property", at: source.location, subject: source.component))
            return nil
        }
        return colourToken(path, source: source, diagnostics: &diagnostics)
    }

    /// A configured token: a dotted path, `{path}`, or a `--property` name.
    private func configuredToken(_ written: String, source: ContrastSource, diagnostics: inout DiagnosticBag) -> String? {
        var name = written.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("{"), name.hasSuffix("}") { name = String(name.dropFirst().dropLast()) }
        if name.hasPrefix("--") { name = propertyIndex[String(name.dropFirst(2))] ?? name }
        guard types[name] != nil else {
            let hint = closestToken(to: name).map { "; did you mean `\($0)`?" } ?? "; give a token path (`color.label`), `{color.label}` or its `--color-label` property"
            diagnostics.append(.error(.contrastUnknownToken, "contrast pair names `\(written)`, which is not a token" + hint, at: source.location, subject: written))
            return nil
        }
        return colourToken(name, source: source, diagnostics: &diagnostics)
    }

    /// The token name closest to a mistyped one (a small edit distance), if any.
    private func closestToken(to name: String) -> String? {
        let limit = max(2, name.count / 5)
        let scored = types.keys.map { ($0, ConfigLoader.editDistance(name, $0)) }.filter { $0.1 <= limit }
        return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    private func colourToken(_ path: String, source: ContrastSource, diagnostics: inout DiagnosticBag) -> String? {
        guard let type = types[path] else { return nil }
        guard type == .color else {
            let message = "contrast pair of \(source) names `\(path)`, a \(type.rawValue) token; a contrast pair needs colour tokens"
            diagnostics.append(source.component == nil ? .error(.contrastUndecidable, message, at: source.location, subject: path) : .warning(.contrastUndecidable, message, at: source.location, subject: path))
            return nil
        }
        return path
    }

    /// The stylesheet beside a partial: `templates/components/row.html (built-in)` -> `templates/components/row.css (built-in)`.
    static func stylesheetPath(ofPartial file: String) -> String {
        guard let range = file.range(of: ".html", options: .backwards) else { return file }
        return file.replacingCharacters(in: range, with: ".css")
    }
}
