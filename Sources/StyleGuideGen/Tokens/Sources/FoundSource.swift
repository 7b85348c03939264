/// One design system's tokens as found in a project or repository: what the tool loads as one
/// token project. A repository may hold several (two Tokens Studio projects, example folders,
/// packages); each is named by its path, which is how a user picks one.
public struct FoundSource: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A `*.resolver.json`.
        case resolver
        /// A folder with Tokens Studio's `$themes.json` or `$metadata.json`.
        case tokensStudioFolder
        /// Tokens Studio's single-file sync: sets, `$themes` and `$metadata` in one file.
        case tokensStudioFile
        /// Plain token files under a folder (DTCG, Style Dictionary, Figma exports), read
        /// with the themes their layout shows.
        case tokenFiles([String])
    }

    public var kind: Kind
    /// The file or folder, absolute.
    public var path: String
    /// The path relative to the folder searched ("." for the folder itself).
    public var name: String
    /// Files inside the source that are not read, with why (no tokens in them, a resolver does
    /// not name them...), for a note.
    public var unread: [UnreadFile] = []

    /// What kind of source it is, in words.
    public var description: String {
        switch kind {
        case .resolver: "DTCG resolver"
        case .tokensStudioFolder: "Tokens Studio project"
        case .tokensStudioFile: "Tokens Studio single file"
        case .tokenFiles(let files): "\(files.count) token file\(files.count == 1 ? "" : "s")"
        }
    }
}

/// A JSON file found beside token files that is not read as tokens.
public struct UnreadFile: Sendable, Hashable {
    public var path: String
    public var reason: String
}
