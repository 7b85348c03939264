import Testing
@testable import StyleGuideGen

/// The one diagnostic parsing a template gives, for the Mustache suites that check where errors point.
enum MustacheParseErrors {
    static func first(_ source: String, name: String) -> Diagnostic? {
        do {
            _ = try MustacheTemplate(name: name, source: source)
            return nil
        } catch {
            #expect(error.diagnostics.count == 1)
            return error.diagnostics.first
        }
    }

    /// A `template/syntax` error at `line`:`column` of `name` whose message holds `words`.
    static func expect(_ source: String, name: String, line: Int, column: Int, containing words: String) {
        let diagnostic = first(source, name: name)
        #expect(diagnostic?.code == .templateSyntax && diagnostic?.severity == .error, "\(diagnostic?.description ?? "no error")")
        #expect(diagnostic?.location == SourceLocation(file: name, line: line, column: column), "\(source.debugDescription)")
        #expect(diagnostic?.message.contains(words) == true, "\(diagnostic?.message ?? "no error")")
    }
}
