import Foundation
import Testing
@testable import StyleGuideGen

/// A pull request of a whole project: its base built from the commit (configuration, templates and
/// tokens), every component drawn differently reviewed whatever the cause.
@Suite struct ProjectReviewTests {
    static let tokens = """
    {"color": {"surface": {"$type": "color", "$value": "#ffffff"}, "brand": {"$type": "color", "$value": "#0050b3"},
               "ink": {"$type": "color", "$value": "#1a1a1a"}},
     "space": {"m": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}, "l": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}}}
    """
    static let card = """
    {{!
    title: Card
    example.title: Parcel on its way
    }}
    <article class="card"><h3 class="card__title">{{title}}</h3></article>
    """
    static let cardCSS = ".card {\n  padding: var(--space-m);\n  background: var(--color-surface);\n  color: var(--color-ink);\n}\n"

    /// A project committed on `main` (tokens, `styleguide.json`, the Card), then `change` made in the working tree.
    static func repository(config: String = #"{"tokens": "tokens"}"#, change: (TemporaryProject) throws -> Void) throws -> TemporaryProject {
        let project = try TemporaryProject(files: ["tokens/a.tokens.json": tokens, "styleguide.json": config,
                                                   "templates/components/card.html": card, "templates/components/card.css": cardCSS,
                                                   "docs/index.md": "# Project\n"])
        for arguments in [["init", "-q", "-b", "main"], ["add", "."],
                          ["-c", "user.name=Test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "base"]] {
            try GitBaseTests.git(arguments, in: project.root)
        }
        try change(project)
        return project
    }

    static func review(_ project: TemporaryProject) throws -> ChangeReview {
        let (review, diagnostics) = DiffTestSupport.run(base: nil, head: project.root, ref: "main", config: nil)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return try #require(review)
    }

    @Test func aStylesheetChangeAloneIsReviewedWithItsLinesAndBothSidesCSS() throws {
        let project = try Self.repository { try $0.write("templates/components/card.css", Self.cardCSS.replacingOccurrences(of: "--space-m", with: "--space-l")) }
        let review = try Self.review(project)
        let diff = review.diff
        let noTokenChanged = diff.permutations.allSatisfy { $0.entries.isEmpty }
        #expect(noTokenChanged && diff.contrast.isEmpty && !diff.isEmpty)
        #expect(diff.reviews.map(\.component) == ["card"])
        let card = try #require(diff.reviews.first)
        #expect(card.sources.map(\.file) == ["templates/components/card.css"])
        #expect(card.sources.first?.lines == [LineDiff.Line(kind: .removed, number: 2, text: "  padding: var(--space-m);"),
                                              LineDiff.Line(kind: .added, number: 2, text: "  padding: var(--space-l);")])
        // Drawn at Large and AX5 (nothing it reads changed value), each before with the base's CSS.
        #expect(card.groups.flatMap(\.pairs).map(\.step) == [.large, .ax5])
        // `--space-l` is read only after, `--space-m` only before: the lines say so, no value is named.
        #expect(card.groups.flatMap(\.pairs).allSatisfy { $0.changes.isEmpty })
        let css = diff.reviewStylesheet
        let head = try #require(css.range(of: "[data-version=\"head\"]"))
        #expect(css[..<head.lowerBound].contains("[data-version=\"base\"] .card {\n  padding: var(--space-m);"))
        #expect(css[head.lowerBound...].contains("[data-version=\"head\"] .card {\n  padding: var(--space-l);"))
        #expect(!css[head.lowerBound...].contains("padding: var(--space-m)"))
        let html = try review.html()
        #expect(html.contains("<summary><code>templates/components/card.css</code></summary>"))
        #expect(!html.contains("assets/components.css"), "the page's previews read only the scoped stylesheets")
        #expect(review.markdown().contains("card"))
    }

    @Test func theBaseIsBuiltWithTheCommitsConfiguration() throws {
        // Only the map changes: the button's fill comes from another token; no token and no file of a component changed.
        let mapped = #"{"tokens": "tokens", "map": {"color.accent-fill": "color.brand"}}"#
        let project = try Self.repository(config: mapped) {
            try $0.write("styleguide.json", #"{"tokens": "tokens", "map": {"color.accent-fill": "color.ink"}}"#)
        }
        let review = try Self.review(project)
        let diff = review.diff
        let noTokenChanged = diff.permutations.allSatisfy { $0.entries.isEmpty }
        #expect(noTokenChanged)
        // Its lines are listed as the configuration's change, on the page and in the summary.
        #expect(diff.configuration?.file == "styleguide.json")
        #expect(diff.configuration?.lines == [LineDiff.Line(kind: .removed, number: 1, text: mapped),
                                              LineDiff.Line(kind: .added, number: 1, text: #"{"tokens": "tokens", "map": {"color.accent-fill": "color.ink"}}"#)])
        #expect(review.markdown().contains("### Configuration\n\n```diff\n-" + mapped + "\n+"))
        #expect(try review.html().contains("<h2 id=\"configuration\">Configuration</h2>"))
        let button = try #require(diff.reviews.first { $0.component == "standard-button" })
        #expect(button.sources.isEmpty)
        let change = try #require(button.groups.first?.pairs.first?.changes.first { $0.property == "color-accent-fill" })
        #expect(change.before == "#0050b3" && change.after == "#1a1a1a" && change.mappedFrom == "color.ink")
    }

    @Test func aComponentOnlyOneSideHasIsNamedSo() throws {
        let project = try Self.repository { project in
            try project.write("templates/components/badge.html", "{{!\ntitle: Badge\n}}\n<span class=\"badge\">New</span>\n")
            try project.write("templates/components/badge.css", ".badge { color: var(--color-brand); }\n")
        }
        let diff = try Self.review(project).diff
        let badge = try #require(diff.reviews.first { $0.component == "badge" })
        #expect(badge.presence == .added && badge.groups.isEmpty && badge.sources.map(\.file) == ["templates/components/badge.css", "templates/components/badge.html"])
    }

    @Test func lineChangesFollowTheLongestCommonSubsequence() {
        let lines = LineDiff.changes(from: "a\nb\nc\nd", to: "a\nc\nx\nd")
        #expect(lines == [LineDiff.Line(kind: .removed, number: 2, text: "b"), LineDiff.Line(kind: .added, number: 3, text: "x")])
        #expect(LineDiff.changes(from: "", to: "a").map(\.kind) == [.added])
        #expect(LineDiff.changes(from: "same", to: "same").isEmpty)
    }
}
