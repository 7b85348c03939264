import Foundation

/// Reads a resolver document: checks its shape, follows `$ref`s to sets and
/// files (inside the project root only) and returns it as a `ResolverDocument`.
struct ResolverReader {
    let fileSystem: FileSystem
    let root: String
    let loader: TokenDocumentLoader
    let resolverPath: String
    /// Symbolic links are followed only while they stay inside this folder.
    let linkBoundary: String
    var diagnostics = DiagnosticBag()
    private var fileCache: [String: JSONValue?] = [:]
    /// The files the resolver names, read ahead (set when reading starts).
    private var prefetched: PrefetchedFiles
    private var setsJSON: [String: JSONValue] = [:]
    private var setsExpanded: [String: [JSONValue]] = [:]
    private var setsInProgress: Set<String> = []

    init(fileSystem: FileSystem, root: String, loader: TokenDocumentLoader, resolverPath: String, linkBoundary: String? = nil) {
        self.linkBoundary = linkBoundary ?? root
        self.fileSystem = fileSystem
        self.root = root
        self.loader = loader
        self.resolverPath = resolverPath
        prefetched = PrefetchedFiles([], fileSystem: fileSystem, within: self.linkBoundary, loader: loader)
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, subject: String? = nil) {
        diagnostics.append(.error(code, message, at: location, subject: subject))
    }

    mutating func read(_ json: JSONValue) -> ResolverDocument? {
        guard let members = json.objectMembers else {
            error(.resolverInvalidProperty, "a resolver document must be a JSON object, found \(json.kindName)", at: json.location)
            return nil
        }
        prefetched = PrefetchedFiles(Self.referencedFiles(in: json).compactMap(path(of:)), fileSystem: fileSystem, within: linkBoundary, loader: loader)
        var document = ResolverDocument()
        let known: Set<String> = ["$schema", "$defs", "$extensions", "name", "version", "description", "sets", "modifiers", "resolutionOrder"]
        for member in members where !known.contains(member.key) {
            error(.resolverUnknownProperty, "unknown resolver property '\(member.key)'; expected name, version, description, sets, modifiers, resolutionOrder ($schema, $defs and $extensions are also allowed)", at: member.keyLocation)
        }
        checkExtensions(json, owner: "the resolver")
        document.name = optionalString(json.member("name"))
        document.description = optionalString(json.member("description"))
        if let version = json["version"] {
            if version.stringValue != "2025.10" {
                error(.resolverVersion, "resolver version must be \"2025.10\", found \(version.stringValue.map { "\"\($0)\"" } ?? version.kindName)", at: version.location)
            }
        } else {
            error(.resolverVersion, "a resolver document needs \"version\": \"2025.10\"", at: json.location)
        }
        if let sets = json["sets"] {
            guard let setMembers = sets.objectMembers else {
                error(.resolverInvalidProperty, "sets must be an object of named sets, found \(sets.kindName)", at: sets.location)
                return nil
            }
            for member in setMembers { setsJSON[member.key] = member.value }
        }
        guard let order = json["resolutionOrder"] else {
            error(.resolverMissingProperty, "a resolver document needs a resolutionOrder array", at: json.location)
            return nil
        }
        guard let items = order.arrayValue else {
            error(.resolverInvalidProperty, "resolutionOrder must be an array, found \(order.kindName)", at: order.location)
            return nil
        }
        guard !items.isEmpty else {
            error(.resolverEmptyOrder, "resolutionOrder is empty; list the sets and modifiers to merge, like [{\"$ref\": \"#/sets/base\"}]", at: order.location)
            return nil
        }
        if let modifiers = json["modifiers"], modifiers.objectMembers == nil {
            error(.resolverInvalidProperty, "modifiers must be an object of named modifiers, found \(modifiers.kindName)", at: modifiers.location)
        }
        var names: Set<String> = []
        for item in items {
            guard let step = readStep(item, root: json, names: &names) else { continue }
            document.steps.append(step)
        }
        document.unlistedSets = readUnlisted(json, listed: names)
        return document
    }

    /// Sets and modifiers declared but not in `resolutionOrder`: named in a
    /// warning; the sets are kept in case references can only be resolved from them.
    private mutating func readUnlisted(_ json: JSONValue, listed: Set<String>) -> [UnlistedSet] {
        var unlisted: [UnlistedSet] = []
        for member in json["sets"]?.objectMembers ?? [] where !listed.contains("sets/" + member.key) && !setsExpanded.keys.contains(member.key) {
            diagnostics.append(.warning(.resolverUnusedSet, "set '\(member.key)' is declared but resolutionOrder does not list it, so it takes no part in resolution; add {\"$ref\": \"#/sets/\(member.key)\"} or remove it",
                                        at: member.keyLocation))
            if let documents = expandSet(named: member.key, at: member.keyLocation) {
                unlisted.append(UnlistedSet(name: member.key, location: member.keyLocation, documents: documents))
            }
        }
        for member in json["modifiers"]?.objectMembers ?? [] where !listed.contains("modifiers/" + member.key) {
            diagnostics.append(.warning(.resolverUnusedModifier, "modifier '\(member.key)' is declared but resolutionOrder does not list it, so it takes no part in resolution; add {\"$ref\": \"#/modifiers/\(member.key)\"} or remove it",
                                        at: member.keyLocation))
        }
        return unlisted
    }

    /// `$extensions` must be an object (its vendor keys are kept, unread).
    private mutating func checkExtensions(_ json: JSONValue, owner: String) {
        guard let extensions = json["$extensions"], extensions.objectMembers == nil else { return }
        error(.resolverInvalidProperty, "$extensions of \(owner) must be an object keyed by vendor, found \(extensions.kindName)", at: extensions.location)
    }

    private mutating func optionalString(_ member: JSONMember?) -> String? {
        guard let member else { return nil }
        guard let text = member.value.stringValue else {
            error(.resolverInvalidProperty, "'\(member.key)' must be a string, found \(member.value.kindName)", at: member.value.location)
            return nil
        }
        return text
    }

    /// One `resolutionOrder` entry: a `$ref` to a set or modifier, or one inline.
    private mutating func readStep(_ item: JSONValue, root json: JSONValue, names: inout Set<String>) -> ResolverDocument.Step? {
        if let ref = item["$ref"] {
            guard let pointer = ref.stringValue, let segments = ReferenceSyntax.pointerSegments(pointer), segments.count == 2 else {
                error(.resolverInvalidReference, "resolutionOrder entries must reference \"#/sets/NAME\" or \"#/modifiers/NAME\"", at: ref.location)
                return nil
            }
            let name = segments[1]
            guard names.insert(segments[0] + "/" + name).inserted else {
                error(.resolverDuplicateEntry, "'\(name)' appears twice in resolutionOrder", at: ref.location)
                return nil
            }
            switch segments[0] {
            case "sets":
                // `sources` beside the `$ref` overrides the set's own.
                if let sources = item["sources"] {
                    return readSources(sources, owner: "set '\(name)'", at: item.location).map { .set($0) }
                }
                return expandSet(named: name, at: ref.location).map { .set($0) }
            case "modifiers":
                guard let modifier = json["modifiers"]?[name] else {
                    error(.resolverInvalidReference, "resolutionOrder references the unknown modifier '\(name)'", at: ref.location)
                    return nil
                }
                return readModifier(name: name, Self.overriding(modifier, with: item))
            default:
                error(.resolverInvalidReference, "resolutionOrder entries must reference \"#/sets/NAME\" or \"#/modifiers/NAME\"", at: ref.location)
                return nil
            }
        }
        guard item.objectMembers != nil else {
            error(.resolverInvalidProperty, "resolutionOrder entries must be objects, found \(item.kindName)", at: item.location)
            return nil
        }
        guard let name = item["name"]?.stringValue, let type = item["type"]?.stringValue else {
            error(.resolverMissingProperty, "an inline resolutionOrder entry needs \"name\" and \"type\" (\"set\" or \"modifier\")", at: item.location)
            return nil
        }
        guard names.insert("inline/" + name).inserted else {
            error(.resolverDuplicateEntry, "'\(name)' appears twice in resolutionOrder", at: item.location)
            return nil
        }
        switch type {
        case "set":
            checkKeys(item, allowed: ["name", "type", "sources", "description", "$extensions"], owner: "inline set '\(name)'")
            return readSources(item["sources"], owner: "set '\(name)'", at: item.location).map { .set($0) }
        case "modifier": return readModifier(name: name, item, inline: true)
        default:
            error(.resolverInvalidProperty, "inline type must be \"set\" or \"modifier\", found \"\(type)\"", at: item["type"]?.location)
            return nil
        }
    }

    /// A named set's sources, expanded (sets may reference sets; cycles are errors).
    private mutating func expandSet(named name: String, at location: SourceLocation) -> [JSONValue]? {
        if let done = setsExpanded[name] { return done }
        guard let set = setsJSON[name] else {
            error(.resolverInvalidReference, "reference to the unknown set '\(name)'", at: location)
            return nil
        }
        guard setsInProgress.insert(name).inserted else {
            error(.resolverSetCycle, "set '\(name)' references itself", at: location)
            return nil
        }
        defer { setsInProgress.remove(name) }
        checkKeys(set, allowed: ["sources", "description", "$extensions"], owner: "set '\(name)'")
        guard let sources = readSources(set["sources"], owner: "set '\(name)'", at: set.location) else { return nil }
        setsExpanded[name] = sources
        return sources
    }

    /// Unknown keys on a set or modifier are errors (`$extensions` is allowed everywhere).
    private mutating func checkKeys(_ json: JSONValue, allowed: Set<String>, owner: String) {
        for member in json.objectMembers ?? [] where !allowed.contains(member.key) {
            error(.resolverUnknownProperty, "unknown property '\(member.key)' on \(owner); expected \(allowed.sorted().joined(separator: ", "))", at: member.keyLocation)
        }
        checkExtensions(json, owner: owner)
    }

    /// A reference object's keys beside `$ref` replace those of its target (shallowly).
    static func overriding(_ target: JSONValue, with reference: JSONValue) -> JSONValue {
        target.replacingMembers(with: reference.objectMembers?.filter { $0.key != "$ref" } ?? [])
    }

    private mutating func readModifier(name: String, _ json: JSONValue, inline: Bool = false) -> ResolverDocument.Step? {
        let keys: Set<String> = ["contexts", "default", "description", "$extensions"]
        checkKeys(json, allowed: inline ? keys.union(["name", "type"]) : keys, owner: "modifier '\(name)'")
        guard let contextsJSON = json["contexts"], let contextMembers = contextsJSON.objectMembers else {
            error(.resolverMissingProperty, "modifier '\(name)' needs a \"contexts\" object", at: json["contexts"]?.location ?? json.location)
            return nil
        }
        guard !contextMembers.isEmpty else {
            error(.resolverContexts, "modifier '\(name)' has no contexts", at: contextsJSON.location)
            return nil
        }
        if contextMembers.count == 1 {
            error(.resolverContexts, "modifier '\(name)' has a single context; use a set instead", at: contextsJSON.location)
        }
        var contexts: [String: [JSONValue]] = [:]
        for member in contextMembers {
            contexts[member.key] = readSources(member.value, owner: "context '\(member.key)' of modifier '\(name)'", at: member.value.location) ?? []
        }
        let names = contextMembers.map(\.key)
        var fallback: String?
        if let defaultJSON = json["default"] {
            if let text = defaultJSON.stringValue, names.contains(text) {
                fallback = text
            } else {
                error(.resolverInvalidDefault, "default of modifier '\(name)' must name one of its contexts: \(names.joined(separator: ", "))", at: defaultJSON.location)
            }
        }
        let description = json["description"]?.stringValue
        return .modifier(Modifier(name: name, contexts: names, defaultContext: fallback, description: description), contexts)
    }

    /// A sources array: `$ref` to a file or set, or inline token documents.
    private mutating func readSources(_ json: JSONValue?, owner: String, at location: SourceLocation) -> [JSONValue]? {
        guard let json else {
            error(.resolverMissingProperty, "\(owner) needs a \"sources\" array", at: location)
            return nil
        }
        guard let items = json.arrayValue else {
            error(.resolverInvalidProperty, "sources of \(owner) must be an array, found \(json.kindName)", at: json.location)
            return nil
        }
        var documents: [JSONValue] = []
        for item in items {
            guard let ref = item["$ref"] else {
                guard case .object = item.kind else {
                    error(.resolverInvalidProperty, "a source must be {\"$ref\": \"file.json\"} or an inline token object, found \(item.kindName)", at: item.location)
                    continue
                }
                documents.append(item)
                continue
            }
            guard let target = ref.stringValue else {
                error(.resolverInvalidReference, "$ref must be a string", at: ref.location)
                continue
            }
            if target.hasPrefix("#") {
                let segments = ReferenceSyntax.pointerSegments(target) ?? []
                if segments.count == 2, segments[0] == "sets" {
                    documents.append(contentsOf: expandSet(named: segments[1], at: ref.location) ?? [])
                } else if segments.first == "modifiers" {
                    error(.resolverInvalidReference, "a source must not reference a modifier (\"\(target)\")", at: ref.location)
                } else {
                    error(.resolverInvalidReference, "a source may reference \"#/sets/NAME\" or a file, not \"\(target)\"", at: ref.location)
                }
                continue
            }
            if let document = loadFile(target, at: ref.location) { documents.append(Self.overriding(document, with: item)) }
        }
        return documents
    }

    /// Every file a `$ref` string in the resolver's sets, modifiers and resolution order names
    /// (pointers into the resolver itself left out).
    private static func referencedFiles(in json: JSONValue) -> [String] {
        var found: [String] = []
        var pending = ["sets", "modifiers", "resolutionOrder"].compactMap { json[$0] }
        while let value = pending.popLast() {
            switch value.kind {
            case .object(let members):
                for member in members {
                    if member.key == "$ref", let target = member.value.stringValue, !target.hasPrefix("#") { found.append(target) }
                    pending.append(member.value)
                }
            case .array(let items): pending.append(contentsOf: items)
            default: continue
            }
        }
        return found
    }

    /// The file a `$ref` names (before any `#`), inside the project; nil when it leaves it.
    private func path(of reference: String) -> String? {
        let file = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return ProjectPaths.resolve(String(file), relativeTo: ProjectPaths.directory(of: resolverPath), root: root)
    }

    /// Parses a referenced file once; `file.json#/pointer` takes part of it.
    private mutating func loadFile(_ reference: String, at location: SourceLocation) -> JSONValue? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let path = path(of: reference) else {
            error(.ioOutsideProject, "$ref \"\(reference)\" must be a relative path inside the project folder \(root)", at: location)
            return nil
        }
        let document: JSONValue?
        if let cached = fileCache[path] {
            document = cached
        } else {
            do {
                document = try prefetched.parse(path, diagnostics: &diagnostics)
            } catch let failure {
                error(.ioUnreadable, "cannot read \"\(reference)\" (\(failure))", at: location)
                fileCache[path] = .some(nil)
                return nil
            }
            fileCache[path] = document
        }
        return part(parts, of: document, reference: reference, at: location)
    }

    /// The document, or for `file.json#/pointer` the part the pointer names.
    private mutating func part(_ parts: [String], of document: JSONValue?, reference: String, at location: SourceLocation) -> JSONValue? {
        guard let document else { return nil }
        guard parts.count == 2 else { return document }
        let fragment = parts[1].hasPrefix("/") || parts[1].isEmpty ? "#" + parts[1] : "#/" + parts[1]
        guard let segments = ReferenceSyntax.pointerSegments(fragment),
              let part = GroupExtendsExpander.lookup(segments, in: document) else {
            error(.resolverInvalidReference, "$ref \"\(reference)\" points at nothing in \(parts[0])", at: location)
            return nil
        }
        return part
    }
}
