/// Which build of the tool is running: the version plus the executable's
/// size and modification time. Pages are fingerprinted with it, so a rebuilt
/// tool (whose rendering may differ under the same version) renders afresh.
enum ToolIdentity {
    static let current: String = {
        let version = "styleguide \(StyleGuideVersion.current)"
        guard let stamp = FileStamp(path: "/proc/self/exe", followingLinks: true) else { return version }
        return version + " (executable \(stamp))"
    }()
}
