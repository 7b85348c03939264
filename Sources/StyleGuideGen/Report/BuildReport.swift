import Foundation

/// `report.json`: what a build read, made and found, for CI and review tools.
/// Deterministic: sorted keys, no timestamp unless the build was given a date.
public struct BuildReport: Sendable {
    public var inputs: [(path: String, sha256: String)]
    public var pages: [(path: String, title: String)]
    public var permutations: [[String: String]]
    public var tokenCounts: [String: Int]
    public var contrast: [ContrastResult]
    /// Per component, its contract: each slot with its type, purpose, scaling and how it is filled.
    public var contracts: [ComponentContract]
    public var bindings: [String: SlotBinding]
    public var diagnostics: [Diagnostic]
    public var date: String?
    /// Every declared touch target's size in every permutation at every step.
    public var touchTargets: [TouchTargetResult] = []

    public init(inputs: [(path: String, sha256: String)], pages: [(path: String, title: String)], permutations: [[String: String]],
                tokenCounts: [String: Int], contrast: [ContrastResult] = [], contracts: [ComponentContract] = [], bindings: [String: SlotBinding] = [:], diagnostics: [Diagnostic], date: String?,
                touchTargets: [TouchTargetResult] = []) {
        self.touchTargets = touchTargets
        self.inputs = inputs
        self.pages = pages
        self.permutations = permutations
        self.tokenCounts = tokenCounts
        self.contrast = contrast
        self.contracts = contracts
        self.bindings = bindings
        self.diagnostics = diagnostics
        self.date = date
    }

    public var json: Data {
        var members: [(String, JSONValue)] = [
            ("tool", .object([("name", .string("styleguide")), ("version", .string(StyleGuideVersion.current))])),
            ("inputs", .array(inputs.map { .object([("path", .string($0.path)), ("sha256", .string($0.sha256))]) })),
            ("pages", .array(pages.map { .object([("path", .string($0.path)), ("title", .string($0.title))]) })),
            ("permutations", .array(permutations.map(Self.strings))),
            ("tokens", .object([("total", .number(tokenCounts.values.reduce(0, +))), ("byType", .object(tokenCounts.map { ($0.key, .number($0.value)) }))])),
            ("contrast", .array(contrast.map(Self.json))),
            ("components", .array(components)),
            // `{"component": "settings-row", "target": "toggle", "selector": ".settings-row__switch-input", "permutation": {...},
            //   "step": "AX5", "width": 51, "height": 44, "passes": true}`; no `width` when it follows the label or the container.
            ("touchTargets", .array(touchTargets.map(Self.json))),
            ("diagnostics", .array(diagnostics.map(Self.json))),
        ]
        if let date { members.append(("date", .string(date))) }
        return Data(JSONWriter.write(.object(members)).utf8)
    }

    /// `{"name": "standard-button", "slots": [{"slot": "color.accent-fill", "type": "color", "source": "mapped", "token": "bgColor.accent.emphasis", ...}]}`;
    /// a slot read through an included component has `"through": "standard-button"`.
    private var components: [JSONValue] {
        contracts.map { contract in
            let slots = (contract.slots + contract.nestedSlots).map { slot -> JSONValue in
                let binding = bindings[slot.name]
                var entry: [(String, JSONValue)] = [("slot", .string(slot.name)), ("type", .string(slot.type?.rawValue ?? "")), ("purpose", .string(slot.purpose)),
                                                    ("scaling", .string(slot.scalingText)), ("properties", .array(slot.properties.map { .string("--" + $0) })),
                                                    ("source", .string(binding?.sourceName ?? "own"))]
                switch binding?.source {
                case .mapped(.token(let token))?: entry.append(("token", .string(token)))
                case .mapped(.members(let members))?: entry.append(("members", .object(members.map { ($0.key, .string($0.value)) })))
                case .own?: entry.append(("token", .string(slot.name)))
                default: break
                }
                if let through = slot.through { entry.append(("through", .string(through))) }
                return .object(entry)
            }
            return .object([("name", .string(contract.component)), ("slots", .array(slots)),
                            ("unknownProperties", .array(contract.unknownProperties.map { .string("--" + $0) }))])
        }
    }

    private static func strings(_ object: [String: String]) -> JSONValue { .object(object.map { ($0.key, .string($0.value)) }) }

    /// A contrast pair's result, every member a string as the report has always written them; `lc` is
    /// APCA's (one decimal, toward zero), and where an APCA minimum applies, `apca` is it and
    /// `apcaFailsAt` the text-size steps that miss it (empty when none, or when the text's size is unknown).
    private static func json(_ result: ContrastResult) -> JSONValue {
        var members = [
            "foreground": result.foreground, "background": result.background, "permutation": result.permutation,
            "ratio": ContrastFormat.ratio(result.ratio), "required": ContrastFormat.ratio(result.required),
            "level": result.level.rawValue, "passes": result.passes ? "true" : "false",
            "lc": String(APCAFormat.lc(result.lc).dropFirst(3)), "wcag": result.judgesWCAG ? "true" : "false",
        ]
        if let apca = result.apca {
            members["apca"] = APCAFormat.number(apca.minimum)
            members["apcaFailsAt"] = apca.failingSteps.map(\.step.rawValue).joined(separator: ",")
        }
        return strings(members)
    }

    private static func json(_ result: TouchTargetResult) -> JSONValue {
        var members: [(String, JSONValue)] = [("component", .string(result.component)), ("target", .string(result.target)),
                                              ("selector", .string(result.selector)), ("permutation", strings(result.permutation)),
                                              ("step", .string(result.step.rawValue))]
        if let width = result.width { members.append(("width", .number(width))) }
        members += [("height", .number(result.height)), ("passes", .bool(result.passes))]
        return .object(members)
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var entry: [(String, JSONValue)] = [("severity", .string(diagnostic.severity.rawValue)), ("code", .string(diagnostic.code.id)), ("message", .string(diagnostic.message))]
        if let location = diagnostic.location {
            entry += [("file", .string(location.file)), ("line", .number(location.line)), ("column", .number(location.column))]
        }
        if let subject = diagnostic.subject { entry.append(("subject", .string(subject))) }
        return .object(entry)
    }
}
