import Foundation
import Testing
@testable import StyleGuideGen

/// Markup, script and template syntax smuggled in through every text input
/// must come out escaped or dropped, never live.
@Suite struct HostileMarkupTests {
    static let payload = "</style><script>alert(1)</script><img src=x onerror=alert(2)>{{title}}{{{root}}}{{>partials/nav}}"

    static var hostileDoc: String {
        """
        ---
        title: "\(payload.replacingOccurrences(of: "\"", with: "\\\""))"
        description: '<script>alert(3)</script> {{#pages}}x{{/pages}}'
        ---
        # Heading \(payload)

        Text with <script>alert(4)</script> and </style> and <style>body{}</style> inline.

        <script>alert(5)</script>

        [click](javascript:alert(6)) [also](JaVaScRiPt:alert(7)) [spaced](  javascript:alert(8)) ![img](javascript:alert(9))
        [entity](java&#x73;cript:alert(10)) <javascript:alert(11)> [ref][r]

        [r]: javascript:alert(12)

        {{title}} {{{root}}} {{#pages}}{{title}}{{/pages}} {{>partials/nav}} {{=<% %>=}}

        ```component standard-button
        label: \(payload)
        ```

        ```html
        </style><script>alert(13)</script>
        ```
        """
    }

    static var hostileTokens: String {
        """
        {
          "x;</style><script>alert(1)</script>": {
            "$type": "dimension",
            "$value": { "value": 4, "unit": "px" },
            "$description": "*/ } </style><script>alert(2)</script> url(javascript:alert(3)) {{title}}"
          },
          "color": {
            "$type": "color",
            "$description": "</style> group {{{root}}}",
            "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] }, "$description": "<script>alert(4)</script>" }
          },
          "font": {
            "$type": "fontFamily",
            "evil": { "$value": ["Evil\\"; } </style><script>alert(5)</script> body { background: url(javascript:alert(6)) } /*", "serif"] }
          }
        }
        """
    }

    @Test func scriptsStylesAndTemplateTagsInDocsAndTokensComeOutInert() throws {
        let sandbox = try HostileSandbox()
        try sandbox.write("docs/evil.md", Self.hostileDoc)
        try sandbox.write("tokens/zz-hostile.tokens.json", Self.hostileTokens)
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        // The build may warn (odd token names) but a hostile doc is not an error by itself.
        #expect(result.succeeded, "\(result.diagnostics)")
        let site = sandbox.site
        SiteSafety.expectInert(site)
        let page = SiteSafety.text(site, "evil.html")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the title is shown escaped")
        // Mustache tags in content are text: shown as written, never rendered.
        #expect(page.contains("{{title}} {{{root}}} {{#pages}}{{title}}{{/pages}} {{&gt;partials/nav}}"))
        #expect(page.contains("<a href=\"\">click</a>"), "cmark's safe mode drops the javascript: URL")
        let tokensCSS = SiteSafety.text(site, "assets/tokens.css")
        #expect(!tokensCSS.isEmpty)
        #expect(!tokensCSS.contains("<script"))
    }

    @Test func unsafeHTMLStillEscapesFrontMatterAndComponentArguments() throws {
        // With raw HTML on, the Markdown body is the author's own HTML; the
        // title, description and component arguments are still escaped.
        let sandbox = try HostileSandbox()
        try sandbox.write("styleguide.json", "{ \"markdown\": { \"unsafeHTML\": true } }")
        try sandbox.write("docs/evil.md", """
            ---
            title: "<script>alert(1)</script>"
            description: "</style><script>alert(2)</script>"
            ---
            # Plain

            ```component standard-button
            label: <script>alert(3)</script>
            ```
            """)
        let result = sandbox.expectNoWritesOutsideTheSite { sandbox.build() }
        #expect(result.succeeded, "\(result.diagnostics)")
        let site = sandbox.site
        SiteSafety.expectInert(site)
        let page = SiteSafety.text(site, "evil.html")
        #expect(page.contains("&lt;script&gt;alert(3)&lt;/script&gt;"))
    }

    @Test func hostileTokensAreSafeThroughTheTokenLoaderAlone() throws {
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": Self.hostileTokens]))
        let loaded = try #require(project, "\(diagnostics)")
        let css = TokenStylesheet.generate(loaded).css
        #expect(!css.lowercased().contains("</style"))
        #expect(!css.contains("<script"))
        let live = CSSTestParser.withoutStrings(CSSTestParser.stripComments(css.lowercased()))
        #expect(live.firstMatch(of: SiteSafety.javascriptURL) == nil)
        #expect(!live.contains("body"), "the font family stays one quoted string")
        // The markup-laden name still becomes a token, under a sanitised property name.
        let names = loaded.defaultPermutation?.tokens.tokens.map { $0.path.joined(separator: ".") } ?? []
        #expect(names.contains("x;</style><script>alert(1)</script>"))
    }

    @Test func aMustacheTagAsATokenNameIsKeptAsTextWithADiagnostic() {
        let json = #"{ "{{title}}": { "$type": "number", "$value": 1 } }"#
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        #expect(diagnostics.map(\.description) == ["/p/tokens/a.tokens.json:1:3: warning: name '{{title}}' holds '{', '}' or '.', which DTCG names must not; it is kept as written, and only a $ref pointer can name it without doubt (format/invalid-name)"])
        #expect(project?.defaultPermutation?.tokens.tokens.map(\.name) == ["{{title}}"])
    }

    @Test func aMustacheTagInAComponentArgumentIsNotEvaluated() throws {
        let sandbox = try HostileSandbox()
        try sandbox.write("docs/tags.md", "# Tags\n\n```component standard-button\nlabel: {{title}} {{>layouts/base}}\n```\n")
        let result = sandbox.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        let page = SiteSafety.text(sandbox.site, "tags.html")
        #expect(page.contains("{{title}} {{&gt;layouts/base}}"))
    }
}
