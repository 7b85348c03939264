/// Reads what `BinaryWriter` wrote. Every read is bounds-checked and every enumeration checked
/// against its cases: a damaged file throws, it never crashes or yields a half-read value.
struct BinaryReader {
    struct Damaged: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    private var seen: [String] = []

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func int() throws(Damaged) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1))))
    }

    /// A count or an index: never negative, never more than the bytes left could hold.
    mutating func count() throws(Damaged) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw Damaged() }
        return value
    }

    mutating func double() throws(Damaged) -> Double {
        guard bytes.count - offset >= 8 else { throw Damaged() }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    mutating func bool() throws(Damaged) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func string() throws(Damaged) -> String {
        let number = try int()
        if number > 0 {
            guard number <= seen.count else { throw Damaged() }
            return seen[number - 1]
        }
        let length = try count()
        let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        offset += length
        seen.append(text)
        return text
    }

    mutating func optional<Value>(_ read: (inout BinaryReader) throws(Damaged) -> Value) throws(Damaged) -> Value? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<Element>(_ read: (inout BinaryReader) throws(Damaged) -> Element) throws(Damaged) -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try read(&self)) }
        return elements
    }

    mutating func strings() throws(Damaged) -> [String] { try array { reader throws(Damaged) in try reader.string() } }

    /// A case of a string-backed enumeration, by its raw value.
    mutating func raw<Value: RawRepresentable<String>>(_: Value.Type) throws(Damaged) -> Value {
        guard let value = Value(rawValue: try string()) else { throw Damaged() }
        return value
    }
}
