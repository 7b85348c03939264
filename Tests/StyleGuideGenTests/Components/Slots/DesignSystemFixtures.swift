import Foundation
import Testing
@testable import StyleGuideGen

/// The three design systems of `Fixtures/DesignSystems` (GitHub-, Carbon- and Material-like, each
/// with light and dark, none with `$extensions.styleguide`), copied into a scratch project whose
/// `styleguide.json` names their resolver and nothing else.
struct DesignSystemFixture: Sendable, CustomTestStringConvertible {
    let folder: String
    let resolver: String

    static let all = [
        DesignSystemFixture(folder: "github-like", resolver: "primer.resolver.json"),
        DesignSystemFixture(folder: "carbon-like", resolver: "carbon.resolver.json"),
        DesignSystemFixture(folder: "material-like", resolver: "material.resolver.json"),
    ]

    var testDescription: String { folder }

    var source: URL { TestFixtures.root.appending(path: "DesignSystems/\(folder)") }

    /// slot -> the token (or members' tokens) that plays the role, as the fixture's author wrote it.
    func roles() throws -> [String: JSONValue] {
        let json = try JSONParser.parse(try Data(contentsOf: source.appending(path: "roles.json")), file: "roles.json")
        return Dictionary(uniqueKeysWithValues: (json.objectMembers ?? []).map { ($0.key, $0.value) })
    }

    /// A scratch copy; with `config`, that `styleguide.json` instead of the resolver alone.
    func project(config: String? = nil) throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.removeItem(atPath: project.root)
        try FileManager.default.copyItem(atPath: source.path, toPath: project.root)
        try project.write("styleguide.json", config ?? "{\"tokens\": \"\(resolver)\"}")
        return project
    }
}
