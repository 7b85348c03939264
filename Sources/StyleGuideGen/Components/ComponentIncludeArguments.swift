/// The arguments a tag in one component's markup gives another component
/// (`{{> standard-button label="Add to cart" state="pressed"}}`), read and checked: `state` or
/// `variant` picks a declared one (`variant` names a state too), and any key the
/// component has example data for sets that. Every mistake is a `component/argument` error at
/// the tag, naming what was expected.
struct ComponentIncludeArguments {
    var variant: String?
    /// Arguments of `example.KEY` text.
    var text: [String: String] = [:]
    /// Arguments of example data that is more than text (`rows`), passed as they are.
    var structured: [String: MustacheValue] = [:]

    /// Every argument of `call`, with its value where the tag is rendered.
    init(_ call: MustachePartialCall, of definition: ComponentDefinition) throws(DiagnosticError) {
        for argument in call.arguments {
            try set(argument.written, value: argument.value, of: definition, at: call.location)
        }
    }

    /// What can be checked before rendering, once per tag: every key, and the values written
    /// as literals (a name's value is only known where the tag is rendered).
    static func check(_ tag: MustachePartialTag, of definition: ComponentDefinition) throws(DiagnosticError) {
        var arguments = ComponentIncludeArguments()
        for argument in tag.arguments {
            guard case .literal(let value) = argument.value else {
                try arguments.set(argument, value: nil, of: definition, at: tag.location, valueKnown: false)
                continue
            }
            try arguments.set(argument, value: value, of: definition, at: tag.location)
        }
    }

    private init() {}

    private mutating func set(_ argument: MustacheArgument, value: MustacheValue?, of definition: ComponentDefinition,
                              at location: SourceLocation, valueKnown: Bool = true) throws(DiagnosticError) {
        let rules = ComponentArgumentRules(definition: definition)
        let key = argument.key
        let picksVariant = rules.picksVariant(key)
        let isText = picksVariant || definition.example[key] != nil
        guard isText || definition.exampleData[key] != nil else {
            let expected = ComponentArgumentRules.variantKeys + definition.example.keys.sorted() + definition.exampleData.keys.filter { definition.example[$0] == nil }.sorted()
            throw rules.unknownArgument(key, expected: expected, at: location)
        }
        guard valueKnown else { return }
        guard let value else {
            throw rules.error("component `\(definition.name)`: argument `\(key)=\(argument.written)` names nothing in the data where the tag is; "
                              + "give text (`\(key)=\"...\"`) or a name the data has", at: location)
        }
        guard isText else {
            structured[key] = value
            return
        }
        guard let text = Self.text(of: value) else {
            throw rules.error("component `\(definition.name)`: argument `\(key)` takes text, and `\(argument.written)` is a list or an object", at: location)
        }
        if picksVariant {
            try rules.checkVariant(text, key: key, chosen: variant, at: location)
            variant = text
        } else {
            try rules.checkValue(text, of: key, at: location)
            self.text[key] = text
        }
    }

    /// A value as argument text: flags as `true`/`false` (read back as flags), null as empty.
    private static func text(of value: MustacheValue) -> String? {
        switch value {
        case .list, .object: nil
        default: value.text
        }
    }
}
