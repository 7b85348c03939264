/// Feeds typed values into SHA-256 unambiguously: each value goes in with a
/// tag and, where it varies, a length, so two different sequences of values
/// never hash the same byte stream. Used for the build cache's fingerprints.
struct Fingerprinter {
    private var hasher = SHA256()

    init() {}

    mutating func add(_ text: String) {
        tag(.string, length: text.utf8.count)
        hasher.update(text.utf8)
    }

    mutating func add(_ bytes: [UInt8]) {
        tag(.bytes, length: bytes.count)
        hasher.update(bytes)
    }

    mutating func add(_ number: Int) { tag(.int, length: number) }

    mutating func add(_ flag: Bool) { tag(.bool, length: flag ? 1 : 0) }

    /// Hex digest of everything added.
    mutating func finalize() -> String { SHA256.hexString(hasher.finalize()) }

    enum Tag: UInt8 {
        case string = 1, bytes, int, bool, null, double, list, object
    }

    /// One tag byte then eight little-endian bytes (a length or a value).
    mutating func tag(_ tag: Tag, length: Int) {
        let value = UInt64(bitPattern: Int64(length))
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { record in
            record[0] = tag.rawValue
            for index in 0..<8 { record[index + 1] = UInt8(truncatingIfNeeded: value >> UInt64(index * 8)) }
            hasher.update(UnsafeBufferPointer(record))
        }
    }
}

extension Fingerprinter {
    /// A template value, objects with their keys sorted so the digest does
    /// not depend on dictionary order.
    mutating func add(_ value: MustacheValue) {
        switch value {
        case .null: tag(.null, length: 0)
        case .bool(let flag): add(flag)
        case .int(let number): add(number)
        case .double(let number): tag(.double, length: Int(bitPattern: UInt(number.bitPattern)))
        case .string(let text): add(text)
        case .list(let items):
            tag(.list, length: items.count)
            for item in items { add(item) }
        case .object(let members):
            tag(.object, length: members.count)
            for key in members.keys.sorted() {
                add(key)
                add(members[key] ?? .null)
            }
        }
    }
}
