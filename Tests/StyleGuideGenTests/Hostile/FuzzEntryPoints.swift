import Foundation
import StyleGuideGen

// The code each libFuzzer target runs on one input. The fuzz build
// (fuzz/build.sh) compiles this very file into every target, and the
// regression tests feed the saved crash inputs through the same functions,
// so a fixed crash stays fixed. Only the public API is used.

/// One pipeline entry per fuzz target; each returns the diagnostics it produced.
enum FuzzEntryPoints {
    /// Splits a resolver input into the resolver document and its two token files.
    static let resolverSeparator = Array("\n--8<--\n".utf8)

    /// Target `tokens`: the bytes as the project's only token file, loaded,
    /// resolved and turned into the tokens stylesheet.
    static func tokens(_ data: Data) -> [Diagnostic] {
        let fileSystem = InMemoryFileSystem(files: ["/p/tokens/input.tokens.json": data])
        var diagnostics = DiagnosticBag()
        guard let project = loadTokens(at: "/p/tokens", fileSystem: fileSystem, diagnostics: &diagnostics) else { return diagnostics.all }
        return diagnostics.all + TokenStylesheet.generate(project).diagnostics
    }

    /// Target `resolver`: `resolver.resolver.json`, `a.json` and `b.json`,
    /// separated by `resolverSeparator`, every permutation resolved.
    static func resolver(_ data: Data) -> [Diagnostic] {
        let parts = split(Array(data), separator: resolverSeparator)
        var files: [String: Data] = [:]
        for (index, name) in ["resolver.resolver.json", "a.json", "b.json"].enumerated() {
            files["/p/tokens/" + name] = index < parts.count ? Data(parts[index]) : Data()
        }
        var diagnostics = DiagnosticBag()
        guard let project = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(files: files), diagnostics: &diagnostics) else {
            return diagnostics.all
        }
        return diagnostics.all + TokenStylesheet.generate(project).diagnostics
    }

    /// Target `markdown`: the bytes as a doc, decoded, split from its front
    /// matter and rendered with live component blocks of the built-in catalog.
    static func markdown(_ data: Data) -> [Diagnostic] {
        let file = "docs/input.md"
        do {
            let text = try UTF8Text.decode(data, file: file)
            let split = try FrontMatterParser.split(text, file: file)
            let rendered = MarkdownRenderer(componentRenderer: componentBlocks.renderer).render(split.body, file: file)
            // Every heading's id went into its tag (spliced where cmark printed the heading), in order.
            // Looked for on bytes (Foundation's search misses `id="ឺ-1"`, whose `"` and spacing mark
            // are one character), each search going on from the last tag: linear in the HTML.
            let html = Array(rendered.html.utf8)
            var searchFrom = 0
            for heading in rendered.headings {
                let tag = Array("<h\(heading.level) id=\"\(heading.id)\">".utf8)
                guard let found = html[searchFrom...].firstRange(of: tag) else { preconditionFailure("heading id `\(heading.id)` missing from the HTML") }
                searchFrom = found.upperBound
            }
            return split.diagnostics + rendered.diagnostics
        } catch {
            return error.diagnostics
        }
    }

    /// Target `mustache`: the bytes as a template, parsed and rendered with a
    /// small data value and a few partials (one of them a parent with blocks).
    static func mustache(_ data: Data) -> [Diagnostic] {
        do {
            let source = try UTF8Text.decode(data, file: "input.html")
            let template = try MustacheTemplate(name: "input", source: source)
            _ = try template.render(mustacheData, partials: mustachePartials)
            return []
        } catch {
            return error.diagnostics
        }
    }

    // MARK: Fixed context, built once per process.

    private struct ComponentBlocks: Sendable {
        let renderer: ComponentBlockRenderer?
    }

    private static let componentBlocks: ComponentBlocks = {
        guard let catalog = try? ComponentCatalog(files: TemplateFiles.defaults),
              let templates = try? SiteTemplates(files: TemplateFiles.defaults) else {
            return ComponentBlocks(renderer: nil)
        }
        let axes = [PreviewAxis(name: "theme", contexts: ["light", "dark"], defaultContext: "light"),
                    PreviewAxis(name: "brand", contexts: ["ios", "ocean"], defaultContext: "ios")]
        let previews = ComponentPreviewRenderer(catalog: catalog, templates: templates, axes: axes)
        let arguments = ComponentBlockArguments(catalog: catalog, axes: axes)
        return ComponentBlocks(renderer: { block in try previews.figure(try arguments.request(for: block)) })
    }()

    private static let mustacheData: MustacheValue = [
        "title": "Tokens & <things>",
        "count": 3,
        "ratio": 1.5,
        "flag": true,
        "none": nil,
        "items": ["one", "two", ["name": "three", "items": [1, 2]]],
        "page": ["title": "Page", "headings": [["id": "a", "text": "A"]]],
    ]

    private static let mustachePartials: MustacheLibrary = {
        let sources = [
            "item": "<li>{{name}}{{^name}}{{.}}{{/name}}</li>",
            "list": "<ul>{{#items}}{{>item}}{{/items}}</ul>",
            "layout": "<main>{{$body}}default{{/body}}</main>{{$footer}}{{/footer}}",
        ]
        return (try? MustacheLibrary(templates: sources)) ?? MustacheLibrary()
    }()

    static func split(_ bytes: [UInt8], separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(bytes[start..<index])
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(bytes[start...])
        return parts
    }
}
