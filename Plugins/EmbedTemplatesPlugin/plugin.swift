import Foundation
import PackagePlugin

/// Compiles the package's `templates/` (the default site), `tokens/` (the
/// bundled example theme), `starter/` (what `styleguide init` writes) and
/// `swift-runtime/` (the generated Swift package's fixed sources) into the StyleGuideGen module, so the binary works in any folder and the
/// repository's files stay the single source.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    static let folders = [("templates", "EmbeddedTemplates"), ("tokens", "EmbeddedExampleTokens"), ("starter", "EmbeddedStarter"), ("swift-runtime", "EmbeddedSwiftRuntime")]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        try Self.folders.map { folder, enumName in
            let root = context.package.directoryURL.appending(path: folder)
            let inputs = templateFiles(under: root)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
            return .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(folder)/",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [root.path, enumName, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }

    private func templateFiles(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}
