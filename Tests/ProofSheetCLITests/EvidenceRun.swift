import Foundation
import TestSupport

/// One `proofsheet audit SPEC --evidence LABELS -o <scratch>/evidence` run, as the evidence
/// command tests make it: the command's result and the folder it wrote.
struct EvidenceRun {
    let result: CLIRunner.Result
    /// The `-o` folder: `evidence` in a fresh scratch folder.
    let out: URL

    /// The files written into ``out``, sorted.
    var files: [String] { RenderCommandTests.contents(out) }

    /// The messages example in English on iPhone 16 (`--language en --device "iPhone 16"`), with
    /// `labels` (`larger-text`, `all`, a list): one variant per screen and size, so a run is quick.
    static func messages(_ labels: String, _ body: (EvidenceRun) throws -> Void) throws {
        try run(SheetCommandTests.messages, ["--language", "en", "--evidence", labels, "--device", "iPhone 16"], body)
    }

    /// `audit spec arguments -o <scratch>/evidence`, run in the scratch folder.
    static func run(_ spec: String, _ arguments: [String], _ body: (EvidenceRun) throws -> Void) throws {
        try RenderCommandTests.inFolder { folder in
            let out = folder.appendingPathComponent("evidence")
            let result = try CLIRunner.run(arguments: ["audit", spec] + arguments + ["-o", out.path], directory: folder)
            try body(EvidenceRun(result: result, out: out))
        }
    }
}
