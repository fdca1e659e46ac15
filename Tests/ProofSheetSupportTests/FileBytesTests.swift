import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ProofSheetSupport

/// Whole writes to a descriptor and bounded reads from one: errno's reason on failure, every
/// byte on success, and a read that stops at its limit.
@Suite struct FileBytesTests {
    @Test func aFullDeviceIsNoSpaceLeft() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: FileBytes.Failure(reason: "No space left on device")) { try FileBytes.write([1, 2, 3], to: descriptor) }
    }

    @Test func aClosedDescriptorIsABadOne() throws {
        let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        close(descriptor)
        #expect(throws: FileBytes.Failure(reason: "Bad file descriptor")) { try FileBytes.write([1], to: descriptor) }
    }

    /// With SIGPIPE ignored (as while worker processes run), a pipe without a reader is a
    /// failure, not the end of the process.
    @Test func aPipeWithoutAReaderIsABrokenPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        #expect(throws: FileBytes.Failure(reason: "Broken pipe")) { try FileBytes.write([1], to: ends[1]) }
    }

    /// A non-blocking pipe read slowly takes a large write in many partial writes; every byte
    /// arrives, in order.
    @Test func partialWritesToANonBlockingPipeWriteEverything() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let bytes = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 13) }
        let reader = ends[0]
        let received = Mutex<[UInt8]>([])
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            var chunk = [UInt8](repeating: 0, count: 4096)
            var total = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if count <= 0 { return }
                received.withLock { $0.append(contentsOf: chunk[0..<count]) }
                total += count
                if total % (256 << 10) == 0 { usleep(1000) }
            }
        }
        try FileBytes.write(bytes, to: ends[1])
        close(ends[1])
        done.wait()
        close(ends[0])
        let all = received.withLock { $0 }
        #expect(all.count == bytes.count)
        #expect(all == bytes)
    }

    /// An endless source stops at the limit, in bounded memory, naming it.
    @Test func anEndlessReadStopsAtTheLimit() throws {
        let descriptor = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: FileBytes.Failure(reason: "it is more than the 1 MiB this reads")) {
            try FileBytes.read(descriptor: descriptor, limit: 1 << 20)
        }
        #expect(FileBytes.describe(64 << 20) == "64 MiB" && FileBytes.describe(1000) == "1000 bytes")
    }
}
