/// The slots the package's SwiftUI components read: those of the built-in seed components, bound to
/// the project's tokens as the site binds them (its own token, the config's `map`, else the example's).
struct SwiftSlots: Sendable {
    /// The seed components, by the names their templates have.
    static let seedComponents = ["title-label", "heading-label", "body-label", "standard-button", "destructive-button",
                                 "settings-header", "settings-row"]

    /// Slot name -> Swift type, in name order.
    var types: [(slot: String, type: String)]
    /// The project with every slot token added to every permutation.
    var project: TokenProject
    /// Slot name -> the token of `project` holding its value (a project token of another name
    /// whose property is the slot's, as the site reads it).
    var holders: [String: String] = [:]

    static func bind(_ tokens: TokenProject, map: [SlotMapping], diagnostics: inout DiagnosticBag) -> SwiftSlots {
        // The built-in templates are part of the tool: they always parse.
        let catalog = (try? ComponentCatalog(files: .defaults))?.keeping(seedComponents)
        guard let catalog else { return SwiftSlots(types: [], project: tokens) }
        // The map's other slots are other components': the site's binding checks them.
        let read = Set(ComponentContract.all(catalog, example: .shared, project: tokens).flatMap { $0.slots.map(\.name) })
        let bound = SlotBinder(map: map.filter { read.contains($0.slot) }).bind(catalog, project: tokens, diagnostics: &diagnostics)
        var types: [String: String] = [:]
        for contract in bound.contracts {
            for slot in contract.slots { types[slot.name] = slot.type.map(swiftType) ?? "String" }
        }
        return SwiftSlots(types: types.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, project: bound.project, holders: bound.holders)
    }

    /// The token holding a slot's value.
    func holder(of slot: String) -> String { holders[slot] ?? slot }

    /// The type a slot has in `Theme`, whatever the project's token: dimensions are always metrics.
    static func swiftType(_ type: TokenType) -> String {
        switch type {
        case .color: "DynamicColor"
        case .dimension: "ScalableMetric"
        case .typography: "ScalableFont"
        case .fontFamily: "[String]"
        case .fontWeight, .number: "Double"
        case .duration: "TimeInterval"
        case .cubicBezier: "CubicBezier"
        case .strokeStyle: "TokenStrokeStyle"
        case .border: "TokenBorder"
        case .transition: "TokenTransition"
        // A shadow may be drawn other than lighter in dark (another offset or blur): the button reads both.
        case .shadow: "ByAppearance<TokenShadow>"
        case .gradient: "TokenGradient"
        case .custom: "String"
        }
    }
}
