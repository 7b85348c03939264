/// The members a composite value has: its name in messages, those it needs and those it may
/// add. Made once per kind: every value of a large system is checked against its shape.
struct ValueShape: Sendable {
    let name: String
    let required: [String]
    var optional: [String] = []

    static let color = ValueShape(name: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"])
    static let dimension = ValueShape(name: "dimension", required: ["value", "unit"])
    static let duration = ValueShape(name: "duration", required: ["value", "unit"])
    static let strokeStyle = ValueShape(name: "strokeStyle", required: ["dashArray", "lineCap"])
    static let border = ValueShape(name: "border", required: ["color", "width", "style"])
    static let transition = ValueShape(name: "transition", required: ["duration", "delay", "timingFunction"])
    static let shadow = ValueShape(name: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"])
    static let gradientStop = ValueShape(name: "gradient stop", required: ["color", "position"])
}
