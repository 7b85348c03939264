import Foundation
@testable import StyleGuideGen

// Tests read a load's result and its diagnostics together, with the severity
// policy applied as the commands apply it at their edge.

func loadTokens(at path: String, fileSystem: FileSystem, root: String? = nil, linkBoundary: String? = nil,
                strict: Bool = false) -> (TokenProject?, [Diagnostic]) {
    var bag = DiagnosticBag()
    let project = loadTokens(at: path, fileSystem: fileSystem, root: root, linkBoundary: linkBoundary, diagnostics: &bag)
    bag.apply(DiagnosticPolicy(strict: strict))
    return (project, bag.sorted)
}

/// A loader as tests use it: one file in, tokens and diagnostics out.
struct TestTokenLoader {
    var strict = false

    init(strict: Bool = false) { self.strict = strict }

    func load(_ data: Data, file: String) -> (ResolvedTokenSet?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let tokens = TokenDocumentLoader().load(data, file: file, diagnostics: &bag)
        bag.apply(DiagnosticPolicy(strict: strict))
        return (tokens, bag.sorted)
    }
}

extension Resolver {
    init(fileSystem: FileSystem, root: String, strict: Bool) { self.init(fileSystem: fileSystem, root: root) }

    func resolve(resolverAt path: String, inputs: [String: String]) -> (ResolvedPermutation?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let permutation = resolve(resolverAt: path, inputs: inputs, diagnostics: &bag)
        return (permutation, bag.sorted)
    }

    func loadResolver(at path: String) -> (TokenProject?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let project = loadResolver(at: path, diagnostics: &bag)
        return (project, bag.sorted)
    }

    func loadTokenFiles(_ paths: [String]) -> (TokenProject?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let project = loadTokenFiles(paths, diagnostics: &bag)
        return (project, bag.sorted)
    }
}

extension TokenSource {
    func load(_ path: String, strict: Bool, displayRoot: String = PathNormalizer.absolute("."), projectRoot: String? = nil) -> (TokenProject?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let project = load(path, displayRoot: displayRoot, projectRoot: projectRoot, diagnostics: &bag)
        bag.apply(DiagnosticPolicy(strict: strict))
        return (project, bag.sorted)
    }
}
