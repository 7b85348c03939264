/// The members (or items) of every container open while parsing, on one stack for the whole
/// walk. A closing container moves its own off the top into an array of exactly their count:
/// an array per container would grow by reallocating as members came, and the elements are moved, not copied, so nothing is retained twice.
final class OpenContainerStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements the open containers hold together.
    private(set) var count = 0

    init(capacity: Int = 64) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        // A walk that threw leaves its open containers' elements here.
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` to the top, as the open container that began at `start` reads them.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// The elements from `start` to the top moved into an array; the stack is `start` high after.
    func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        // Reserved and appended, not `Array(unsafeUninitializedCapacity:)`: that initialiser
        // allocates through the standard library's unspecialised code, which looks up the
        // array's type at run time for every container.
        var array: [Element] = []
        array.reserveCapacity(moved)
        for offset in start..<count { array.append((base + offset).move()) }
        count = start
        return array
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
