/// What a colour slot is to the built-in components that draw it, so a guess can be checked
/// against its use: text is drawn on fills and backgrounds, a button's fill sits on the page.
enum SlotRole: Sendable, Hashable {
    /// Text (or a glyph) drawn on these slots; it must reach 4.5:1 on each.
    case text(on: [String])
    /// A button's fill: it must stand out from the backgrounds it sits on.
    case fill(on: [String])
    case background
    case separator

    /// The roles of the built-in components' colour slots (their stylesheets draw these pairs; a
    /// test holds the two together).
    static let all: [String: SlotRole] = [
        "color.cell-background": .background,
        "color.grouped-background": .background,
        "color.accent-fill": .fill(on: backgrounds),
        "color.destructive-fill": .fill(on: backgrounds),
        "color.on-accent": .text(on: ["color.accent-fill", "color.destructive-fill"]),
        "color.label": .text(on: backgrounds),
        "color.secondary-label": .text(on: ["color.cell-background"]),
        "color.separator": .separator,
    ]

    static let backgrounds = ["color.cell-background", "color.grouped-background"]

    /// Role slots in the order they are guessed: what a slot is drawn on before it, and the
    /// accent fill just before its text (they are chosen together).
    static let guessOrder = ["color.cell-background", "color.grouped-background", "color.accent-fill", "color.on-accent",
                             "color.destructive-fill", "color.label", "color.secondary-label", "color.separator"]

    /// Text slots with the slot each is drawn on: the contrast pairs a map creates.
    static var textPairs: [(text: String, on: String)] {
        guessOrder.flatMap { slot -> [(text: String, on: String)] in
            guard case .text(let grounds)? = all[slot] else { return [] }
            return grounds.map { (slot, $0) }
        }
    }

    /// The slots drawn on this one (the text on a fill).
    static func drawn(on slot: String) -> [String] {
        textPairs.filter { $0.on == slot }.map(\.text)
    }

    /// Labels, backgrounds and separators stay put when a brand or accent switch changes; text on
    /// a fill and the fills follow it.
    var keepsAcrossSwitches: Bool {
        switch self {
        case .text(let grounds): !grounds.contains { SlotRole.all[$0] != .background }
        case .background, .separator: true
        case .fill: false
        }
    }
}
