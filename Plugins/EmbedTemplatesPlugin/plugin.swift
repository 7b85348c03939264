import Foundation
import PackagePlugin

/// Compiles every file under the package's `templates/` folder into the
/// StyleGuideGen module, so the binary works in any folder.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templatesRoot = context.package.directoryURL.appending(path: "templates")
        let inputs = templateFiles(under: templatesRoot)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) default templates",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [templatesRoot.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
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
