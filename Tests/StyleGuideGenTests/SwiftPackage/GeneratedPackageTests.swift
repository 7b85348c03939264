import Foundation
import Testing
@testable import StyleGuideGen

/// The generated Swift package built with `swift build` on Linux, and its check executable's values
/// compared with the site's CSS for the same permutation and step (durations and transitions with
/// and without reduced motion): the example, three foreign design systems (mapped by `init --from`)
/// and Kong with a reduced-motion entry.
@Suite(.serialized) struct GeneratedPackageTests {
    @Test func exampleMatchesTheSiteCSS() throws {
        let build = try GeneratedPackageBuild.make(root: TestFixtures.repositoryRoot.path)
        try Self.expectMatchesCSS(build)
        // The example's permutations: two brands, light and dark.
        #expect(Set(build.lines.map(\.permutation)).count == 4)
        #expect(build.lines.contains { $0.path == "size.icon-frame" && $0.step == .ax5 && $0.numbers == [60] })
    }

    @Test(arguments: DesignSystemFixture.all)
    func foreignSystemMatchesTheSiteCSS(_ fixture: DesignSystemFixture) throws {
        // Mapped as a user maps it: the `styleguide.json` that `init --from` writes.
        let project = try fixture.project()
        try FileManager.default.removeItem(atPath: project.root + "/styleguide.json")
        var diagnostics = DiagnosticBag()
        _ = try #require(ExistingProjectInitializer().run(source: project.root + "/" + fixture.resolver, directory: project.root, diagnostics: &diagnostics))
        let build = try GeneratedPackageBuild.make(root: project.root, name: "SystemTokens")
        try Self.expectMatchesCSS(build)
        #expect(Set(build.lines.map(\.permutation)).count >= 2, "light and dark at least")
    }

    /// Kong after `init --from`, with the `reducedMotion` entry reduced_motion_test.py sets: each duration
    /// token's reduced value in the package (the config's 50ms, none given: 0ms) is what its site's
    /// stylesheet computes under `prefers-reduced-motion: reduce`, in every theme.
    @Test func kongsReducedMotionMatchesTheSiteCSS() throws {
        let project = try ExistingProjectInitializerTests.corpusCopy("kong")
        #expect(try CommandLineTests.run(["init", "--from", ".", "."], in: project.root).status == 0)
        let configPath = project.root + "/styleguide.json"
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        try (String(config.dropLast(2)) + ",\n  \"reducedMotion\": {\"kui-animation-duration-20\": \"50ms\"}\n}\n").write(toFile: configPath, atomically: true, encoding: .utf8)
        let build = try GeneratedPackageBuild.make(root: project.root, name: "SystemTokens")
        try Self.expectMatchesCSS(build)
        #expect(Set(build.motionLines.map(\.permutation)).count == 6)
        #expect(build.motionLines.filter { $0.path == "kui-animation-duration-20" }.map(\.milliseconds) == Array(repeating: [200, 50], count: 6))
        #expect(build.motionLines.filter { $0.path == "animation.duration.20" }.map(\.milliseconds) == Array(repeating: [200, 0], count: 6))
    }

    /// Keywords, leading digits, emoji, punctuation, accents, type names and three names that are one
    /// identifier: the package compiles, and the collisions are warned about, once each.
    @Test func oddTokenNamesCompile() throws {
        let build = try GeneratedPackageBuild.make(root: TestFixtures.root.appending(path: "SwiftNames").path)
        try Self.expectMatchesCSS(build)
        let collisions = build.diagnostics.filter { $0.code == .swiftNameCollision }
        #expect(collisions.map(\.subject) == ["space.accent_fill"], "the second says it is a token; only the third is numbered")
        #expect(collisions.first?.message.contains("`accentFillToken2`") == true)
        #expect(build.lines.contains { $0.path == "font.body text" }, "a name with a space is written %20 and read back")
        // Aliases scale as the tokens they refer to, as their CSS does (and a font sized by a scaled metric).
        let ax5 = { (path: String) in build.lines.first { $0.path == path && $0.step == .ax5 }?.numbers }
        #expect(ax5("alias.display") == ax5("font.display") && ax5("alias.frame") == ax5("icon.frame"))
        #expect(ax5("alias.framed text")?.first == 44, "the size follows icon.frame to its cap")
    }

    /// A resolver whose text sizes come from a modifier: each step's values from its permutation.
    @Test func textSizeModifierGivesTheSteps() throws {
        let project = try TemporaryProject()
        for file in try FileManager.default.contentsOfDirectory(atPath: TestFixtures.root.appending(path: "CSS/textsize").path) {
            try project.write("tokens/" + file, try String(contentsOf: TestFixtures.root.appending(path: "CSS/textsize/" + file), encoding: .utf8))
        }
        try project.write("docs/index.md", "# Text sizes\n")
        try project.write("styleguide.json", "{\"tokens\": \"tokens/textsize.resolver.json\", \"textSize\": \"textSize\"}")
        let build = try GeneratedPackageBuild.make(root: project.root)
        try Self.expectMatchesCSS(build)
        #expect(Set(build.stylesheet.values.steps) == [.xSmall, .large, .ax5])
        #expect(Set(build.lines.map(\.permutation)) == ["theme=light", "theme=dark"])
    }

    /// The UIKit and SwiftUI adapters and the seed components compile against the stand-ins, which
    /// declare the Apple API they use with Apple's signatures (Linux has neither framework).
    @Test func adaptersTypeCheckAgainstAppleSignatures() throws {
        _ = try GeneratedPackageBuild.typeCheckWithStandIns(root: TestFixtures.repositoryRoot.path)
    }

    /// Every line equals the CSS to 0.01 pt, every typography token and scaled metric of every
    /// permutation has its twelve lines, and text styles equal the HIG table.
    static func expectMatchesCSS(_ build: GeneratedPackageBuild) throws {
        #expect(!build.lines.isEmpty)
        var checked = 0
        let steps = Set(build.stylesheet.values.steps)
        for line in build.lines where steps.contains(line.step) {
            if line.numbers.count == 2 {
                let size = build.cssPoints(line, member: "fontSize"), leading = build.cssPoints(line, member: "lineHeight")
                #expect(size.map { abs($0 - line.numbers[0]) < 0.005 } == true, "\(line): CSS font-size \(String(describing: size))")
                // A font without a line height of its own has none in the CSS (`normal`), and Swift's is 1.2 times its size.
                if case .typography(let font)? = build.shownByLabel[line.permutation]?.tokens[line.path]?.value, font.missing.contains("lineHeight") {
                    #expect(leading == nil && abs(line.numbers[1] - (line.numbers[0] * 1.2 * 100).rounded() / 100) < 0.005, "\(line): no line height")
                    checked += 1
                    continue
                }
                #expect(leading.map { abs($0 - line.numbers[1]) < 0.005 } == true, "\(line): CSS line-height \(String(describing: leading))")
            } else {
                let value = build.cssPoints(line, member: nil)
                #expect(value.map { abs($0 - line.numbers[0]) < 0.005 } == true, "\(line): CSS \(String(describing: value))")
            }
            checked += 1
        }
        let perToken = Dictionary(grouping: build.lines) { "\($0.permutation) \($0.path)" }
        #expect(perToken.values.allSatisfy { steps.isSubset(of: $0.map(\.step)) }, "every step of the site")
        let expectedFonts = build.shown.reduce(0) { $0 + $1.tokens.tokens.count { $0.type == .typography } }
        let names = Set(build.shown.flatMap { $0.tokens.tokens.map(\.name) })
        #expect(build.lines.filter { $0.numbers.count == 2 && names.contains($0.path) && steps.contains($0.step) }.count == expectedFonts * steps.count,
                "one line per typography token, permutation and step")
        // The seed components' fonts and metrics the project has no token of its own for.
        for slot in ["typography.body", "typography.button", "size.icon-frame"] where !names.contains(slot) {
            #expect(build.lines.contains { $0.path == slot }, "\(slot) is checked too")
        }
        for permutation in build.shown {
            for token in permutation.tokens.tokens {
                guard case .textStyle(let style)? = token.dynamicType else { continue }
                let label = permutation.inputs.isEmpty ? "default" : permutation.inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
                for line in build.lines where line.path == token.name && line.permutation == label {
                    let metrics = DynamicTypeTable.metrics(for: style, at: line.step)
                    #expect(line.numbers == [Double(metrics.size), Double(metrics.leading)], "\(line) against the HIG table")
                }
            }
        }
        #expect(checked == build.lines.count { steps.contains($0.step) })
        try expectMotionMatchesCSS(build)
        expectColorsMatchCSS(build)
    }

    /// A value only a browser computes (`none`, `color-mix()`): Swift has its text, nothing to compare.
    static func isComputedByTheBrowser(_ value: TokenValue) -> Bool {
        if case .css = value { return true }
        return false
    }

    /// Every colour token of every shown permutation, and every colour slot the seed components
    /// read, equals the site's computed colour to half a step of 8 bits.
    static func expectColorsMatchCSS(_ build: GeneratedPackageBuild) {
        #expect(!build.colorLines.isEmpty)
        // A token the browser computes in some permutation is text in Swift in all of them.
        let computed = Set(build.shown.flatMap { $0.tokens.tokens.filter { Self.isComputedByTheBrowser($0.value) }.map(\.name) })
        let colors = build.shown.reduce(0) { $0 + $1.tokens.tokens.count { $0.type == .color && !computed.contains($0.name) } }
        #expect(build.colorLines.count { build.shownByLabel[$0.permutation]?.tokens[$0.path] != nil } == colors,
                "one line per colour token and permutation")
        for line in build.colorLines {
            let css = build.cssColor(line)
            let close = css.map { zip($0, line.channels).allSatisfy { abs($0 - $1) < 0.002 } } ?? false
            #expect(close, "\(line.permutation) \(line.path): Swift \(line.channels), CSS \(String(describing: css))")
        }
        for slot in ["color.accent-fill", "color.label", "color.on-accent"] {
            #expect(build.colorLines.contains { $0.path == slot } || build.tokens.permutations.contains { $0.tokens[slot] != nil }, "\(slot) is checked")
        }
    }

    /// Every duration and transition token of every permutation has its line, and its values without
    /// and with reduced motion equal what the site's stylesheet computes without and with
    /// `prefers-reduced-motion: reduce` (a transition's duration and delay, as its members).
    static func expectMotionMatchesCSS(_ build: GeneratedPackageBuild) throws {
        let moving = build.shown.reduce(0) { $0 + $1.tokens.tokens.count { ReducedMotion.types.contains($0.type) && !Self.isComputedByTheBrowser($0.value) } }
        #expect(build.motionLines.count == moving, "one line per duration and transition token and permutation")
        var computed: [String: [String: String]] = [:]
        for line in build.motionLines {
            let path = build.path(of: line.path)
            let members: [String?] = line.milliseconds.count == 2 ? [nil] : ["duration", "delay"]
            for (index, member) in members.enumerated() {
                let property = build.stylesheet.values.names.propertyName(forPath: path, member: member)
                for (offset, reduced) in [false, true].enumerated() {
                    let key = "\(line.permutation) \(reduced)"
                    if computed[key] == nil { computed[key] = build.cssValues(permutation: line.permutation, reducedMotion: reduced) }
                    let css = GeneratedPackageBuild.milliseconds(computed[key]?[property])
                    let swift = line.milliseconds[index * 2 + offset]
                    #expect(css.map { abs($0 - swift) < 0.005 } == true,
                            "\(line.permutation) \(line.path)\(member.map { " " + $0 } ?? ""), reduced motion \(reduced): Swift \(swift) ms, CSS \(String(describing: css))")
                }
            }
        }
    }
}
