/// Applies `$extends` on groups: the extending group is the deep merge of the
/// target group (itself expanded first) with its own members on top.
struct GroupExtendsExpander {
    let root: JSONValue
    var diagnostics = DiagnosticBag()
    private var memo: [String: JSONValue] = [:]
    /// Groups being expanded, outermost first, for cycle reports.
    private var stack: [(path: [String], node: JSONValue)] = []
    private var reportedCycle: Set<String> = []
    /// Members `$extends` may still copy in all: groups that extend groups
    /// twice per level multiply, so 30 levels would copy 2^30 tokens.
    static let maxCopiedMembers = 250_000
    private var copyBudget = maxCopiedMembers
    private var copyBudgetExceeded = false

    init(root: JSONValue) { self.root = root }

    /// The whole tree with every `$extends` applied.
    mutating func expandAll() -> JSONValue { expand(root, path: []) }

    private mutating func expand(_ node: JSONValue, path: [String]) -> JSONValue {
        guard TokenTreeMerge.isGroup(node), case .object = node.kind else { return node }
        let key = path.joined(separator: ".")
        if let done = memo[key] { return done }
        stack.append((path, node))
        defer { stack.removeLast() }
        var current = node
        if let extendsMember = node.member("$extends") {
            current = removing("$extends", from: node)
            if let base = extendedBase(extendsMember, of: path) {
                current = TokenTreeMerge.merge(base, current)
                current.location = node.location
            }
        }
        guard case .object(var members) = current.kind else { return current }
        for i in members.indices where !members[i].isDollarKey || members[i].key == "$root" {
            members[i].value = expand(members[i].value, path: path + [members[i].key])
        }
        let result = JSONValue(.object(members), at: current.location)
        memo[key] = result
        return result
    }

    /// The expanded group `$extends` names, or nil after reporting why not.
    private mutating func extendsTarget(_ member: JSONMember, of path: [String]) -> [String]? {
        let subject = path.joined(separator: ".")
        if let text = member.value.stringValue, let target = ReferenceSyntax.curlyPath(text) {
            return target
        }
        if let pointer = member.value["$ref"]?.stringValue, let segments = ReferenceSyntax.pointerSegments(pointer) {
            return segments
        }
        diagnostics.append(.error(.formatInvalidExtends, "$extends must be a reference to a group, like \"{base.group}\"; found \(member.value.kindName)",
                                  at: member.value.location, subject: subject.isEmpty ? nil : subject))
        return nil
    }

    private mutating func extendedBase(_ member: JSONMember, of path: [String]) -> JSONValue? {
        guard let target = extendsTarget(member, of: path) else { return nil }
        let subject = path.joined(separator: ".")
        let shown = "{" + target.joined(separator: ".") + "}"
        guard let node = Self.lookup(target, in: root) else {
            diagnostics.append(.error(.formatInvalidExtends, "$extends target \(shown) does not exist", at: member.value.location, subject: subject))
            return nil
        }
        guard TokenTreeMerge.isGroup(node) else {
            diagnostics.append(.error(.formatInvalidExtends, "$extends target \(shown) is not a group", at: member.value.location, subject: subject))
            return nil
        }
        if stack.contains(where: { $0.path == target }) {
            reportCycle(at: target)
            return nil
        }
        guard !copyBudgetExceeded else { return nil }
        let base = expand(node, path: target)
        let size = Self.memberCount(base, limit: copyBudget)
        guard size <= copyBudget else {
            copyBudgetExceeded = true
            diagnostics.append(.error(.formatInvalidExtends, "$extends \(shown) would copy more than \(Self.maxCopiedMembers) tokens and groups in all (groups extending groups multiply); not expanded",
                                      at: member.value.location, subject: subject))
            return nil
        }
        copyBudget -= size
        return base
    }

    /// Object members below `node`, counting stops once past `limit`.
    static func memberCount(_ node: JSONValue, limit: Int) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast() {
            guard case .object(let members) = next.kind else { continue }
            count += members.count
            if count > limit { return count }
            pending.append(contentsOf: members.map(\.value))
        }
        return count
    }

    /// Reports one error per group in the cycle that starts at `path` on the stack.
    private mutating func reportCycle(at path: [String]) {
        var cycle = stack.map(\.path)
        if let start = cycle.firstIndex(of: path) { cycle = Array(cycle[start...]) }
        let names = cycle.map { $0.joined(separator: ".") }
        let chain = (names + [names.first ?? ""]).joined(separator: " → ")
        for (group, name) in zip(cycle, names) where !reportedCycle.contains(name) {
            reportedCycle.insert(name)
            let node = Self.lookup(group, in: root)
            let location = node?.member("$extends")?.value.location ?? node?.location
            diagnostics.append(.error(.formatInvalidExtends, "circular $extends: \(chain)", at: location, subject: name.isEmpty ? nil : name))
        }
    }

    private func removing(_ key: String, from node: JSONValue) -> JSONValue {
        guard case .object(let members) = node.kind else { return node }
        return JSONValue(.object(members.filter { $0.key != key }), at: node.location)
    }

    /// The node at `path` below `root` (object members only).
    static func lookup(_ path: [String], in root: JSONValue) -> JSONValue? {
        var node = root
        for segment in path {
            guard let next = node[segment] else { return nil }
            node = next
        }
        return node
    }
}
