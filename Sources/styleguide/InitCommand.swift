import Foundation
import StyleGuideGen

/// `styleguide init`: a starter project, or `--from` a design system's tokens.
enum InitCommand: CLICommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter project into DIR (default: the current folder), or with --from make a design system's folder a project.",
        positionals: [.optional("DIR")],
        options: [from],
        flags: [templates])

    static let from = CommandOption("--from", "TOKENS", "a .resolver.json, .tokens.json or folder of them inside DIR: write styleguide.json with a guessed map, and docs/index.md")
    static let templates = CommandFlag("--templates", "also write the default templates into DIR/templates to edit")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let directory = arguments.positionals.first ?? "."
        if let source = arguments[from] { return runFrom(source, directory: directory) }
        do {
            let written = try ProjectInitializer(includeTemplates: arguments[templates]).write(into: directory)
            print("wrote \(Counted.text(written.count, "file")) into \(directory); next: styleguide build \(directory)")
            return 0
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
    }

    static func runFrom(_ source: String, directory: String) -> Int32 {
        var diagnostics = DiagnosticBag()
        let result = ExistingProjectInitializer().run(source: source, directory: directory, diagnostics: &diagnostics)
        let errors = diagnostics.sorted.filter { $0.severity == .error }
        guard let result else {
            Commands.report(errors)
            return 1
        }
        if !errors.isEmpty {
            print("the tokens hold \(Counted.text(errors.count, "error")) (`styleguide check` lists them); the map is guessed from the tokens without them")
        }
        for assumption in result.assumptions { print("assumed \(assumption)") }
        for entry in result.guess.entries {
            switch entry.target {
            case .token(let token): print("mapped \(entry.slot) -> \(token) (\(entry.reason))")
            case .members(let members):
                print("mapped \(entry.slot) -> " + members.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + " (\(entry.reason))")
            }
        }
        for slot in result.guess.own { print("own    \(slot) (the tokens have it)") }
        for slot in result.guess.unmapped { print("not mapped \(slot.slot): \(slot.reason); the example's value stays") }
        for path in result.written { print("wrote \(path)") }
        for path in result.kept { print("kept  \(path) (it exists)") }
        if result.kept.contains("styleguide.json") {
            print("styleguide.json exists: merge this into it:\n" + result.config, terminator: "")
        }
        print("\(Counted.text(result.guess.entries.count, "slot")) mapped, \(result.guess.unmapped.count) left to the example's values; next: styleguide build \(directory)")
        return 0
    }
}
