import Foundation
import Testing
@testable import StyleGuideGen

/// Deprecation, aliases across pages, and hostile names and descriptions.
@Suite struct TokenPagesEscapingTests {
    static let tokens = """
    {
      "color": {
        "$type": "color",
        "old": {
          "$value": \(ContrastTestSupport.colorValue("#777777")),
          "$deprecated": "Use color.new </p><script>alert(2)</script>",
          "$description": "</style><script>alert(1)</script>"
        },
        "new": { "$value": \(ContrastTestSupport.colorValue("#000000")), "$deprecated": true },
        "<img src=x onerror=alert(3)>": { "$value": "{color.new}", "$description": "\\" onmouseover=\\"alert(4)" },
        "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } }
      },
      "space": {
        "$type": "dimension",
        "m": { "$value": { "value": 1, "unit": "rem" } },
        "gap\\" style=\\"x": { "$value": "{space.m}" }
      },
      "font": {
        "$type": "fontFamily",
        "evil": { "$value": ["Arial; background: url(https://example.com/x)", "\\"><script>alert(5)</script>", "Helvetica Neue", "sans-serif"] }
      }
    }
    """

    static func render() throws -> [String: String] {
        try TokenPagesTestSupport.render(try ContrastTestSupport.project(tokens), pairs: [
            ContrastPair(foreground: "color.old", background: "color.<img src=x onerror=alert(3)>"),
        ])
    }

    @Test func hostileTextIsEscapedEverywhere() throws {
        let site = try Self.render()
        for (path, html) in site where path.hasSuffix(".html") {
            #expect(!html.contains("<script>"), "\(path)")
            #expect(!html.contains("<img"), "\(path)")
            #expect(!html.contains("onmouseover=\""), "\(path)")
            // Inline styles carry only values built from typed token data.
            for style in html.components(separatedBy: "style=\"").dropFirst().compactMap({ $0.components(separatedBy: "\"").first }) {
                #expect(!style.contains("url(") && !style.contains("&lt;") && !style.contains(";&quot;"), "\(path): \(style)")
            }
            #expect(!html.contains("style=\"x"), "\(path)")
        }
        let colors = try #require(site["tokens/colors.html"])
        #expect(colors.contains("<span class=\"token-description\">&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
        #expect(colors.contains("<code class=\"token-name\">color.&lt;img src=x onerror=alert(3)&gt;</code>"))
        #expect(colors.contains("&quot; onmouseover=&quot;alert(4)"))
    }

    @Test func hostileNamesGetPlainIds() throws {
        let colors = try #require(try Self.render()["tokens/colors.html"])
        #expect(colors.contains("id=\"token-color-_img_src_x_onerror_alert_3__\""))
        let dimensions = try #require(try Self.render()["tokens/dimensions.html"])
        #expect(dimensions.contains("id=\"token-space-gap__style__x\""))
    }

    @Test func fontFamiliesKeepOnlySafeNamesInStyles() throws {
        let effects = try #require(try Self.render()["tokens/effects.html"])
        #expect(effects.contains("style=\"font-family: &quot;Helvetica Neue&quot;, sans-serif\""))
        // The written value is still shown as text, escaped.
        #expect(effects.contains("<code class=\"token-value\">Arial; background: url(https://example.com/x), &quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;, Helvetica Neue, sans-serif</code>"))
    }

    @Test func deprecatedTokensShowTheirReason() throws {
        let colors = try #require(try Self.render()["tokens/colors.html"])
        #expect(colors.contains("<span class=\"token-deprecated\"><span aria-hidden=\"true\">⚠</span> Deprecated: Use color.new &lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;</span>"))
        let newRow = try #require(TokenPagesTestSupport.row(colors, id: "token-color-new"))
        #expect(newRow.contains("<span class=\"token-deprecated\"><span aria-hidden=\"true\">⚠</span> Deprecated</span>"))
    }

    @Test func aliasesLinkWithinAndAcrossPages() throws {
        let site = try Self.render()
        let colors = try #require(site["tokens/colors.html"])
        #expect(TokenPagesTestSupport.row(colors, id: "token-color-_img_src_x_onerror_alert_3__")?.contains("Alias of <a href=\"colors.html#token-color-new\">") == true)
        let dimensions = try #require(site["tokens/dimensions.html"])
        #expect(TokenPagesTestSupport.row(dimensions, id: "token-space-gap__style__x")?.contains("Alias of <a href=\"dimensions.html#token-space-m\">") == true)
        #expect(dimensions.contains("<td>1 rem (16 pt)</td>"))
    }

    @Test func wideGamutColoursShowTheirCSSAndAFallback() throws {
        let colors = try #require(try Self.render()["tokens/colors.html"])
        let row = try #require(TokenPagesTestSupport.row(colors, id: "token-color-wide"))
        // The swatch paints the colour in its own space; its sRGB hex (gamut-mapped) is the fallback.
        let fallback = TokenColor(colorSpace: .displayP3, components: [1, 0, 0]).sRGBFallbackHex
        #expect(fallback.hasPrefix("#ff"))
        #expect(row.contains("style=\"--swatch: \(fallback); --swatch-wide: color(display-p3 1 0 0)\""))
        #expect(row.contains("<code class=\"token-hex\">\(fallback)</code>"))
        #expect(row.contains("<code class=\"token-css\">color(display-p3 1 0 0)</code>"))
        #expect(row.contains("Outside sRGB"))
    }

    @Test func pagesWithoutTokensAreLeftOut() throws {
        let pages = TokenPages.pages(project: try ContrastTestSupport.project(Self.tokens), contrast: ContrastReport())
        #expect(pages.map(\.outputPath) == ["tokens/index.html", "tokens/colors.html", "tokens/dimensions.html", "tokens/effects.html"])
        let index = try #require(try Self.render()["tokens/index.html"])
        #expect(!index.contains("typography.html"))
        #expect(index.contains("<td>1</td>"))
    }
}
