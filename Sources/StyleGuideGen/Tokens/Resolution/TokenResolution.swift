/// Resolves the tokens of one merged document: determines types, follows
/// curly aliases and `$ref` pointers (with cycle detection), and checks values.
/// Used by one thread for one resolution, then discarded.
final class TokenResolution {
    /// Nested resolution deeper than this is refused, so hostile input cannot
    /// exhaust the stack (a debug build spends ~40 KB of stack per level).
    /// Chains never nest this deep: a token's references are resolved before
    /// it (`resolveReferencesFirst`); only cycles and references that scan
    /// misses recurse.
    static let maxReferenceDepth = 100

    /// The documents merged, in order: `$ref` pointers walk their merged tree, built only when one is followed.
    private let documents: [JSONValue]
    private(set) lazy var document: JSONValue = TokenTreeMerge.merge(documents) ?? JSONValue(.object([]), at: JSONValue.written)
    let merged: MergedTokens
    let dialect: TokenDialect
    /// What this resolution found; the loader moves it into the caller's collector.
    var diagnostics = DiagnosticBag()
    /// Tokens referenced but defined nowhere, so a resolver can look for them in sets it was not told to merge.
    var missingTargets: Set<String> = []

    private(set) var states: ResolutionStates
    private var stack: [Int] = []
    private var cycleReported: Set<Int> = []
    /// Tokens failed by the depth limit, each reported once.
    private var depthReported: Set<Int> = []
    /// True while `resolveReferencesFirst` works through its order (no nested ordering).
    var isOrdering = false

    /// For a helper resolution (see `resolveApart`): what the resolution it helps had settled
    /// when the batch was handed out, read and not resolved again.
    private let settled: ResolutionStates?

    /// `settled`: this one helps another with a batch of `batchSize` tokens.
    init(merged: MergedTokens, documents: [JSONValue], dialect: TokenDialect = .dtcg, settled: ResolutionStates? = nil, batchSize: Int = 0) {
        self.documents = documents
        self.dialect = dialect
        self.merged = merged
        self.settled = settled
        states = ResolutionStates(count: merged.raw.count, batch: settled != nil, batchSize: batchSize)
    }

    /// Resolves the tokens numbered in `order`, for `resolved(_:)` to give out.
    func resolveEach(of order: [Int]) {
        for id in order { _ = resolve(id: id) }
    }

    /// Resolves the tokens numbered in `order`; failed tokens are left out (their diagnostics say why).
    func resolveAll(order: [Int]) -> [ResolvedToken] {
        var result: [ResolvedToken] = []
        result.reserveCapacity(order.count)
        for id in order {
            if let token = resolve(id: id) { result.append(token) }
        }
        return result
    }

    /// Takes over `baseline`'s result for every token numbered in `reused` (their diagnostics were
    /// reported with it); how many it took.
    func adopt(_ reused: some Sequence<Int>, from baseline: ResolutionBaseline) -> Int {
        var count = 0
        for id in reused {
            guard let token = baseline.resolved(id) else { continue }
            states[id] = .done(token)
            count += 1
        }
        return count
    }

    /// Records what another resolution made of token `id` (nil: it failed, and said why).
    func settle(_ id: Int, as token: ResolvedToken?) {
        states[id] = token.map { .done($0) } ?? .failed
    }

    /// What each name number resolved to (nil: failed, or no token there), for a baseline.
    var resolvedByNumber: [ResolvedToken?] { states.resolvedByNumber }

    /// What token `id` resolved to (nil: failed, or not resolved).
    func resolved(_ id: Int) -> ResolvedToken? { if case .done(let token) = states[id] { token } else { nil } }

    func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, subject: String) {
        diagnostics.append(.error(code, message, at: location, subject: subject))
    }

    /// The resolved token at a dotted path, resolving it now if needed.
    func resolve(_ name: String) -> ResolvedToken? {
        merged.names.id(of: name).flatMap { resolve(id: $0) }
    }

    func resolve(id: Int) -> ResolvedToken? {
        switch states[id] {
        case .done(let token): return token
        case .failed: return nil
        case .resolving:
            reportCycle(closingAt: id)
            return nil
        case .untouched:
            // A helper resolution (see `resolveApart`) takes what the one it helps has settled.
            switch settled?[id] {
            case .done(let token)?: return token
            case .failed?: return nil
            default: break
            }
        }
        guard let token = merged.raw[id] else { return nil }
        if stack.isEmpty, !isOrdering, resolveReferencesFirst(of: id) {
            if case .done(let token) = states[id] { return token }
            return nil
        }
        guard stack.count < Self.maxReferenceDepth else {
            reportDepthLimit(at: id)
            states[id] = .failed
            return nil
        }
        states[id] = .resolving
        stack.append(id)
        let result = build(token)
        stack.removeLast()
        if result == nil { reportIfFailedByTheDepthLimit(id) }
        if case .failed = states[id] {} else {
            states[id] = result.map { .done($0) } ?? .failed
        }
        return result
    }

    /// The token at the limit and every token waiting on it fail: each gets an error.
    private func reportDepthLimit(at id: Int) {
        let limit = "reference chain is deeper than \(Self.maxReferenceDepth) tokens"
        let name = merged.names[id]
        if depthReported.insert(id).inserted, let token = merged.raw[id] {
            error(.formatReferenceTooDeep, limit, at: token.value.location, subject: name)
        }
        for waiting in stack where depthReported.insert(waiting).inserted {
            guard let raw = merged.raw[waiting] else { continue }
            error(.formatReferenceTooDeep, limit + " (it goes on through {\(name)})", at: raw.value.location, subject: raw.name)
        }
    }

    /// True for a token not yet resolved, failed or in progress.
    func isUntouched(_ id: Int) -> Bool { if case .untouched = states[id] { true } else { false } }

    /// A token whose reference failed at the depth limit fails for the same
    /// reason, and says so (rather than failing silently behind it).
    private func reportIfFailedByTheDepthLimit(_ id: Int) {
        guard !depthReported.contains(id), let through = merged.references(of: id).first(where: depthReported.contains),
              let token = merged.raw[id] else { return }
        depthReported.insert(id)
        error(.formatReferenceTooDeep, "reference chain is deeper than \(Self.maxReferenceDepth) tokens (it goes on through {\(merged.names[through])})",
              at: token.value.location, subject: token.name)
    }

    /// One error per token of the cycle, each message starting at that token.
    private func reportCycle(closingAt id: Int) {
        guard let start = stack.lastIndex(of: id) else { return }
        let cycle = stack[start...].map { merged.names[$0] }
        for (i, member) in stack[start...].enumerated() {
            states[member] = .failed
            guard !cycleReported.contains(member), let token = merged.raw[member] else { continue }
            cycleReported.insert(member)
            let rotated = Array(cycle[i...]) + Array(cycle[..<i]) + [cycle[i]]
            error(.formatCircularReference, "circular reference: " + rotated.map { "{\($0)}" }.joined(separator: " → "),
                  at: token.value.location, subject: token.name)
        }
    }

    private func build(_ token: RawToken) -> ResolvedToken? {
        var context = ValueContext(token: token, resolution: self)
        var value: TokenValue
        var aliasOf: [String]?
        switch dereference(token.value, context: &context) {
        case .failed:
            return nil
        case .token(let target):
            if let own = token.ownType, own.name != target.value.typeName {
                context.warning(.formatTypeMismatch, "'\(token.name)' is declared \(own.name) but aliases {\(target.name)}, a \(target.value.typeName) token; it is loaded as \(target.value.typeName)",
                                at: token.value.location)
            }
            value = target.value
            aliasOf = target.path
        case .json(let json):
            guard let parsed = literal(json, of: token, context: &context) else { return nil }
            value = parsed
        }
        // Tokens Studio's colour modifiers, wherever its files are read.
        if case .color(let base) = value, let written = token.extensions?["studio.tokens"]?["modify"] {
            guard let modify = modifier(written, context: context), let modified = TokensStudioColorModifier.apply(modify, to: base, context: &context) else { return nil }
            value = .color(modified)
            aliasOf = nil
        }
        var resolved = ResolvedToken(path: token.path, name: token.name, type: value.type, value: value, aliasOf: aliasOf,
                                     memberAliases: context.memberAliases, description: token.description,
                                     deprecated: token.deprecated, extensions: token.extensions,
                                     dynamicType: nil, location: token.location)
        if let extensions = token.extensions {
            resolved.dynamicType = DynamicTypeRuleParser.parse(extensions, token: resolved, context: context)
        }
        return resolved
    }

    /// A colour modifier as written, or the object a token it references holds (`"modify": "{modifier}"`).
    private func modifier(_ written: JSONValue, context: ValueContext) -> JSONValue? {
        guard let name = written.stringValue.flatMap(ReferenceSyntax.curlyName) else { return written }
        guard case .token(let target) = followAlias(name, at: written.location, context: context) else { return nil }
        guard case .custom(let custom) = target.value, case .json(let text) = custom.content,
              let object = try? JSONParser.parse(text, file: written.location.file) else {
            context.error(.formatInvalidValue, "the colour modifier {\(target.name)} is a \(target.value.typeName) token; a modifier is an object {type, value, space}", at: written.location)
            return nil
        }
        return JSONValue(object.kind, at: written.location)
    }

    /// A literal `$value`: of the declared type, of the type its shape shows
    /// when none is declared, or of what it plainly is when it contradicts the declaration.
    private func literal(_ json: JSONValue, of token: RawToken, context: inout ValueContext) -> TokenValue? {
        guard let declared = token.ownType ?? token.groupType else {
            switch TypeInference.infer(json) {
            case .standard(let type):
                context.warning(.formatInferredType, "'\(token.name)' has no $type (on it or its groups); \(type.rawValue) is inferred from its value: add \"$type\": \"\(type.rawValue)\"",
                                at: token.location)
                return TokenValueParser.parse(json, as: type, member: "", context: &context)
            case .custom(let name):
                context.warning(.formatInferredType, "'\(token.name)' has no $type (on it or its groups); '\(name)' is inferred from its value: add \"$type\": \"\(name)\"",
                                at: token.location)
                return CustomValueParser.parse(json, typeName: name).map(TokenValue.custom)
            case .ambiguous(let choices):
                let could = choices.isEmpty ? "" : " (its value could be \(choices.joined(separator: ", ")))"
                error(.formatMissingType, "cannot determine the type of '\(token.name)'\(could): set $type on it or on a parent group",
                      at: token.location, subject: token.name)
                return nil
            }
        }
        if declared.type == .custom { return CustomValueParser.parse(json, typeName: declared.name).map(TokenValue.custom) }
        if let keys = json.objectMembers?.map(\.key), Self.isForeign(keys, to: declared.type) {
            context.warning(.formatTypeMismatch, "'\(token.name)' is declared \(declared.name), but its value {\(keys.joined(separator: ", "))} is no \(declared.name): it is kept as data", at: json.location)
            return CustomValueParser.parse(json, typeName: "object").map(TokenValue.custom)
        }
        // A colour function this tool computes (`color-mix()` in a known space) is read as the colour.
        if let text = json.stringValue, ColorMix.parse(text) == nil, let css = CSSPassthrough.value(text, as: declared.type) {
            context.warning(.formatCSSValue, "\"\(css.text)\" is CSS the browser computes, not a 2025.10 \(declared.type.rawValue) value: it is written to CSS as it is, shown as written, and left out of contrast checks",
                            at: json.location)
            return .css(css)
        }
        if let actual = Self.contradiction(json, declared: declared.type) {
            context.warning(.formatTypeMismatch, "'\(token.name)' is declared \(declared.name) but its value is a \(actual.rawValue); it is loaded as \(actual.rawValue)",
                            at: json.location)
            return TokenValueParser.parse(json, as: actual, member: "", context: &context)
        }
        return TokenValueParser.parse(json, as: declared.type, member: "", context: &context)
    }

    /// Members a value of each composite or object-shaped type is written with (any tool's names).
    private static let knownMembers: [TokenType: Set<String>] = [
        .color: ["colorSpace", "components", "alpha", "hex", "r", "g", "b", "h", "s", "l"],
        .dimension: ["value", "unit"], .duration: ["value", "unit"], .strokeStyle: ["dashArray", "lineCap"],
        .border: ["color", "width", "style"], .transition: ["duration", "delay", "timingFunction", "timing-function"],
        .shadow: ["color", "offsetX", "offsetY", "blur", "spread", "inset", "x", "y", "blurRadius", "spreadRadius", "radius"],
        .typography: ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"],
    ]

    /// Whether an object's members are none of those a value of `type` has (a padding `{x, y}`
    /// declared as a dimension): a project's own data, not a value of the type.
    static func isForeign(_ keys: [String], to type: TokenType) -> Bool {
        guard let known = knownMembers[type], !keys.isEmpty, !keys.allSatisfy({ Int($0) != nil }) else { return false }
        return !keys.contains(where: known.contains)
    }

    /// The type a literal plainly is when it cannot be the declared one
    /// (a `number` token holding `"5rem"`); nil when it may be the declared type.
    static func contradiction(_ json: JSONValue, declared: TokenType) -> TokenType? {
        guard declared == .number || declared == .fontWeight || declared == .dimension || declared == .duration else { return nil }
        // Only a dimension or a duration contradicts, and only with a unit of the other kind: a
        // cheap look at the unit first (most values pass it), the whole inference after.
        let unit: String
        switch json.kind {
        case .string(let text): unit = NumberText.unitSuffix(of: text).lowercased()
        case .object: unit = json["unit"]?.stringValue ?? ""
        default: return nil
        }
        let isDuration = DurationUnit(rawValue: unit) != nil
        let mayBeDimension = unit.isEmpty || DimensionParser.knownUnits.contains(unit)
        switch declared {
        case .dimension: guard isDuration else { return nil }
        case .duration, .fontWeight: guard mayBeDimension else { return nil }
        default: guard isDuration || mayBeDimension else { return nil }
        }
        guard case .standard(let actual) = TypeInference.infer(json), actual != declared else { return nil }
        switch (declared, actual) {
        case (.number, .dimension), (.number, .duration), (.fontWeight, .dimension), (.dimension, .duration), (.duration, .dimension): return actual
        default: return nil
        }
    }

    // MARK: References

    enum Dereferenced {
        case token(ResolvedToken)
        case json(JSONValue)
        case failed
    }

    /// Whether `json` may be a reference (a string or an object): any other value is a literal,
    /// taken as it is without the copies following a reference makes.
    static func mayReference(_ json: JSONValue) -> Bool {
        switch json.kind {
        case .string, .object: true
        case .null, .bool, .number, .array: false
        }
    }

    /// Follows a reference at a value position, or passes a literal through.
    func dereference(_ json: JSONValue, context: inout ValueContext) -> Dereferenced {
        switch json.kind {
        case .string(let text):
            if let name = ReferenceSyntax.curlyName(text) { return followAlias(name, at: json.location, context: context) }
            if let padded = Self.paddedAlias(text) {
                context.warning(.formatReferenceSpaces, "reference \"\(text)\" has white space around it; read as {\(padded)}: remove the spaces", at: json.location)
                return followAlias(padded, at: json.location, context: context)
            }
            if let computed = evaluate(text, at: json.location, context: &context) { return computed }
            if let interpolated = interpolate(text, at: json.location, context: &context) { return interpolated }
            guard !ReferenceSyntax.looksLikeAlias(text) else {
                error(.formatMalformedReference, "malformed reference \"\(text)\"; write {group.token}", at: json.location, subject: context.token.name)
                return .failed
            }
            return .json(json)
        case .object(let members) where json.holdsReferenceSyntax && members.contains(where: { $0.key == "$ref" }):
            return followPointer(json, context: &context)
        default:
            return .json(json)
        }
    }

    /// `"{a.b} "`: one whole alias with white space around it.
    private static func paddedAlias(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count < text.count ? ReferenceSyntax.curlyName(trimmed) : nil
    }

    func followAlias(_ target: String, at location: SourceLocation, context: ValueContext) -> Dereferenced {
        guard let id = merged.tokenID(forAlias: target) else {
            let isGroup = merged.isGroup(target)
            // A whole token standing for a group, as Style Dictionary allows: it holds the group's name.
            if isGroup, context.token.value.stringValue.flatMap(ReferenceSyntax.curlyName) == target {
                context.warning(.formatGroupReference, "{\(target)} is a group: '\(context.token.name)' stands for the whole group, as Style Dictionary allows, and is kept as its name; references through it are read in the group",
                                at: location)
                return .token(ResolvedToken(path: target.split(separator: ".", omittingEmptySubsequences: false).map(String.init), name: target, type: .custom, value: .custom(CustomValue(typeName: "group", content: .string(target))),
                                            aliasOf: nil, memberAliases: [:], description: nil, deprecated: nil, extensions: nil, dynamicType: nil, location: location))
            }
            if !isGroup { missingTargets.insert(target) }
            error(.formatUnknownReference, "reference {\(target)} points at \(isGroup ? "a group, not a token" : "no token")", at: location, subject: context.token.name)
            return .failed
        }
        guard let token = resolve(id: id) else { return .failed }
        return .token(token)
    }
}

