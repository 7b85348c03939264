import Foundation

/// The design system's own name, for a site that no config or home doc titles: its metadata where
/// it has some (a resolver's `name`; the `name` of a `package.json` beside the tokens or at the
/// project's root), else the project folder's name. Tokens Studio's `$metadata.json` holds only
/// the sets' order, so it names nothing.
enum SystemName {
    /// `tokenName`: the loaded project's name (a resolver's `name`), when there is one.
    static func choose(tokenName: String?, layout: ProjectLayout, fileSystem: FileSystem) -> String? {
        if let name = tokenName.flatMap({ ownName($0, tokens: layout.tokens, root: layout.root) }) { return name }
        if let name = packageName(layout, fileSystem: fileSystem) { return name }
        let folder = (layout.root as NSString).lastPathComponent
        return folder.isEmpty || folder == "/" ? nil : folder
    }

    /// A name that is not a folder's: a Tokens Studio project, a Figma export and a resolver that
    /// `init --from` wrote are named after the folder they were in, which says nothing more.
    private static func ownName(_ name: String, tokens: String, root: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let below = PathNormalizer.isSameOrInside(tokens, root) ? String(tokens.dropFirst(root.count)) : ""
        let folders = ([(root as NSString).lastPathComponent] + below.split(separator: "/").map(String.init)).map { $0.lowercased() }
        guard !trimmed.isEmpty, !folders.contains(trimmed.lowercased()), !SourceDiscovery.isTokenFolderName(trimmed) else { return nil }
        return trimmed
    }

    /// `name` of the first `package.json` in the token source's folder, then the project's root.
    private static func packageName(_ layout: ProjectLayout, fileSystem: FileSystem) -> String? {
        let tokenFolder = fileSystem.isDirectory(layout.tokens) ? layout.tokens : ProjectPaths.directory(of: layout.tokens)
        for folder in [tokenFolder, layout.root].filter({ PathNormalizer.isSameOrInside($0, layout.root) }) {
            let path = folder + "/package.json"
            guard fileSystem.fileExists(path), let data = try? fileSystem.readFile(path, within: layout.root),
                  let json = try? JSONParser.parse(data, file: path), let name = json["name"]?.stringValue?.trimmingCharacters(in: .whitespaces),
                  !name.isEmpty else { continue }
            return name
        }
        return nil
    }
}
