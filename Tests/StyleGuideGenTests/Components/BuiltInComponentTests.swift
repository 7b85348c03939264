import Foundation
import Testing
@testable import StyleGuideGen

/// The built-in buttons and Settings components, rendered from the templates
/// compiled into the binary.
@Suite struct BuiltInComponentTests {
    static let catalog = Result { try ComponentCatalog(files: .defaults) }

    static func renderer() throws -> ComponentPreviewRenderer {
        try ComponentPreviewRenderer(catalog: catalog.get(), templates: SiteTemplates(files: .defaults), axes: [])
    }

    static func markup(_ component: String, variant: String? = nil, step: ContentSizeCategory = .standard,
                       _ data: [String: String] = [:]) throws -> String {
        try renderer().markup(PreviewRequest(component: component, step: step, variant: variant, data: data))
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theCatalogHasTheButtonsAndSettingsComponentsInOrder() throws {
        let names = try Self.catalog.get().components.map(\.name)
        let expected = ["standard-button", "destructive-button", "settings-header", "settings-row", "settings-screen"]
        #expect(names.filter(expected.contains) == expected)
        let row = try #require(try Self.catalog.get()["settings-row"])
        #expect(row.group == "Settings")
        #expect(row.variants.map(\.name) == ["toggle-on", "toggle-off", "detail", "status", "chevron"])
        #expect(row.allowedValues["icon"]?.count == 11)
    }

    @Test(arguments: ["standard-button", "destructive-button"])
    func buttonsAreRealButtonsWithPressedAndDisabledStates(_ name: String) throws {
        let normal = try Self.markup(name)
        // The destructive button is the standard one with another fill: it carries both classes.
        let classes = name == "standard-button" ? name : "\(name) standard-button"
        #expect(normal.contains("<button type=\"button\" class=\"\(classes)\">"))
        #expect(!normal.contains("disabled") && !normal.contains("data-state"))
        #expect(try Self.markup(name, variant: "pressed").contains("data-state=\"pressed\">"))
        #expect(try Self.markup(name, variant: "disabled").contains(" disabled>"))
        #expect(try Self.markup(name, ["label": "<b>Delete</b>"]).contains("&lt;b&gt;Delete&lt;/b&gt;"))
    }

    @Test func theHeaderHasADecorativeAvatarTheTextsAndAHiddenChevron() throws {
        let header = try Self.markup("settings-header", ["name": "Alexandra Logan-Smith"])
        #expect(header.contains("<svg class=\"settings-header__avatar\" viewBox=\"0 0 60 60\" aria-hidden=\"true\" focusable=\"false\">"))
        #expect(header.contains(">Alexandra Logan-Smith</p>"))
        #expect(header.contains(">Apple ID, iCloud, Media &amp; Purchases</p>"))
        #expect(header.contains("class=\"disclosure-chevron\" viewBox=\"0 0 8 14\" aria-hidden=\"true\" focusable=\"false\""))
    }

    @Test func aToggleRowIsASwitchNamedByItsTitle() throws {
        let on = try Self.markup("settings-row", variant: "toggle-on")
        #expect(on.contains("<input class=\"settings-row__switch-input\" type=\"checkbox\" role=\"switch\" aria-label=\"Airplane Mode\" checked>"))
        #expect(!on.contains("settings-row__secondary") && !on.contains("disclosure-chevron"))
        let off = try Self.markup("settings-row", variant: "toggle-off")
        #expect(off.contains("aria-label=\"Airplane Mode\">") && !off.contains("checked"))
        let renamed = try Self.markup("settings-row", variant: "toggle-on", ["title": "Wi-Fi \"Calling\""])
        #expect(renamed.contains("aria-label=\"Wi-Fi &quot;Calling&quot;\""))
    }

    @Test(arguments: [("detail", "HomeNetwork", true), ("status", "Off", false), ("chevron", nil, true)])
    func accessoriesShowTheirTextAndChevron(_ variant: String, _ secondary: String?, _ chevron: Bool) throws {
        let row = try Self.markup("settings-row", variant: variant)
        if let secondary {
            #expect(row.contains("<span class=\"settings-row__secondary\">\(secondary)</span>"))
        } else {
            #expect(!row.contains("settings-row__secondary"))
        }
        #expect(row.contains("disclosure-chevron") == chevron)
        #expect(!row.contains("<input"))
    }

    @Test func everyIconValueRendersItsOwnColouredTile() throws {
        let row = try #require(try Self.catalog.get()["settings-row"])
        for icon in row.allowedValues["icon"] ?? [] {
            let name = String(icon.split(separator: "/").last ?? "")
            let markup = try Self.markup("settings-row", ["icon": icon])
            #expect(markup.contains("<span class=\"settings-row__tile settings-row__tile--\(name)\" aria-hidden=\"true\"><svg"), "\(icon)")
            #expect(row.stylesheet.contains(".settings-row__tile--\(name) { background: var(--color-icon-\(name)); }"), "\(icon)")
        }
    }

    @Test func theScreenIsBuiltFromTheHeaderAndTenRows() throws {
        let screen = try Self.markup("settings-screen")
        #expect(Self.count("<li><div class=\"settings-row\">", in: screen) == 10)
        #expect(Self.count("class=\"settings-header\"", in: screen) == 1)
        #expect(Self.count("role=\"switch\" aria-label=\"Airplane Mode\">", in: screen) == 1)
        for title in ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "VPN", "Notifications", "Sounds &amp; Haptics", "Focus", "Screen Time"] {
            #expect(screen.contains("<span class=\"settings-row__title\">\(title)</span>"), "\(title)")
        }
        for value in ["HomeNetwork", "On", "Off", "Not Connected"] {
            #expect(screen.contains("<span class=\"settings-row__secondary\">\(value)</span>"), "\(value)")
        }
        #expect(Self.count("disclosure-chevron", in: screen) == 10) // header + 9 rows; the toggle row has none
        #expect(try Self.markup("settings-screen", variant: "airplane-mode-on").contains("aria-label=\"Airplane Mode\" checked>"))
    }

    /// Design values come from tokens: a stylesheet may hold structure (0,
    /// 50%, flex...) but no colour or length literal of its own.
    @Test func stylesheetsReadDesignValuesOnlyFromTokens() throws {
        let literal = try Regex(#"#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?|oklch|lab|color)\(|\b\d*\.?\d+(px|pt|rem|vw|vh|ms|s)\b|[:\s,(](white|black|red|blue|green|gray|grey|orange)\s*[;,)]"#)
        for component in try Self.catalog.get().components {
            let css = component.stylesheet.replacing(try Regex(#"/\*[\s\S]*?\*/"#), with: "")
            let found = css.firstMatch(of: literal).map { String(css[$0.range]) }
            #expect(found == nil, "\(component.name) has a literal value")
        }
    }

    /// Every custom property a built-in stylesheet reads is a token of the
    /// bundled example theme (typography tokens as their five members).
    @Test func everyPropertyReadIsATokenOfTheExampleTheme() throws {
        let root = TestFixtures.repositoryRoot.appending(path: "tokens").path
        let (project, diagnostics) = Resolver(fileSystem: LocalFileSystem(), root: root).loadResolver(at: root + "/styleguide.resolver.json")
        let permutations = try #require(project?.permutations, "\(diagnostics)")
        var properties: Set<String> = []
        for permutation in permutations {
            for token in permutation.tokens.tokens {
                let base = token.path.joined(separator: "-")
                properties.insert(base)
                if token.type == .typography {
                    for member in ["font-family", "font-size", "font-weight", "line-height", "letter-spacing"] { properties.insert("\(base)-\(member)") }
                }
            }
        }
        for component in try Self.catalog.get().components {
            let missing = component.tokenProperties.filter { !properties.contains($0) }
            #expect(missing.isEmpty, "\(component.name) reads \(missing)")
        }
    }
}
