/// Fills `{{name}}` (escaped) and `{{{name}}}` (raw HTML) in a layout. A
/// stand-in until the Mustache engine renders layouts; the same templates
/// are valid Mustache.
struct PlaceholderTemplate: Sendable {
    let name: String
    let source: String

    func render(_ values: [String: String]) throws(DiagnosticError) -> String {
        var output = ""
        var rest = Substring(source)
        var line = 1
        while let open = rest.range(of: "{{") {
            output += rest[..<open.lowerBound]
            line += rest[..<open.lowerBound].filter { $0 == "\n" }.count
            let raw = rest[open.upperBound...].hasPrefix("{")
            let closer = raw ? "}}}" : "}}"
            let nameStart = raw ? rest.index(after: open.upperBound) : open.upperBound
            guard let close = rest[nameStart...].range(of: closer) else {
                throw DiagnosticError(.error("unclosed tag; expected `\(closer)`", at: SourceLocation(file: name, line: line, column: 1), subject: name))
            }
            let key = rest[nameStart..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard let value = values[key] else {
                throw DiagnosticError(.error("unknown variable `\(key)`; known: \(values.keys.sorted().joined(separator: ", "))",
                                             at: SourceLocation(file: name, line: line, column: 1), subject: name))
            }
            output += raw ? value : HTMLEscaping.text(value)
            rest = rest[close.upperBound...]
        }
        return output + rest
    }
}

import Foundation
