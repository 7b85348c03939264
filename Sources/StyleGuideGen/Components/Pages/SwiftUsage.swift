/// How an app shows a seed component with the generated Swift package: the SwiftUI call, with the
/// preview's example text. Nil for the components the package has no view of.
enum SwiftUsage {
    static func snippet(for component: ComponentDefinition) -> String? {
        let example = { (key: String) in SwiftLiteral.string(component.example[key] ?? "") }
        let call: String
        switch component.name {
        case "title-label": call = "TitleLabel(\(example("text")))"
        case "heading-label": call = "HeadingLabel(\(example("text")))"
        case "body-label": call = "BodyLabel(\(example("text")))"
        case "standard-button": call = "StandardButton(\(example("label"))) {\n    // the action\n}"
        case "destructive-button": call = "DestructiveButton(\(example("label"))) {\n    // the action\n}"
        case "settings-header":
            call = "SettingsHeader(name: \(example("name")), subtitle: \(example("subtitle")), initials: \(example("initials")))"
        case "settings-row":
            let icon = component.example["icon"] ?? "general"
            let secondary = (component.example["secondary"] ?? "").isEmpty ? "" : ", secondary: \(example("secondary"))"
            call = "SettingsRow(title: \(example("title")), systemImage: \(SwiftLiteral.string(symbols[icon] ?? "gearshape")),\n"
                + "            tint: theme.color.icon.\(SwiftIdentifier.make(icon, .lower))\(secondary))"
        default: return nil
        }
        let themed = call.contains("theme.") ? "// with @Environment(\\.designTheme) var theme\n" : ""
        return "import DesignTokens\nimport SwiftUI\n\n" + themed + call
    }

    /// The SF Symbol of each Settings icon the row's example can name.
    private static let symbols = [
        "airplane": "airplane", "wifi": "wifi", "bluetooth": "dot.radiowaves.left.and.right", "mobile-data": "antenna.radiowaves.left.and.right",
        "hotspot": "personalhotspot", "vpn": "network", "notifications": "bell.badge.fill", "sounds": "speaker.wave.3.fill",
        "focus": "moon.fill", "screen-time": "hourglass", "general": "gearshape",
    ]
}
