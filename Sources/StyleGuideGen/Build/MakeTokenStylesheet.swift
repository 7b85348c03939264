/// `tokens --format css`: the tokens stylesheet of every permutation, made once the tokens are
/// resolved, its diagnostics with the build's (so the severity policy reaches them).
struct MakeTokenStylesheet {
    let options: TokenStylesheetOptions

    func run(_ tokens: TokenProject, diagnostics: inout DiagnosticBag) -> String {
        let stylesheet = TokenStylesheet.generate(tokens, options: options)
        diagnostics.append(contentsOf: stylesheet.diagnostics)
        return stylesheet.css
    }
}
