import Foundation
import ProofSheetTesting
import TestSupport
import XCTest

/// assertSnapshots under XCTest: failures go to XCTFail (captured here by overriding
/// `recordFailure`), at the caller's file and line.
final class AssertSnapshotsXCTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            failures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capture(_ body: () -> Void) -> [(description: String, file: String, line: Int)] {
        failures = []
        capturing = true
        body()
        capturing = false
        return failures
    }

    func testAFilterThatMatchesNothingFailsAtTheCallersLine() throws {
        let folder = try ScratchFolder("assert-xctest")
        var line = 0
        let failures = capture {
            withProofSheet(snapshots: folder.url, output: folder.url) {
                line = #line + 1
                XCTAssertNil(assertSnapshots(of: "Examples/plain-table.yaml", filter: VariantFilter(devices: ["Nokia 3310"])))
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("no screen of the spec uses device 'Nokia 3310'") == true, "\(failures)")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.file.hasSuffix("AssertSnapshotsXCTests.swift") == true)
    }

    func testAMissingBaselineFailsWhenRecordingIsOffAndPassesOnceRecorded() throws {
        let folder = try ScratchFolder("assert-xctest")
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let output = folder.url.appendingPathComponent("out")
        let filter = VariantFilter(categories: [.large], appearances: [.light])
        func check(_ record: RecordMode) -> SnapshotReport? {
            withProofSheet(record: record, snapshots: snapshots, output: output) { assertSnapshots(of: "Examples/plain-table.yaml", filter: filter) }
        }
        let missing = capture {
            _ = check(.never)
        }
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing.first?.description.contains("missing: plain-table/plain-table/iphone-16/1col-large") == true, "\(missing)")
        let recorded = capture {
            XCTAssertEqual(check(.missing)?.outcomes.map(\.status), [.new])
        }
        XCTAssertTrue(recorded.isEmpty, "\(recorded)")
        let passing = capture {
            XCTAssertEqual(check(.never)?.outcomes.map(\.status), [.passed])
        }
        XCTAssertTrue(passing.isEmpty, "\(passing)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json").path))
    }
}
