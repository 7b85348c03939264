/// A tokens stylesheet confined to one part of a page: every rule applies only inside elements
/// carrying one attribute (`data-version="base"`), which stands where `:root` stood. Two scoped
/// stylesheets of two versions of the tokens can then share a page, as the diff page's before and
/// after previews do.
public struct StylesheetScope: Sendable, Hashable {
    public var attribute: String
    public var value: String

    public init(attribute: String, value: String) {
        self.attribute = attribute
        self.value = value
    }

    /// `[data-version="base"]`.
    var selector: String { CSSSimpleSelector.attribute(attribute, equals: value).css }

    /// `:root:not([data-theme])` becomes `[data-version="base"]:not([data-theme])`; `[data-theme="dark"]`
    /// becomes `[data-version="base"] [data-theme="dark"]`. Every rule gains the same specificity, so
    /// their order of precedence is the unscoped stylesheet's.
    func css(_ compound: CSSCompoundSelector) -> String {
        guard compound.parts.first == .root else { return selector + " " + compound.css }
        return selector + compound.parts.dropFirst().map(\.css).joined()
    }

    /// A stylesheet written for the whole page (a component's), confined to the scope: its rules
    /// then apply only inside the scope's elements, each one more specific by the same amount.
    func confining(_ css: String) -> String {
        CSSRulePrefixer(prefix: selector).prefixing(css)
    }

    /// The rules holding only `properties` (with `--`) and every property their values read, without
    /// the rules left empty: a review page carries what its previews read, not the whole system.
    static func keeping(_ properties: Set<String>, of blocks: [CSSRuleBlock]) -> [CSSRuleBlock] {
        StylesheetSubset(blocks).blocks(keeping: properties)
    }
}
