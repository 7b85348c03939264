import StyleGuideGen

/// Options and switches several commands take, declared once.
enum SharedOptions {
    static let config = CommandOption("--config", "FILE", "the configuration file (default: PATH/styleguide.json when present)")
    /// Which token source of the project to read, where it holds several.
    static let tokens = CommandOption("--tokens", "PATH", "the token source, relative to PATH: a folder, resolver or token file (default: the one found in PATH)")
    static let strict = CommandFlag("--strict", "every deviation from DTCG 2025.10, and every component slot left to the example's value, is an error")
    static let unsafeHTML = CommandFlag("--unsafe-html", "render raw HTML written in docs (off: it is omitted)")
    static let smart = CommandFlag("--smart", "smart punctuation in docs (curly quotes, dashes)")
    static let quiet = CommandFlag("--quiet", "print only diagnostics")

    /// The switches every command that builds a site takes (`build`, `serve`).
    static let siteFlags = [strict, unsafeHTML, smart]

    /// The build options of a project with `siteFlags` applied.
    static func buildOptions(_ project: Project, _ arguments: ParsedArguments) -> BuildOptions {
        var options = BuildOptions(project: project, strict: arguments[strict])
        if arguments[unsafeHTML] { options.config.unsafeHTML = true }
        if arguments[smart] { options.config.smartPunctuation = true }
        return options
    }
}
