import StyleGuideGen

/// `styleguide convert`: a Tokens Studio project or Figma export written as DTCG files and a resolver.
enum ConvertCommand: CLICommand {
    static let spec = CommandSpec(
        name: "convert",
        summary: "Write a Tokens Studio project or Figma variables export as DTCG 2025.10 files and a resolver, checked value by value against the source.",
        positionals: [.required("SOURCE")],
        options: [out],
        flags: [])

    static let out = CommandOption("--out", "DIR", "the folder to write into, inside the current folder (default: tokens); only new files are written")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        var diagnostics = DiagnosticBag()
        let result = TokenConversion().run(source: arguments.positionals[0], into: arguments[out] ?? "tokens", root: ".", diagnostics: &diagnostics)
        Commands.report(diagnostics.sorted.filter { $0.severity == .error })
        guard let result else { return 1 }
        for assumption in result.assumptions { print("assumed \(assumption)") }
        for path in result.written { print("wrote \(path)") }
        print("checked \(result.roundTrip.description)")
        guard result.roundTrip.passed else { return 1 }
        print("next: point \"tokens\" in styleguide.json at the written resolver, or build it with --tokens")
        return 0
    }
}
