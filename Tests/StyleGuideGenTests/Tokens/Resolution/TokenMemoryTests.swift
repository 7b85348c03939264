import Foundation
import Testing
@testable import StyleGuideGen

/// While serving, a rebuild takes over what the previous build's token load did. Whatever the
/// edit, the result must be exactly what loading the edited project from scratch gives.
@Suite struct TokenMemoryTests {
    private let resolver = """
    {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """
    private let base = """
    {"color": {"$type": "color", "red": {"$value": "#ff0000"}, "accent": {"$value": "{color.red}"}, "button": {"$value": "{color.accent}"}},
     "size": {"$type": "dimension", "bare": {"$value": 4}, "gap": {"$value": "{size.step} * 2"}, "step": {"$value": {"value": 2, "unit": "px"}}}}
    """
    private let light = """
    {"color": {"surface": {"$value": "#ffffff"}}}
    """
    private let dark = """
    {"color": {"surface": {"$value": "#000000"}, "red": {"$value": "#990000"}}}
    """

    private func files(base: String? = nil, light: String? = nil, dark: String? = nil) -> [String: String] {
        ["/p/t.resolver.json": resolver, "/p/base.tokens.json": base ?? self.base,
         "/p/light.tokens.json": light ?? self.light, "/p/dark.tokens.json": dark ?? self.dark]
    }

    private func load(_ files: [String: String], memory: TokenMemory?) throws -> (TokenProject, Set<Diagnostic>) {
        var bag = DiagnosticBag()
        let project = loadTokens(at: "/p/t.resolver.json", fileSystem: InMemoryFileSystem(text: files), root: "/p", memory: memory, diagnostics: &bag)
        return (try #require(project), Set(bag.all))
    }

    /// Each edit, loaded after the unedited project with memory, equals the edited project loaded alone.
    @Test(arguments: [
        ("an alias target changes in the base", ["base": ##"{"color": {"$type": "color", "red": {"$value": "#00ff00"}, "accent": {"$value": "{color.red}"}, "button": {"$value": "{color.accent}"}}, "size": {"$type": "dimension", "bare": {"$value": 4}, "gap": {"$value": "{size.step} * 2"}, "step": {"$value": {"value": 3, "unit": "px"}}}}"##]),
        ("a context file changes", ["dark": ##"{"color": {"surface": {"$value": "#111111"}}}"##]),
        ("a token is added and one goes", ["light": ##"{"color": {"line": {"$value": "{color.button}"}}}"##]),
        ("nothing changes", [:]),
        ("an edit breaks a reference", ["dark": ##"{"color": {"surface": {"$value": "{color.missing}"}, "red": {"$value": "#990000"}}}"##]),
    ])
    func aRebuildEqualsALoadFromScratch(edit: String, changes: [String: String]) throws {
        let memory = TokenMemory()
        let (before, _) = try load(files(), memory: memory)
        let edited = files(base: changes["base"], light: changes["light"], dark: changes["dark"])
        let (rebuilt, rebuiltProblems) = try load(edited, memory: memory)
        let (fresh, freshProblems) = try load(edited, memory: nil)
        #expect(rebuilt.permutations == fresh.permutations, "\(edit)")
        #expect(rebuiltProblems == freshProblems, "\(edit)")
        // The bare number's warning comes from a token no edit touches: it must be reported again.
        #expect(rebuiltProblems.contains { $0.code == .formatBareNumber && $0.subject == "size.bare" }, "\(edit)")
        if changes.isEmpty { #expect(rebuilt.permutations == before.permutations) }
        // A third build, after the edit, still agrees.
        let (again, againProblems) = try load(edited, memory: memory)
        #expect(again.permutations == fresh.permutations && againProblems == freshProblems, "\(edit)")
    }

    /// A folder of plain token files is one permutation, and takes over its previous load too.
    @Test func plainTokenFilesTakeOverTheirPreviousLoad() throws {
        func load(_ files: [String: String], memory: TokenMemory?) throws -> (TokenProject, Set<Diagnostic>) {
            var bag = DiagnosticBag()
            let project = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: files), memory: memory, diagnostics: &bag)
            return (try #require(project), Set(bag.all))
        }
        let before = ["/p/tokens/a.tokens.json": base, "/p/tokens/b.tokens.json": dark]
        let after = ["/p/tokens/a.tokens.json": base, "/p/tokens/b.tokens.json": light]
        let memory = TokenMemory()
        _ = try load(before, memory: memory)
        let (rebuilt, rebuiltProblems) = try load(after, memory: memory)
        let (fresh, freshProblems) = try load(after, memory: nil)
        #expect(rebuilt.permutations == fresh.permutations && rebuiltProblems == freshProblems)
        #expect(rebuilt.permutations[0].tokens["color.red"] != (try load(before, memory: nil)).0.permutations[0].tokens["color.red"])
    }
}
