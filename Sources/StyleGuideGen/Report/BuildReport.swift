import Foundation

/// `report.json`: what a build read, made and found, for CI and review tools.
/// Deterministic: sorted keys, no timestamp unless the build was given a date.
public struct BuildReport: Sendable {
    public var inputs: [(path: String, sha256: String)]
    public var pages: [(path: String, title: String)]
    public var permutations: [[String: String]]
    public var tokenCounts: [String: Int]
    public var contrast: [[String: String]]
    /// Per component, its contract: each slot with its type, purpose, scaling and how it is filled.
    public var contracts: [ComponentContract]
    public var bindings: [String: SlotBinding]
    public var diagnostics: [Diagnostic]
    public var date: String?

    public init(inputs: [(path: String, sha256: String)], pages: [(path: String, title: String)], permutations: [[String: String]],
                tokenCounts: [String: Int], contrast: [[String: String]] = [], contracts: [ComponentContract] = [], bindings: [String: SlotBinding] = [:], diagnostics: [Diagnostic], date: String?) {
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
        var object: [String: Any] = [
            "tool": ["name": "styleguide", "version": StyleGuideVersion.current],
            "inputs": inputs.map { ["path": $0.path, "sha256": $0.sha256] },
            "pages": pages.map { ["path": $0.path, "title": $0.title] },
            "permutations": permutations,
            "tokens": ["total": tokenCounts.values.reduce(0, +), "byType": tokenCounts],
            "contrast": contrast,
            "components": components,
            "diagnostics": diagnostics.map(Self.json),
        ]
        if let date { object["date"] = date }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }

    /// `{"name": "standard-button", "slots": [{"slot": "color.accent-fill", "type": "color", "source": "mapped", "token": "bgColor.accent.emphasis", ...}]}`.
    private var components: [[String: Any]] {
        contracts.map { contract in
            let slots = contract.slots.map { slot -> [String: Any] in
                let binding = bindings[slot.name]
                var entry: [String: Any] = ["slot": slot.name, "type": slot.type?.rawValue ?? "", "purpose": slot.purpose,
                                            "scaling": slot.scalingText, "properties": slot.properties.map { "--" + $0 },
                                            "source": binding?.sourceName ?? "own"]
                switch binding?.source {
                case .mapped(.token(let token))?: entry["token"] = token
                case .mapped(.members(let members))?: entry["members"] = members
                case .own?: entry["token"] = slot.name
                default: break
                }
                return entry
            }
            return ["name": contract.component, "slots": slots, "unknownProperties": contract.unknownProperties.map { "--" + $0 }]
        }
    }

    static func json(_ diagnostic: Diagnostic) -> [String: Any] {
        var entry: [String: Any] = ["severity": diagnostic.severity.rawValue, "code": diagnostic.code.id, "message": diagnostic.message]
        if let location = diagnostic.location {
            entry["file"] = location.file
            entry["line"] = location.line
            entry["column"] = location.column
        }
        if let subject = diagnostic.subject { entry["subject"] = subject }
        return entry
    }
}
