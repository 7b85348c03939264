/// Names a set of compared permutations briefly, as the token pages do: `all`; one permutation by
/// its label; the contexts they narrow the modifiers to when they are exactly the compared
/// permutations with those contexts (`theme=light`, `palette=default or accent`); else how many
/// of the compared permutations they are (`12 of 192 permutations`), never a list of dozens.
struct PermutationDescriber {
    private let labels: [String]
    private let inputs: [[ModifierChoice]]
    /// Indices of the permutations both sides have.
    private let compared: [Int]
    /// The compared permutations' modifiers, contexts in the order they first occur.
    private let modifiers: [Modifier]

    init(_ permutations: [PermutationDiff]) {
        self.init(labels: permutations.map(\.label), inputs: permutations.map(\.inputs),
                  compared: permutations.indices.filter { permutations[$0].presence == .both })
    }

    /// Permutations by label and modifier choices; `compared` (default: all) are those a set is described among.
    init(labels: [String], inputs: [[ModifierChoice]], compared: [Int]? = nil) {
        self.labels = labels
        self.inputs = inputs
        let compared = compared ?? Array(labels.indices)
        self.compared = compared
        var modifiers: [Modifier] = []
        for index in compared {
            for choice in inputs[index] {
                guard let at = modifiers.firstIndex(where: { $0.name == choice.modifier }) else {
                    modifiers.append(Modifier(name: choice.modifier, contexts: [choice.context]))
                    continue
                }
                if !modifiers[at].contexts.contains(choice.context) { modifiers[at].contexts.append(choice.context) }
            }
        }
        self.modifiers = modifiers
    }

    func describe(_ indices: [Int]) -> String {
        let listed = compared.filter(Set(indices).contains)
        // Permutations only the head has (a crossing measured there alone) are named.
        if listed.isEmpty { return indices.filter(labels.indices.contains).map { labels[$0] }.joined(separator: "; ") }
        return named(listed) ?? "\(listed.count) of \(compared.count) permutations"
    }

    /// The labels of permutations `describe` can only count, for a page to list; nil when it names them.
    func countedLabels(_ indices: [Int]) -> [String]? {
        let listed = compared.filter(Set(indices).contains)
        return listed.isEmpty || named(listed) != nil ? nil : listed.map { labels[$0] }
    }

    private func named(_ listed: [Int]) -> String? {
        if listed.count == compared.count, compared.count > 1 { return "all" }
        if listed.count == 1 { return labels[listed[0]] }
        return PermutationScope.sharedChoices(listed, among: compared, modifiers: modifiers, inputs: { inputs[$0] })
    }
}
