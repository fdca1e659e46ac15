import Foundation
import TestSupport
import Testing

/// `proofsheet audit SPEC --evidence all -o DIR`: every label's PDF and PNGs in one run, the
/// verdicts on standard error; a list writes the labels it names (an unknown label:
/// `LargerTextEvidenceCommandTests.badArgumentsExitTwo`).
@Suite struct ColorEvidenceCommandTests {
    @Test func allWritesEveryLabel() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        try EvidenceRun.messages("all") { run in
            #expect(run.result.status == 0, "\(run.result.stderr)")
            let labels = ["larger-text", "sufficient-contrast", "dark-interface", "differentiate-without-color"]
            let pdfs = labels.map { "messages-\($0).pdf" }
            #expect(Set(pdfs).isSubset(of: Set(run.files)))
            #expect(run.files.count == 4 * 3, "\(run.files)")
            #expect(
                run.result.stderr
                    == """
                    proofsheet: Larger Text evidence: 5 of 6 criteria pass
                    proofsheet: Sufficient Contrast evidence: 1 of 4 criteria pass
                    proofsheet: Dark Interface evidence: 2 of 4 criteria pass
                    proofsheet: Differentiate Without Color Alone evidence: 0 of 1 criteria pass

                    """)
            // messages is drawn in light only: its dark variant is missing.
            let dark = try ExternalTool.pdfText(run.out.appendingPathComponent("messages-dark-interface.pdf"), page: 1)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(dark.contains("Missing dark (appearances without dark): messages."))
            #expect(try ExternalTool.pdfPageCount(run.out.appendingPathComponent("messages-sufficient-contrast.pdf")) == 2)
        }
    }

    /// A list writes the labels it names, each once.
    @Test func aListWritesItsLabels() throws {
        try EvidenceRun.run(SheetCommandTests.plainTable, ["--evidence", "dark-interface,sufficient-contrast,dark-interface"]) { run in
            #expect(run.result.status == 0, "\(run.result.stderr)")
            #expect(run.files.filter { $0.hasSuffix(".pdf") } == ["plain-table-dark-interface.pdf", "plain-table-sufficient-contrast.pdf"].sorted())
        }
    }
}
