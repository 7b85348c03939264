/// A loaded token project, and the diagnostics its load gave, as cache bytes. A token shared by
/// several permutations (one instance) is written once and read back as one instance again, so
/// the stages after the load still see which permutations share a token.
enum TokenProjectCoding {
    typealias Damaged = BinaryReader.Damaged

    static func write(_ project: TokenProject, to out: inout BinaryWriter) {
        out.optional(project.name) { $0.string($1) }
        out.optional(project.description) { $0.string($1) }
        out.array(project.modifiers) { out, modifier in
            out.string(modifier.name)
            out.strings(modifier.contexts)
            out.optional(modifier.defaultContext) { $0.string($1) }
            out.optional(modifier.description) { $0.string($1) }
        }
        out.int(project.defaultIndex)
        var written: [ObjectIdentifier: Int] = [:]
        out.array(project.permutations) { out, permutation in
            out.array(permutation.inputs) { out, choice in
                out.string(choice.modifier)
                out.string(choice.context)
            }
            out.array(permutation.tokens.groupDescriptions.sorted { $0.key < $1.key }) { out, pair in
                out.string(pair.key)
                out.string(pair.value)
            }
            out.array(permutation.tokens.tokens) { out, token in
                // An instance written before is its number plus one; a new one is 0 and the token.
                if let number = written[token.instance] { return out.int(number + 1) }
                written[token.instance] = written.count
                out.int(0)
                write(token, to: &out)
            }
        }
    }

    static func read(from input: inout BinaryReader) throws(Damaged) -> TokenProject {
        let name = try input.optional { input throws(Damaged) in try input.string() }
        let description = try input.optional { input throws(Damaged) in try input.string() }
        let modifiers = try input.array { input throws(Damaged) in
            Modifier(name: try input.string(), contexts: try input.strings(), defaultContext: try input.optional { input throws(Damaged) in try input.string() },
                     description: try input.optional { input throws(Damaged) in try input.string() })
        }
        let defaultIndex = try input.int()
        var instances: [ResolvedToken] = []
        let permutations = try input.array { input throws(Damaged) -> ResolvedPermutation in
            let inputs = try input.array { input throws(Damaged) in ModifierChoice(modifier: try input.string(), context: try input.string()) }
            var descriptions: [String: String] = [:]
            for _ in 0..<(try input.count()) { descriptions[try input.string()] = try input.string() }
            let tokens = try input.array { input throws(Damaged) -> ResolvedToken in
                let number = try input.int()
                guard number == 0 else {
                    guard number > 0, number <= instances.count else { throw Damaged() }
                    return instances[number - 1]
                }
                let token = try token(&input)
                instances.append(token)
                return token
            }
            return ResolvedPermutation(inputs: inputs, tokens: ResolvedTokenSet(sorted: tokens, groupDescriptions: descriptions))
        }
        guard permutations.indices.contains(defaultIndex) || permutations.isEmpty else { throw Damaged() }
        return TokenProject(name: name, description: description, modifiers: modifiers, permutations: permutations, defaultIndex: defaultIndex)
    }

    static func write(_ diagnostic: Diagnostic, to out: inout BinaryWriter) {
        out.string(diagnostic.severity.rawValue)
        out.string(diagnostic.code.id)
        out.string(diagnostic.message)
        out.optional(diagnostic.location) { write($1, to: &$0) }
        out.optional(diagnostic.subject) { $0.string($1) }
    }

    static func diagnostic(_ input: inout BinaryReader) throws(Damaged) -> Diagnostic {
        let severity = try input.raw(Severity.self)
        guard let code = DiagnosticCode.named(try input.string()) else { throw Damaged() }
        return Diagnostic(severity, code, try input.string(), at: try input.optional { input throws(Damaged) in try location(&input) },
                          subject: try input.optional { input throws(Damaged) in try input.string() })
    }

    private static func write(_ token: ResolvedToken, to out: inout BinaryWriter) {
        out.strings(token.path)
        out.string(token.type.rawValue)
        TokenValueCoding.write(token.value, to: &out)
        out.optional(token.aliasOf) { $0.strings($1) }
        out.array(token.memberAliases.sorted { $0.key < $1.key }) { out, pair in
            out.string(pair.key)
            out.strings(pair.value)
        }
        out.optional(token.description) { $0.string($1) }
        out.optional(token.deprecated) { $0.optional($1.reason) { $0.string($1) } }
        out.optional(token.extensions) { write($1, to: &$0) }
        out.optional(token.dynamicType) { write($1, to: &$0) }
        write(token.location, to: &out)
    }

    private static func token(_ input: inout BinaryReader) throws(Damaged) -> ResolvedToken {
        let path = try input.strings()
        let type = try input.raw(TokenType.self)
        let value = try TokenValueCoding.read(from: &input)
        let aliasOf = try input.optional { input throws(Damaged) in try input.strings() }
        var memberAliases: [String: [String]] = [:]
        for _ in 0..<(try input.count()) { memberAliases[try input.string()] = try input.strings() }
        return ResolvedToken(path: path, type: type, value: value, aliasOf: aliasOf, memberAliases: memberAliases,
                             description: try input.optional { input throws(Damaged) in try input.string() },
                             deprecated: try input.optional { input throws(Damaged) in Deprecation(reason: try input.optional { input throws(Damaged) in try input.string() }) },
                             extensions: try input.optional { input throws(Damaged) in try json(&input) },
                             dynamicType: try input.optional { input throws(Damaged) in try dynamicType(&input) },
                             location: try location(&input))
    }

    private static func write(_ location: SourceLocation, to out: inout BinaryWriter) {
        out.string(location.file)
        out.int(location.line)
        out.int(location.column)
    }

    private static func location(_ input: inout BinaryReader) throws(Damaged) -> SourceLocation {
        SourceLocation(file: try input.string(), line: try input.int(), column: try input.int())
    }

    private static func write(_ rule: DynamicTypeRule, to out: inout BinaryWriter) {
        switch rule {
        case .textStyle(let style):
            out.int(0)
            out.string(style.rawValue)
        case .scaledFont(let style, let cap):
            out.int(1)
            out.string(style.rawValue)
            out.optional(cap) { $0.double($1) }
        case .scaledMetric(let style, let cap):
            out.int(2)
            out.string(style.rawValue)
            out.optional(cap) { $0.double($1) }
        case .fixed:
            out.int(3)
            out.string(TextStyle.body.rawValue)
        }
    }

    private static func dynamicType(_ input: inout BinaryReader) throws(Damaged) -> DynamicTypeRule {
        let kind = try input.int()
        let style = try input.raw(TextStyle.self)
        switch kind {
        case 0: return .textStyle(style)
        case 1: return .scaledFont(relativeTo: style, maxSize: try input.optional { input throws(Damaged) in try input.double() })
        case 2: return .scaledMetric(relativeTo: style, max: try input.optional { input throws(Damaged) in try input.double() })
        case 3: return .fixed
        default: throw Damaged()
        }
    }

    private static func write(_ json: JSONValue, to out: inout BinaryWriter) {
        write(json.location, to: &out)
        switch json.kind {
        case .null: out.int(0)
        case .bool(let flag):
            out.int(1)
            out.bool(flag)
        case .number(let number):
            out.int(2)
            out.double(number)
        case .string(let text):
            out.int(3)
            out.string(text)
        case .array(let items):
            out.int(4)
            out.array(items) { write($1, to: &$0) }
        case .object(let members):
            out.int(5)
            out.array(members) { out, member in
                out.string(member.key)
                write(member.keyLocation, to: &out)
                write(member.value, to: &out)
            }
        }
    }

    private static func json(_ input: inout BinaryReader) throws(Damaged) -> JSONValue {
        let start = try location(&input)
        let kind: JSONValue.Kind
        switch try input.int() {
        case 0: kind = .null
        case 1: kind = .bool(try input.bool())
        case 2: kind = .number(try input.double())
        case 3: kind = .string(try input.string())
        case 4: kind = .array(try input.array { input throws(Damaged) in try json(&input) })
        case 5:
            kind = .object(try input.array { input throws(Damaged) in
                JSONMember(key: try input.string(), keyLocation: try location(&input), value: try json(&input))
            })
        default: throw Damaged()
        }
        return JSONValue(kind, at: start)
    }
}
