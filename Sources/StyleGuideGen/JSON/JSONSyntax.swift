/// Which text format a JSON file is written in: JSON, or JSON5 (https://spec.json5.org), which
/// Style Dictionary reads from `.json5` files: comments, trailing commas, unquoted keys,
/// single-quoted strings, hexadecimal numbers and more.
public enum JSONSyntax: Sendable, Hashable {
    case json
    case json5

    /// JSON5 for a `.json5` file (any case), JSON for every other.
    public static func forFile(_ path: String) -> JSONSyntax {
        path.utf8.count >= 6 && path.suffix(6).lowercased() == ".json5" ? .json5 : .json
    }
}
