/// A parsed `*.resolver.json`: sets and modifiers reduced to ordered lists of token documents.
struct ResolverDocument: Sendable {
    /// A step of `resolutionOrder`.
    enum Step: Sendable {
        case set([JSONValue])
        case modifier(Modifier, [String: [JSONValue]])
    }

    var name: String?
    var description: String?
    var steps: [Step] = []
    /// Sets declared but not in `resolutionOrder`, in file order: merged first
    /// only when references cannot be resolved without them.
    var unlistedSets: [UnlistedSet] = []

    var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let m, _) = $0 { m } else { nil } }
    }

    /// The token documents for one choice per modifier, in resolution order.
    func documents(for choices: [String: String]) -> [JSONValue] {
        steps.flatMap { step -> [JSONValue] in
            switch step {
            case .set(let documents): documents
            case .modifier(let modifier, let contexts): choices[modifier.name].flatMap { contexts[$0] } ?? []
            }
        }
    }

    /// Checks user inputs (modifier -> context) and fills in defaults.
    func validate(inputs: [String: String], diagnostics: inout DiagnosticBag) -> [ModifierChoice]? {
        let before = diagnostics.all.count
        let known = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for name in inputs.keys.sorted() where known[name] == nil {
            let names = modifiers.map(\.name).joined(separator: ", ")
            diagnostics.append(.error(.inputUnknown, "unknown modifier '\(name)'; this resolver has \(names.isEmpty ? "no modifiers" : names)"))
        }
        var choices: [ModifierChoice] = []
        for modifier in modifiers {
            if let context = inputs[modifier.name] {
                guard modifier.contexts.contains(context) else {
                    diagnostics.append(.error(.inputUnknown, "unknown context '\(context)' for modifier '\(modifier.name)'; expected one of \(modifier.contexts.joined(separator: ", "))"))
                    continue
                }
                choices.append(ModifierChoice(modifier: modifier.name, context: context))
            } else if let fallback = modifier.defaultContext {
                choices.append(ModifierChoice(modifier: modifier.name, context: fallback))
            } else {
                diagnostics.append(.error(.inputUnknown, "no context given for modifier '\(modifier.name)', which has no default"))
            }
        }
        return diagnostics.all.count == before ? choices : nil
    }
}

/// A set the resolver declares but `resolutionOrder` leaves out.
struct UnlistedSet: Sendable {
    var name: String
    var location: SourceLocation
    var documents: [JSONValue]

    /// Whether one of its documents defines the token at dotted `name`.
    func defines(_ token: String) -> Bool {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return documents.contains { document in
            GroupExtendsExpander.lookup(segments, in: document).map(TokenTreeMerge.isToken) ?? false
        }
    }
}
