/// What a component block shows when no live preview can be rendered: its
/// name and arguments, clearly labelled, never the raw block as markup.
enum ComponentPlaceholder {
    static func html(for block: ComponentBlock) -> String {
        let name = HTMLEscaping.text(block.name.isEmpty ? "(unnamed)" : block.name)
        return "<figure class=\"component-placeholder\" data-component=\"\(HTMLEscaping.attribute(block.name))\">"
            + "<figcaption>Component preview: <code>\(name)</code></figcaption>"
            + "<pre><code>\(HTMLEscaping.text(block.body))</code></pre></figure>"
    }
}
