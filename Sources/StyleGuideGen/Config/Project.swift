import Foundation

/// A project as a command sees it: its folders and its configuration.
public struct Project: Sendable {
    public var layout: ProjectLayout
    public var config: ProjectConfig

    /// Reads `configPath`, or `root/styleguide.json` when present, else uses
    /// defaults. `output` (from `--out`) and `tokens` (from `--tokens`, relative to the project
    /// folder like the configuration's) win over the configuration.
    public static func load(root: String, configPath: String? = nil, output: String? = nil, tokens: String? = nil,
                            fileSystem: FileSystem = LocalFileSystem()) throws(DiagnosticError) -> Project {
        let absoluteRoot = PathNormalizer.absolute(root)
        let path = configPath.map(PathNormalizer.absolute) ?? absoluteRoot + "/" + ConfigLoader.fileName
        var config = ProjectConfig()
        let hasConfig = configPath != nil || fileSystem.fileExists(path)
        if hasConfig {
            let display = path.hasPrefix(absoluteRoot + "/") ? String(path.dropFirst(absoluteRoot.count + 1)) : path
            let data: Data
            do {
                data = try fileSystem.readFile(path)
            } catch {
                throw DiagnosticError(.error(.ioUnreadable, "cannot read the configuration file `\(display)`"))
            }
            config = try ConfigLoader.load(data, file: display)
        }
        if let tokens { config.tokens = tokens }
        var layout = ProjectLayout(root: absoluteRoot, output: output, config: config)
        layout.configFile = hasConfig ? path : nil
        return Project(layout: layout, config: config)
    }
}
