import Foundation
import ProofSheet
import Snapshot
import TestSupport
import Testing

/// Pixelmatch options a library caller gets wrong are an error before any variant runs, even
/// when every variant passes by its pixels and so never reaches the differ.
@Suite struct DifferOptionsTests {
    @Test func invalidDifferOptionsFailTheRunUpFront() throws {
        let scratch = try ScratchFolder("differ-options")
        let spec = scratch.file("options.yaml")
        try SpecFixture.labelList(suite: "Options", items: "[{text: One}, {text: Two}]").write(to: spec, atomically: true, encoding: .utf8)
        let snapshots = scratch.file("Snapshots")
        let session = { (differ: PixelDiffOptions) in
            try SnapshotSession(specPath: spec.path, options: .init(snapshots: snapshots, jobs: 1, differ: differ, skipsUnchanged: false))
        }
        #expect(try session(PixelDiffOptions()).record().report.verdict == .passed)
        #expect(try session(PixelDiffOptions()).check(recordMode: .never).report.verdict == .passed)
        for (differ, message) in [
            (PixelDiffOptions(threshold: -1), "threshold must be a number >= 0, not -1.0"),
            (PixelDiffOptions(threshold: .nan), "threshold must be a number >= 0, not nan"),
            (PixelDiffOptions(alpha: 2), "alpha must be between 0 and 1, not 2.0"),
        ] {
            let error = #expect(throws: PixelDiffError.self) { try session(differ).check(recordMode: .never) }
            #expect(error.map(String.init(describing:))?.contains(message) == true, "\(String(describing: error))")
        }
    }
}
