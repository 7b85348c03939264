/// How a token page names the permutations a value holds in: by the choices they share
/// (`Mode=Dark`, `Color=accent or danger`) when they are exactly the shown permutations with those
/// choices, else the first few labels and how many more. A row never lists dozens of names.
struct PermutationScope {
    let project: TokenProject
    /// The permutations the page shows (indices into the project's).
    let shown: [Int]

    static let listed = 3

    func describe(_ indices: [Int]) -> String {
        if let shared = Self.sharedChoices(indices, among: shown, modifiers: project.modifiers, inputs: { project.permutations[$0].inputs }) {
            return shared
        }
        let labels = indices.prefix(Self.listed).map { project.label(of: project.permutations[$0]) }
        return labels.joined(separator: "; ") + (indices.count > Self.listed ? "; and \(indices.count - Self.listed) more" : "")
    }

    /// `Mode=Dark, Color=accent or danger`: the contexts the permutations narrow each modifier to,
    /// when every one of `shown` with those contexts is one of them; nil otherwise. `inputs` gives a
    /// permutation's choices by index (the token pages and the diff index their own lists).
    static func sharedChoices(_ indices: [Int], among shown: [Int], modifiers: [Modifier], inputs: (Int) -> [ModifierChoice]) -> String? {
        func contexts(of modifier: String, in indices: [Int]) -> Set<String> {
            Set(indices.compactMap { inputs($0).first { $0.modifier == modifier }?.context })
        }
        var narrowed: [(modifier: Modifier, contexts: [String])] = []
        for modifier in modifiers {
            let held = contexts(of: modifier.name, in: indices), offered = contexts(of: modifier.name, in: shown)
            if held != offered { narrowed.append((modifier, modifier.contexts.filter(held.contains))) }
        }
        guard !narrowed.isEmpty else { return nil }
        let matching = shown.filter { index in
            narrowed.allSatisfy { narrow in inputs(index).contains { $0.modifier == narrow.modifier.name && narrow.contexts.contains($0.context) } }
        }
        guard Set(matching) == Set(indices) else { return nil }
        return narrowed.map { "\($0.modifier.name)=" + $0.contexts.joined(separator: " or ") }.joined(separator: ", ")
    }
}
