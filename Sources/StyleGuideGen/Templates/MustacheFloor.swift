/// The least a template renders whatever the data: text and partials outside
/// every section and block (those may render nothing). Checked before a
/// render, so templates that include partials twice per level fail at once
/// instead of after gigabytes of output.
struct MustacheFloor {
    var bytes = 0
    var inclusions = 0
    /// The included template contributing most, for the diagnostic's chain.
    var heaviest: String?

    static func check(_ template: MustacheTemplate, in library: MustacheLibrary) throws(DiagnosticError) {
        var memo: [String: MustacheFloor] = [:]
        let floor = floor(of: template.nodes, in: library, depth: 0, memo: &memo)
        let options = library.options
        guard floor.bytes > options.maxOutputBytes || floor.inclusions > options.maxInclusions else { return }
        var chain = [template.name]
        var next = floor.heaviest
        while let name = next, chain.count < 200, !chain.contains(name) {
            chain.append(name)
            next = memo[name]?.heaviest
        }
        let what = floor.bytes > options.maxOutputBytes
            ? "at least \(megabytes(floor.bytes)), over the \(megabytes(options.maxOutputBytes)) a page may have"
            : "at least \(floor.inclusions) partials, over the \(options.maxInclusions) a page may include"
        throw DiagnosticError(.error(.templateRunaway, "template `\(template.name)` renders \(what) (partials included repeatedly: \(MustacheRenderer.describe(chain)))",
                                     subject: template.name))
    }

    /// Sums saturate at `Int.max`, as exponential sets of partials overflow.
    private static func floor(of nodes: [MustacheNode], in library: MustacheLibrary, depth: Int,
                              memo: inout [String: MustacheFloor]) -> MustacheFloor {
        var total = MustacheFloor()
        var heaviestBytes = -1
        for node in nodes {
            let name: String
            switch node {
            case .text(let text):
                total.bytes = add(total.bytes, text.bytes.count)
                continue
            case .partial(.named(let fixed), _, _, _), .parent(.named(let fixed), _, _, _):
                name = fixed
            default:
                continue
            }
            total.inclusions = add(total.inclusions, 1)
            // Deeper than the renderer allows is an error there anyway; counting it as 0 keeps this a lower bound.
            guard depth < library.options.maxPartialDepth, let template = library.template(named: name) else { continue }
            let included: MustacheFloor
            if let known = memo[name] {
                included = known
            } else {
                memo[name] = MustacheFloor()  // a partial including itself adds nothing certain
                included = floor(of: template.nodes, in: library, depth: depth + 1, memo: &memo)
                memo[name] = included
            }
            total.bytes = add(total.bytes, included.bytes)
            total.inclusions = add(total.inclusions, included.inclusions)
            if included.bytes > heaviestBytes {
                heaviestBytes = included.bytes
                total.heaviest = name
            }
        }
        return total
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// `64 MB`, or the exact bytes below a megabyte.
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
    }
}
