/// The members a composite value has: its name in messages, those it needs and those it may
/// add. Made once per kind: every value of a large system is checked against its shape.
struct ValueShape: Sendable {
    let name: String
    let required: [String]
    var optional: [String] = []
    /// Other names tools write for members (Tokens Studio's `x`, CSS's `timing-function`).
    var aliases: [String: String] = [:]
    /// What a missing member means, where it has one meaning (no spread is a spread of 0).
    var defaults: [String: JSONValue.Kind] = [:]
    /// Members tools write that say nothing the value holds (a transition's CSS `property`).
    var ignored: Set<String> = []

    static let color = ValueShape(name: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"])
    static let dimension = ValueShape(name: "dimension", required: ["value", "unit"])
    static let duration = ValueShape(name: "duration", required: ["value", "unit"])
    static let strokeStyle = ValueShape(name: "strokeStyle", required: ["dashArray", "lineCap"])
    static let border = ValueShape(name: "border", required: ["color", "width", "style"])
    static let transition = ValueShape(name: "transition", required: ["duration", "delay", "timingFunction"],
                                       aliases: ["timing-function": "timingFunction", "timing": "timingFunction", "easing": "timingFunction"],
                                       defaults: ["delay": .string("0ms")],
                                       ignored: ["property", "behavior", "iteration-count", "direction", "fill-mode", "play-state"])
    static let shadow = ValueShape(name: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset", "opacity", "type"],
                                   aliases: ["x": "offsetX", "y": "offsetY", "blurRadius": "blur", "radius": "blur", "spreadRadius": "spread"],
                                   defaults: ["offsetX": .string("0px"), "offsetY": .string("0px"), "blur": .string("0px"), "spread": .string("0px")])
    static let gradientStop = ValueShape(name: "gradient stop", required: ["color", "position"])
}
