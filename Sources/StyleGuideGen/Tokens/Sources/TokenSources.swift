import Foundation

/// The token sources of a folder, as every command looks for them: in the folder's `tokens/`
/// folder when it has one and the folder itself holds no resolver or Tokens Studio project,
/// else in the whole folder (a design system's repository).
public struct TokenSources: Sendable {
    public var fileSystem: FileSystem
    /// Symbolic links are followed only inside this folder.
    public var boundary: String

    public init(fileSystem: FileSystem, boundary: String) {
        self.fileSystem = fileSystem
        self.boundary = boundary
    }

    /// Every source in `folder` (nil when it cannot be listed, reported).
    public func find(in folder: String, diagnostics: inout DiagnosticBag) -> [FoundSource]? {
        let discovery = SourceDiscovery(fileSystem: fileSystem, boundary: boundary)
        let conventional = folder + "/tokens"
        do {
            if fileSystem.isDirectory(conventional), !holdsProjectFile(folder) {
                let found = try discovery.sources(under: conventional)
                report(found.listing.skippedLinks, into: &diagnostics)
                if !found.sources.isEmpty { return found.sources.map { renamed($0, under: folder) } }
            }
            let found = try discovery.sources(under: folder)
            report(found.listing.skippedLinks, into: &diagnostics)
            return found.sources
        } catch {
            diagnostics.append(.error(.ioUnreadable, "cannot list the token folder \(folder): \(error)"))
            return nil
        }
    }

    /// A resolver or a Tokens Studio project directly in the folder: it is the folder's source.
    private func holdsProjectFile(_ folder: String) -> Bool {
        guard let names = try? fileSystem.contentsOfDirectory(folder) else { return false }
        return names.contains { TokenFileRole.isResolverName($0) || $0 == TokensStudioStorage.themesFile || $0 == TokensStudioStorage.metadataFile }
    }

    /// A source found in `folder/tokens`, named from `folder`.
    private func renamed(_ source: FoundSource, under folder: String) -> FoundSource {
        var source = source
        source.name = SourceDiscovery.name(source.path, under: folder)
        return source
    }

    private func report(_ links: [SkippedLink], into diagnostics: inout DiagnosticBag) {
        for link in links {
            // The message names paths inside the boundary relatively; the location stays absolute for callers to shorten.
            var diagnostic = link.diagnostic { PathNormalizer.display($0, under: boundary) }
            diagnostic.location?.file = link.path
            diagnostics.append(diagnostic)
        }
    }

    /// How a project names one source: `--tokens` or the configuration.
    public static func projectOption(_ name: String) -> String { "`--tokens \(name)` (or \"tokens\": \"\(name)\" in styleguide.json)" }

    /// The one source of `folder`; with none, or several (independent design systems side by
    /// side), an error that lists them and says how to name one (`naming` gives the option or
    /// path that names a source).
    public static func single(_ found: [FoundSource], in folder: String, naming: (String) -> String = projectOption,
                              diagnostics: inout DiagnosticBag) -> FoundSource? {
        switch found.count {
        case 0:
            diagnostics.append(.error(.ioTokenFiles, "no token files in \(folder): looked for *.resolver.json, Tokens Studio projects ($themes.json, $metadata.json), and *.json, *.json5 or *.tokens files holding tokens"))
            return nil
        case 1:
            return found[0]
        default:
            let list = found.map { "\($0.name) (\($0.description))" }.joined(separator: "; ")
            diagnostics.append(.error(.ioTokenSources, "\(folder) holds \(found.count) independent token sources: \(list); name the one to use with \(naming(found[0].name))"))
            return nil
        }
    }

    /// The source a folder named as the tokens stands for: with several found, the one of the
    /// folder's own files (in it or in its `tokens/` folder) before the sources nested deeper, with a
    /// note naming those; else the single one.
    public static func named(_ found: [FoundSource], folder: String, shown: String, diagnostics: inout DiagnosticBag) -> FoundSource? {
        guard found.count > 1, let own = found.first(where: { $0.path == folder || $0.path == folder + "/tokens" }) else {
            let inside = shown == "." ? "" : shown.hasSuffix("/") ? shown : shown + "/"
            return single(found, in: shown == "." ? "the folder" : shown, naming: { "its path, `\(inside)\($0)`" }, diagnostics: &diagnostics)
        }
        let nested = found.filter { $0 != own }.map { "\($0.name) (\($0.description))" }.joined(separator: "; ")
        diagnostics.append(.note(.ioTokenSources, "the folder's own token files are read, not the sources nested in it; name one of those to read it: \(nested)",
                                 at: SourceLocation(file: own.path, line: 1, column: 1)))
        return own
    }

    /// A note for each file of the source that is not read, saying why.
    static func notes(for source: FoundSource) -> [Diagnostic] {
        source.unread.map { file in
            .note(.ioUnreadFile, "not read as tokens: \(file.reason)", at: SourceLocation(file: file.path, line: 1, column: 1))
        }
    }
}
