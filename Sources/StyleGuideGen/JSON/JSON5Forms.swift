/// The JSON5 forms a lenient read of a JSON file met (`json/json5-syntax`): for each form, the
/// first one with its message, and how many there were. A file written in JSON5 holds hundreds;
/// one warning per form says as much.
struct JSON5Forms: Sendable, Equatable {
    enum Form: Sendable, Equatable {
        case unquotedKey, singleQuotes, escape, lineContinuation, controlCharacter
        case hexadecimalNumber, plusSign, decimalPoint
    }

    private struct First: Sendable, Equatable {
        var form: Form
        var location: SourceLocation
        var message: String
        var count: Int
    }

    /// In the order the forms were first met.
    private var firsts: [First] = []

    /// One more of `form`; the message is made for the first one only.
    mutating func note(_ form: Form, at location: SourceLocation, _ message: @autoclosure () -> String) {
        if let index = firsts.firstIndex(where: { $0.form == form }) {
            firsts[index].count += 1
        } else {
            firsts.append(First(form: form, location: location, message: message(), count: 1))
        }
    }

    var warnings: [Diagnostic] {
        firsts.map { first in
            let more = first.count > 1 ? " (and \(first.count - 1) more in this file)" : ""
            return .warning(.jsonJSON5Syntax, first.message + more, at: first.location)
        }
    }
}
