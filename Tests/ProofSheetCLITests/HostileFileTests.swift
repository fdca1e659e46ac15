import Foundation
import Testing
import TestSupport

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
        try """
            name: Hostile
            fonts: ["\(fonts)"]
            screens:
              - name: s
                layout: {kind: list}
                cell: {stack: {items: [{label: {text: hi}}]}}
                items: [{a: 1}]
            """.write(toFile: path, atomically: true, encoding: .utf8)
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
        try expectError(["layout", try spec(fonts: fifo("font.ttf")), "--category", "AX5"], "font.ttf (is not a regular file (a FIFO, a socket or a device))")
        try expectError(["layout", try spec(fonts: folder.path), "--category", "AX5"], "(is a folder, not a file)")
    }

    @Test func pngsThatAreNotFiles() throws {
        try expectError(["diff", fifo("a.png"), fifo("b.png")], "empty file")
        try expectError(["diff", folder.path, folder.path], "is a folder, not a file")
    }
}
