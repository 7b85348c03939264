/// A stylesheet's rules indexed once by property, so that the rules holding only some properties
/// (and every property their values read) can be taken out many times, each at the cost of what it
/// keeps: a component page's few dozen properties out of a design system's thousands.
struct StylesheetSubset: Sendable {
    private let blocks: [CSSRuleBlock]
    /// Property -> the properties its values read, in any rule.
    private let reads: [String: Set<String>]
    /// Property -> where it is declared: (rule, declaration) positions.
    private let places: [String: [Place]]

    private struct Place: Sendable {
        var block: Int
        var declaration: Int
    }

    init(_ blocks: [CSSRuleBlock]) {
        var reads: [String: Set<String>] = [:]
        var places: [String: [Place]] = [:]
        for (blockIndex, block) in blocks.enumerated() {
            for (index, declaration) in block.declarations.enumerated() {
                places[declaration.property, default: []].append(Place(block: blockIndex, declaration: index))
                let references = declaration.value.references
                if !references.isEmpty { reads[declaration.property, default: []].formUnion(references) }
            }
        }
        self.blocks = blocks
        self.reads = reads
        self.places = places
    }

    /// The rules holding only `properties` (with `--`) and what they read, in the stylesheet's order,
    /// without the rules left empty.
    func blocks(keeping properties: Set<String>) -> [CSSRuleBlock] {
        var kept: Set<String> = [], pending = Array(properties)
        while let property = pending.popLast() {
            guard kept.insert(property).inserted else { continue }
            pending += reads[property] ?? []
        }
        var declarationsByBlock: [Int: [Int]] = [:]
        for property in kept {
            for place in places[property] ?? [] { declarationsByBlock[place.block, default: []].append(place.declaration) }
        }
        return declarationsByBlock.keys.sorted().map { index in
            let block = blocks[index]
            let declarations = (declarationsByBlock[index] ?? []).sorted().map { block.declarations[$0] }
            return CSSRuleBlock(selectors: block.selectors, inMedia: block.inMedia, inSupports: block.inSupports, declarations: declarations,
                                inReducedMotion: block.inReducedMotion)
        }
    }
}
