import Foundation
import Testing

/// `proofsheet sheet` end to end: one file per sheet per format named from its fixed axes, one
/// PDF per spec, printed paths, and bad arguments (exit 2, one line, nothing written).
@Suite struct SheetCommandTests {
    static let plainTable = RenderCommandTests.examples.appendingPathComponent("plain-table.yaml").path
    static let messages = RenderCommandTests.examples.appendingPathComponent("messages.yaml").path

    @Test func everyFormatIsWrittenAndPrinted() throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--category", "large", "--category", "AX5", "--format", "png,svg,pdf", "--zoom", "0.5", "--scale", "2",
                "--first-screen", "-o", out,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let expected = [
                "messages-sheets.pdf",
                "messages_messages_iphone-16_light.svg", "messages_messages_iphone-16_light@2x.png",
                "messages_messages_iphone-se-3rd-generation_light.svg", "messages_messages_iphone-se-3rd-generation_light@2x.png",
            ]
            #expect(RenderCommandTests.contents(URL(fileURLWithPath: out)) == expected)
            #expect(Set(result.stdout.split(separator: "\n").map(String.init)) == Set(expected.map { "\(out)/\($0)" }))
            let png = try RenderCommandTests.png(URL(fileURLWithPath: out).appendingPathComponent("messages_messages_iphone-16_light@2x.png"))
            #expect(png.text("Title") == "messages on iPhone 16")
            #expect(png.text("rows") == "category")
            #expect(png.text("columns") == "columns")
            #expect(png.physicalPixels?.x == 5669)
        }
    }

    @Test func chosenAxesNameTheFilesByTheAxesLeftFixed() throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(arguments: [
                "sheet", Self.messages, "--category", "xS...S", "--row-axis", "device", "--column-axis", "category", "--first-screen", "-o", folder.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            // Screens, column counts and appearances stay fixed: one sheet holds both devices.
            #expect(RenderCommandTests.contents(folder) == ["messages_messages_1col_light.png"])
        }
    }

    @Test(arguments: [
        (["--row-axis", "columns", "--column-axis", "columns"], "--row-axis and --column-axis are both columns"),
        (["--row-axis", "size"], "size"),
        (["--zoom", "3"], "--zoom 3 is outside 0.1...2"),
        (["--scale", "4"], "--scale 4 is out of range; valid: 1, 2, 3"),
        (["--format", "png,gif"], "unknown format 'gif'; valid: png, svg, pdf"),
        (["--category", "huge"], "huge"),
        (["--device", "Nokia 3310"], "no screen of the spec uses device 'Nokia 3310'"),
    ])
    func badArgumentsExitTwoWithOneLineAndWriteNothing(arguments: [String], message: String) throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: ["sheet", Self.plainTable] + arguments + ["-o", out])
            #expect(result.status == 2)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func anUnwritableFolderIsNamedAndNothingIsLeftBehind() throws {
        try RenderCommandTests.inFolder { folder in
            let blocker = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let result = try CLIRunner.run(arguments: ["sheet", Self.plainTable, "--category", "large", "-o", blocker.appendingPathComponent("sheets").path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
            #expect(RenderCommandTests.contents(folder) == ["file"])
        }
    }

    /// A variant that cannot be laid out is named, with its reason, on stderr; nothing is written.
    @Test func aFailingVariantIsNamedWithItsReason() throws {
        try RenderCommandTests.inFolder { folder in
            let spec = folder.appendingPathComponent("bad.yaml")
            try Data("""
            name: Bad grid
            screens:
              - name: bad
                devices: [iPhone 16]
                columns: {default: 1, accessibility: 4}
                layout: {kind: grid, interitemSpacing: 150}
                cell:
                  stack:
                    items:
                      - label: {text: "{text}", style: body}
                items:
                  - {text: Wi-Fi}
            """.utf8).write(to: spec)
            let out = folder.appendingPathComponent("sheets").path
            let result = try CLIRunner.run(arguments: ["sheet", spec.path, "--category", "large", "--category", "AX5", "-o", out])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("proofsheet: 1 variant could not be drawn: bad · iPhone 16, 393 pt · "), "\(result.stderr)")
            #expect(result.stderr.contains("4 columns · light: "))
            #expect(result.stderr.contains("bad.yaml:6:44: section 0: 4 columns with spacing 150.0 need 450.0 pt"))
            #expect(result.stderr.contains("at screens[0].layout.interitemSpacing (line 6, column 44)"))
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
