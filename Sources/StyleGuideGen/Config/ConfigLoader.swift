import Foundation

/// Reads `styleguide.json`. Unknown keys and wrong types are errors at
/// their position, so a typo never silently does nothing.
public enum ConfigLoader {
    public static let fileName = "styleguide.json"

    public static func load(_ data: Data, file: String) throws(DiagnosticError) -> ProjectConfig {
        let json = try JSONParser.parse(data, file: file)
        guard let members = json.objectMembers else {
            throw DiagnosticError(.error(.configInvalidValue, "the configuration must be a JSON object, found \(json.kindName)", at: json.location))
        }
        var config = ProjectConfig()
        config.mapLocation = json.location
        var errors: [Diagnostic] = []
        for member in members {
            do {
                try apply(member, to: &config)
            } catch {
                errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        return config
    }

    private static let topLevelKeys = ["title", "docs", "tokens", "templates", "output", "appearance", "textSize", "markdown", "contrast", "diagnostics", "map", "components", "show", "layoutThemes", "dynamicType", "reducedMotion", "colorVision"]

    private static func apply(_ member: JSONMember, to config: inout ProjectConfig) throws(DiagnosticError) {
        let value = member.value
        switch member.key {
        case "title": config.title = try string(value, "title")
        case "docs": config.docs = try path(value, "docs")
        case "tokens": config.tokens = try path(value, "tokens")
        case "templates": config.templates = try path(value, "templates")
        case "output": config.output = try path(value, "output")
        case "appearance": config.appearanceModifier = try string(value, "appearance")
        case "textSize": config.textSizeModifier = try string(value, "textSize")
        case "markdown":
            for option in try object(value, "markdown") {
                switch option.key {
                case "unsafeHTML": config.unsafeHTML = try bool(option.value, "markdown.unsafeHTML")
                case "smartPunctuation": config.smartPunctuation = try bool(option.value, "markdown.smartPunctuation")
                default: throw unknown(option, in: "markdown", expected: ["unsafeHTML", "smartPunctuation"])
                }
            }
        case "contrast": config.contrast = try contrast(value)
        case "diagnostics": config.diagnosticLevels = try diagnosticLevels(value)
        case "map":
            config.map = try slotMappings(value)
            config.mapLocation = member.keyLocation
        case "show":
            config.showLocation = value.location
            for member in try object(value, "show") {
                guard let items = member.value.arrayValue else { throw typeError(member.value, "show.\(member.key)", "an array of context names") }
                config.show[member.key] = try items.map { item throws(DiagnosticError) in try string(item, "show.\(member.key)") }
            }
        case "components": config.components = try components(value)
        case "layoutThemes": config.layoutThemes = try bool(value, "layoutThemes")
        case "dynamicType": config.dynamicType = try DynamicTypeConfigReader.rules(value)
        case "reducedMotion": config.reducedMotion = try ReducedMotionConfigReader.entries(value)
        case "colorVision": config.colorVision = try ColorVisionConfigReader.config(value)
        default: throw unknown(member, in: nil, expected: topLevelKeys)
        }
    }

    private static func contrast(_ value: JSONValue) throws(DiagnosticError) -> ContrastConfig {
        var result = ContrastConfig()
        for member in try object(value, "contrast") {
            switch member.key {
            case "level": result.level = try level(member.value, "contrast.level")
            case "wcag":
                let level = try wcag(member.value, "contrast.wcag")
                result.judgesWCAG = level != nil
                result.level = level ?? result.level
            case "apca": result.apca = try apca(member.value, "contrast.apca")
            case "pairs":
                guard let items = member.value.arrayValue else { throw typeError(member.value, "contrast.pairs", "an array of pairs") }
                for item in items { result.pairs.append(try pair(item)) }
            default: throw unknown(member, in: "contrast", expected: ["wcag", "apca", "level", "pairs"])
            }
        }
        return result
    }

    private static func pair(_ value: JSONValue) throws(DiagnosticError) -> ContrastPair {
        var pair = ContrastPair(foreground: "", background: "", location: value.location)
        for member in try object(value, "contrast pair") {
            switch member.key {
            case "foreground": pair.foreground = try tokenPath(member.value, "foreground")
            case "background": pair.background = try tokenPath(member.value, "background")
            case "level": pair.level = try level(member.value, "level")
            case "wcag":
                pair.level = try wcag(member.value, "wcag")
                pair.judgesWCAG = pair.level != nil
            case "apca": pair.apca = try apca(member.value, "apca")
            case "largeText": pair.largeText = try bool(member.value, "largeText")
            default: throw unknown(member, in: "contrast pair", expected: ["foreground", "background", "wcag", "apca", "level", "largeText"])
            }
        }
        guard !pair.foreground.isEmpty, !pair.background.isEmpty else {
            throw DiagnosticError(.error(.configInvalidValue, "a contrast pair needs both `foreground` and `background` token paths", at: value.location))
        }
        return pair
    }

    /// `"map": {"color.accent-fill": "bgColor.accent.emphasis", "typography.body": {"fontSize": "text.body.size"}}`.
    private static func slotMappings(_ value: JSONValue) throws(DiagnosticError) -> [SlotMapping] {
        var mappings: [SlotMapping] = []
        for member in try object(value, "map") {
            let name = "map.\(member.key)"
            if member.value.objectMembers == nil {
                mappings.append(SlotMapping(slot: member.key, target: .token(try tokenPath(member.value, name)), location: member.value.location))
                continue
            }
            var members: [String: String] = [:]
            var locations: [String: SourceLocation] = [:]
            for part in try object(member.value, name) {
                guard SlotMapping.typographyMembers.contains(part.key) else {
                    throw unknown(part, in: name, expected: SlotMapping.typographyMembers)
                }
                members[part.key] = try tokenPath(part.value, "\(name).\(part.key)")
                locations[part.key] = part.value.location
            }
            mappings.append(SlotMapping(slot: member.key, target: .members(members), location: member.value.location, memberLocations: locations))
        }
        return mappings
    }

    /// `"components": {"exclude": ["caption-label"], "builtIns": false, "examples": {"settings-screen": {"heading": "Réglages"}}}`.
    private static func components(_ value: JSONValue) throws(DiagnosticError) -> ComponentsConfig {
        var result = ComponentsConfig()
        for member in try object(value, "components") {
            switch member.key {
            case "exclude":
                guard let items = member.value.arrayValue else { throw typeError(member.value, "components.exclude", "an array of component names") }
                for item in items { result.exclude.append(ComponentsConfig.Exclusion(name: try string(item, "components.exclude"), location: item.location)) }
            case "builtIns": result.builtIns = try bool(member.value, "components.builtIns")
            case "examples":
                for example in try object(member.value, "components.examples") {
                    _ = try object(example.value, "components.examples.\(example.key)")
                    result.examples[example.key] = example
                }
            default: throw unknown(member, in: "components", expected: ["exclude", "builtIns", "examples"])
            }
        }
        return result
    }

    /// `"diagnostics": {"format/hex-alpha": "off"}`: code id -> level. Every entry is checked, and
    /// every bad one reported, before any is used.
    private static func diagnosticLevels(_ value: JSONValue) throws(DiagnosticError) -> [DiagnosticCode: DiagnosticPolicy.Level] {
        var levels: [DiagnosticCode: DiagnosticPolicy.Level] = [:]
        var problems: [Diagnostic] = []
        for member in try object(value, "diagnostics") {
            let code = DiagnosticCode.named(member.key)
            if code == nil {
                problems.append(.error(.configUnknownCode, unknownCodeMessage(member.key), at: member.keyLocation, subject: member.key))
            }
            let accepted = DiagnosticPolicy.Level.allCases.map(\.rawValue)
            guard let text = member.value.stringValue, let level = DiagnosticPolicy.Level(rawValue: text.lowercased()) else {
                let found = member.value.stringValue.map { "\"\($0)\"" } ?? member.value.kindName
                problems.append(.error(.configUnknownCode,
                                       "`diagnostics.\(member.key)` must be one of \(accepted.map { "\"\($0)\"" }.joined(separator: ", ")), found \(found)",
                                       at: member.value.location, subject: member.key))
                continue
            }
            if let code { levels[code] = level }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return levels
    }

    /// Names the closest known ids, else the codes of the family, else the families.
    static func unknownCodeMessage(_ id: String) -> String {
        let head = "unknown diagnostic code `\(id)` in `diagnostics`"
        let all = DiagnosticCode.all.map(\.id)
        let suggestions = closestCodes(to: id, among: all)
        if !suggestions.isEmpty {
            return head + "; did you mean " + suggestions.map { "`\($0)`" }.joined(separator: " or ") + "?"
        }
        let family = id.split(separator: "/", maxSplits: 1).first.map(String.init) ?? id
        let members = all.filter { $0.hasPrefix(family + "/") }
        if id.contains("/"), !members.isEmpty {
            return head + "; the `\(family)` codes are " + members.map { "`\($0)`" }.joined(separator: ", ")
        }
        let families = Array(Set(all.compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
        return head + "; codes are `family/name`, with the families " + families.joined(separator: ", ")
            + " (docs/guide/diagnostics.md lists them all)"
    }

    /// Up to three ids within a small edit distance of `id` (or with its name in another family), closest first.
    static func closestCodes(to id: String, among ids: [String]) -> [String] {
        let name = id.split(separator: "/").last.map(String.init) ?? id
        let sameName = ids.filter { $0.split(separator: "/").last.map(String.init) == name }
        if !sameName.isEmpty { return Array(sameName.prefix(3)) }
        let lowered = id.lowercased()
        let limit = max(2, lowered.count / 4)
        let scored = ids.map { ($0, editDistance(lowered, $0)) }.filter { $0.1 <= limit }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    // MARK: Typed members

    private static func string(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> String {
        guard let text = value.stringValue, !text.isEmpty else { throw typeError(value, name, "a non-empty string") }
        return text
    }

    /// A relative path that stays inside the project folder.
    private static func path(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> String {
        let text = try string(value, name)
        if text.hasPrefix("/") || text.split(separator: "/").contains("..") {
            throw DiagnosticError(.error(.ioOutsideProject, "`\(name)` must be a path inside the project folder (relative, no `..`), found `\(text)`", at: value.location))
        }
        return text
    }

    private static func tokenPath(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> String {
        var text = try string(value, name)
        if text.hasPrefix("{") && text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    private static func bool(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> Bool {
        guard let flag = value.boolValue else { throw typeError(value, name, "true or false") }
        return flag
    }

    private static func level(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> ContrastLevel {
        guard let text = value.stringValue, let level = ContrastLevel(rawValue: text.uppercased()) else {
            throw typeError(value, name, "\"AA\" or \"AAA\"")
        }
        return level
    }

    /// `"AA"`, `"AAA"`, or false: the WCAG ratio decides nothing.
    private static func wcag(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> ContrastLevel? {
        if value.boolValue == false { return nil }
        guard let text = value.stringValue, let level = ContrastLevel(rawValue: text.uppercased()) else {
            throw typeError(value, name, "\"AA\", \"AAA\" or false")
        }
        return level
    }

    /// A least |Lc| in `APCAVerdict.minimumRange`.
    private static func apca(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> Double {
        guard let number = value.numberValue else { throw typeError(value, name, "a number of Lc (such as 60)") }
        guard APCAVerdict.minimumRange.contains(abs(number)) else {
            throw DiagnosticError(.error(.configInvalidValue, "`\(name)` must be an Lc between 15 and 108 (APCA's scale; 60 is its minimum for text people read), found \(number)",
                                         at: value.location))
        }
        return abs(number)
    }

    private static func object(_ value: JSONValue, _ name: String) throws(DiagnosticError) -> [JSONMember] {
        guard let members = value.objectMembers else { throw typeError(value, name, "an object") }
        return members
    }

    private static func typeError(_ value: JSONValue, _ name: String, _ expected: String) -> DiagnosticError {
        DiagnosticError(.error(.configInvalidValue, "`\(name)` must be \(expected), found \(value.kindName)", at: value.location))
    }

    private static func unknown(_ member: JSONMember, in parent: String?, expected: [String]) -> DiagnosticError {
        let place = parent.map { " in `\($0)`" } ?? ""
        return DiagnosticError(.error(.configUnknownKey, "unknown configuration key `\(member.key)`\(place); expected one of \(expected.joined(separator: ", "))", at: member.keyLocation))
    }
}
