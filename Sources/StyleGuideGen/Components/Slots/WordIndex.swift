/// The words of every token name numbered once, so a slot's word lists are matched against
/// thousands of names by array lookups: hashing each name's words again for every slot took most
/// of a `check` of a large unmapped system.
struct WordIndex: Sendable {
    /// Words numbered as a load numbers its token names.
    private var numbers = TokenNames()

    var count: Int { numbers.count }

    /// The numbers of `words`, numbering the new ones.
    mutating func number(_ words: Set<String>) -> [Int] { words.map { numbers.intern($0) } }

    /// By word number: whether the word is one of `words` (words no name has are left out).
    func mask(_ words: Set<String>) -> [Bool] {
        var mask = [Bool](repeating: false, count: count)
        for word in words { if let number = numbers.id(of: word) { mask[number] = true } }
        return mask
    }
}

/// A slot profile's word lists as masks over a `WordIndex`.
struct ProfileMasks {
    let required: [[Bool]]
    /// Preferred or favoured.
    let preferred: [Bool]
    let favoured: [Bool]
    let avoided: [Bool]
    let excluded: [Bool]
    let componentScoped: [Bool]

    init(_ profile: SlotProfile, index: WordIndex) {
        required = profile.required.map(index.mask)
        preferred = index.mask(profile.preferred.union(profile.favoured))
        favoured = index.mask(profile.favoured)
        avoided = index.mask(profile.avoided)
        excluded = index.mask(profile.excluded)
        componentScoped = index.mask(SlotProfile.componentScoped)
    }
}
