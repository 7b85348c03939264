import Foundation

/// Arithmetic in a value, as Tokens Studio writes it: `{size.base} * 2`, `floor({space.unit} * 1.5)`,
/// `roundTo(4px / 3, 2)`, `(16px + 2px) / 2`. Numbers are decimal (exact), units ride along.
indirect enum Expression: Sendable, Equatable {
    case number(Decimal, unit: String?)
    /// `{a.b}`, optionally followed by a unit (`{base}px`).
    case reference(String, unit: String?)
    case negate(Expression)
    case binary(Character, Expression, Expression)
    case call(String, [Expression])

    /// The functions evaluated, with how many arguments each takes.
    static let functions: [String: ClosedRange<Int>] = ["floor": 1...1, "ceil": 1...1, "round": 1...1, "roundTo": 1...2,
                                                        "abs": 1...1, "min": 1...16, "max": 1...16,
                                                        // CSS's calc(): the arithmetic it holds; clamp(min, value, max).
                                                        "calc": 1...1, "clamp": 3...3]

    /// Whether it computes anything (an operator or a function), not just a number or one reference.
    var computes: Bool {
        switch self {
        case .number, .reference: false
        case .negate(let inner): inner.computes || { if case .reference = inner { true } else { false } }()
        case .binary, .call: true
        }
    }

    /// Every reference it reads, in order.
    var references: [String] {
        switch self {
        case .number: []
        case .reference(let path, _): [path]
        case .negate(let inner): inner.references
        case .binary(_, let lhs, let rhs): lhs.references + rhs.references
        case .call(_, let arguments): arguments.flatMap(\.references)
        }
    }
}

/// A parse error: what was expected, at which character (0-based) of the text.
struct ExpressionSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

/// Parses the grammar `sum := product (("+"|"-") product)*`, `product := unary (("*"|"/") unary)*`,
/// `unary := "-" unary | atom`, `atom := number unit? | "{" path "}" unit? | name "(" sum ("," sum)* ")" | "(" sum ")"`.
struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Hostile input cannot exhaust the stack: nesting and length are bounded (real values nest a
    /// few levels and hold a few operators).
    static let maxDepth = 64
    static let maxOperations = 1_000
    private var depth = 0
    private var operations = 0

    static func parse(_ text: String) -> Result<Expression, ExpressionSyntaxError> {
        var parser = ExpressionParser(scalars: Array(text.unicodeScalars))
        do throws(ExpressionSyntaxError) {
            let expression = try parser.sum()
            parser.skipSpaces()
            guard parser.index == parser.scalars.count else { throw parser.failure("expected an operator (+ - * /) or the end") }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private func failure(_ message: String) -> ExpressionSyntaxError {
        ExpressionSyntaxError(message: message, offset: index)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" { index += 1 }
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard current == scalar else { return false }
        index += 1
        return true
    }

    /// Counts one operation or nesting level, failing past the limits.
    private mutating func enter() throws(ExpressionSyntaxError) {
        operations += 1
        guard depth < Self.maxDepth, operations <= Self.maxOperations else {
            throw failure("the expression nests deeper than \(Self.maxDepth) levels or holds more than \(Self.maxOperations) operations")
        }
    }

    private mutating func sum() throws(ExpressionSyntaxError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        try enter()
        var result = try product()
        while true {
            if take("+") { try enter(); result = .binary("+", result, try product()) }
            else if take("-") { try enter(); result = .binary("-", result, try product()) }
            else { return result }
        }
    }

    private mutating func product() throws(ExpressionSyntaxError) -> Expression {
        var result = try unary()
        while true {
            if take("*") { try enter(); result = .binary("*", result, try unary()) }
            else if take("/") { try enter(); result = .binary("/", result, try unary()) }
            else { return result }
        }
    }

    private mutating func unary() throws(ExpressionSyntaxError) -> Expression {
        if take("-") || take("+") {
            let negative = scalars[index - 1] == "-"
            depth += 1
            defer { depth -= 1 }
            try enter()
            let inner = try unary()
            return negative ? .negate(inner) : inner
        }
        return try atom()
    }

    private mutating func atom() throws(ExpressionSyntaxError) -> Expression {
        skipSpaces()
        guard let scalar = current else { throw failure("expected a number, a {reference}, a function or \"(\"") }
        if scalar == "(" {
            index += 1
            let inner = try sum()
            guard take(")") else { throw failure("expected \")\"") }
            return inner
        }
        if scalar == "{" { return try reference() }
        if scalar == "." || scalar.properties.numericType != nil && scalar.isASCII { return try number() }
        if scalar.properties.isAlphabetic { return try call() }
        throw failure("unexpected \"\(scalar)\"; expected a number, a {reference}, a function or \"(\"")
    }

    private mutating func number() throws(ExpressionSyntaxError) -> Expression {
        let start = index
        while let scalar = current, scalar.isASCII, scalar.properties.numericType != nil || scalar == "." { index += 1 }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard text.filter({ $0 == "." }).count <= 1, text != ".", let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            index = start
            throw failure("malformed number \"\(text)\"")
        }
        return .number(value, unit: unit())
    }

    /// Letters or `%` right after a number or reference: `px`, `rem`, `%`.
    private mutating func unit() -> String? {
        let start = index
        while let scalar = current, scalar == "%" || (scalar.isASCII && scalar.properties.isAlphabetic) { index += 1 }
        return index > start ? String(String.UnicodeScalarView(scalars[start..<index])).lowercased() : nil
    }

    private mutating func reference() throws(ExpressionSyntaxError) -> Expression {
        let start = index
        index += 1
        while let scalar = current, scalar != "}" {
            guard scalar != "{" else { throw failure("\"{\" inside a reference") }
            index += 1
        }
        guard current == "}" else {
            index = start
            throw failure("a reference that is not closed with \"}\"")
        }
        let path = String(String.UnicodeScalarView(scalars[(start + 1)..<index]))
        index += 1
        guard !path.isEmpty, !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            index = start
            throw failure("malformed reference \"{\(path)}\"; write {group.token}")
        }
        return .reference(path, unit: unit())
    }

    private mutating func call() throws(ExpressionSyntaxError) -> Expression {
        let start = index
        while let scalar = current, scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        guard take("(") else {
            index = start
            throw failure("unexpected word \"\(name)\"; expected a number, a {reference}, a function call or \"(\"")
        }
        guard let arity = Expression.functions[name] else {
            index = start
            throw failure("unknown function \(name)(); expected one of \(Expression.functions.keys.sorted().map { $0 + "()" }.joined(separator: ", "))")
        }
        var arguments = [try sum()]
        while take(",") { arguments.append(try sum()) }
        guard take(")") else { throw failure("expected \",\" or \")\" in \(name)()") }
        guard arity.contains(arguments.count) else {
            index = start
            throw failure("\(name)() takes \(arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)") argument\(arity.upperBound == 1 ? "" : "s"), found \(arguments.count)")
        }
        return .call(name, arguments)
    }
}
