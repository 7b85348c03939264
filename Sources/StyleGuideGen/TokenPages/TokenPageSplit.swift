/// How a kind with too many tokens for one page is split: a page per top-level group; a group
/// still over the limit is cut into parts of whole second-level groups, in file order (a
/// second-level group itself over the limit is cut into runs), each part titled by the first and
/// last names it holds (`bgColor, accent to danger`).
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
                for run in runs {
                    let base = "\(kind.rawValue)-" + (group.isEmpty ? "ungrouped" : String(CSSNaming.kebab(group).prefix(60)))
                    let part = runs.count > 1 ? partLabel(run, entries: entries) : nil
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

    /// The second name of a token in a large group: its subgroup, or its own name.
    private static func secondName(_ path: [String]) -> String { path.count > 1 ? path[1] : path.last ?? "" }

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

    private static func partLabel(_ run: [Int], entries: [TokenCatalog.Entry]) -> String {
        let first = secondName(entries[run[0]].path), last = secondName(entries[run[run.count - 1]].path)
        return first == last ? first : "\(first) to \(last)"
    }
}
