/// A count with its noun, singular for one: `1 page`, `2 pages`, `12,480 tokens`. Every count the
/// site and the CLI print goes through here, so none says "1 pages".
public enum Counted {
    /// `plural` defaults to the singular with an `s`; `grouped`: thousands apart (`12,480`), as pages show them.
    public static func text(_ number: Int, _ singular: String, _ plural: String? = nil, grouped: Bool = false) -> String {
        "\(grouped ? SiteCounts.grouped(number) : String(number)) \(noun(number, singular, plural))"
    }

    /// The noun alone, for a template that sets the number apart (`<strong>1</strong> token`).
    public static func noun(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        number == 1 ? singular : plural ?? singular + "s"
    }
}
