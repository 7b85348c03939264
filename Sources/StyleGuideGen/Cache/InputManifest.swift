import Foundation

/// What a build's site is a function of, besides the tool: its options and every answer the
/// file system gave while loading. A later build that gets the same answers to the same
/// questions, with the site still as written, would write the same site: it stops there
/// (a no-op build), reporting the recorded diagnostics again.
struct InputManifest: Sendable, Equatable {
    /// A fingerprint of the options that shape the site.
    var options: String
    /// `FileQuery` key -> answer.
    var answers: [String: String]
    /// Every file of the site but the pages (whose stamps are the cache's entries).
    var outputs: [String: FileStamp]
    var pages: Int
    var files: Int
    var diagnostics: [Diagnostic]

    /// The options fingerprint: the layout, the configuration file's path, and what the
    /// command line may change.
    static func fingerprint(_ options: BuildOptions) -> String {
        var fingerprinter = Fingerprinter()
        let layout = options.layout
        for path in [layout.root, layout.docs, layout.templates, layout.tokens, layout.output, layout.configFile ?? ""] { fingerprinter.add(path) }
        for flag in [options.strict, options.contrastFailuresAreErrors, options.config.unsafeHTML, options.config.smartPunctuation] { fingerprinter.add(flag) }
        fingerprinter.add(options.date ?? "")
        fingerprinter.add(options.date != nil)
        return fingerprinter.finalize()
    }

    /// The questions about the configuration file, which the project asked before the build.
    static func configAnswers(_ layout: ProjectLayout, fileSystem: FileSystem) -> [String: String] {
        let query: FileQuery = layout.configFile.map(FileQuery.read) ?? .exists(layout.root + "/" + ConfigLoader.fileName)
        return [query.key: query.answer(from: fileSystem)]
    }

    /// Whether a build with `options` would write the site this manifest describes: same
    /// options, same answers now, and the site folder holding exactly the files written, unchanged.
    func holds(for options: BuildOptions, pages: [String: BuildCache.Entry], fileSystem: FileSystem) -> Bool {
        guard self.options == Self.fingerprint(options) else { return false }
        for (key, answer) in answers {
            guard let query = FileQuery(key: key), query.answer(from: fileSystem) == answer else { return false }
        }
        let output = options.layout.output
        let expected = Set(outputs.keys).union(pages.keys).union([OutputFolderPolicy.markerName])
        guard let present = try? fileSystem.filesRecursively(under: output),
              present.count == expected.count, present.allSatisfy({ expected.contains(String($0.dropFirst(output.count + 1))) }) else { return false }
        return outputs.allSatisfy { fileSystem.stamp(of: output + "/" + $0.key) == $0.value }
            && pages.allSatisfy { fileSystem.stamp(of: output + "/" + $0.key) == $0.value.stamp }
    }
}
