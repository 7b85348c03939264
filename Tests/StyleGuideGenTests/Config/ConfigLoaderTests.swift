import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct ConfigLoaderTests {
    @Test func readsEveryMember() throws {
        let text = """
        {
          "title": "Acme",
          "docs": "documentation",
          "tokens": "design/acme.resolver.json",
          "appearance": "mode",
          "textSize": "size",
          "markdown": {"unsafeHTML": true, "smartPunctuation": true},
          "contrast": {"level": "AAA", "pairs": [{"foreground": "{color.label}", "background": "color.cell", "level": "AA", "largeText": true}]}
        }
        """
        let config = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
        #expect(config.title == "Acme")
        #expect(config.docs == "documentation" && config.tokens == "design/acme.resolver.json")
        #expect(config.appearanceModifier == "mode" && config.textSizeModifier == "size")
        #expect(config.unsafeHTML && config.smartPunctuation)
        #expect(config.contrast.level == .aaa)
        #expect(config.contrast.pairs.map(\.foreground) == ["color.label"])
        #expect(config.contrast.pairs.first?.largeText == true && config.contrast.pairs.first?.level == .aa)
        let layout = ProjectLayout(root: "/p", config: config)
        #expect(layout.docs == "/p/documentation" && layout.tokens == "/p/design/acme.resolver.json")
        #expect(layout.inputFolders.contains("/p/design"))
    }

    @Test func readsTheVerdictsThatFailAPair() throws {
        let text = """
        {"contrast": {"wcag": false, "apca": 60, "pairs": [
          {"foreground": "a", "background": "b", "apca": 75},
          {"foreground": "a", "background": "c", "wcag": "AAA"},
          {"foreground": "a", "background": "d"}
        ]}}
        """
        let contrast = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json").contrast
        #expect(!contrast.judgesWCAG && contrast.apca == 60)
        #expect(contrast.pairs.map(\.apca) == [75, nil, nil])
        #expect(contrast.pairs.map { $0.judgesWCAG(default: contrast.judgesWCAG) } == [false, true, false])
        #expect(contrast.pairs[1].level == .aaa)
    }

    @Test(arguments: [
        ("{\"titel\": \"x\"}", 1, 2, "unknown configuration key `titel`"),
        ("{\n  \"docs\": \"../elsewhere\"\n}", 2, 11, "must be a path inside the project folder"),
        ("{\"markdown\": {\"unsafeHtml\": true}}", 1, 15, "unknown configuration key `unsafeHtml` in `markdown`"),
        ("{\"contrast\": {\"level\": \"A\"}}", 1, 24, "\"AA\" or \"AAA\""),
        ("{\"contrast\": {\"pairs\": [{\"foreground\": \"a\"}]}}", 1, 25, "needs both `foreground` and `background`"),
        ("{\"contrast\": {\"apca\": 5}}", 1, 23, "`contrast.apca` must be an Lc between 15 and 108"),
        ("{\"contrast\": {\"apca\": \"60\"}}", 1, 23, "`contrast.apca` must be a number of Lc (such as 60), found a string"),
        ("{\"contrast\": {\"pairs\": [{\"foreground\": \"a\", \"background\": \"b\",\n  \"wcag\": \"B\"}]}}", 2, 11, "`wcag` must be \"AA\", \"AAA\" or false"),
        ("{\"title\": 3}", 1, 11, "`title` must be a non-empty string, found a number"),
        ("[]", 1, 1, "must be a JSON object"),
        ("{\"title\": \"x\",}", 1, 15, "trailing comma"),
    ])
    func badConfigurationIsAnErrorAtItsPosition(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try ConfigLoader.load(Data(text.utf8), file: "styleguide.json")
            Issue.record("expected an error")
        } catch {
            let first = error.diagnostics.first
            #expect(first?.location == SourceLocation(file: "styleguide.json", line: line, column: column), "\(error.diagnostics)")
            #expect(first?.message.contains(message) == true, "\(error.diagnostics)")
        }
    }

    @Test func aBuildUsesTheConfigurationAndReportsUnknownModifiers() throws {
        let project = try TemporaryProject(files: [
            "styleguide.json": "{\"title\": \"Acme\", \"docs\": \"pages\", \"appearance\": \"mode\"}",
            "pages/a.md": "# A\n",
            "tokens/a.tokens.json": "{\"c\": {\"$type\": \"number\", \"$value\": 1}}",
        ])
        let loaded = try Project.load(root: project.root)
        let result = SiteBuilder().build(BuildOptions(project: loaded))
        #expect(result.diagnostics.map(\.message).contains { $0.contains("configuration `appearance` names the modifier `mode`") })
        try project.write("styleguide.json", "{\"title\": \"Acme\", \"docs\": \"pages\"}")
        #expect(SiteBuilder().build(BuildOptions(project: try Project.load(root: project.root))).succeeded)
        #expect(project.read("site/index.html")?.contains("<title>Home · Acme</title>") == true)
    }
}
