import Foundation
import TestSupport
import Testing

/// `proofsheet audit SPEC --evidence all -o DIR`: every label's PDF and PNGs in one run, the
/// verdicts on standard error; an unknown label exits 2 naming the valid ones and writes nothing.
@Suite struct ColorEvidenceCommandTests {
    @Test func allWritesEveryLabel() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("evidence")
            let result = try CLIRunner.run(arguments: [
                "audit", SheetCommandTests.messages, "--language", "en", "--evidence", "all", "--device", "iPhone 16", "-o", out.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let labels = ["larger-text", "sufficient-contrast", "dark-interface", "differentiate-without-color"]
            let pdfs = labels.map { "messages-\($0).pdf" }
            #expect(Set(pdfs).isSubset(of: Set(RenderCommandTests.contents(out))))
            #expect(RenderCommandTests.contents(out).count == 4 * 3, "\(RenderCommandTests.contents(out))")
            #expect(
                result.stderr
                    == """
                    proofsheet: Larger Text evidence: 5 of 6 criteria pass
                    proofsheet: Sufficient Contrast evidence: 1 of 4 criteria pass
                    proofsheet: Dark Interface evidence: 2 of 4 criteria pass
                    proofsheet: Differentiate Without Color Alone evidence: 0 of 1 criteria pass

                    """)
            // messages is drawn in light only: its dark variant is missing.
            let dark = try ExternalTool.pdfText(out.appendingPathComponent("messages-dark-interface.pdf"), page: 1)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(dark.contains("Missing dark (appearances without dark): messages."))
            #expect(try ExternalTool.pdfPageCount(out.appendingPathComponent("messages-sufficient-contrast.pdf")) == 2)
        }
    }

    /// A list writes the labels it names, each once.
    @Test func aListWritesItsLabels() throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("evidence")
            let result = try CLIRunner.run(arguments: [
                "audit", SheetCommandTests.plainTable, "--evidence", "dark-interface,sufficient-contrast,dark-interface", "-o", out.path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                RenderCommandTests.contents(out).filter { $0.hasSuffix(".pdf") }
                    == ["plain-table-dark-interface.pdf", "plain-table-sufficient-contrast.pdf"].sorted())
        }
    }

    @Test func anUnknownLabelExitsTwoNamingTheValidOnes() throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(
                arguments: ["audit", SheetCommandTests.plainTable, "--evidence", "larger-text,contrast", "-o", "x"], directory: folder)
            #expect(result.status == 2)
            #expect(
                result.stderr.contains(
                    "'contrast' is not a kind of evidence; valid: larger-text, sufficient-contrast, dark-interface, differentiate-without-color, all"),
                "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(RenderCommandTests.contents(folder).isEmpty)
        }
    }
}
