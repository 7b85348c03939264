/// Several lengths or references in one string, as CSS shorthand writes them: `"8px 16px"`,
/// `"{space.2} {space.4}"` (Tokens Studio's spacing). No DTCG type holds one.
enum CSSShorthand {
    /// The parts, when there are two or more and each is a reference, a number or a length.
    static func parts(_ text: String) -> [String]? {
        let parts = text.split(separator: " ").map(String.init).filter { !$0.isEmpty }
        guard parts.count > 1 else { return nil }
        return parts.allSatisfy { ReferenceSyntax.isCurlyAlias($0) || NumberText.splitUnit($0) != nil || NumberText.parse($0) != nil } ? parts : nil
    }
}
