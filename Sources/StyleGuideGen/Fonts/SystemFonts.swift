/// Families a reader's machine has without the project shipping them: the system-font keywords,
/// Apple's and Windows' UI and code faces, and the core web fonts every desktop has. Roboto is
/// not one (only Android and ChromeOS have it); nor is any Google Font.
enum SystemFonts {
    static func contains(_ family: String) -> Bool {
        let key = FontKind.key(family)
        return FontKind.genericFamilies.contains(family.lowercased()) || names.contains(key) || prefixes.contains { key.hasPrefix($0) }
    }

    /// Keys (`FontKind.key`): lowercased, spaces and dashes removed.
    private static let names: Set<String> = [
        "applesystem", "blinkmacsystemfont", "newyork", "helvetica", "helveticaneue", "menlo", "monaco", "avenir", "avenirnext",
        "segoeui", "consolas", "calibri", "cambria", "tahoma", "verdana", "trebuchetms",
        "arial", "georgia", "times", "timesnewroman", "courier", "couriernew",
    ]
    /// San Francisco in all its cuts: `SF Pro Text`, `SF Pro Display`, `SF Mono`, `SF Compact`.
    private static let prefixes = ["sfpro", "sfmono", "sfcompact", ".sf", "sanfrancisco"]
}
