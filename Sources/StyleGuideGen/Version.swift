/// The tool's version, printed by `--version` and written into reports.
public enum StyleGuideVersion {
    public static let current = "0.1.0"
}
