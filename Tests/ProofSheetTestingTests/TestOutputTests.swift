import Foundation
import Testing

@testable import ProofSheetTesting

/// Where `assertSnapshots` writes reports when the caller names no folder.
@Suite struct TestOutputTests {
    let root = URL(fileURLWithPath: "/work/app")

    @Test func withoutTheVariableReportsGoUnderTheProjectsOutputFolder() {
        #expect(TestOutput.folder(forSuite: "My Settings", packageRoot: root, environment: [:]).path == "/work/app/proofsheet-out/tests/my-settings")
        #expect(
            TestOutput.folder(forSuite: "S", packageRoot: root, environment: ["PROOFSHEET_TEST_OUTPUT": ""]).path
                == "/work/app/proofsheet-out/tests/s")
    }

    @Test func theVariableNamesTheFolderAbsoluteOrFromThePackageRoot() {
        #expect(
            TestOutput.folder(forSuite: "My Settings", packageRoot: root, environment: ["PROOFSHEET_TEST_OUTPUT": "/ci/artifacts"]).path
                == "/ci/artifacts/my-settings")
        #expect(
            TestOutput.folder(forSuite: "S", packageRoot: root, environment: ["PROOFSHEET_TEST_OUTPUT": "build/reports"]).path
                == "/work/app/build/reports/s")
    }
}
