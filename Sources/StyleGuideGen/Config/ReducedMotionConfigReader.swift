/// Reads `"reducedMotion": {"PATH": VALUE}`: for each duration or transition token or group, its value
/// when the user asks for less motion (a duration, or a reference to a token). The values are checked
/// against the tokens once they are loaded; here, only their shape.
enum ReducedMotionConfigReader {
    static func entries(_ value: JSONValue) throws(DiagnosticError) -> [WrittenReducedMotion] {
        guard let members = value.objectMembers else {
            throw DiagnosticError(.error(.configInvalidValue, "`reducedMotion` must be an object of token or group paths, found \(value.kindName)", at: value.location))
        }
        var problems: [Diagnostic] = []
        for member in members {
            switch member.value.kind {
            case .string, .number, .object: continue
            default:
                problems.append(.error(.configInvalidValue, "`reducedMotion.\(member.key)` must be a duration such as \"0ms\" or a reference such as \"{motion.duration.instant}\", found \(member.value.kindName)",
                                       at: member.value.location))
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return members.map { member in
            var path = member.key
            if path.hasPrefix("{") && path.hasSuffix("}") { path = String(path.dropFirst().dropLast()) }
            return WrittenReducedMotion(path: path, value: member.value, location: member.keyLocation)
        }
    }
}
