extension ResolvedToken {
    /// The size a Dynamic Type rule scales, in points (1rem = 16pt): a typography token's font size
    /// or a dimension; nil for any other token.
    var sizeInPoints: Double? {
        switch value {
        case .typography(let value): value.fontSize.points
        case .dimension(let value): value.points
        default: nil
        }
    }
}

extension ResolvedTokenSet {
    /// The rule `token` (or its `member`) follows as the CSS writes it: its own, else that of what it
    /// reads through a whole alias (every member), else through the member's own reference.
    func followedRule(of token: ResolvedToken, member: String? = nil) -> DynamicTypeRule? {
        var current = token
        for _ in 0..<64 {
            if let rule = current.dynamicType { return rule }
            if let target = current.aliasOf, let next = self[target.joined(separator: ".")] {
                current = next
            } else if let key = member, let target = current.memberAliases[key], let next = self[target.joined(separator: ".")] {
                return followedRule(of: next)
            } else {
                return nil
            }
        }
        return nil
    }
}
