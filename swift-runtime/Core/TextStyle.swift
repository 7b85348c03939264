/// Apple's eleven text styles, named as `UIFont.TextStyle` names them. Their size and leading at
/// each step are the HIG table's (`TextStyleTable.swift`).
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Size and leading in points at a step, from the HIG table.
    public func metrics(at step: DynamicTypeStep) -> (size: Double, leading: Double) {
        let (size, leading) = TextStyleTable.sizesAndLeadings(self)[step.ordinal]
        return (Double(size), Double(leading))
    }
}
