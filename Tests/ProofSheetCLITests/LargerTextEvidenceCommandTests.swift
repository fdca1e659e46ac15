import Foundation
import TestSupport
import Testing

/// `proofsheet audit SPEC --evidence larger-text -o DIR`: one PDF and its pages as PNG, printed;
/// exit 0 once written; bad arguments exit 2 with one line and write nothing.
@Suite struct LargerTextEvidenceCommandTests {
    @Test func writesOnePDFAndItsPagesAsPNG() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        try EvidenceRun.messages("larger-text") { run in
            #expect(run.result.status == 0, "\(run.result.stderr)")
            let expected = [
                "messages-larger-text-summary@2x.png", "messages-larger-text.pdf", "messages-larger-text_messages_iphone-16_light_en@2x.png",
            ]
            #expect(run.files == expected)
            #expect(Set(run.result.stdout.split(separator: "\n").map(String.init)) == Set(expected.map { "\(run.out.path)/\($0)" }))
            #expect(run.result.stderr == "proofsheet: Larger Text evidence: 5 of 6 criteria pass\n")
            let pdf = run.out.appendingPathComponent("messages-larger-text.pdf")
            #expect(try ExternalTool.pdfPageCount(pdf) == 2)
            let summary = try ExternalTool.pdfText(pdf, page: 1).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(summary.contains("Body text is 17 pt at Large (the default) and 53 pt at AX5: 312 %."))
            #expect(summary.contains("Larger Text evaluation criteria"))
            #expect(summary.contains("NEEDS WORK Text is not truncated at the larger sizes."))
        }
    }

    @Test(arguments: [
        (["--evidence", "larger-text"], "--evidence larger-text needs -o FOLDER for its PDF and PNG files"),
        (["--evidence", "smaller-text", "-o", "x"], "smaller-text"),
        (
            ["--evidence", "larger-text,contrast", "-o", "x"],
            "'contrast' is not a kind of evidence; valid: larger-text, sufficient-contrast, dark-interface, differentiate-without-color, all"
        ),
    ])
    func badArgumentsExitTwo(arguments: [String], message: String) throws {
        try RenderCommandTests.inFolder { folder in
            let result = try CLIRunner.run(arguments: ["audit", SheetCommandTests.plainTable] + arguments, directory: folder)
            #expect(result.status == 2)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(RenderCommandTests.contents(folder).isEmpty)
        }
    }
}
