import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct DiagnosticCodeTests {
    @Test(arguments: DiagnosticExamples.all)
    func exampleProducesItsCode(_ example: DiagnosticExample) throws {
        let found: [Diagnostic]
        do {
            found = try example.produce()
        } catch let error as DiagnosticError {
            found = error.diagnostics
        }
        #expect(found.contains { $0.code == example.code }, "\(example.code.id) not among \(found.map(\.description))")
    }

    @Test func everyCodeHasAnExample() {
        let covered = Set(DiagnosticExamples.all.map(\.code))
        let missing = DiagnosticCode.all.filter { !covered.contains($0) }.map(\.id)
        #expect(missing.isEmpty, "codes without an example: \(missing)")
    }

    @Test func codeIdsAreUniqueAndWellFormed() {
        let ids = DiagnosticCode.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.range(of: #"^[a-z]+(-[a-z]+)*/[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(id)")
        }
    }

    /// docs/guide/diagnostics.md lists exactly the catalog: a `### family/name` heading per code.
    @Test func documentationListsEveryCode() throws {
        let url = TestFixtures.repositoryRoot.appending(path: "docs/guide/diagnostics.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let documented = Set(text.split(separator: "\n").filter { $0.hasPrefix("### `") }.map { line in
            String(line.dropFirst(5).prefix { $0 != "`" })
        })
        let catalog = Set(DiagnosticCode.all.map(\.id))
        #expect(catalog.subtracting(documented).sorted() == [], "codes missing from the docs")
        #expect(documented.subtracting(catalog).sorted() == [], "documented codes the tool does not have")
    }
}
