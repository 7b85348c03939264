/// The checks every way of giving a component arguments shares (a `component` block in a doc,
/// a tag in another component's markup), so one mistake reads the same wherever it is made.
/// Each failure is a `component/argument` error at the place given.
struct ComponentArgumentRules {
    let definition: ComponentDefinition

    /// A variant the component declares (`variant.NAME.ARG`).
    func checkVariant(_ value: String, at location: SourceLocation) throws(DiagnosticError) {
        guard !definition.variants.contains(where: { $0.name == value }) else { return }
        let known = definition.variants.map(\.name)
        throw error("component `\(definition.name)` has no variant `\(value)`" + (known.isEmpty ? "" : "; expected one of \(known.joined(separator: ", "))"), at: location)
    }

    /// A value of `key` inside its `values.KEY` list, when the component has one.
    func checkValue(_ value: String, of key: String, at location: SourceLocation) throws(DiagnosticError) {
        guard let allowed = definition.allowedValues[key], !allowed.contains(value) else { return }
        throw error("component `\(definition.name)`: `\(key)` must be one of \(allowed.joined(separator: ", ")), found `\(value)`", at: location)
    }

    /// A key the component does not take; `expected` lists those it does.
    func unknownArgument(_ key: String, expected: [String], at location: SourceLocation) -> DiagnosticError {
        var message = "component `\(definition.name)` has no argument `\(key)`; expected one of \(expected.joined(separator: ", "))"
        // States are variants until a component declares a `state` argument of its own.
        if key == "state", !definition.variants.isEmpty {
            message += "; a state is chosen with `variant` (\(definition.variants.map(\.name).joined(separator: ", ")))"
        }
        return error(message, at: location)
    }

    func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error(.componentArgument, message, at: location))
    }
}
