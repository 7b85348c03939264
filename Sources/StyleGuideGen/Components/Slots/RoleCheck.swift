/// Whether a colour token can play a slot's role in every permutation of a project: text reaches
/// 4.5:1 on what it is drawn on, a fill stands out from the page, a label or background keeps its
/// value when only a brand or accent switch changes, and fills and backgrounds are not named like
/// borders or text.
struct RoleCheck: Sendable {
    enum Verdict: Sendable, Equatable {
        /// What was measured, in words.
        case passes(String)
        /// Which check failed, where, in words.
        case fails(String)

        var passed: Bool { if case .passes = self { true } else { false } }
    }

    /// WCAG 1.4.3 AA for text of any size: the body text and button labels are not large text.
    static let textRatio = 4.5
    /// A fill's least contrast with the page. Not WCAG 1.4.11's 3:1: a button whose label names it
    /// needs no contrasting boundary (Understanding 1.4.11), and many systems' dark fills sit near
    /// 2:1 on a dark page. 1.5:1 still rejects the page colour itself and its pale tints (1.0-1.3:1).
    static let fillRatio = 1.5

    /// The colour a decided slot has, permutation by permutation (nil where it is no colour), and
    /// how it is named in a reason.
    struct Ground: Sendable {
        var label: String
        var colors: [TokenColor?]
        /// The project's token, when the slot is mapped to one.
        var token: String? = nil
    }

    let permutations: [ResolvedPermutation]
    let switches: PermutationSwitches
    /// The slots decided so far: a fill's text is checked on them, and they on their text.
    var grounds: [String: Ground] = [:]

    init(project: TokenProject) {
        permutations = project.permutations
        switches = PermutationSwitches(project: project)
    }

    /// `token` as the filler of `slot`; `.fails` with the first check it fails.
    func check(_ token: String, for slot: String, role: SlotRole) -> Verdict {
        if let misnamed = misnamed(token, role: role) { return .fails(misnamed) }
        let values = permutations.map { $0.tokens[token]?.value }
        if let index = values.firstIndex(where: { Self.color($0) == nil }) {
            return .fails("is no colour" + where_(index))
        }
        if role.keepsAcrossSwitches, let change = switches.firstChange(in: values, same: Self.sameColour) {
            return .fails("changes colour with \(change) (a \(role.noun) keeps its colour when only a brand or accent switch changes)")
        }
        let colors = values.map(Self.color)
        switch role {
        case .text(let on): return contrast(colors, on: on, atLeast: Self.textRatio, what: "text")
        case .fill(let on):
            let standsOut = contrast(colors, on: on, atLeast: Self.fillRatio, what: "a fill")
            guard standsOut.passed else { return standsOut }
            return textOn(seen(colors, as: slot), fill: slot) ?? standsOut
        case .background, .separator: return .passes(switches.isEmpty ? "" : "the same under every \(switches.names)")
        }
    }

    /// The least ratio of `colors` on each decided ground, or where it falls short.
    func contrast(_ colors: [TokenColor?], on slots: [String], atLeast minimum: Double, what: String) -> Verdict {
        var measured: [String] = []
        for slot in slots {
            guard let ground = grounds[slot] else { continue }
            var least = (ratio: Double.infinity, index: 0)
            for (index, (color, back)) in zip(colors, ground.colors).enumerated() {
                guard let color, let back else { return .fails("cannot be measured on \(ground.label)" + where_(index)) }
                let ratio = ColorContrast.ratio(foreground: color, background: back)
                if ratio < least.ratio { least = (ratio, index) }
            }
            guard least.ratio >= minimum else {
                return .fails("reaches only \(ContrastFormat.ratio(least.ratio)):1 on \(ground.label)" + where_(least.index)
                              + " (\(what) needs \(TokenNumberText.points(minimum)):1 in every permutation)")
            }
            measured.append("\(ContrastFormat.ratio(least.ratio)):1 on \(ground.label)")
        }
        return .passes(measured.isEmpty ? "" : "at least " + measured.joined(separator: ", ") + (permutations.count > 1 ? " in every permutation" : ""))
    }

    /// Where a decided text slot drawn on the fill falls below 4.5:1 on these colours.
    private func textOn(_ colors: [TokenColor?], fill: String) -> Verdict? {
        for text in SlotRole.drawn(on: fill) {
            guard let ground = grounds[text] else { continue }
            let fillGround = Ground(label: "it", colors: colors)
            var trial = self
            trial.grounds = [fill: fillGround]
            if case .fails(let failure) = trial.contrast(ground.colors, on: [fill], atLeast: Self.textRatio, what: "text") {
                return .fails("carries \(ground.label), which " + failure)
            }
        }
        return nil
    }

    /// `front` painted over `back` (itself over white), as one opaque sRGB colour.
    static func painted(_ front: TokenColor, over back: TokenColor) -> TokenColor {
        let rgb = ColorContrast.opaqueSRGB(front, over: ColorContrast.opaqueSRGB(back, over: SIMD3(repeating: 1)))
        return TokenColor(colorSpace: .srgb, components: [rgb.x, rgb.y, rgb.z])
    }

    /// No role takes a state's colour (`bg-hover`, `states.disabled`); fills and backgrounds are
    /// not borders or text; text is not a border.
    private func misnamed(_ token: String, role: SlotRole) -> String? {
        let words = TokenNameWords(token)
        if let state = words.all.intersection(SlotProfile.states).min() { return "is named `\(state)`, a state's colour" }
        let wrong: Set<String>
        switch role {
        case .fill, .background: wrong = SlotProfile.border.union(SlotProfile.text)
        case .text: wrong = SlotProfile.border
        case .separator: wrong = SlotProfile.text
        }
        if let word = words.all.intersection(wrong).min() { return "is named `\(word)`, not a \(role.noun)" }
        return misnamedByItsLastSegment(token, role: role)
    }

    /// Names whose last segment says the other role: `page-body.color` beside
    /// `page-body.background-color` (CSS property names) is text, `text.bg-1` a background.
    private func misnamedByItsLastSegment(_ token: String, role: SlotRole) -> String? {
        let parts = token.split(separator: ".")
        guard let last = parts.last else { return nil }
        switch role {
        case .fill, .background:
            let sibling = (parts.dropLast() + ["background-color"]).joined(separator: ".")
            guard last == "color", permutations.first?.tokens[sibling] != nil else { return nil }
            return "is named `color` beside `background-color`, a text colour"
        case .text:
            let words = TokenNameWords(String(last)).words
            guard !words.contains("on"), let word = words.first(where: CompanionText.fillWords.contains) else { return nil }
            return "is named `\(word)`, a background"
        case .separator:
            return nil
        }
    }

    private func where_(_ index: Int) -> String {
        permutations.count > 1 ? " in \(permutations[index].label)" : ""
    }

    /// Within this distance of each other in OKLab's a-b plane two colours are one colour, lighter
    /// or darker: a version switch that retunes a grey's lightness (koobiq's v1 and v2) keeps the
    /// label, one that turns it red or blue does not.
    static let sameHue = 0.05

    /// Equal values, or colours of one hue and chroma as painted on white.
    static func sameColour(_ one: TokenValue?, _ other: TokenValue?) -> Bool {
        guard one != other else { return true }
        guard let one = color(one), let other = color(other) else { return false }
        let white = SIMD3<Double>(repeating: 1)
        let labs = [one, other].map { ColorConversion.convert(ColorContrast.opaqueSRGB($0, over: white), from: .srgb, to: .oklab) }
        let distance = ((labs[0].y - labs[1].y) * (labs[0].y - labs[1].y) + (labs[0].z - labs[1].z) * (labs[0].z - labs[1].z)).squareRoot()
        return distance < sameHue
    }

    static func color(_ value: TokenValue?) -> TokenColor? {
        guard case .color(let color)? = value else { return nil }
        return color.tokenColor
    }

    /// A decided slot's colours, from its token.
    func ground(token: String) -> Ground {
        Ground(label: token, colors: permutations.map { Self.color($0.tokens[token]?.value) }, token: token)
    }

    /// `token` as `slot` shows it: a fill seen over the decided background it is drawn on.
    func ground(token: String, as slot: String) -> Ground {
        var ground = ground(token: token)
        ground.colors = seen(ground.colors, as: slot)
        return ground
    }

    /// A translucent fill is seen over what it is drawn on, as the browser paints it (text on it
    /// is measured against that); other colours are as they are.
    func seen(_ colors: [TokenColor?], as slot: String) -> [TokenColor?] {
        guard case .fill(let on)? = SlotRole.all[slot], let back = on.lazy.compactMap({ grounds[$0] }).first else { return colors }
        return zip(colors, back.colors).map { color, under in color.flatMap { front in under.map { Self.painted(front, over: $0) } } }
    }
}

extension SlotRole {
    /// The role in words, for reasons.
    var noun: String {
        switch self {
        case .text: "text colour"
        case .fill: "fill"
        case .background: "background"
        case .separator: "separator"
        }
    }
}
