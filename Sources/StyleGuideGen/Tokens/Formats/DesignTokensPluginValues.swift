/// The `custom-*` values of the Figma plugin "Design Tokens" (Lukas Oppermann's standard export)
/// in their DTCG 2025.10 shape, by what the plugin writes (`standardTransformer.ts`): sizes are
/// px numbers, a text style's lineHeight is px (the plugin turns % into px), durations are
/// seconds, colours `#rrggbbaa`. Members the DTCG type has no place for are kept as metadata.
/// A value not in the plugin's shape (a spring easing) is left as written, under its own type.
enum DesignTokensPluginValues {
    /// A plugin value read as a DTCG type.
    struct Converted {
        var type: String
        var value: JSONValue
        var metadata: [JSONMember] = []
    }

    /// The plugin's types with a DTCG type, and how each is read (for the message saying so).
    static let types: [String: (dtcg: String, reading: String)] = [
        "custom-fontStyle": ("typography", "fontSize and letterSpacing in px, lineHeight (px) as its ratio to fontSize, fontStyle, fontStretch, textDecoration, textCase, paragraphIndent and paragraphSpacing kept as metadata"),
        "custom-shadow": ("shadow", "radius as blur, sizes in px, shadowType innerShadow as inset"),
        "custom-gradient": ("gradient", "its stops, gradientType and rotation kept as metadata"),
        "custom-transition": ("transition", "duration in s, delay 0, easingFunction as the timingFunction [x1, y1, x2, y2], transitionType, direction and easingType kept as metadata; a spring easing, which no cubic Bézier holds, stays as written"),
        "custom-stroke": ("border", "weight as the width in px, style solid, or dashed by dashPattern in px when it has a dash; align, lineJoin and miterLimit kept as metadata"),
        "custom-opacity": ("number", "the opacity from 0 to 1"),
    ]

    /// `value` of the plugin's `type` in DTCG shape; nil when `type` has no DTCG type or the value is not the plugin's shape.
    static func converted(_ value: JSONValue, type: String) -> Converted? {
        switch type {
        case "custom-fontStyle": typography(value)
        case "custom-shadow": shadow(value)
        case "custom-gradient": gradient(value)
        case "custom-transition": transition(value)
        case "custom-stroke": border(value)
        case "custom-opacity": value.numberValue.map { _ in Converted(type: "number", value: value) }
        default: nil
        }
    }

    /// A px number as a dimension; anything else (a reference, a string with its unit) as written.
    static func px(_ json: JSONValue) -> JSONValue {
        guard let n = json.numberValue else { return json }
        let build = JSONShapeBuilder(location: json.location)
        return build.object([("value", build.number(n)), ("unit", build.string("px"))])
    }

    private static func color(_ json: JSONValue) -> JSONValue {
        StyleDictionaryFormat.dtcgShape(json, type: "color")
    }

    /// The members named in `read` converted, the others kept as metadata.
    private static func reading(_ members: [JSONMember], _ read: [String: (JSONValue) -> JSONValue]) -> (value: [JSONMember], metadata: [JSONMember]) {
        var value: [JSONMember] = [], metadata: [JSONMember] = []
        for member in members {
            if let convert = read[member.key] {
                value.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: convert(member.value)))
            } else {
                metadata.append(member)
            }
        }
        return (value, metadata)
    }

    private static func typography(_ json: JSONValue) -> Converted? {
        guard let members = json.objectMembers else { return nil }
        let same: (JSONValue) -> JSONValue = { $0 }
        var (value, metadata) = reading(members, ["fontFamily": same, "fontWeight": same, "fontSize": px, "letterSpacing": px, "lineHeight": px])
        if let index = value.firstIndex(where: { $0.key == "lineHeight" }), let ratio = lineHeightRatio(json) {
            value[index].value = JSONValue(.number(ratio), at: value[index].value.location)
        }
        return Converted(type: "typography", value: JSONValue(.object(value), at: json.location), metadata: metadata)
    }

    /// lineHeight / fontSize, both px numbers, rounded as `LineHeightParser` rounds; nil when
    /// either is not a number (the px dimension left for the typography reader to convert).
    private static func lineHeightRatio(_ json: JSONValue) -> Double? {
        guard let lineHeight = json["lineHeight"]?.numberValue, let size = json["fontSize"]?.numberValue, size > 0 else { return nil }
        return (lineHeight / size * 10000).rounded() / 10000
    }

    /// One layer, or the list a multi-layer effect became (`DesignTokensPluginLayers`).
    private static func shadow(_ json: JSONValue) -> Converted? {
        if let items = json.arrayValue {
            let layers = items.compactMap(shadow)
            guard layers.count == items.count else { return nil }
            return Converted(type: "shadow", value: JSONValue(.array(layers.map(\.value)), at: json.location), metadata: layers.flatMap(\.metadata))
        }
        guard let members = json.objectMembers else { return nil }
        let inset: (JSONValue) -> JSONValue = { JSONValue(.bool($0.stringValue == "innerShadow"), at: $0.location) }
        let (value, metadata) = reading(members, ["shadowType": inset, "radius": px, "color": color, "offsetX": px, "offsetY": px, "spread": px])
        let names = ["shadowType": "inset", "radius": "blur"]
        return Converted(type: "shadow", value: JSONValue(.object(value.map { member in
            JSONMember(key: names[member.key] ?? member.key, keyLocation: member.keyLocation, value: member.value)
        }), at: json.location), metadata: metadata)
    }

    private static func gradient(_ json: JSONValue) -> Converted? {
        guard let members = json.objectMembers, let list = json["stops"], let stops = list.arrayValue else { return nil }
        let read = stops.map { stop in
            JSONValue(.object((stop.objectMembers ?? []).map { member in
                JSONMember(key: member.key, keyLocation: member.keyLocation, value: member.key == "color" ? color(member.value) : member.value)
            }), at: stop.location)
        }
        return Converted(type: "gradient", value: JSONValue(.array(read), at: list.location), metadata: members.filter { $0.key != "stops" })
    }

    /// A cubic Bézier easing only: a spring (mass, stiffness, damping) is no transition 2025.10 holds.
    private static func transition(_ json: JSONValue) -> Converted? {
        guard let members = json.objectMembers, let seconds = json["duration"]?.numberValue, let easing = json["easingFunction"] else { return nil }
        let curve = ["x1", "y1", "x2", "y2"].compactMap { easing[$0]?.numberValue }
        guard curve.count == 4 else { return nil }
        let build = JSONShapeBuilder(location: json.location)
        let value = build.object([
            ("duration", build.object([("value", build.number(seconds)), ("unit", build.string("s"))])),
            ("delay", build.object([("value", build.number(0)), ("unit", build.string("ms"))])),
            ("timingFunction", build.node(.array(curve.map(build.number)))),
        ])
        return Converted(type: "transition", value: value, metadata: members.filter { $0.key != "duration" && $0.key != "easingFunction" })
    }

    /// Figma's stroke caps by CSS's names: `none` is a butt end.
    private static let lineCaps = ["round": "round", "square": "square"]

    private static func border(_ json: JSONValue) -> Converted? {
        guard let members = json.objectMembers, let weight = json["weight"], let strokeColor = json["color"] else { return nil }
        let build = JSONShapeBuilder(location: json.location)
        let dashes = json["dashPattern"]?.arrayValue ?? []
        let solid = dashes.allSatisfy { $0.numberValue == 0 }
        let cap = json["lineCap"]?.stringValue.flatMap { lineCaps[$0.lowercased()] } ?? "butt"
        let style = solid ? build.string("solid") : build.object([("dashArray", build.node(.array(dashes.map(px)))), ("lineCap", build.string(cap))])
        let value = build.object([("color", color(strokeColor)), ("width", px(weight)), ("style", style)])
        let read: Set<String> = solid ? ["weight", "color", "dashPattern"] : ["weight", "color", "dashPattern", "lineCap"]
        return Converted(type: "border", value: value, metadata: members.filter { !read.contains($0.key) })
    }
}
