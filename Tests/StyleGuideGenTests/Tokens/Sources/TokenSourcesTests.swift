import Foundation
import Testing
@testable import StyleGuideGen

/// The token sources found in each corpus repository's root, as a user points the tool at it:
/// resolvers, Tokens Studio projects and files, token folders; build outputs, packages'
/// manifests and other JSON left alone.
@Suite struct TokenSourcesTests {
    /// Each system's sources: name (path from the root) and kind, in the order found.
    static let expected: [String: [String]] = [
        "axa": ["tokens (21 token files)"],
        "blackbaud-skyux": ["src/tokens (Tokens Studio project)"],
        "brave-leo": ["src/tokens (14 token files)"],
        "fermilab-bison": ["tokens (9 token files)"],
        "figma-variables-action-example": ["tokens (5 token files)"],
        "gcds": ["tokens (44 token files)"],
        "kong": ["packages/design-tokens (33 token files)"],
        "koobiq": ["packages/design-tokens (61 token files)"],
        "little-league": ["tokens.resolver.json (DTCG resolver)"],
        "lukasoppermann-design-tokens": [". (3 token files)"],
        "metamask": ["src/figma (3 token files)", "src/figma/tokens.json (Tokens Studio single file)"],
        "nl-design-system-themes": ["packages/basis-design-tokens/figma/basis.tokens.json (Tokens Studio single file)", "packages/ma-design-tokens/src/tokens.json (Tokens Studio single file)", "packages/start-design-tokens/figma/start.tokens.json (Tokens Studio single file)", "packages/voorbeeld-design-tokens/figma/voorbeeld.tokens.json (Tokens Studio single file)"],
        "nve": ["tokens (Tokens Studio project)"],
        "openedx-paragon": ["tokens (120 token files)"],
        "patternfly": ["packages/module/tokens (37 token files)"],
        "pinterest-gestalt": ["packages/gestalt-design-tokens (35 token files)", "packages/gestalt-design-tokens/tokens/vr-theme (Tokens Studio project)"],
        "sage": ["data/tokens (Tokens Studio project)"],
        "seb-green": ["libs/tokens (22 token files)"],
        "sl-design-system": ["packages/tokens/src/slds-legacy (Tokens Studio project)", "packages/tokens/src/tokens (Tokens Studio project)"],
        "style-dictionary-examples": ["examples/advanced/assets-base64-embed/tokens (6 token files)", "examples/advanced/create-react-app/style-dictionary/tokens (3 token files)", "examples/advanced/create-react-native-app/style-dictionary/tokens (2 token files)", "examples/advanced/custom-parser/tokens (1 token file)", "examples/advanced/custom-transforms/tokens (4 token files)", "examples/advanced/flutter/style_dictionary/tokens (5 token files)", "examples/advanced/font-face-rules (1 token file)", "examples/advanced/format-helpers/tokens (1 token file)", "examples/advanced/matching-build-files/tokens (3 token files)", "examples/advanced/multi-brand-multi-platform/tokens (14 token files)", "examples/advanced/npm-module/tokens (3 token files)", "examples/advanced/referencing_aliasing/tokens (5 token files)", "examples/advanced/s3/tokens (5 token files)", "examples/advanced/tailwind-preset/tokens (1 token file)", "examples/advanced/tokens-deprecation/tokens (3 token files)", "examples/advanced/transitive-transforms/tokens (7 token files)", "examples/advanced/variables-in-outputs/tokens (2 token files)", "examples/basic/tokens (4 token files)", "examples/complete/tokens (13 token files)"],
        "swisspost": ["packages/tokens/tokensstudio-generated/tokens.json (Tokens Studio single file)"],
        "tokens-studio-sd-transforms": ["test/integration/tokens (13 token files)"],
    ]

    static func found(_ system: String) -> [String] {
        let root = CorpusTests.corpus + "/" + system
        var diagnostics = DiagnosticBag()
        let sources = TokenSources(fileSystem: LocalFileSystem(), boundary: root).find(in: root, diagnostics: &diagnostics) ?? []
        return sources.map { "\($0.name) (\($0.description))" }
    }

    @Test(arguments: CorpusTests.systems)
    func eachRepositoryRootHoldsTheSourcesItsTeamKeeps(system: String) {
        #expect(Self.found(system) == Self.expected[system] ?? [], "\"\(system)\": \(Self.found(system)),")
    }
}
