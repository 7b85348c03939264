import Foundation
import StyleGuideGen

/// `styleguide swift`: the Swift package of a project's tokens, theme and seed components.
enum SwiftCommand: CLICommand {
    static let spec = CommandSpec(
        name: "swift",
        summary: "Write a Swift package of the project's tokens, scaled fonts and metrics, and the seed components for SwiftUI and UIKit.",
        positionals: [.optional("PATH")],
        options: [out, name, SharedOptions.config, SharedOptions.tokens],
        flags: [SharedOptions.strict, SharedOptions.quiet])

    static let out = CommandOption("--out", "DIR", "where to write the package: a folder styleguide made, or a new or empty one", required: true)
    static let name = CommandOption("--name", "NAME", "the package and module name (default: DesignTokens); the check executable is NAMECheck")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        // The parser refuses a run without --out.
        let out = arguments[Self.out] ?? ""
        let project: Project
        do {
            project = try Project.load(root: arguments.positionals.first ?? ".", configPath: arguments[SharedOptions.config], output: nil,
                                       tokens: arguments[SharedOptions.tokens])
        } catch {
            Commands.report(error.diagnostics)
            return 1
        }
        let package = SwiftPackageOptions(output: out, name: arguments[name] ?? SwiftPackageOptions.defaultName)
        let options = SharedOptions.buildOptions(project, arguments)
        let result = SwiftPackageBuilder().generate(options, package: package)
        Commands.report(result.diagnostics)
        if !result.diagnostics.isEmpty { Commands.printError(DiagnosticSummary(result.diagnostics).description) }
        guard result.files > 0 else {
            Commands.printError("swift failed: \(result.diagnostics.filter { $0.severity == .error }.count) error(s); the previous package, if any, is unchanged")
            return 1
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        if !arguments[SharedOptions.quiet] || errors > 0 {
            let around = errors > 0 ? " around \(Counted.text(errors, "error")): what they concern is left out" : ""
            Commands.printError("wrote the Swift package \(package.name) (\(Counted.text(result.files, "file"))) to \(PathNormalizer.display(package.output, under: PathNormalizer.absolute(".")))\(around)")
        }
        return errors > 0 ? 1 : 0
    }
}
