/// The 2025.10 JSON shape of resolved values (for `$ref` pointers into values and for output).
extension TokenValue {
    /// This value as DTCG 2025.10 JSON; every node carries `location`.
    public func json(at location: SourceLocation) -> JSONValue {
        let builder = JSONShapeBuilder(location: location)
        return builder.value(self)
    }
}

/// Builds JSON nodes that all point at one location.
struct JSONShapeBuilder {
    let location: SourceLocation

    func node(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind, at: location) }
    func number(_ n: Double) -> JSONValue { node(.number(n)) }
    func string(_ s: String) -> JSONValue { node(.string(s)) }

    func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        node(.object(pairs.map { JSONMember(key: $0.0, keyLocation: location, value: $0.1) }))
    }

    func value(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): dimension(d)
        case .fontFamily(let families): families.count == 1 ? string(families[0]) : node(.array(families.map(string)))
        case .fontWeight(let w): w.keyword.map(string) ?? number(w.weight)
        case .duration(let d): object([("value", number(d.value)), ("unit", string(d.unit.rawValue))])
        case .cubicBezier(let b): node(.array([b.x1, b.y1, b.x2, b.y2].map(number)))
        case .number(let n): number(n)
        case .strokeStyle(let s): strokeStyle(s)
        case .border(let b):
            object([("color", color(b.color)), ("width", dimension(b.width)), ("style", strokeStyle(b.style))])
        case .transition(let t):
            object([("duration", self.value(.duration(t.duration))), ("delay", self.value(.duration(t.delay))),
                    ("timingFunction", self.value(.cubicBezier(t.timingFunction)))])
        case .shadow(let layers): layers.count == 1 ? shadow(layers[0]) : node(.array(layers.map(shadow)))
        case .gradient(let stops):
            node(.array(stops.map { object([("color", color($0.color)), ("position", number($0.position))]) }))
        case .typography(let t):
            object([("fontFamily", self.value(.fontFamily(t.fontFamily))), ("fontSize", dimension(t.fontSize)),
                    ("fontWeight", self.value(.fontWeight(t.fontWeight))), ("letterSpacing", dimension(t.letterSpacing)),
                    ("lineHeight", number(t.lineHeight))])
        case .custom(let c):
            switch c.content {
            case .number(let n): number(n)
            case .string(let s): string(s)
            case .bool(let b): node(.bool(b))
            case .json(let text): (try? JSONParser.parse(text, file: location.file)) ?? string(text)
            }
        case .css(let css): string(css.text)
        }
    }

    func color(_ c: ColorValue) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("colorSpace", string(c.colorSpace.rawValue)),
            ("components", node(.array(c.components.map { component in
                switch component {
                case .value(let v): number(v)
                case .none: string("none")
                }
            }))),
            ("alpha", number(c.alpha)),
        ]
        if let hex = c.hex { pairs.append(("hex", string(hex))) }
        return object(pairs)
    }

    func dimension(_ d: DimensionValue) -> JSONValue {
        object([("value", number(d.value)), ("unit", string(d.unit.rawValue))])
    }

    func strokeStyle(_ s: StrokeStyleValue) -> JSONValue {
        switch s {
        case .keyword(let k): string(k.rawValue)
        case .dashed(let dashes, let cap):
            object([("dashArray", node(.array(dashes.map(dimension)))), ("lineCap", string(cap.rawValue))])
        }
    }

    func shadow(_ s: ShadowLayer) -> JSONValue {
        object([("color", color(s.color)), ("offsetX", dimension(s.offsetX)), ("offsetY", dimension(s.offsetY)),
                ("blur", dimension(s.blur)), ("spread", dimension(s.spread)), ("inset", node(.bool(s.inset)))])
    }
}
