@testable import StyleGuideGen

/// The errors the corpus systems still give: each a real defect in the system's own data (or a
/// file written for another tool's option), with why. `docs/guide/corpus.md` shows the same table;
/// `CorpusTests` fails on any error not listed here, and on any entry no error matches.
struct CorpusDefect: Sendable, CustomStringConvertible {
    var system: String
    /// The file the error is at, relative to the system's folder; a folder (ending in `/`) for
    /// every file under it.
    var file: String
    /// The diagnostic code's id.
    var code: String
    /// Text the error's message holds (a value, or the start of a reference).
    var message: String
    /// How many errors it stands for.
    var count: Int
    var reason: String

    func matches(_ error: Diagnostic) -> Bool {
        guard error.code.id == code, error.message.contains(message), let at = error.location?.file else { return false }
        return file.hasSuffix("/") ? at.hasPrefix(file) : at == file
    }

    var description: String { "\(system): \(file) \(code) \"\(message)\" x\(count)" }
}

enum CorpusDefects {
    static let all: [CorpusDefect] = [
        CorpusDefect(system: "blackbaud-skyux", file: "src/tokens/base-blackbaud.json", code: "format/invalid-value", message: "\"50ch, 40vw\"", count: 1,
                     reason: "a dimension holding two sizes (meant for CSS `min()`); no one size is meant"),
        CorpusDefect(system: "gcds", file: "tokens/", code: "format/unknown-reference", message: "reference {spacing.", count: 275,
                     reason: "the spacing scale is a JavaScript file of the repository, not a token file"),
        CorpusDefect(system: "gcds", file: "tokens/", code: "format/unknown-reference", message: "reference {fontSizes.", count: 116,
                     reason: "the font sizes are a JavaScript file of the repository, not a token file"),
        CorpusDefect(system: "gcds", file: "tokens/components/card/tokens.json", code: "format/invalid-value", message: "\"none\"", count: 1,
                     reason: "`none` (meant for `box-shadow`) typed as a colour"),
        CorpusDefect(system: "nve", file: "tokens/brand/rme.json", code: "format/invalid-value", message: "\"#fffffff\"", count: 1,
                     reason: "a hex colour with 7 digits"),
        CorpusDefect(system: "openedx-paragon", file: "tokens/src/core/global/typography.json", code: "format/invalid-value", message: "\"a3\"", count: 1,
                     reason: "a paper size (`a3`) typed as a dimension"),
        CorpusDefect(system: "openedx-paragon", file: "tokens/src/themes/light/components/Stepper.json", code: "format/invalid-value", message: "\"none\"", count: 1,
                     reason: "`none` typed as a colour (not a CSS colour)"),
        CorpusDefect(system: "sl-design-system", file: "packages/tokens/src/slds-legacy/clickedu/light.json", code: "format/invalid-value", message: "found the string \"\"", count: 1,
                     reason: "an empty string as a shadow's colour"),
        CorpusDefect(system: "sl-design-system", file: "packages/tokens/src/slds-legacy/core.json", code: "format/invalid-value", message: "'Solid'", count: 1,
                     reason: "`Solid` (an icon style) as a font weight"),
        CorpusDefect(system: "sl-design-system", file: "packages/tokens/src/tokens/system.json", code: "format/invalid-value", message: "'solid'", count: 1,
                     reason: "`solid` (an icon style) as a font weight"),
        CorpusDefect(system: "sl-design-system", file: "packages/tokens/src/slds-legacy/sanoma-learning/dark.json", code: "format/invalid-value", message: "\"#605f5f#fefefe\"", count: 1,
                     reason: "two hex colours run together"),
        CorpusDefect(system: "tokens-studio-sd-transforms", file: "test/integration/tokens/exclude-parent-keys.tokens.json", code: "format/unknown-reference", message: "points at no token", count: 2,
                     reason: "written for sd-transforms' `excludeParentKeys` option (the file's top-level keys are not part of token names)"),
        CorpusDefect(system: "tokens-studio-sd-transforms", file: "test/integration/tokens/expand-composition.tokens.json", code: "format/unknown-reference", message: "{shadow.double}", count: 1,
                     reason: "independent test fixtures read as one folder: `shadow.double` is a token in one and a group in another"),
        CorpusDefect(system: "tokens-studio-sd-transforms", file: "test/integration/tokens/sd-transforms.tokens.json", code: "format/unknown-reference", message: "{color}", count: 1,
                     reason: "independent test fixtures read as one folder: `color` is a token in one and a group in another"),
    ]
}
