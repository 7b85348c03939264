/// Resolved tokens as deterministic JSON (for `styleguide tokens`).
public enum TokenJSONOutput {
    /// `{ "path.to.token": {"$type", "$value", "aliasOf"?, "$description"?}, ... }`, keys sorted.
    public static func json(for tokens: ResolvedTokenSet) -> JSONValue {
        let location = SourceLocation(file: "<output>", line: 1, column: 1)
        let builder = JSONShapeBuilder(location: location)
        let members = tokens.tokens.map { token -> JSONMember in
            var pairs: [(String, JSONValue)] = [("$type", builder.string(token.value.typeName)), ("$value", builder.value(token.value))]
            if let target = token.aliasOf { pairs.append(("aliasOf", builder.string(target.joined(separator: ".")))) }
            if let description = token.description { pairs.append(("$description", builder.string(description))) }
            return JSONMember(key: token.name, keyLocation: location, value: builder.object(pairs))
        }
        return JSONValue(.object(members), at: location)
    }

    /// One permutation's tokens as pretty JSON text.
    public static func text(for tokens: ResolvedTokenSet) -> String {
        JSONWriter.write(json(for: tokens), sortKeys: true)
    }

    /// Every permutation: `{"permutations": [{"inputs": {modifier: context}, "tokens": {...}}]}`.
    public static func text(for project: TokenProject) -> String {
        let location = SourceLocation(file: "<output>", line: 1, column: 1)
        let builder = JSONShapeBuilder(location: location)
        let permutations = project.permutations.map { permutation in
            builder.object([
                ("inputs", builder.object(permutation.inputs.map { ($0.modifier, builder.string($0.context)) })),
                ("tokens", json(for: permutation.tokens)),
            ])
        }
        return JSONWriter.write(builder.object([("permutations", builder.node(.array(permutations)))]), sortKeys: true)
    }
}
