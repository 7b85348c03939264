/// `--input theme=dark,brand=ocean`: picks one permutation of a token project.
public enum PermutationSelection {
    /// Parses `modifier=context` pairs separated by commas.
    public static func parse(_ text: String) throws(DiagnosticError) -> [String: String] {
        var choices: [String: String] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw DiagnosticError(.error(.inputSyntax, "--input: expected modifier=context, found `\(pair)`"))
            }
            guard choices[parts[0]] == nil else {
                throw DiagnosticError(.error(.inputSyntax, "--input: modifier `\(parts[0])` is given twice"))
            }
            choices[parts[0]] = parts[1]
        }
        return choices
    }

    /// The permutation matching `choices`; modifiers not named take their default.
    public static func select(_ choices: [String: String], in project: TokenProject) throws(DiagnosticError) -> ResolvedPermutation {
        var wanted: [String: String] = [:]
        for modifier in project.modifiers {
            wanted[modifier.name] = modifier.defaultContext ?? modifier.contexts.first
        }
        for (name, context) in choices.sorted(by: { $0.key < $1.key }) {
            guard let modifier = project.modifiers.first(where: { $0.name == name }) else {
                let known = project.modifiers.map(\.name)
                throw DiagnosticError(.error(.inputUnknown, "--input: unknown modifier `\(name)`" + (known.isEmpty ? "; these tokens have no modifiers" : "; expected one of \(known.joined(separator: ", "))")))
            }
            guard modifier.contexts.contains(context) else {
                throw DiagnosticError(.error(.inputUnknown, "--input: modifier `\(name)` has no context `\(context)`; expected one of \(modifier.contexts.joined(separator: ", "))"))
            }
            wanted[name] = context
        }
        guard let match = project.permutations.first(where: { permutation in
            permutation.inputs.allSatisfy { wanted[$0.modifier] == $0.context }
        }) else {
            throw DiagnosticError(.error(.inputUnknown, "--input: no permutation matches \(choices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))"))
        }
        return match
    }
}

import Foundation
