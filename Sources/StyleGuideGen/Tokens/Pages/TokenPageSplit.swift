/// How a kind with too many tokens for one page is split: a page per top-level group; a group
/// still over the limit is cut into parts of whole second-level groups, in file order (a
/// second-level group itself over the limit is cut into runs), each part titled by the first and
/// last names it holds (`bgColor, accent to danger`), named as deep as it takes to tell them apart
/// (`gen, color.g0 to color.g27` for runs of one `color` subgroup).
enum TokenPageSplit {
    /// The group pages of each split kind, in the order their first tokens appear; `entries` get their scope.
    static func split(_ entries: inout [TokenCatalog.Entry]) -> [TokenPageKind: [TokenPageScope]] {
        var result: [TokenPageKind: [TokenPageScope]] = [:]
        var files = UniqueIDs()
        for kind in TokenPageKind.allCases { _ = files.make(kind.rawValue) }
        for kind in TokenPageKind.allCases where entries.count(where: { $0.page == kind }) > kind.pageLimit {
            var groups: [String: [Int]] = [:]
            var order: [String] = []
            for index in entries.indices where entries[index].page == kind {
                let group = topLevelGroup(of: entries[index].path)
                if groups[group] == nil { order.append(group) }
                groups[group, default: []].append(index)
            }
            var scopes: [TokenPageScope] = []
            for group in order {
                let members = groups[group] ?? []
                let runs = members.count > kind.pageLimit ? parts(members, entries: entries, limit: kind.pageLimit) : [members]
                let labels = runs.count > 1 ? partLabels(runs, entries: entries) : runs.map { _ in nil }
                for (run, part) in zip(runs, labels) {
                    let base = "\(kind.rawValue)-" + (group.isEmpty ? "ungrouped" : String(CSSNaming.kebab(group).prefix(60)))
                    let scope = TokenPageScope(kind: kind, group: group, part: part, fileName: files.make(base) + ".html")
                    for index in run { entries[index].scope = scope }
                    scopes.append(scope)
                }
            }
            result[kind] = scopes
        }
        return result
    }

    static func topLevelGroup(of path: [String]) -> String { path.count > 1 ? path[0] : "" }

    /// Runs of at most `limit` tokens, whole second-level groups kept together where they fit.
    static func parts(_ members: [Int], entries: [TokenCatalog.Entry], limit: Int) -> [[Int]] {
        var subgroups: [[Int]] = []
        var keys: [String: Int] = [:]
        for index in members {
            let path = entries[index].path
            // A token with no subgroup of its own (`typography.body`) packs alone.
            let key = path.count > 2 ? path[1] : "\u{0}" + String(index)
            if let at = keys[key] { subgroups[at].append(index) } else { keys[key] = subgroups.count; subgroups.append([index]) }
        }
        var runs: [[Int]] = []
        var current: [Int] = []
        for subgroup in subgroups {
            if current.count + subgroup.count > limit, !current.isEmpty {
                runs.append(current)
                current = []
            }
            var rest = subgroup[...]
            while rest.count > limit {
                runs.append(Array(rest.prefix(limit)))
                rest = rest.dropFirst(limit)
            }
            current += rest
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Each run's `first to last` by subgroup (`accent`, `accent to danger`); runs of one subgroup
    /// too large for a page, which would share its name, go deeper (`color.g0 to color.g27`).
    static func partLabels(_ runs: [[Int]], entries: [TokenCatalog.Entry]) -> [String?] {
        let bySubgroup = runs.map { partLabel($0, entries: entries, depth: 1) }
        // Paths cut at their first difference could still repeat if a group's subgroups interleave.
        var unique = UniqueIDs(separator: " part ")
        return zip(runs, bySubgroup).map { run, label in
            unique.make(bySubgroup.count { $0 == label } > 1 ? partLabel(run, entries: entries, depth: nil) : label)
        }
    }

    /// The run's first and last token by their paths below the top-level group, `depth` names of
    /// each, or (nil) down to the first name in which the two differ.
    private static func partLabel(_ run: [Int], entries: [TokenCatalog.Entry], depth: Int?) -> String {
        let first = namesBelowGroup(entries[run[0]].path), last = namesBelowGroup(entries[run[run.count - 1]].path)
        let depth = depth ?? zip(first, last).prefix { $0 == $1 }.count + 1
        let firstName = first.prefix(depth).joined(separator: "."), lastName = last.prefix(depth).joined(separator: ".")
        return firstName == lastName ? firstName : "\(firstName) to \(lastName)"
    }

    /// A token's names below its top-level group (its own name when it has no group).
    private static func namesBelowGroup(_ path: [String]) -> ArraySlice<String> { path.count > 1 ? path.dropFirst() : path[...] }
}
