import Foundation
@testable import StyleGuideGen

/// Small token projects and catalogs for the contrast and token-page tests.
enum ContrastTestSupport {
    /// One `tokens.json` file, loaded as a project with one permutation.
    static func project(_ json: String) throws -> TokenProject {
        let (project, diagnostics) = loadTokens(at: "/p", fileSystem: InMemoryFileSystem(text: ["/p/a.tokens.json": json]))
        guard let project, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw DiagnosticError(diagnostics)
        }
        return project
    }

    /// The default templates plus components given as name -> stylesheet.
    static func catalog(_ stylesheets: [String: String]) throws -> ComponentCatalog {
        try ComponentCatalog(files: templates(stylesheets))
    }

    /// The default templates with these components (name -> stylesheet) instead of the bundled ones.
    static func templates(_ stylesheets: [String: String]) -> TemplateFiles {
        var files: [String: String] = [:]
        for (path, text) in TemplateFiles.defaults.files where !path.hasPrefix("components/") { files[path] = text }
        for (name, css) in stylesheets {
            files["components/\(name).html"] = "<p class=\"\(name)\">x</p>\n"
            files["components/\(name).css"] = css
        }
        return TemplateFiles(files: files)
    }

    /// An sRGB colour token from a hex string.
    static func color(_ hex: String) -> String {
        "{\"$type\": \"color\", \"$value\": \(colorValue(hex))}"
    }

    /// An sRGB colour `$value` from a hex string (`#rrggbb` or `#rrggbbaa`).
    static func colorValue(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<($0 + 2)]), radix: 16) ?? 0) / 255 }
        let alpha = digits.count == 8 ? Double(Int(String(digits[6..<8]), radix: 16) ?? 255) / 255 : 1
        return "{\"colorSpace\": \"srgb\", \"components\": [\(channels[0]), \(channels[1]), \(channels[2])], \"alpha\": \(alpha)}"
    }

    /// The bundled example theme, every permutation.
    static func bundledExample() throws -> TokenProject {
        let path = TestFixtures.repositoryRoot.path + "/tokens/styleguide.resolver.json"
        let (project, diagnostics) = TokenSource().load(path, strict: false)
        guard let project else { throw DiagnosticError(diagnostics) }
        return project
    }
}
