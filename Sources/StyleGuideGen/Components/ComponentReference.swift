/// How a partial tag inside a component's markup names another component: by its short name
/// (`{{> standard-button}}`) or by its template's (`{{> components/standard-button}}`). A name
/// with any other slash (`components/icons/wifi`) is a plain partial.
enum ComponentReference {
    static let prefix = "components/"

    /// The component a partial name may stand for; whether it is one is the catalog's to say.
    static func componentName(_ reference: String) -> String? {
        let name = reference.hasPrefix(prefix) ? String(reference.dropFirst(prefix.count)) : reference
        return name.isEmpty || name.contains("/") ? nil : name
    }

    /// The component whose own markup or sub-partial `template` (a template name) is:
    /// `components/settings-row` and `components/settings-row/toggle` are settings-row's.
    static func owner(ofTemplate template: String) -> String? {
        guard template.hasPrefix(prefix) else { return nil }
        let name = template.dropFirst(prefix.count).prefix { $0 != "/" }
        return name.isEmpty ? nil : String(name)
    }
}
