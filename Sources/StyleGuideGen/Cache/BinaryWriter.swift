/// Writes values as compact bytes for a cache file: integers as LEB128, doubles as their bit
/// pattern, and each distinct string once (later uses are its number), since a token model
/// repeats the same file names, units and path segments thousands of times.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []
    private var seen: [String: Int] = [:]

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        // Zig-zag: small negative numbers stay short.
        rest = (rest << 1) ^ UInt64(bitPattern: Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A string seen before is its number plus one; a new one is 0, its length and its UTF-8.
    mutating func string(_ value: String) {
        if let number = seen[value] {
            int(number + 1)
            return
        }
        seen[value] = seen.count
        int(0)
        var copy = value
        copy.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout BinaryWriter, Value) -> Void) {
        guard let value else { return bool(false) }
        bool(true)
        write(&self, value)
    }

    mutating func array<Element>(_ elements: some Collection<Element>, _ write: (inout BinaryWriter, Element) -> Void) {
        int(elements.count)
        for element in elements { write(&self, element) }
    }

    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }
}
