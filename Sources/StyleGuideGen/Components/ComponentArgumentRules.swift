/// The checks every way of giving a component arguments shares (a `component` block in a doc,
/// a tag in another component's markup), so one mistake reads the same wherever it is made.
/// Each failure is a `component/argument` error at the place given.
struct ComponentArgumentRules {
    let definition: ComponentDefinition

    /// The keys that pick a state or a variant: `variant` names either (docs written before states
    /// were their own kind keep working), `state` only a state.
    static let variantKeys = ["state", "variant"]

    /// True for `state` or `variant`, unless the component takes it as example data of its own.
    func picksVariant(_ key: String) -> Bool { Self.variantKeys.contains(key) && definition.example[key] == nil }

    /// A state or variant the component declares (`state.NAME.ARG`, `variant.NAME.ARG`), given once.
    func checkVariant(_ value: String, key: String, chosen: String?, at location: SourceLocation) throws(DiagnosticError) {
        let known = definition.variants.filter { key == "variant" || $0.kind == .state }.map(\.name)
        guard known.contains(value) else {
            throw error("component `\(definition.name)` has no \(key) `\(value)`" + (known.isEmpty ? "" : "; expected one of \(known.joined(separator: ", "))"), at: location)
        }
        guard chosen == nil else { throw error("component `\(definition.name)`: give `state` or `variant`, not both", at: location) }
    }

    /// A value of `key` inside its `values.KEY` list, when the component has one.
    func checkValue(_ value: String, of key: String, at location: SourceLocation) throws(DiagnosticError) {
        guard let allowed = definition.allowedValues[key], !allowed.contains(value) else { return }
        throw error("component `\(definition.name)`: `\(key)` must be one of \(allowed.joined(separator: ", ")), found `\(value)`", at: location)
    }

    /// A key the component does not take; `expected` lists those it does.
    func unknownArgument(_ key: String, expected: [String], at location: SourceLocation) -> DiagnosticError {
        error("component `\(definition.name)` has no argument `\(key)`; expected one of \(expected.joined(separator: ", "))", at: location)
    }

    func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error(.componentArgument, message, at: location))
    }
}
