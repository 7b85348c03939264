/// One live preview: a component, with its data, at one text-size step in
/// one permutation.
public struct PreviewRequest: Sendable, Hashable {
    public var component: String
    public var step: ContentSizeCategory
    /// Modifier name -> context, one entry per axis, in axis order.
    public var permutation: [String: String]
    public var variant: String?
    public var data: [String: String]
    /// False for a preview that follows the page's switchers: it carries no
    /// step or modifier attributes and inherits the page's.
    public var pinned: Bool

    public init(component: String, step: ContentSizeCategory = .standard, permutation: [String: String] = [:], variant: String? = nil, data: [String: String] = [:], pinned: Bool = true) {
        self.component = component
        self.step = step
        self.permutation = permutation
        self.variant = variant
        self.data = data
        self.pinned = pinned
    }
}

/// Reads a `component NAME` block's `key: value` lines into a request:
/// `step`, `state` or `variant`, one key per modifier (`theme: dark`), and the
/// component's own arguments. Anything else is an error at its line.
public struct ComponentBlockArguments: Sendable {
    public var catalog: ComponentCatalog
    public var axes: [PreviewAxis]

    public init(catalog: ComponentCatalog, axes: [PreviewAxis]) {
        self.catalog = catalog
        self.axes = axes
    }

    public func request(for block: ComponentBlock) throws(DiagnosticError) -> PreviewRequest {
        guard let definition = catalog[block.name] else {
            let known = catalog.components.map(\.name).joined(separator: ", ")
            // A built-in the config leaves out is known to the user: say why it is missing.
            let why = TemplateFiles.isBundled("components/\(block.name).html") ? "; it is a built-in one, which `components` in styleguide.json leaves out" : ""
            throw DiagnosticError(.error(.componentUnknown, "unknown component `\(block.name)`\(why); known components: \(known)", at: block.location))
        }
        var request = PreviewRequest(component: definition.name, permutation: Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.defaultContext) }), pinned: false)
        var seen: Set<String> = []
        for (offset, rawLine) in block.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            // The fence is on the block's line; its content starts on the next.
            let location = SourceLocation(file: block.location.file, line: block.location.line + 1 + offset, column: block.location.column)
            guard let colon = line.firstIndex(of: ":") else {
                throw DiagnosticError(.error(.componentArgument, "component `\(definition.name)`: expected `key: value`, found `\(line)`", at: location))
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard seen.insert(key).inserted else {
                throw DiagnosticError(.error(.componentArgument, "component `\(definition.name)`: argument `\(key)` is given twice", at: location))
            }
            try apply(key: key, value: value, to: &request, definition: definition, at: location)
        }
        return request
    }

    private func apply(key: String, value: String, to request: inout PreviewRequest, definition: ComponentDefinition, at location: SourceLocation) throws(DiagnosticError) {
        if key == "step" {
            guard let step = ContentSizeCategory(name: value) else {
                throw DiagnosticError(.error(.componentArgument, "unknown text-size step `\(value)`; expected one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))", at: location))
            }
            request.step = step
            request.pinned = true
        } else if ComponentArgumentRules(definition: definition).picksVariant(key) {
            try ComponentArgumentRules(definition: definition).checkVariant(value, key: key, chosen: request.variant, at: location)
            request.variant = value
        } else if let axis = axes.first(where: { $0.name == key }) {
            guard axis.contexts.contains(value) else {
                throw DiagnosticError(.error(.componentArgument, "modifier `\(key)` has no context `\(value)`; expected one of \(axis.contexts.joined(separator: ", "))", at: location))
            }
            request.permutation[key] = value
            request.pinned = true
        } else if definition.example[key] != nil {
            try ComponentArgumentRules(definition: definition).checkValue(value, of: key, at: location)
            request.data[key] = value
        } else {
            let expected = ["step"] + ComponentArgumentRules.variantKeys + axes.map(\.name) + definition.example.keys.sorted()
            throw ComponentArgumentRules(definition: definition).unknownArgument(key, expected: expected, at: location)
        }
    }
}

import Foundation
