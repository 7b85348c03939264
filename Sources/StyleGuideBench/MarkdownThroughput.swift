import CCmark
import Foundation
import StyleGuideGen
#if canImport(Glibc)
import Glibc
#endif

/// What is timed: libcmark called straight from Swift, or our wrapper.
enum MarkdownVariant: String, CaseIterable {
    /// `cmark_markdown_to_html` from Swift plus the copy into a `String`: the floor.
    case swiftDirect = "swift-direct"
    /// Parse, render and free called one by one from Swift, no rewriting.
    case swiftSteps = "swift-steps"
    /// `MarkdownRenderer` without link rewriting (heading ids are always made).
    case wrapper = "wrapper"
    /// `MarkdownRenderer` with the site's options: heading ids and `.md` links rewritten.
    case wrapperLinks = "wrapper-links"
}

enum MarkdownThroughput {
    /// Renders the documents once per variant to warm up, then `runs` rounds. In a round every
    /// variant renders each document in turn before the next document, starting with a different
    /// variant each time (so none always finds the page in the caches), and each variant's times
    /// add up over the round: a slow second of the machine, which can last a whole variant's pass,
    /// then hits all alike. One line per variant, `VARIANT MB/s ...` (the line `bench/run.sh`
    /// parses), with the median over rounds of its time over the first variant's in the same round.
    /// `documents` are rendered one after another, as a site renders its pages.
    static func measure(_ variants: [MarkdownVariant], documents: [String], file: String, runs: Int) -> [String] {
        let outputBytes = variants.map { variant in documents.reduce(0) { $0 + render(variant, text: $1, file: file).utf8.count } }
        var seconds = Array(repeating: [Double](), count: variants.count)
        for round in 0..<runs {
            var roundSeconds = Array(repeating: 0.0, count: variants.count)
            for (number, document) in documents.enumerated() {
                for step in variants.indices {
                    let index = (step + number + round) % variants.count
                    let start = ContinuousClock.now
                    let html = render(variants[index], text: document, file: file)
                    let elapsed = ContinuousClock.now - start
                    precondition(!html.isEmpty || document.isEmpty)
                    roundSeconds[index] += Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
                }
            }
            for index in variants.indices { seconds[index].append(roundSeconds[index]) }
        }
        let megabytes = Double(documents.reduce(0) { $0 + $1.utf8.count }) / 1e6
        return variants.indices.map { index in
            let median = Median.of(seconds[index])
            let ratio = Median.of(zip(seconds[0], seconds[index]).map { $0 / $1 })
            return String(format: "%@ %.2f MB/s (median of %d, %.1f ms, %d bytes out, %.3f of %@ round by round)",
                          variants[index].rawValue, megabytes / median, runs, median * 1000, outputBytes[index], ratio, variants[0].rawValue)
        }
    }

    /// `text` cut before its level-2 headings into pages of about `size` bytes (a docs site's
    /// pages, whose trees fit in the caches, unlike one 10 MB document's).
    static func pages(of text: String, size: Int) -> [String] {
        var pages: [String] = []
        var current = ""
        for section in text.components(separatedBy: "\n## ") {
            if !current.isEmpty, current.utf8.count + section.utf8.count > size {
                pages.append(current)
                current = ""
            }
            current += current.isEmpty && pages.isEmpty ? section : "\n## " + section
        }
        if !current.isEmpty { pages.append(current) }
        return pages
    }

    private static func render(_ variant: MarkdownVariant, text: String, file: String) -> String {
        switch variant {
        case .swiftDirect:
            var source = text
            return source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    guard let html = cmark_markdown_to_html(chars.baseAddress, chars.count, CMARK_OPT_VALIDATE_UTF8) else { return "" }
                    defer { free(html) }
                    return String(cString: html)
                }
            }
        case .swiftSteps:
            var source = text
            let document = source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_VALIDATE_UTF8) }
            }
            guard let document else { return "" }
            let html = cmark_render_html(document, CMARK_OPT_VALIDATE_UTF8)
            cmark_node_free(document)
            guard let html else { return "" }
            defer { free(html) }
            return String(cString: html)
        case .wrapper:
            return MarkdownRenderer(options: MarkdownOptions(rewritesDocumentLinks: false)).render(text, file: file).html
        case .wrapperLinks:
            return MarkdownRenderer(options: .safe).render(text, file: file).html
        }
    }
}

enum Median {
    static func of(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
