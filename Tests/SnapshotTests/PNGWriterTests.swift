import Foundation
import Testing
@testable import Snapshot

@Suite struct PNGWriterTests {
    private let image = RGBAImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })

    @Test func encodedBytesDecodeToTheSamePixels() throws {
        let bytes = try PNGWriter.encode(image)
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(try PNGDecoder.decode(bytes) == image)
        #expect(try PNGWriter.encode(image) == bytes)
    }

    @Test func writeReplacesTheFileAndLeavesNoTemporary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("diff.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try PNGWriter.write(image, to: path)
        #expect(try PNGDecoder.decode(contentsOf: path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diff.png"])
    }

    @Test func unwritablePathIsReportedWithTheReason() {
        #expect(throws: PNGWritingError.notWritable(path: "/no/such/dir/diff.png", reason: "No such file or directory")) {
            try PNGWriter.write(image, to: "/no/such/dir/diff.png")
        }
    }

    @Test func failedRenameRemovesTheTemporary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID())")
        let occupied = directory.appendingPathComponent("diff.png")
        try FileManager.default.createDirectory(at: occupied.appendingPathComponent("inside"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: PNGWritingError.notWritable(path: occupied.path, reason: "Is a directory")) {
            try PNGWriter.write(image, to: occupied.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diff.png"])
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: PNGWritingError.self) { try PNGWriter.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }
}
