import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ReducedMotionTests {
    static let tokens = """
    {
      "motion": {
        "duration": {"$type": "duration",
          "fast": {"$value": {"value": 150, "unit": "ms"}, "$extensions": {"styleguide": {"reducedMotion": {"value": 50, "unit": "ms"}}}},
          "slow": {"$value": {"value": 400, "unit": "ms"}},
          "instant": {"$value": {"value": 20, "unit": "ms"}},
          "base": {"$value": "{motion.duration.slow}"}
        },
        "ease": {"$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1]},
        "fade": {"$type": "transition", "$value": {"duration": "{motion.duration.fast}", "delay": {"value": 10, "unit": "ms"}, "timingFunction": "{motion.ease}"}},
        "slide": {"$type": "transition", "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}
      }
    }
    """

    static func applied(_ config: String) throws -> (ResolvedTokenSet, [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        let project = try #require(DynamicTypeConfigTests.project(tokens))
        let entries = try DynamicTypeConfigTests.config(config).reducedMotion
        let result = project.applyingReducedMotion(entries, diagnostics: &diagnostics)
        return (try #require(result.defaultPermutation?.tokens), diagnostics.all)
    }

    static func ms(_ value: Double) -> TokenValue { .duration(DurationValue(value: value, unit: .ms)) }

    @Test func eachTokenTakesItsOwnValueTheConfigsOrNone() throws {
        let (tokens, diagnostics) = try Self.applied(#"{"reducedMotion": {"motion.duration.slow": "{motion.duration.instant}", "motion.slide": "100ms"}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(tokens["motion.duration.fast"]?.reducedMotion == ReducedMotion(value: Self.ms(50), source: .extensions))
        #expect(tokens["motion.duration.slow"]?.reducedMotion == ReducedMotion(value: Self.ms(20), source: .config))
        // Nothing said: removed. An alias follows its target.
        #expect(tokens["motion.duration.instant"]?.reducedMotion == ReducedMotion(value: Self.ms(0), source: .removed))
        #expect(tokens["motion.duration.base"]?.reducedMotion == ReducedMotion(value: Self.ms(20), source: .target))
        #expect(tokens["motion.ease"]?.reducedMotion == nil)
        // A duration for a transition replaces its duration; a transition with none takes its referenced duration's.
        guard case .transition(let slide)? = tokens["motion.slide"]?.reducedMotion?.value,
              case .transition(let fade)? = tokens["motion.fade"]?.reducedMotion?.value else {
            Issue.record("transitions without reduced values")
            return
        }
        #expect(slide.duration.milliseconds == 100 && slide.timingFunction == CubicBezierValue(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(fade.duration.milliseconds == 50 && fade.delay.milliseconds == 10)
    }

    @Test func aGroupEntryReachesItsTokensAndBadEntriesAreTold() throws {
        let (tokens, diagnostics) = try Self.applied(#"{"reducedMotion": {"motion.duration": "0.1s", "motion.ease": "0ms", "motion.nothing": "0ms", "motion.slide": "{motion.ease}"}}"#)
        #expect(tokens["motion.duration.slow"]?.reducedMotion?.value == .duration(DurationValue(value: 0.1, unit: .s)))
        // The token's own value wins over its group's.
        #expect(tokens["motion.duration.fast"]?.reducedMotion?.value == Self.ms(50))
        #expect(tokens["motion.slide"]?.reducedMotion?.source == .removed)
        #expect(Set(diagnostics.map(\.code)) == [.motionWrongType, .motionInvalidValue, .motionUnknownToken])
        #expect(diagnostics.first { $0.code == .motionInvalidValue }?.message.contains("{motion.ease}, a cubicBezier token, cannot stand for the transition 'motion.slide'") == true)
    }

    /// Kong after `init --from`: its one duration token (0.2s, under two names) is removed unless the
    /// config says otherwise, and the Settings row's toggle (the example's 250ms transition) too.
    @Test func kongsDurationsAndTheToggleAreReducedInItsStylesheet() throws {
        let project = try ExistingProjectInitializerTests.corpusCopy("kong")
        #expect(try CommandLineTests.run(["init", "--from", ".", "."], in: project.root).status == 0)
        let configPath = project.root + "/styleguide.json"
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        try (String(config.dropLast(2)) + ",\n  \"reducedMotion\": {\"kui-animation-duration-20\": \"50ms\"}\n}\n").write(toFile: configPath, atomically: true, encoding: .utf8)
        let build = try CommandLineTests.run(["build", ".", "--quiet"], in: project.root)
        #expect(build.status == 0, "\(build.stderr.suffix(500))")
        let css = try #require(project.read("site/assets/tokens.css"))
        #expect(css.contains("  --kui-animation-duration-20: 200ms;\n") && css.contains("  --transition-toggle-duration: 250ms;\n"))
        #expect(css.hasSuffix("""
        @media (prefers-reduced-motion: reduce) {
          :root,
          [data-dynamic-type],
          [data-theme] {
            --animation-duration-20: 0ms;
            --kui-animation-duration-20: 50ms;
            --transition-toggle-duration: 0ms;
          }
        }

        """), "\(css.suffix(300))")
        // The Settings row page's own stylesheet keeps the toggle's reduced rule.
        #expect(project.read("site/assets/tokens/settings-row.css")?.contains("@media (prefers-reduced-motion: reduce) {\n  :root,") == true)
        // The token page shows both values and where the reduced one comes from.
        let effects = try #require(project.read("site/tokens/effects.html"))
        #expect(effects.contains("<th scope=\"col\">Reduced motion</th>"))
        let own = try #require(TokenPagesTestSupport.row(effects, id: "token-kui-animation-duration-20"))
        #expect(own.contains("<td><code class=\"token-value\">200 ms</code></td>")
                && own.contains("<td><code class=\"token-value\">50 ms</code><span class=\"token-note\">from reducedMotion in the config</span></td>"), "\(own)")
        let other = try #require(TokenPagesTestSupport.row(effects, id: "token-animation-duration-20"))
        #expect(other.contains("<code class=\"token-value\">0 ms</code><span class=\"token-note\">removed: none given</span>"), "\(other)")
        // The Settings row page says what its toggle's transition is with reduced motion, in every column.
        let row = try #require(project.read("site/components/settings-row.html"))
        let reducedNote = "<code>250ms cubic-bezier(0.25, 0.1, 0.25, 1) 0ms</code><br><span class=\"anatomy__range\">with reduced motion: <code>0ms cubic-bezier(0.25, 0.1, 0.25, 1) 0ms</code></span>"
        #expect(row.components(separatedBy: reducedNote).count - 1 == 6, "one per theme of Kong")
        #expect(row.components(separatedBy: "with reduced motion").count - 1 == 6, "nothing else the row reads moves")
    }

    @Test func theStylesheetDeclaresTheReducedValuesUnderTheMediaQuery() throws {
        let (tokens, _) = try Self.applied("{}")
        let project = TokenProject(name: nil, description: nil, modifiers: [], permutations: [ResolvedPermutation(inputs: [], tokens: tokens)], defaultIndex: 0)
        let stylesheet = TokenStylesheet.generate(project)
        #expect(stylesheet.css.contains("""
        @media (prefers-reduced-motion: reduce) {
          :root,
          [data-dynamic-type] {
            --motion-duration-fast: 50ms;
            --motion-duration-instant: 0ms;
            --motion-duration-slow: 0ms;
            --motion-slide-duration: 0ms;
          }
        }
        """), "\(stylesheet.css.suffix(400))")
        let normal = stylesheet.computedValues(attributes: [:], isRoot: true)
        let reduced = stylesheet.computedValues(attributes: [:], isRoot: true, reducedMotion: true)
        #expect(normal["--motion-fade"] == "150ms cubic-bezier(0.25, 0.1, 0.25, 1) 10ms")
        #expect(reduced["--motion-fade"] == "50ms cubic-bezier(0.25, 0.1, 0.25, 1) 10ms")
        #expect(normal["--motion-duration-base"] == "400ms" && reduced["--motion-duration-base"] == "0ms")
        #expect(normal["--motion-slide"] == "300ms cubic-bezier(0, 0, 1, 1) 0ms" && reduced["--motion-slide"] == "0ms cubic-bezier(0, 0, 1, 1) 0ms")
    }

    /// Three themes that move alike (150ms) and reduce otherwise: `dark` by its own `$extensions`
    /// (its colours differ, so it has a rule, which declares no motion), `calm` likewise but with
    /// nothing else of its own (no rule at all). Each gets its own reduced value, and so does an
    /// element without the attribute under `prefers-color-scheme: dark`.
    @Test func aThemeThatMovesAsTheDefaultButReducesOtherwiseGetsItsOwnReducedRule() throws {
        func fast(_ reduced: String) -> String {
            #""motion": {"$type": "duration", "fast": {"$value": {"value": 150, "unit": "ms"}, "$extensions": {"styleguide": {"reducedMotion": "\#(reduced)"}}}}"#
        }
        let ink = { (value: Int) in #""color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [\#(value), \#(value), \#(value)]}}}"# }
        var project = try DiffTestSupport.project([
            "a.resolver.json": DiffTestSupport.themedResolver(["light", "dark", "calm"]),
            "base.tokens.json": "{\(ink(0)), \(fast("50ms"))}",
            "light.tokens.json": "{}",
            "dark.tokens.json": "{\(ink(1)), \(fast("20ms"))}",
            "calm.tokens.json": "{\(fast("0ms"))}",
        ], entry: "/p/a.resolver.json")
        var diagnostics = DiagnosticBag()
        project = project.applyingReducedMotion([], diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let stylesheet = TokenStylesheet.generate(project)
        for (theme, reduced) in [("light", "50ms"), ("dark", "20ms"), ("calm", "0ms")] {
            let attributes = ["data-theme": theme]
            #expect(stylesheet.computedValues(attributes: attributes)["--motion-fast"] == "150ms")
            #expect(stylesheet.computedValues(attributes: attributes, reducedMotion: true)["--motion-fast"] == reduced, "\(theme)")
            #expect(stylesheet.reducedMotionValue(ofProperty: "--motion-fast", in: [ModifierChoice(modifier: "theme", context: theme)], at: .large) == reduced)
        }
        #expect(stylesheet.computedValues(attributes: [:], isRoot: true, reducedMotion: true)["--motion-fast"] == "50ms")
        #expect(stylesheet.computedValues(attributes: [:], isRoot: true, prefersMediaContext: true, reducedMotion: true)["--motion-fast"] == "20ms")
        // The normal rules declare the duration once, on :root; each theme's reduced value has a rule of its own.
        #expect(stylesheet.css.components(separatedBy: "--motion-fast: 150ms;").count == 2)
        // The token page has a row per reduced value, each with its themes.
        let effects = try #require(try TokenPagesTestSupport.render(project)["tokens/effects.html"])
        for (reduced, source, scope) in [("50 ms", "from the token&#39;s $extensions", "In theme=light"), ("20 ms", "from the token&#39;s $extensions", "In theme=dark"),
                                         ("0 ms", "from the token&#39;s $extensions", "In theme=calm")] {
            #expect(effects.contains("<span class=\"token-scope\">\(scope)</span>\n</th>\n<td><code class=\"token-value\">150 ms</code></td>"), "\(scope)")
            #expect(effects.contains("<td><code class=\"token-value\">\(reduced)</code><span class=\"token-note\">\(source)</span></td>"), "\(reduced)")
        }
        #expect(stylesheet.css.contains("""
        @media (prefers-reduced-motion: reduce) {
          :root,
          [data-dynamic-type],
          [data-theme] {
            --motion-fast: 50ms;
          }

          [data-theme="dark"] {
            --motion-fast: 20ms;
          }

          [data-theme="calm"] {
            --motion-fast: 0ms;
          }
        }

        @media (prefers-color-scheme: dark) and (prefers-reduced-motion: reduce) {
          :root:not([data-theme]),
          [data-dynamic-type]:not([data-theme]) {
            --motion-fast: 20ms;
          }
        }
        """), "\(stylesheet.css)")
    }
}
