import Foundation
import Testing
@testable import StyleGuideGen

/// NUL bytes and invalid UTF-8 in every kind of input file: an error at the file (and line
/// where it can be told); a bad doc or token file fails the build around a site written
/// without it, while a bad resolver, configuration or template keeps the previous site.
@Suite struct HostileEncodingTests {
    enum Corruption: String, CaseIterable, Sendable {
        case nul, invalidUTF8, loneSurrogate, overlong, truncated

        /// A line that is otherwise valid text, with the bad bytes in the middle.
        var bytes: [UInt8] {
            switch self {
            case .nul: [0x61, 0x00, 0x62]
            case .invalidUTF8: [0x61, 0xFF, 0xFE, 0x62]
            case .loneSurrogate: [0x61, 0xED, 0xA0, 0x80, 0x62]
            case .overlong: [0x61, 0xC0, 0xAF, 0x62]
            case .truncated: [0x61, 0xE2, 0x82]
            }
        }
    }

    /// Each input file with the corruption on its second line, inside a string
    /// where the format has strings.
    static func file(_ kind: String, _ corruption: Corruption) -> (path: String, bytes: [UInt8]) {
        let bad = corruption.bytes
        switch kind {
        case "doc": return ("docs/bad.md", Array("# Bad\n".utf8) + bad + Array("\n".utf8))
        case "front matter": return ("docs/bad.md", Array("---\ntitle: ".utf8) + bad + Array("\n---\n# Bad\n".utf8))
        case "tokens": return ("tokens/base.tokens.json", Array("{\n\"a\": { \"$type\": \"number\", \"$value\": 1, \"$description\": \"".utf8) + bad + Array("\" } }".utf8))
        case "token name": return ("tokens/base.tokens.json", Array("{\n\"".utf8) + bad + Array("\": { \"$type\": \"number\", \"$value\": 1 } }".utf8))
        case "resolver": return ("tokens/app.resolver.json", Array("{ \"version\": \"2025.10\",\n\"name\": \"".utf8) + bad + Array("\", \"resolutionOrder\": [] }".utf8))
        case "config": return ("styleguide.json", Array("{\n\"title\": \"".utf8) + bad + Array("\" }".utf8))
        case "template": return ("templates/partials/toc.html", Array("<nav>\n".utf8) + bad + Array("</nav>\n".utf8))
        case "component": return ("templates/components/standard-button.html", Array("{{!\ntitle: ".utf8) + bad + Array("\n}}\n<button></button>\n".utf8))
        case "asset": return ("templates/assets/site.css", Array("body {}\n".utf8) + bad + Array("\n".utf8))
        default: return ("", [])
        }
    }

    /// Inputs an error stays with: the site is written without them.
    static let contentKinds = ["doc", "front matter", "tokens", "token name"]
    /// Inputs that leave nothing to build: the previous site stays.
    static let frameKinds = ["resolver", "config", "template", "component", "asset"]

    /// A doc or token file with bad bytes fails the build around a site written without it; a
    /// bad resolver, configuration or template keeps the previous site.
    @Test(arguments: contentKinds + frameKinds)
    func badBytesFailTheBuildAtTheFile(kind: String) throws {
        for corruption in Corruption.allCases {
            let sandbox = try HostileSandbox()
            let (path, bytes) = Self.file(kind, corruption)
            let corrupt = { try sandbox.write(path, bytes: bytes) }
            let diagnostics = Self.contentKinds.contains(kind)
                ? try sandbox.expectFailureWritesTheRest(corrupt) : try sandbox.expectFailureKeepsPreviousSite(corrupt)
            expectEncodingError(diagnostics, at: path, "\(kind) \(corruption)")
        }
    }

    private func expectEncodingError(_ diagnostics: [Diagnostic], at path: String, _ label: String) {
        let error = diagnostics.first { $0.severity == .error && $0.location?.file == path }
        #expect(error?.location?.file == path, "\(label): \(diagnostics)")
        #expect(error?.location?.line == 2, "\(label): \(diagnostics)")
        let message = error?.description ?? ""
        #expect(message.contains("UTF-8") || message.contains("NUL") || message.contains("control character"), "\(label): \(message)")
    }

    @Test func badBytesInTokensAreADiagnosticThroughTheTokenLoader() {
        for corruption in Corruption.allCases {
            let (_, bytes) = Self.file("tokens", corruption)
            let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(files: ["/p/tokens/a.tokens.json": Data(bytes)]))
            #expect(project == nil || diagnostics.contains { $0.severity == .error }, "\(corruption)")
            #expect(diagnostics.first?.location?.line == 2, "\(corruption): \(diagnostics)")
        }
    }

    @Test func anEscapedNULInATokenStringStaysOutOfTheStylesheet() throws {
        // `\u0000` is valid JSON; it must not reach the CSS as a raw NUL.
        let json = #"{ "font": { "$type": "fontFamily", "$value": ["a\u0000b", "serif"] }, "n": { "$type": "number", "$value": 1, "$description": "x\u0000</style>" } }"#
        let (project, diagnostics) = loadTokens(at: "/p/tokens", fileSystem: InMemoryFileSystem(text: ["/p/tokens/a.tokens.json": json]))
        if let project {
            let css = TokenStylesheet.generate(project).css
            #expect(!css.utf8.contains(0), "raw NUL in tokens.css")
            #expect(!css.contains("</style"))
        } else {
            #expect(diagnostics.contains { $0.severity == .error })
        }
    }
}
