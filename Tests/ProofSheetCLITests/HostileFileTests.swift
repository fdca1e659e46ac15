import Foundation
import TestSupport
import Testing

/// Paths that are not the regular files they should be: a folder, a FIFO nobody writes to, a
/// device. Each is one clear line and exit 2, never a hang.
@Suite struct HostileFileTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("hostile")
    }

    func fifo(_ name: String) -> String {
        let path = folder.appendingPathComponent(name).path
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    func spec(fonts: String) throws -> String {
        let path = folder.appendingPathComponent("spec-\(UUID().uuidString).yaml").path
        try SpecFixture.labelList(
            suite: "Hostile", suiteKeys: [#"fonts: ["\#(fonts)"]"#], screen: "s", devices: nil, label: "{text: hi}", items: "[{a: 1}]"
        )
        .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func expectError(_ arguments: [String], _ expected: String) throws {
        let result = try CLIRunner.run(arguments: arguments, timeout: 60)
        #expect(!result.timedOut, "\(arguments) hung")
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
    }

    @Test func specsThatAreNotFiles() throws {
        try expectError(["layout", folder.path, "--category", "AX5"], "\(folder.path): cannot read the file: is a folder, not a file")
        try expectError(["layout", fifo("spec.yaml"), "--category", "AX5"], "the spec is empty")
        try expectError(["layout", "/dev/null", "--category", "AX5"], "is not a regular file")
    }

    @Test func fontFilesThatAreNotFiles() throws {
        try expectError(
            ["layout", try spec(fonts: fifo("font.ttf")), "--category", "AX5"], "font.ttf (is not a regular file (a FIFO, a socket or a device))")
        try expectError(["layout", try spec(fonts: folder.path), "--category", "AX5"], "(is a folder, not a file)")
    }

    @Test func pngsThatAreNotFiles() throws {
        try expectError(["diff", fifo("a.png"), fifo("b.png")], "empty file")
        try expectError(["diff", folder.path, folder.path], "is a folder, not a file")
    }

    /// Binary files and huge values are refused in one short line that never echoes raw bytes:
    /// no control character (a terminal escape, a NUL) from the input reaches stderr.
    @Test func binaryAndHugeInputIsNeverEchoed() throws {
        var random = SplitMix64(seed: 11)
        let noise = (0..<3000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + noise.prefix(200)
        let controls = Array("name: x\u{1}\u{1B}[31mred\u{7F}\nscreens: []\n".utf8)
        // A 10 MB value of escaped control characters where a text style name belongs.
        let escapes = String(repeating: "\\x01\\x1b[2J\\x00", count: 10_000_000 / 14)
        let huge = Array(
            """
            name: Demo
            screens:
              - name: s
                layout: {kind: list}
                cell: {stack: {items: [{label: {text: hi, style: "\(escapes)"}}]}}
                items: [{a: 1}]
            """.utf8)
        for (name, bytes) in [("noise.yaml", noise), ("image.yaml", png), ("controls.yaml", controls), ("huge.yaml", huge)] {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let result = try CLIRunner.run(arguments: ["layout", path, "--category", "AX5"], timeout: 60)
            #expect(!result.timedOut && result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("proofsheet: \(path)"), "\(name): \(result.stderr)")
            #expect(result.stderr.utf8.count < 2000, "\(name): \(result.stderr.utf8.count) bytes")
            let raw = result.stderr.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(raw.isEmpty, "\(name) echoed control characters: \(raw.map { $0.value })")
        }
    }
}
