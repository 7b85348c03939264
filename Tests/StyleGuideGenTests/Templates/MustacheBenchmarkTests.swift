import Foundation
import Testing
@testable import StyleGuideGen

/// Timing figures for a realistic page; runs only with MUSTACHE_BENCH=1
/// (best in release: `MUSTACHE_BENCH=1 swift test -c release --filter MustacheBenchmark`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MUSTACHE_BENCH"] == "1"))
struct MustacheBenchmarkTests {
    static let templates = [
        "layout": """
            <!doctype html>
            <html lang="en">
              <head>
                <title>{{$title}}Style guide{{/title}}</title>
              </head>
              <body>
                {{>nav}}
                <main>
                  {{$body}}{{/body}}
                </main>
              </body>
            </html>

            """,
        "nav": "<nav>\n  {{#pages}}\n  <a href=\"{{url}}\"{{#current}} aria-current=\"page\"{{/current}}>{{title}}</a>\n  {{/pages}}\n</nav>\n",
        "token": "<tr>\n  <td><code>{{path}}</code></td>\n  <td>{{value}}</td>\n  <td>{{#description}}{{.}}{{/description}}{{^description}}—{{/description}}</td>\n</tr>\n",
        "page": """
            {{<layout}}
            {{$title}}{{group.name}} · {{site.name}}{{/title}}
            {{$body}}
            <h1>{{group.name}}</h1>
            <table>
              {{#group.tokens}}
              {{>token}}
              {{/group.tokens}}
            </table>
            {{/body}}
            {{/layout}}

            """,
    ]

    static func data(tokens: Int) -> MustacheValue {
        let rows: [MustacheValue] = (0..<tokens).map { index in
            ["path": .string("color.brand.\(index)"), "value": .string("#\(String(index, radix: 16)) <b>"),
             "description": index % 3 == 0 ? "" : .string("Shade \(index) & tint")]
        }
        let pages: [MustacheValue] = (0..<30).map { ["url": .string("/p\($0).html"), "title": .string("Page \($0)"), "current": .bool($0 == 3)] }
        return ["site": ["name": "Guide"], "pages": .list(pages), "group": ["name": "Colors", "tokens": .list(rows)]]
    }

    @Test func renderThroughput() throws {
        let parseStart = Date()
        var library: MustacheLibrary!
        for _ in 0..<1000 { library = try MustacheLibrary(templates: Self.templates) }
        let parseSeconds = Date().timeIntervalSince(parseStart) / 1000

        let data = Self.data(tokens: 200)
        let first = try library.render("page", data)
        #expect(first.contains("<td><code>color.brand.199</code></td>"))
        #expect(first.contains("&lt;b&gt;"))
        // Best of five rounds: the build machine is shared, so the minimum is the signal.
        let pages = 500
        var best = Double.infinity
        for _ in 0..<5 {
            let start = Date()
            var bytes = 0
            for _ in 0..<pages { bytes += try library.render("page", data).utf8.count }
            best = min(best, Date().timeIntervalSince(start))
            #expect(bytes == first.utf8.count * pages)
        }
        print(String(format: "mustache bench: parse 4 templates %.1f µs; page of %d bytes: best %.0f µs/page, %.0f MB/s",
                     parseSeconds * 1e6, first.utf8.count, best / Double(pages) * 1e6,
                     Double(first.utf8.count * pages) / best / 1e6))
    }
}
