import Foundation
import Testing
@testable import StyleGuideGen

/// A design system of its own names, light and dark, with a typography kept in separate tokens.
@Suite struct SlotMappingTests {
    static func color(_ hex: String) -> String {
        let channels = [1, 3, 5].map { Double(Int(hex.dropFirst($0).prefix(2), radix: 16) ?? 0) / 255 }
        return #"{"colorSpace": "srgb", "components": [\#(channels.map { String(format: "%.4f", $0) }.joined(separator: ", "))], "hex": "\#(hex)"}"#
    }

    static let files: [String: String] = [
        "docs/index.md": "# Acme\n",
        "tokens/acme.resolver.json": """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
        """,
        "tokens/base.tokens.json": """
        {"font": {"sans": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}, "regular": {"$type": "fontWeight", "$value": 400}},
         "text": {"body": {"size": {"$type": "dimension", "$value": {"value": 15, "unit": "px"}},
                           "leading": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}}},
         "brand": {"$type": "color", "fill": {"$value": \(color("#0b5cad"))}}}
        """,
        "tokens/light.tokens.json": #"{"surface": {"$type": "color", "page": {"$value": \#(color("#f4f4f4"))}, "ink": {"$value": \#(color("#161616"))}}}"#,
        "tokens/dark.tokens.json": #"{"surface": {"$type": "color", "page": {"$value": \#(color("#161616"))}, "ink": {"$value": \#(color("#f4f4f4"))}}}"#,
    ]

    static let map = """
    {"map": {
      "color.accent-fill": "{brand.fill}",
      "color.toggle-on": "color.accent-fill",
      "color.label": "surface.ink",
      "color.grouped-background": "surface.page",
      "typography.body": {"fontFamily": "font.sans", "fontSize": "text.body.size", "lineHeight": "text.body.leading", "fontWeight": "font.regular"}
    }}
    """

    @Test func mappedTokensFillTheSlotsInEveryPermutation() throws {
        var files = Self.files
        files["styleguide.json"] = Self.map
        let project = try TemporaryProject(files: files)
        let (resolved, diagnostics) = try SlotTestSupport.resolve(project.root)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.filter { $0.severity == .error })")
        for mode in ["light", "dark"] {
            let cell = SlotTestSupport.cell(resolved, ["mode": mode])
            #expect(cell["--color-label"] == cell["--surface-ink"] && cell["--color-label"] != nil)
            #expect(cell["--color-grouped-background"] == cell["--surface-page"])
            // A slot mapped to another slot reaches the token behind it.
            #expect(cell["--color-toggle-on"] == cell["--brand-fill"] && cell["--color-accent-fill"] == cell["--brand-fill"])
            #expect(cell["--typography-body-font-family"] == cell["--font-sans"])
        }
        // Composed from members, scaled like Body (15 px at Large, the HIG ratio elsewhere); a
        // leading written as a dimension is kept as the ratio to the size (24 / 15).
        let large = SlotTestSupport.cell(resolved, [:])
        #expect(large["--typography-body-font-size"] == "15px" && large["--typography-body-line-height"] == "24px")
        let ax5 = SlotTestSupport.cell(resolved, [:], step: .ax5)
        #expect(ax5["--typography-body-font-size"] == CSSValueSerializer.pixels(DynamicTypeScaling.scaledFontSize(base: 15, relativeTo: .body, step: .ax5, maxSize: nil)))
        let binding = try #require(resolved.components?.bindings["typography.body"])
        #expect(binding.text == "fontFamily font.sans, fontSize text.body.size, fontWeight font.regular, lineHeight text.body.leading")
    }

    /// An unmapped slot takes the example's value: its light value in light, its dark value where
    /// the project's background is dark, whatever the context is called.
    @Test func unmappedSlotsTakeTheExamplesLightOrDarkValue() throws {
        var files = Self.files
        for (name, context) in [("light", "day"), ("dark", "night-shift")] {
            files["tokens/acme.resolver.json"] = files["tokens/acme.resolver.json"]?.replacingOccurrences(of: "\"\(name)\": [", with: "\"\(context)\": [")
        }
        files["tokens/acme.resolver.json"] = files["tokens/acme.resolver.json"]?.replacingOccurrences(of: "\"default\": \"light\"", with: "\"default\": \"day\"")
        files["styleguide.json"] = #"{"map": {"color.grouped-background": "surface.page"}}"#
        let project = try TemporaryProject(files: files)
        let (resolved, _) = try SlotTestSupport.resolve(project.root)
        let example = ExampleTheme.shared
        for (context, dark) in [("day", false), ("night-shift", true)] {
            let label = resolved.components?.project.permutations.first { $0.inputs.first?.context == context }?.tokens["color.label"]
            #expect(label?.value == example.tokens(dark: dark)["color.label"]?.value, "\(context)")
        }
        #expect(resolved.components?.bindings["color.label"]?.isDefaulted == true)
    }

    /// A typography token mapped to a slot that leaves members out (Tokens Studio writes styles
    /// without letterSpacing): the example fills those members, so the components' CSS reads
    /// every member (Sage's styles, mapped by init --from, left the previews without it).
    @Test func membersAMappedTypographyTokenLeavesOutTakeTheExamples() throws {
        let project = try TemporaryProject(files: [
            "tokens/t.tokens.json": #"{"style": {"$type": "typography", "$value": {"fontFamily": "Sage UI", "fontSize": {"value": 30, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.25}}}"#,
            "styleguide.json": #"{"map": {"typography.large-title": "style"}}"#,
        ])
        let (resolved, diagnostics) = try SlotTestSupport.resolve(project.root)
        #expect(!diagnostics.contains { $0.code == .componentMissingToken }, "\(diagnostics.filter { $0.severity == .error })")
        let slot = resolved.components?.project.permutations.first?.tokens["typography.large-title"]
        guard case .typography(let value)? = slot?.value, case .typography(let example)? = ExampleTheme.shared.tokens(dark: false)["typography.large-title"]?.value else {
            Issue.record("no typography slot token"); return
        }
        #expect(value.fontFamily == ["Sage UI"] && value.fontSize.value == 30 && value.lineHeight == 1.25)
        #expect(value.letterSpacing == example.letterSpacing && value.missing.isEmpty)
        let cell = SlotTestSupport.cell(resolved, [:])
        #expect(cell["--typography-large-title-letter-spacing"] != nil)
    }

    @Test func strictMakesAnUnmappedSlotAnError() throws {
        let project = try TemporaryProject(files: Self.files)
        let (_, diagnostics) = try SlotTestSupport.resolve(project.root, strict: true)
        let unmapped = diagnostics.filter { $0.code == .componentUnmappedToken }
        #expect(!unmapped.isEmpty && unmapped.allSatisfy { $0.severity == .error })
    }

    @Test func mapErrorsPointAtTheConfigEntry() throws {
        var files = Self.files
        files["styleguide.json"] = "{\"map\": {\n  \"color.label\": \"surface.inc\",\n  \"typography.body\": \"surface.ink\"\n}}\n"
        let project = try TemporaryProject(files: files)
        let result = SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root)))
        #expect(!result.succeeded)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors == [
            "styleguide.json:2:18: error: `map.color.label` names `surface.inc`, which no permutation of the tokens defines; did you mean `surface.ink`? [color.label] (config/map-unknown-token)",
            "styleguide.json:3:22: error: `map.typography.body` names `surface.ink`, a color token; the slot is a typography token [typography.body] (config/map-type-mismatch)",
        ])
    }

    /// The bundled example defines every slot under its own name: no slot token is added, so its
    /// stylesheet is the one its own tokens make.
    @Test func theBundledExampleFillsEverySlotItself() throws {
        let (resolved, diagnostics) = try SlotTestSupport.resolve(TestFixtures.repositoryRoot.path)
        #expect(!diagnostics.contains { $0.code == .componentUnmappedToken })
        #expect(resolved.components?.bindings.values.allSatisfy { $0.source == .own } == true)
        let tokens = try #require(resolved.tokens)
        let own = TokenStylesheet.generate(tokens, options: TokenStylesheetOptions(appearanceModifier: resolved.appearanceModifier))
        #expect(resolved.stylesheet?.css == own.css)
    }
}
