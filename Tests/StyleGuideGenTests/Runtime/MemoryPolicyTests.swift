import Foundation
import Testing
@testable import StyleGuideGen

@Suite struct MemoryPolicyTests {
    /// One mapping of this process, as the kernel lists it in /proc/self/smaps.
    struct Mapping {
        var range: Range<UInt>
        var name: String
        var flags: [String]
    }

    static func mapping(holding address: UInt) throws -> Mapping? {
        // Read to its end: the kernel reports the file's size as zero.
        let smaps = String(decoding: try #require(FileHandle(forReadingAtPath: "/proc/self/smaps")).readDataToEndOfFile(), as: UTF8.self)
        var current: Mapping?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let bounds = fields.first?.split(separator: "-"), bounds.count == 2,
               let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) {
                current = Mapping(range: start..<end, name: fields.count > 5 ? String(fields[5]) : "", flags: [])
            } else if fields.first == "VmFlags:", var mapping = current, mapping.range.contains(address) {
                mapping.flags = fields.dropFirst().map(String.init)
                return mapping
            }
        }
        return nil
    }

    /// A thread that works for a one-shot command asks for huge pages for its own heap, once:
    /// the kernel then marks its heap (`hg`). A thread glibc gave the main heap has
    /// nothing to ask for.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
    func aWorkingThreadAsksForHugePagesForItsHeapOnce() throws {
        MemoryPolicy.keepFreedMemory()
        MemoryPolicy.growHeapInHugePages()
        nonisolated(unsafe) var asked = false, askedAgain = true
        nonisolated(unsafe) var address: UInt = 0
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            asked = MemoryPolicy.growThreadHeapInHugePages()
            askedAgain = MemoryPolicy.growThreadHeapInHugePages()
            let block = malloc(64)
            address = UInt(bitPattern: block)
            free(block)
            done.signal()
        }
        done.wait()
        let mapping = try #require(try Self.mapping(holding: address))
        #expect(!askedAgain)
        if mapping.name == "[heap]" {
            #expect(!asked)
        } else {
            #expect(asked)
            #expect(mapping.flags.contains("hg"), "\(mapping.flags)")
            // glibc's thread heaps start on 64 MB boundaries: the advice went to the heap the thread allocates from.
            #expect(mapping.range.lowerBound % (64 << 20) == 0)
        }
    }
}
