/// `{duration, delay, timingFunction}`.
enum TransitionParser {
    static func parse(_ json: JSONValue, member: String, context: inout ValueContext) -> TransitionValue? {
        guard let found = context.members(of: json, shape: .transition),
              let d = found["duration"], let l = found["delay"], let t = found["timingFunction"] else { return nil }
        let path = { ValueContext.memberPath(member, $0) }
        let duration: (TokenValue) -> DurationValue? = { if case .duration(let v) = $0 { v } else { nil } }
        guard let length = context.typed(d, .duration, member: path("duration"), duration),
              let delay = context.typed(l, .duration, member: path("delay"), duration),
              let timing = context.typed(t, .cubicBezier, member: path("timingFunction"), { if case .cubicBezier(let v) = $0 { v } else { nil } })
        else { return nil }
        return TransitionValue(duration: length, delay: delay, timingFunction: timing)
    }
}
