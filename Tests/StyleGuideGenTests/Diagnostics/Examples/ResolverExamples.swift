import Foundation
@testable import StyleGuideGen

enum ResolverExamples {
    /// A resolver project in memory: `/p/t.resolver.json` plus `/p/base.json`.
    private static func project(_ resolver: String, files: [String: String] = [:], strict: Bool = false) -> [Diagnostic] {
        var all = ["/p/base.json": ##"{"n": {"$type": "number", "$value": 1}}"##]
        all["/p/t.resolver.json"] = resolver
        for (path, text) in files { all[path] = text }
        return loadTokens(at: "/p/t.resolver.json", fileSystem: InMemoryFileSystem(text: all), root: "/p", strict: strict).1
    }

    /// A 2025.10 resolver document from its parts.
    private static func resolver(order: String, sets: String = ##"{"base": {"sources": [{"$ref": "base.json"}]}}"##, modifiers: String = "{}", extra: String = "") -> String {
        ##"{"version": "2025.10", \##(extra)"sets": \##(sets), "modifiers": \##(modifiers), "resolutionOrder": \##(order)}"##
    }

    private static let base = ##"[{"$ref": "#/sets/base"}]"##

    private static func manyPermutations() -> String {
        let contexts = "{" + (0..<17).map { ##""c\##($0)": []"## }.joined(separator: ", ") + "}"
        let modifiers = "{" + (0..<3).map { ##""m\##($0)": {"contexts": \##(contexts)}"## }.joined(separator: ", ") + "}"
        let order = "[" + (0..<3).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ", ") + "]"
        return resolver(order: order, sets: "{}", modifiers: modifiers)
    }

    static let all: [DiagnosticExample] = [
        DiagnosticExample(.resolverVersion, "version \"1.0\"", { project(##"{"version": "1.0", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"##) }),
        DiagnosticExample(.resolverVersion, "no version", { project(##"{"resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"##) }),
        DiagnosticExample(.resolverMissingProperty, "no resolutionOrder", { project(##"{"version": "2025.10"}"##) }),
        DiagnosticExample(.resolverMissingProperty, "an inline entry without type", { project(resolver(order: ##"[{"name": "x", "sources": []}]"##, sets: "{}")) }),
        DiagnosticExample(.resolverMissingProperty, "a set without sources", { project(resolver(order: ##"[{"$ref": "#/sets/s"}]"##, sets: ##"{"s": {}}"##)) }),
        DiagnosticExample(.resolverMissingProperty, "a modifier without contexts", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"default": "a"}}"##))
        }),
        DiagnosticExample(.resolverInvalidProperty, "the document as an array", { project("[]") }),
        DiagnosticExample(.resolverInvalidProperty, "sets as an array", { project(resolver(order: base, sets: "[]")) }),
        DiagnosticExample(.resolverInvalidProperty, "resolutionOrder as an object", { project(resolver(order: "{}")) }),
        DiagnosticExample(.resolverInvalidProperty, "modifiers as an array", { project(resolver(order: base, modifiers: "[]")) }),
        DiagnosticExample(.resolverInvalidProperty, "sources as a string", { project(resolver(order: base, sets: ##"{"base": {"sources": "base.json"}}"##)) }),
        DiagnosticExample(.resolverInvalidProperty, "name as a number", { project(resolver(order: base, extra: ##""name": 5, "##)) }),
        DiagnosticExample(.resolverInvalidProperty, "an inline entry of type \"group\"", { project(resolver(order: ##"[{"name": "x", "type": "group"}]"##)) }),
        DiagnosticExample(.resolverUnknownProperty, "an unknown document property", { project(resolver(order: base, extra: ##""themes": {}, "##)) }),
        DiagnosticExample(.resolverUnknownProperty, "an unknown set property", {
            project(resolver(order: base, sets: ##"{"base": {"sources": [{"$ref": "base.json"}], "files": []}}"##))
        }),
        DiagnosticExample(.resolverUnknownProperty, "an unknown modifier property", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"contexts": {"a": [], "b": []}, "fallback": "a"}}"##))
        }),
        DiagnosticExample(.resolverEmptyOrder, "resolutionOrder []", { project(resolver(order: "[]")) }),
        DiagnosticExample(.resolverInvalidReference, "an unknown set", { project(resolver(order: ##"[{"$ref": "#/sets/nope"}]"##)) }),
        DiagnosticExample(.resolverInvalidReference, "an unknown modifier", { project(resolver(order: ##"[{"$ref": "#/modifiers/nope"}]"##)) }),
        DiagnosticExample(.resolverInvalidReference, "an entry pointing outside sets and modifiers", { project(resolver(order: ##"[{"$ref": "#/things/x"}]"##)) }),
        DiagnosticExample(.resolverInvalidReference, "a source referencing a modifier", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"contexts": {"a": [{"$ref": "#/modifiers/m"}], "b": []}}}"##))
        }),
        DiagnosticExample(.resolverInvalidReference, "a file fragment pointing at nothing", {
            project(resolver(order: base, sets: ##"{"base": {"sources": [{"$ref": "base.json#/nope"}]}}"##))
        }),
        DiagnosticExample(.resolverDuplicateEntry, "a set listed twice", { project(resolver(order: ##"[{"$ref": "#/sets/base"}, {"$ref": "#/sets/base"}]"##)) }),
        DiagnosticExample(.resolverDuplicateEntry, "two inline entries of one name", {
            project(resolver(order: ##"[{"type": "set", "name": "x", "sources": []}, {"type": "set", "name": "x", "sources": []}]"##, sets: "{}"))
        }),
        DiagnosticExample(.resolverSetCycle, "a set that includes itself", { project(resolver(order: ##"[{"$ref": "#/sets/s"}]"##, sets: ##"{"s": {"sources": [{"$ref": "#/sets/s"}]}}"##)) }),
        DiagnosticExample(.resolverSetCycle, "two sets including each other", {
            project(resolver(order: ##"[{"$ref": "#/sets/a"}]"##, sets: ##"{"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}"##))
        }),
        DiagnosticExample(.resolverContexts, "a modifier with no contexts", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"contexts": {}}}"##))
        }),
        DiagnosticExample(.resolverContexts, "a modifier with a single context", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"contexts": {"light": []}}}"##))
        }),
        DiagnosticExample(.resolverInvalidDefault, "a default naming no context", {
            project(resolver(order: ##"[{"$ref": "#/modifiers/m"}]"##, sets: "{}", modifiers: ##"{"m": {"contexts": {"light": [], "dark": []}, "default": "dim"}}"##))
        }),
        DiagnosticExample(.resolverUnusedSet, "a set resolutionOrder does not list", {
            project(resolver(order: base, sets: ##"{"base": {"sources": [{"$ref": "base.json"}]}, "extra": {"sources": []}}"##))
        }),
        DiagnosticExample(.resolverUnusedModifier, "a modifier resolutionOrder does not list", {
            project(resolver(order: base, modifiers: ##"{"theme": {"contexts": {"light": [], "dark": []}}}"##))
        }),
        DiagnosticExample(.resolverUnlistedSetMerged, "a reference into a set resolutionOrder forgot", {
            project(resolver(order: base, sets: ##"{"base": {"sources": [{"$ref": "base.json"}, {"m": {"$type": "number", "$value": "{size.body}"}}]}, "typography": {"sources": [{"size": {"body": {"$type": "number", "$value": 17}}}]}}"##))
        }),
        DiagnosticExample(.resolverUnlistedSetMerged, "the same, under --strict (an error)", {
            project(resolver(order: base, sets: ##"{"base": {"sources": [{"$ref": "base.json"}, {"m": {"$type": "number", "$value": "{size.body}"}}]}, "typography": {"sources": [{"size": {"body": {"$type": "number", "$value": 17}}}]}}"##), strict: true)
        }),
        DiagnosticExample(.resolverTooManyPermutations, "3 modifiers of 17 contexts (4913 permutations)", { project(manyPermutations()) }),
        DiagnosticExample(.resolverUnknownSet, "a Tokens Studio theme selecting a set with no file", {
            studio(themes: ##"[{"name": "light", "selectedTokenSets": {"core": "enabled", "colour/light": "enabled"}}]"##)
        }),
        DiagnosticExample(.resolverFigmaExport, "a folder of Collection.Mode.json files", { figma() }),
        DiagnosticExample(.resolverTokensStudioThemes, "a theme without a group beside grouped ones", {
            studio(themes: ##"[{"name": "core", "selectedTokenSets": {"core": "enabled"}}, {"name": "light", "group": "mode", "selectedTokenSets": {"core": "enabled"}}]"##)
        }),
        DiagnosticExample(.resolverLayoutThemes, "light and dark folders side by side", {
            let theme = { (hex: String) in ##"{"color": {"$type": "color", "bg": {"$value": "\##(hex)"}, "fg": {"$value": "#777777"}, "line": {"$value": "#888888"}}}"## }
            return loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: ["/p/tokens/light/color.json": theme("#ffffff"), "/p/tokens/dark/color.json": theme("#000000")])).1
        }),
        DiagnosticExample(.resolverFallbackSource, "token files referencing a Tokens Studio project inside their folder", {
            var bag = DiagnosticBag()
            let fileSystem = InMemoryFileSystem(text: [
                "/p/tokens/web/mapping.json": ##"{"button": {"$type": "color", "bg": {"$value": "{core.blue}"}}}"##,
                "/p/tokens/studio/$metadata.json": ##"{"tokenSetOrder": ["core"]}"##,
                "/p/tokens/studio/core.json": ##"{"core": {"blue": {"$type": "color", "$value": "#0000ff"}}}"##,
            ])
            let sources = TokenSources(fileSystem: fileSystem, boundary: "/p").find(in: "/p", diagnostics: &bag) ?? []
            let web = sources.first { $0.kind != .tokensStudioFolder }!
            _ = TokenSource(fileSystem: fileSystem).load(web, others: sources, displayRoot: "/p", projectRoot: "/p", diagnostics: &bag)
            return bag.all
        }),
        DiagnosticExample(.resolverSetOrder, "a Tokens Studio set missing from tokenSetOrder", {
            studio(themes: ##"[{"name": "light", "selectedTokenSets": {"core": "enabled", "extra": "enabled"}}]"##)
        }),
    ]

    /// A Figma export: `Color` in two modes, `Spacing` in one.
    private static func figma() -> [Diagnostic] {
        loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: [
            "/p/Color.Light.json": ##"{"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}"##,
            "/p/Color.Dark.json": ##"{"bg": {"$type": "color", "$value": "#000000", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}}"##,
            "/p/Spacing.Mode 1.json": ##"{"space": {"$type": "number", "$value": 8, "$extensions": {"com.figma": {"scopes": ["GAP"]}}}}"##,
        ])).1
    }

    /// A Tokens Studio folder: `core` and `extra` sets, `tokenSetOrder` listing `core` only.
    private static func studio(themes: String) -> [Diagnostic] {
        loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: [
            "/p/$themes.json": themes,
            "/p/$metadata.json": ##"{"tokenSetOrder": ["core"]}"##,
            "/p/core.json": ##"{"n": {"$type": "number", "$value": 1}}"##,
            "/p/extra.json": ##"{"m": {"$type": "number", "$value": 2}}"##,
        ])).1
    }
}
