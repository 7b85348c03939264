import Foundation
import Testing
@testable import StyleGuideGen

/// Files are collected once and merged as tables, and permutations take over what the first
/// one resolved: each must give exactly what merging its own trees and resolving alone gives.
@Suite struct PermutationSharingTests {
    /// Overrides that reach through alias chains, arithmetic, a changed group `$type` and
    /// `$deprecated`, a token replaced by a group, a token only one context defines, and a cycle.
    private let files: [String: String] = [
        "/p/t.resolver.json": """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}], "loud": [{"$ref": "loud.tokens.json"}]}, "default": "light"},
           "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
        """,
        "/p/base.tokens.json": """
        {"color": {"$type": "color",
           "red": {"$value": "#ff0000"}, "blue": {"$value": "#0000ff"},
           "accent": {"$value": "{color.red}"}, "button": {"$value": "{color.accent}"},
           "faded": {"$value": "rgba({color.button}, 0.5)"},
           "loop": {"$value": "{color.loop2}"}, "loop2": {"$value": "{color.loop}"}},
         "space": {"$type": "dimension", "unit": {"$value": {"value": 4, "unit": "px"}},
           "double": {"$value": "{space.unit} * 2"},
           "inset": {"$value": {"value": 8, "unit": "px"}, "tight": {"$value": {"value": 2, "unit": "px"}}},
           "late": {"$value": "{space.extra}"}},
         "border": {"$type": "border", "line": {"$value": {"color": "{color.button}", "width": "{space.unit}", "style": "solid"}}},
         "size": {"n": {"$value": 3}, "ratio": {"$value": "{size.n}"}}}
        """,
        "/p/light.tokens.json": "{}",
        "/p/dark.tokens.json": """
        {"color": {"red": {"$value": "#990000"}, "deep": {"$value": "{color.button}"}}, "size": {"$type": "number", "$deprecated": "use scale"}}
        """,
        "/p/loud.tokens.json": """
        {"color": {"accent": {"$value": "{color.blue}"}}, "size": {"$type": "dimension"}, "space": {"extra": {"$value": {"value": 1, "unit": "rem"}}}}
        """,
        "/p/compact.tokens.json": """
        {"space": {"unit": {"$value": {"value": 2, "unit": "px"}}, "inset": {"small": {"$value": {"value": 1, "unit": "px"}}}}}
        """,
    ]

    /// The project of `/p/t.resolver.json` in `files`, each permutation checked against the same
    /// permutation resolved alone (tokens, and all problems together).
    static func loadedAndCheckedAlone(_ files: [String: String]) throws -> TokenProject {
        let resolver = Resolver(fileSystem: InMemoryFileSystem(text: files), root: "/p")
        let (loaded, diagnostics) = resolver.loadResolver(at: "/p/t.resolver.json")
        let project = try #require(loaded)
        var alone: Set<Diagnostic> = []
        for permutation in project.permutations {
            let inputs = Dictionary(uniqueKeysWithValues: permutation.inputs.map { ($0.modifier, $0.context) })
            let (single, found) = resolver.resolve(resolverAt: "/p/t.resolver.json", inputs: inputs)
            #expect(single?.tokens == permutation.tokens, "\(permutation.label)")
            alone.formUnion(found)
        }
        #expect(Set(diagnostics) == alone)
        return project
    }

    @Test func everyPermutationEqualsItsOwnResolutionAlone() throws {
        let project = try Self.loadedAndCheckedAlone(files)
        #expect(project.permutations.count == 6)
        // The sharing had something to get right: the permutations differ where the overrides reach.
        let button = project.permutations.map { $0.tokens["border.line"]?.value }
        #expect(Set(button.map { "\(String(describing: $0))" }).count == 6)
        let dark = try #require(project.permutations.first { $0.label == "theme=dark, density=regular" })
        #expect(dark.tokens["size.n"]?.deprecated == Deprecation(reason: "use scale"))
        #expect(dark.tokens["color.deep"]?.aliasOf == ["color", "button"])
        let compact = try #require(project.permutations.first { $0.label == "theme=loud, density=compact" })
        #expect(compact.tokens["space.inset"] == nil && compact.tokens["space.inset.tight"] == nil && compact.tokens["space.inset.small"] != nil)
        #expect(compact.tokens["space.late"] != nil && project.permutations[0].tokens["space.late"] == nil)
        #expect(project.permutations.allSatisfy { $0.tokens["color.loop"] == nil })
    }

    /// A `$extends` anywhere sends the files through the tree merge; the same files without it
    /// go through the tables. Both must give the same tokens and problems, with two differences
    /// by design: a replaced token is located where the file that wins writes it (the tree keeps
    /// the first file's key), and a file's own problems are reported even where a later file
    /// replaces the token.
    @Test func tableMergeEqualsTreeMerge() throws {
        let first = """
        {"a": {"$type": "number", "$description": "A", "x": {"$value": 1}, "y": {"$value": 2, "kid": {"$value": 3}},
               "g": {"$deprecated": true, "t": {"$value": 4}, "u": {"$value": 5, "$deprecated": false}}},
         "b": {"$type": "color", "c": {"$value": "#010203"}},
         "d": {"$value": 9, "$type": "number"}}
        """
        let second = """
        {"a": {"$type": "dimension", "$description": 7, "x": {"$value": {"value": 1, "unit": "px"}}, "y": {"$value": {"value": 2, "unit": "px"}},
               "g": {"$deprecated": "gone", "v": {"$value": {"value": 6, "unit": "px"}}}},
         "b": {"$value": "#ffffff", "$type": "color"},
         "d": {"$type": "number", "e": {"$value": 10}},
         "n": {"$type": "bogus", "m": {"$value": 1}}}
        """
        let extending = """
        {"zz": {"$extends": "{zy}"}, "zy": {"$type": "number", "w": {"$value": 1}}}
        """
        let paths = ["/p/1.tokens.json", "/p/2.tokens.json", "/p/3.tokens.json"]
        let fileSystem = InMemoryFileSystem(text: [paths[0]: first, paths[1]: second, paths[2]: extending])
        let resolver = Resolver(fileSystem: fileSystem, root: "/p")
        let (tables, tableProblems) = resolver.loadTokenFiles(Array(paths.prefix(2)))
        let (tree, treeProblems) = resolver.loadTokenFiles(paths)
        let flat = try #require(tables?.permutations.first?.tokens)
        let merged = try #require(tree?.permutations.first?.tokens)
        func unlocated(_ tokens: [ResolvedToken]) -> [ResolvedToken] {
            tokens.map { var token = $0; token.location = JSONValue.written; return token }
        }
        #expect(unlocated(flat.tokens) == unlocated(merged.tokens.filter { $0.path[0] != "zz" && $0.path[0] != "zy" }))
        #expect(flat["a.x"]?.location == SourceLocation(file: paths[1], line: 1, column: 49))
        #expect(flat.groupDescriptions == merged.groupDescriptions)
        let extra = Set(tableProblems).subtracting(treeProblems)
        let extraCodes = extra.map { "\($0.code) \($0.subject ?? "")" }
        #expect(extraCodes == ["format/value-with-children a.y"])
        let treeProblemsOfTheTwo = Set(treeProblems.filter { $0.location?.file != paths[2] })
        #expect(treeProblemsOfTheTwo.isSubset(of: tableProblems))
        #expect(flat["a.y.kid"] == nil && flat["b.c"] == nil && flat["b"] != nil && flat["d.e"] != nil)
        #expect(flat["a.g.t"]?.deprecated == Deprecation(reason: "gone") && flat["a.g.u"]?.deprecated == nil)
    }
}
