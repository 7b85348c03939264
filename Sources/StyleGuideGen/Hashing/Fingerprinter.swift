/// Feeds typed values into a 128-bit content hash (XXH3) unambiguously:
/// each value goes in with a tag and, where it varies, a length, so two
/// different sequences of values never hash the same byte stream. Used for
/// the build cache's fingerprints. Small values are gathered in a buffer so
/// the hash sees few, large updates; the buffer is written with plain stores
/// (an array's append checked capacity and uniqueness for every tag, which
/// made a page's fingerprint a tenth of its build).
struct Fingerprinter: ~Copyable {
    private var hash = XXH3()
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.bufferSize, alignment: 8)
    private var count = 0
    private static let bufferSize = 4096

    init() {}

    deinit { buffer.deallocate() }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(tag: .string, bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func add(_ number: Int) { tag(.int, length: number) }

    mutating func add(_ flag: Bool) { tag(.bool, length: flag ? 1 : 0) }

    /// 32 hex digits of everything added.
    mutating func finalize() -> String {
        flush()
        return Hex.string(hash.digest())
    }

    enum Tag: UInt8 {
        case string = 1, int, bool, null, double, list, object
    }

    /// One tag byte then eight little-endian bytes (a length or a value).
    mutating func tag(_ tag: Tag, length: Int) {
        if count + 9 > Self.bufferSize { flush() }
        buffer.storeBytes(of: tag.rawValue, toByteOffset: count, as: UInt8.self)
        buffer.storeBytes(of: UInt64(bitPattern: Int64(length)).littleEndian, toByteOffset: count + 1, as: UInt64.self)
        count += 9
    }

    private mutating func add(tag kind: Tag, bytes: UnsafeRawBufferPointer) {
        tag(kind, length: bytes.count)
        if count + bytes.count <= Self.bufferSize {
            if let source = bytes.baseAddress { (buffer + count).copyMemory(from: source, byteCount: bytes.count) }
            count += bytes.count
        } else {
            flush()
            hash.update(bytes)
        }
    }

    private mutating func flush() {
        guard count > 0 else { return }
        hash.update(UnsafeRawBufferPointer(start: buffer, count: count))
        count = 0
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
            for member in members.sorted(by: { $0.key < $1.key }) {
                add(member.key)
                add(member.value)
            }
        }
    }
}
