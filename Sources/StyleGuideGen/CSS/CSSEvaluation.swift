/// Computes custom properties by id, depth first, each at most once: what a browser does for the
/// properties of one element. A reference that is undefined, failed or part of a cycle makes the
/// property that reads it invalid (nil).
struct CSSEvaluation {
    private enum State: UInt8 { case pending, visiting, done, failed }

    /// Computed values by id (nil: not computed yet, undefined or invalid).
    private(set) var resolved: [String?]
    private var states: [State]
    let wide: Bool

    init(count: Int, wide: Bool) {
        resolved = [String?](repeating: nil, count: count)
        states = [State](repeating: .pending, count: count)
        self.wide = wide
    }

    /// The value of property `id`, with `declared` giving each property's declared value.
    mutating func value(of id: Int, declared: (Int) -> DeclaredValue?) -> String? {
        guard id >= 0 else { return nil }
        switch states[id] {
        case .done: return resolved[id]
        case .visiting, .failed: return nil
        case .pending: break
        }
        guard let value = declared(id) else { return nil }
        var lookups: [String?] = []
        if !value.references.isEmpty {
            states[id] = .visiting
            lookups = value.references.map { self.value(of: $0, declared: declared) }
        }
        guard let text = value.evaluated(wide: wide, referenceValues: lookups) else {
            states[id] = .failed
            return nil
        }
        resolved[id] = text
        states[id] = .done
        return text
    }
}
