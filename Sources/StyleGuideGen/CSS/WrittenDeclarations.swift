/// A cell and the step its tokens are scaled to (nil: the text size comes from a resolver modifier).
struct CellStep: Sendable {
    var cell: TokenCSSCell
    var step: ContentSizeCategory?
}

/// One permutation's tokens and the cells they are declared in.
struct DeclarationJob: Sendable {
    var tokens: ResolvedTokenSet
    var cells: [CellStep]
}

/// A token and what it declares.
struct DeclaredToken: Sendable {
    var token: ResolvedToken
    var declarations: [CSSDeclaration]
}

/// One permutation's declarations, as numbers in `WrittenDeclarations.written`. Only tokens
/// with a Dynamic Type rule differ between steps: the rest are written once.
struct PermutationDeclarations: Sendable {
    let cells: [CellStep]
    /// Every token at the first cell's step, in path order.
    let first: [Int]
    /// For each cell, the tokens that scale, at the cell's step.
    let scaled: [[Int]]
}

/// Every permutation's declarations, written before any property name is claimed. What a token
/// declares depends on the token, the step, and which names its permutation has (a `var()` points
/// only at an emitted token): among permutations of the same names, each token is written once
/// per step (permutations share most of their tokens as one instance), across the cores.
struct WrittenDeclarations: Sendable {
    /// Each distinct token at a step, among the permutations of one list of names.
    let written: [DeclaredToken]
    /// By job.
    let permutations: [PermutationDeclarations]

    init(_ jobs: [DeclarationJob], names: CSSPropertyNames) {
        var pieces = DistinctPieces(jobs)
        permutations = jobs.indices.map { job in
            let layout = jobs[job].cells.enumerated().map { index, cell in
                // The first cell writes every token; the others only those that scale.
                pieces.numbers(of: index == 0 ? jobs[job].tokens.tokens : jobs[job].tokens.tokens.filter { $0.dynamicType != nil },
                               at: cell.step, in: job)
            }
            let first = layout.first ?? []
            // The first cell's scaled tokens are written at its step with the others.
            let scaled = layout.indices.map { index in index == 0 ? first.filter { pieces.list[$0].token.dynamicType != nil } : layout[index] }
            return PermutationDeclarations(cells: jobs[job].cells, first: first, scaled: scaled)
        }
        written = pieces.list.concurrentMap { piece in
            let tokens = jobs[piece.job].tokens
            return DeclaredToken(token: piece.token, declarations: TokenDeclarations(token: piece.token, step: piece.step, names: names,
                                                                                    isEmitted: { tokens[$0.joined(separator: ".")] != nil }).declarations())
        }
    }
}

/// The tokens to write for a list of jobs, each distinct one once: a token instance at a step,
/// among the jobs of one list of names.
private struct DistinctPieces {
    struct Piece: Sendable {
        var token: ResolvedToken
        var step: ContentSizeCategory?
        /// A job of the piece's list of names: whose tokens say which references are emitted.
        var job: Int
    }

    private struct Key: Hashable {
        var names: Int
        var token: ObjectIdentifier
        var step: ContentSizeCategory?
    }

    private(set) var list: [Piece] = []
    private var numbers: [Key: Int] = [:]
    /// By job: the first job of the same names.
    private let namesOf: [Int]
    /// By first job of a list of names and step: the tokens last numbered for them, and their
    /// numbers. Most tokens of a permutation are the very instances at the same places there.
    private var last: [Place: (tokens: [ResolvedToken], numbers: [Int])] = [:]

    private struct Place: Hashable {
        var names: Int
        var step: ContentSizeCategory?
    }

    init(_ jobs: [DeclarationJob]) {
        var firsts: [Int] = []
        namesOf = jobs.indices.map { job in
            if let same = firsts.first(where: { jobs[$0].tokens.hasSameNames(as: jobs[job].tokens) }) { return same }
            firsts.append(job)
            return job
        }
    }

    /// The numbers of the pieces for `tokens` at `step` in `job`, listing the new ones.
    mutating func numbers(of tokens: [ResolvedToken], at step: ContentSizeCategory?, in job: Int) -> [Int] {
        let place = Place(names: namesOf[job], step: step)
        let before = last[place].flatMap { $0.tokens.count == tokens.count ? $0 : nil }
        let numbered = tokens.indices.map { index in
            if let before, before.tokens[index].isSameInstance(as: tokens[index]) { return before.numbers[index] }
            return number(of: tokens[index], at: step, in: job)
        }
        last[place] = (tokens, numbered)
        return numbered
    }

    /// The number of the piece for `token` at `step` in `job`, listing it when it is new.
    private mutating func number(of token: ResolvedToken, at step: ContentSizeCategory?, in job: Int) -> Int {
        let key = Key(names: namesOf[job], token: token.instance, step: step)
        if let number = numbers[key] { return number }
        numbers[key] = list.count
        list.append(Piece(token: token, step: step, job: namesOf[job]))
        return list.count - 1
    }
}
