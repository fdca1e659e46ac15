import Foundation
import TestSupport
import Testing

@Suite struct LayoutCommandTests {
    static let examples = Repository.examples

    @Test func jsonIsTheDocumentedSnapshot() throws {
        let spec = Self.examples.appendingPathComponent("plain-table.yaml").path
        let result = try CLIRunner.run(arguments: ["layout", spec, "--device", "iPhone 16", "--category", "large"])
        #expect(result.status == 0)
        let json = try #require(result.json)
        #expect(json["contentSize"] as? [Double] == [393, 370.666667])
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.count == 8)
        #expect(elements[2]["frame"] as? [Double] == [0, 88, 393, 62.666667])  // two lines, 40.667 pt, and 22 pt of padding
    }

    /// A character no loaded font draws (U+F8FF, Apple's logo on Apple platforms) is reported on
    /// its label in the JSON and the text form; emoji, Arabic and Han, drawn by fallback fonts, are not.
    @Test func missingGlyphIsReportedOnItsLabel() throws {
        let folder = try ScratchFolder("missing-glyph")
        let file = folder.file("glyphs.yaml")
        try Data(
            SpecFixture.labelList(suite: "Glyphs", screen: "s", devices: nil, items: #"[{text: "Tap \#u{F8FF} to pay"}, {text: "👍 مرحبا 漢字"}]"#).utf8
        ).write(to: file)
        let result = try CLIRunner.run(arguments: ["layout", file.path, "--width", "390", "--category", "large"])
        #expect(result.status == 0, "\(result.stderr)")
        let elements = try #require(result.json?["elements"] as? [[String: Any]])
        let labels = elements.map { ($0["labels"] as? [[String: Any]])?.first }
        #expect(labels[0]?["missingGlyphs"] as? [String] == ["U+F8FF"])
        #expect(labels[1]?["missingGlyphs"] == nil)
        let text = try CLIRunner.run(arguments: ["layout", file.path, "--width", "390", "--category", "large", "--format", "text"])
        #expect(text.stdout.split(separator: "\n").filter { $0.contains("MISSING GLYPH U+F8FF") }.count == 1)
    }

    @Test func widthAndColumnsOverrideTheScreen() throws {
        let spec = Self.examples.appendingPathComponent("lorem-grid.yaml").path
        let result = try CLIRunner.run(arguments: [
            "layout", spec, "--width", "600", "--scale", "2", "--category", "AX2", "--columns", "3", "--format", "text",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("contentSize 600 x "))
        #expect(result.stdout.contains(", 3 columns"))
    }

    @Test func badSpecIsExitTwoWithFileLineAndPath() throws {
        let folder = try ScratchFolder("bad-spec")
        let file = folder.file("bad.yaml")
        try Data(
            """
            name: Bad
            screens:
              - name: s
                layout: {kind: list}
                cell: {stack: {items: [{label: {text: hi, style: bodyy}}]}}
                items: [{a: 1}]
            """.utf8
        ).write(to: file)
        let result = try CLIRunner.run(arguments: ["layout", file.path, "--category", "large"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("\(file.path):5:"))
        #expect(result.stderr.contains("screens[0].cell.stack.items[0].label.style"))
        #expect(result.stderr.contains("did you mean 'body'?"))
    }

    @Test func unknownScreenAndDeviceAreExitTwo() throws {
        let spec = Self.examples.appendingPathComponent("messages.yaml").path
        let screen = try CLIRunner.run(arguments: ["layout", spec, "--screen", "mesages", "--category", "L"])
        #expect(screen.status == 2)
        #expect(screen.stderr.contains("did you mean 'messages'?"))
        let device = try CLIRunner.run(arguments: ["layout", spec, "--device", "iPhone 99", "--category", "L"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("unknown device 'iPhone 99'"))
    }
}
