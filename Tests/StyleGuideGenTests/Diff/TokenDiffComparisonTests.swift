import Testing
@testable import StyleGuideGen

/// The comparison rules on small projects: aliases, types, rename pairing, permutations, contrast verdicts.
@Suite struct TokenDiffComparisonTests {
    typealias Support = DiffTestSupport

    @Test func aliasOfAChangedTokenIsChangedTooAndTouchesItsReaders() throws {
        let base = "{\"a\": \(ContrastTestSupport.color("#000000")), \"b\": {\"$value\": \"{a}\"}}"
        let head = "{\"a\": \(ContrastTestSupport.color("#111111")), \"b\": {\"$value\": \"{a}\"}}"
        let diff = try Support.diff(base: base, head: head, components: ["chip": ".chip { color: var(--b); }"])
        let entries = try #require(diff.permutations.first?.entries)
        #expect(entries.map(\.kind) == [.changed, .changed])
        #expect(entries.map(\.paths) == [["a"], ["b"]])
        #expect(entries.map(\.follows) == [nil, "a"])
        // `chip` reads only the alias, and is still touched.
        #expect(entries.map(\.components) == [[], ["chip"]])
        // `b` follows `a`: one row for `a`, reaching what `b` reaches.
        #expect(diff.markdown().contains("| `a` and 1 token that aliases it (see diff.html) | `#000000` | `#111111` | default | chip |"), "\(diff.markdown())")
    }

    /// Aliases of aliases fold under the change they all come through; an alias pointed at another
    /// token is a change of its own, with its own followers.
    @Test func followersFoldUnderTheirRoot() throws {
        let aliases = "\"c\": \(ContrastTestSupport.color("#336699")), \"b\": {\"$value\": \"{a}\"}, \"b2\": {\"$value\": \"{b}\"}, \"e\": {\"$value\": \"{d}\"}"
        let diff = try Support.diff(base: "{\"a\": \(ContrastTestSupport.color("#111111")), \(aliases), \"d\": {\"$value\": \"{a}\"}}",
                                    head: "{\"a\": \(ContrastTestSupport.color("#000000")), \(aliases), \"d\": {\"$value\": \"{c}\"}}")
        let rooted = diff.rooted(diff.groupedEntries)
        #expect(rooted.map { $0.root.paths } == [["a"], ["d"]])
        #expect(rooted.map { $0.followers.map(\.paths) } == [[["b"], ["b2"]], [["e"]]])
        let linked = diff.markdown(linkBase: "https://example.org/pr")
        #expect(linked.contains("| `a` and [2 tokens that alias it](https://example.org/pr/diff.html#changed-1) | `#111111` | `#000000` | default |  |"), "\(linked)")
        #expect(linked.contains("| `d` and [1 token that aliases it](https://example.org/pr/diff.html#changed-2) |"))
    }

    @Test func aliasRetargetedToAnEqualValueIsAChange() throws {
        let colors = "\"a\": \(ContrastTestSupport.color("#336699")), \"c\": \(ContrastTestSupport.color("#336699"))"
        let diff = try Support.diff(base: "{\(colors), \"b\": {\"$value\": \"{a}\"}}", head: "{\(colors), \"b\": {\"$value\": \"{c}\"}}")
        let entry = try #require(diff.permutations.first?.entries.first)
        #expect(diff.permutations.first?.entries.count == 1)
        #expect(entry.kind == .changed && entry.paths == ["b"])
        #expect(entry.aliasChanged && !entry.valueChanged && entry.follows == nil)
        #expect(entry.before?.aliasName == "a" && entry.after?.aliasName == "c")
    }

    @Test func typeChangeAtTheSamePathIsAChange() throws {
        let diff = try Support.diff(base: "{\"gap\": {\"$type\": \"number\", \"$value\": 8}}",
                                    head: "{\"gap\": {\"$type\": \"dimension\", \"$value\": {\"value\": 8, \"unit\": \"px\"}}}")
        let entry = try #require(diff.permutations.first?.entries.first)
        #expect(entry.kind == .changed && entry.typeChanged && entry.valueChanged)
        #expect(entry.before.map { DiffValueText.text($0.value) } == "8")
        #expect(entry.after.map { DiffValueText.text($0.value) } == "8px")
        #expect(diff.markdown().contains("| `gap` | `8` (number) | `8px` (dimension) | default |  |"))
    }

    @Test func equalValuesDoNotMakeAChange() throws {
        let json = "{\"a\": \(ContrastTestSupport.color("#123456")), \"size\": {\"$type\": \"dimension\", \"$value\": {\"value\": 1, \"unit\": \"rem\"}}}"
        let diff = try Support.diff(base: json, head: json)
        #expect(diff.isEmpty)
        #expect(diff.markdown().contains("No changes."))
        let html = try diff.html(templates: SiteTemplates(files: TemplateFiles.defaults), catalog: ComponentCatalog(files: TemplateFiles.defaults), siteTitle: "x")
        #expect(html.contains("<p class=\"diff__empty\">No changes.</p>"))
        #expect(!html.contains("diff-table"))
    }

    @Test func renamesPairOneToOnePreferringTheSameGroup() throws {
        func number(_ value: Int) -> String { "{\"$type\": \"number\", \"$value\": \(value)}" }
        let base = "{\"x\": {\"one\": \(number(1))}, \"y\": {\"one\": \(number(1))}, \"z\": {\"gone\": \(number(2))}}"
        let head = "{\"x\": {\"two\": \(number(1))}, \"y\": {\"two\": \(number(1))}, \"w\": {\"new\": \(number(3))}, \"v\": {\"extra\": \(number(1))}}"
        let diff = try Support.diff(base: base, head: head)
        let groups = diff.groupedEntries
        #expect(groups.map(\.kind) == [.renamed, .renamed, .added, .added, .removed])
        #expect(groups.map(\.paths) == [["x.one", "x.two"], ["y.one", "y.two"], ["v.extra"], ["w.new"], ["z.gone"]])
    }

    @Test func permutationsMatchByChoicesAndOneSidedOnesAreReported() throws {
        let base = try Support.project([
            "r.resolver.json": Support.themedResolver(["light", "dark"]),
            "base.tokens.json": "{\"n\": {\"$type\": \"number\", \"$value\": 1}}",
            "light.tokens.json": "{}", "dark.tokens.json": "{}",
        ], entry: "/p/r.resolver.json")
        let head = try Support.project([
            "r.resolver.json": Support.themedResolver(["sepia", "light"]),
            "base.tokens.json": "{\"n\": {\"$type\": \"number\", \"$value\": 1}}",
            "light.tokens.json": "{\"n\": {\"$type\": \"number\", \"$value\": 2}}", "sepia.tokens.json": "{}",
        ], entry: "/p/r.resolver.json")
        let diff = try TokenDiff.compare(base: base, head: head, templates: ContrastTestSupport.templates([:]))
        #expect(diff.permutations.map(\.label) == ["theme=sepia", "theme=light", "theme=dark"])
        #expect(diff.permutations.map(\.presence) == [.onlyInHead, .both, .onlyInBase])
        #expect(diff.permutations[1].entries.map(\.paths) == [["n"]])
        let markdown = diff.markdown()
        #expect(markdown.contains("1 permutation compared, 1 added, 1 removed"))
        #expect(markdown.contains("- added: `theme=sepia` (1 token)"))
        #expect(markdown.contains("- removed: `theme=dark` (1 token)"))
        #expect(markdown.contains("| `n` | `1` | `2` | theme=light |  |"))
    }

    /// A crossing is a changed verdict, the strictest level of those measured that the pair meets: an
    /// AA pair going 6.09:1 -> 7.33:1 stays a pass (AAA is not what it asks for); measured at AAA the
    /// same change is AA -> AAA, a fail that passes now; at AAA, falling below 4.5 still changes it.
    @Test func onlyAChangedVerdictIsACrossing() throws {
        let background = "\"bg\": \(ContrastTestSupport.color("#ffffff"))"
        func diff(_ before: String, _ after: String, level: ContrastLevel = .aa) throws -> TokenDiff {
            try Support.diff(base: "{\"fg\": \(ContrastTestSupport.color(before)), \(background)}",
                             head: "{\"fg\": \(ContrastTestSupport.color(after)), \(background)}",
                             contrast: ContrastConfig(pairs: [ContrastPair(foreground: "fg", background: "bg", level: level)]))
        }
        // #626262 on white is 6.09:1, #565656 7.33:1, #777777 4.48:1.
        #expect(try diff("#626262", "#565656").contrast.isEmpty)
        let failing = try #require(try diff("#626262", "#777777").contrast.first)
        #expect(failing.startsFailing)
        #expect(failing.before?.reached == .aaNormalText && failing.after?.reached == nil)
        let upgraded = try diff("#626262", "#565656", level: .aaa)
        let crossing = try #require(upgraded.contrast.first)
        #expect(upgraded.contrast.count == 1 && crossing.startsPassing)
        #expect(crossing.before?.reached == .aaNormalText && crossing.after?.reached == .aaaNormalText)
        #expect(upgraded.markdown().contains("| `fg` on `bg` | AAA | default | 6.09:1, Lc 80.4 **fails** (meets AA) | 7.33:1, Lc 85.5 passes |  |"), "\(upgraded.markdown())")
        let fallen = try #require(try diff("#626262", "#777777", level: .aaa).contrast.first)
        #expect(!fallen.startsFailing && !fallen.startsPassing && fallen.before?.reached == .aaNormalText && fallen.after?.reached == nil)
        // Within AAA's pass, 7.33 -> 10.37, nothing changed.
        #expect(try diff("#565656", "#404040", level: .aaa).contrast.isEmpty)
    }

    /// An APCA verdict that changes is a crossing though the WCAG one stays: #626262 -> #737373 on
    /// white stays AA (6.09:1 -> 4.74:1) and falls below an Lc 75 minimum (80.4 -> 72.9).
    @Test func aChangedAPCAVerdictAloneIsACrossing() throws {
        let background = "\"bg\": \(ContrastTestSupport.color("#ffffff"))"
        func diff(_ before: String, _ after: String) throws -> TokenDiff {
            try Support.diff(base: "{\"fg\": \(ContrastTestSupport.color(before)), \(background)}",
                             head: "{\"fg\": \(ContrastTestSupport.color(after)), \(background)}",
                             contrast: ContrastConfig(pairs: [ContrastPair(foreground: "fg", background: "bg", level: .aa, apca: 75)]))
        }
        let falling = try diff("#626262", "#737373")
        let crossing = try #require(falling.contrast.first)
        #expect(falling.contrast.count == 1 && crossing.startsFailing && crossing.apcaChanged)
        #expect(crossing.after?.passesWCAG == true && crossing.after?.apca == .init(passes: false))
        #expect(ReviewDrawing.crossingText(crossing) == "fg on bg: 6.09:1 (Lc 80.4) → 4.74:1 (Lc 72.9), passes AA; now fails APCA")
        #expect(falling.markdown().contains("| `fg` on `bg` | AA | default | 6.09:1, Lc 80.4 passes (passes APCA) | 4.74:1, Lc 72.9 **fails** (fails APCA) |  |"),
                "\(falling.markdown())")
        // Both pass Lc 75 (80.4 -> 77.0): no crossing.
        #expect(try diff("#626262", "#6a6a6a").contrast.isEmpty)
    }

    @Test func failuresAreListedBeforeOtherCrossings() throws {
        let config = ContrastConfig(pairs: [ContrastPair(foreground: "a", background: "bg"), ContrastPair(foreground: "b", background: "bg")])
        let bg = "\"bg\": \(ContrastTestSupport.color("#ffffff"))"
        let diff = try Support.diff(
            base: "{\"a\": \(ContrastTestSupport.color("#aaaaaa")), \"b\": \(ContrastTestSupport.color("#000000")), \(bg)}",
            head: "{\"a\": \(ContrastTestSupport.color("#000000")), \"b\": \(ContrastTestSupport.color("#aaaaaa")), \(bg)}", contrast: config)
        #expect(diff.contrast.map(\.foreground) == ["b", "a"])
        #expect(diff.contrast.map(\.startsFailing) == [true, false])
        #expect(diff.contrast.map(\.startsPassing) == [false, true])
    }

    @Test func compositeMembersTouchTheComponentsReadingThem() throws {
        let type = { (size: Int) in
            "{\"$type\": \"typography\", \"$value\": {\"fontFamily\": \"Inter\", \"fontSize\": {\"value\": \(size), \"unit\": \"px\"}, \"fontWeight\": 400, \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}, \"lineHeight\": 1.25}}"
        }
        let components = ["label": ".label { font-size: var(--body-font-size); }", "other": ".other { color: red; }"]
        let diff = try Support.diff(base: "{\"body\": \(type(16))}", head: "{\"body\": \(type(17))}", components: components)
        let entry = try #require(diff.groupedEntries.first)
        #expect(entry.components == ["label"])
        #expect(entry.entry.after.map { DiffValueText.text($0.value) } == "17px / 21.25px, weight 400, Inter")
        // The label is drawn before and after: 16 px, then 17 px.
        #expect(diff.reviews.map(\.component) == ["label"])
        let change = try #require(diff.reviews.first?.groups.first?.pairs.first { $0.step == .large }?.changes.first)
        #expect(change.property == "body-font-size" && change.readers == ["font-size"] && change.before == "16px" && change.after == "17px")
        let html = try diff.html(templates: SiteTemplates(files: ContrastTestSupport.templates(components)),
                                 catalog: try ContrastTestSupport.catalog(components), siteTitle: "x")
        #expect(html.contains("<span class=\"diff-specimen\" style=\"font-family: &quot;Inter&quot;, sans-serif; font-weight: 400; font-size: 17px; line-height: 21.25px; letter-spacing: 0px\">Aa</span>"))
    }
}
