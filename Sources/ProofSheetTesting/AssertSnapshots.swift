import Foundation
@_exported import ProofSheet
import Testing
import XCTest

/// Checks every variant of a spec against its baselines from a Swift test, under XCTest or Swift
/// Testing, honouring the record modes (`record:` or `PROOFSHEET_RECORD`, `never` when
/// `CI=true`). It runs the same `SnapshotSession` as `proofsheet check`.
///
/// It fails when the filter names a screen, device, column count, appearance or language the spec
/// does not have or keeps no variant, and otherwise reports one issue listing each failing variant as
/// `proofsheet check` prints it (diff pixel count, triptych path). Like `check`, it writes
/// manifest.json, junit.xml and the HTML review report (index.html) into its output folder.
///
/// - Parameters:
///   - specPath: the spec, absolute or relative to the package root.
///   - filter: narrows the matrix.
///   - snapshots: the baselines folder (default: `Snapshots/` at the package root).
///   - output: where reports and failure images go (default: `proofsheet-out/tests/<suite>/`
///     at the package root, or `<suite>/` in `PROOFSHEET_TEST_OUTPUT` when that is set; one
///     folder per suite so several calls keep their reports).
///   - record: the record mode; nil reads `PROOFSHEET_RECORD`, else `never` when `CI=true`,
///     else `missing`.
///   - scale: pixels per point of the baselines (1, 2 or 3).
///   - tolerance: how many differing pixels still pass (default: none).
///   - threshold: pixelmatch's colour threshold, 0…1 (smaller is stricter).
///   - jobs: variants rendered at once.
///   - filePath: the caller's file, for the failure's location and the package root.
///   - line: the caller's line.
///   - fileID: the caller's file ID (Swift Testing).
///   - column: the caller's column (Swift Testing).
/// - Returns: the report, for further assertions; nil when the run could not start.
@discardableResult
public func assertSnapshots(
    of specPath: String, filter: VariantFilter = VariantFilter(), snapshots: URL? = nil, output: URL? = nil,
    record: RecordMode? = nil, scale: Int = 1, tolerance: DiffTolerance = .exact, threshold: Double = 0.1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    let root = PackageRoot.containing(String(describing: filePath))
    let spec = specPath.hasPrefix("/") ? specPath : root.appendingPathComponent(specPath).path
    return checkSnapshots(
        of: specPath, specPath: spec, renderer: { try VariantRenderer(specPath: spec) }, filter: filter, snapshots: snapshots, output: output,
        record: record, scale: scale, tolerance: tolerance, threshold: threshold, jobs: jobs, filePath: filePath, line: line, fileID: fileID,
        column: column
    )
}

/// Checks every variant of a suite built in Swift against its baselines, as `assertSnapshots(of:)`
/// with a spec's path checks a spec file's.
///
/// ```swift
/// @Test func settingsMatchTheirBaselines() {
///     assertSnapshots(of: Suite("Settings") { Screen(...) { ... } items: { ... } })
/// }
/// ```
///
/// The suite is checked as a spec is read (`Suite.validate()`): a value a spec would refuse
/// fails the test with its key path. Its relative `fonts` and `strings` paths resolve against
/// the folder of the Swift file the suite is written in (`Suite.sourceFile`), and baselines
/// go under `Snapshots/<suite>/` at the package root as a spec's do.
///
/// - Parameters:
///   - suite: the suite.
///   - filter: narrows the matrix.
///   - snapshots: the baselines folder (default: `Snapshots/` at the package root).
///   - output: where reports and failure images go (default: `proofsheet-out/tests/<suite>/`
///     at the package root, or `<suite>/` in `PROOFSHEET_TEST_OUTPUT`).
///   - record: the record mode; nil reads `PROOFSHEET_RECORD`, else `never` when `CI=true`,
///     else `missing`.
///   - scale: pixels per point of the baselines (1, 2 or 3).
///   - tolerance: how many differing pixels still pass (default: none).
///   - threshold: pixelmatch's colour threshold, 0…1 (smaller is stricter).
///   - jobs: variants rendered at once.
///   - filePath: the caller's file, for the failure's location and the package root.
///   - line: the caller's line.
///   - fileID: the caller's file ID (Swift Testing).
///   - column: the caller's column (Swift Testing).
/// - Returns: the report, for further assertions; nil when the run could not start.
@discardableResult
public func assertSnapshots(
    of suite: Suite, filter: VariantFilter = VariantFilter(), snapshots: URL? = nil, output: URL? = nil,
    record: RecordMode? = nil, scale: Int = 1, tolerance: DiffTolerance = .exact, threshold: Double = 0.1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    var suite = suite
    suite.sourceFile = suite.sourceFile ?? String(describing: filePath)
    return checkSnapshots(
        of: "suite \(suite.name.quoted)", specPath: suite.sourceFile!, renderer: { [suite] in try VariantRenderer(suite: suite) }, filter: filter,
        snapshots: snapshots, output: output, record: record, scale: scale, tolerance: tolerance, threshold: threshold, jobs: jobs,
        filePath: filePath, line: line, fileID: fileID, column: column
    )
}

/// Checks every variant of one screen built in Swift against its baselines: the screen is a
/// suite of its own, named as the screen and written in the caller's file, so its baselines go
/// under `Snapshots/<screen>/<screen>/`. The parameters are those of `assertSnapshots(of:)` with a
/// suite.
///
/// ```swift
/// @Test func settingsMatchTheirBaselines() {
///     assertSnapshots(of: Screen("settings", layout: .list()) { ... } items: { ... })
/// }
/// ```
@discardableResult
public func assertSnapshots(
    of screen: Screen, filter: VariantFilter = VariantFilter(), snapshots: URL? = nil, output: URL? = nil,
    record: RecordMode? = nil, scale: Int = 1, tolerance: DiffTolerance = .exact, threshold: Double = 0.1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    var suite = Suite(name: screen.name, screens: [screen])
    suite.sourceFile = String(describing: filePath)
    return assertSnapshots(
        of: suite, filter: filter, snapshots: snapshots, output: output, record: record, scale: scale, tolerance: tolerance,
        threshold: threshold, jobs: jobs, filePath: filePath, line: line, fileID: fileID, column: column
    )
}

/// The check behind every `assertSnapshots`: `subject` names what is checked in failures,
/// `specPath` is the spec (or the Swift file of a suite) reports name.
private func checkSnapshots(
    of subject: String, specPath: String, renderer makeRenderer: () throws -> VariantRenderer, filter: VariantFilter, snapshots: URL?,
    output: URL?, record: RecordMode?, scale: Int, tolerance: DiffTolerance, threshold: Double, jobs: Int,
    filePath: StaticString, line: UInt, fileID: String, column: Int
) -> SnapshotReport? {
    let root = PackageRoot.containing(String(describing: filePath))
    func fail(_ message: String) {
        TestFailure.report(message, filePath: filePath, line: line, fileID: fileID, column: column)
    }
    do {
        let renderer = try makeRenderer()
        let options = SnapshotSession.Options(
            snapshots: snapshots ?? root.appendingPathComponent("Snapshots"),
            output: output ?? TestOutput.folder(forSuite: renderer.suite.name, packageRoot: root),
            scale: scale, jobs: jobs, differ: PixelDiffOptions(threshold: threshold), tolerance: tolerance
        )
        let session = SnapshotSession(renderer: renderer, specPath: specPath, options: options)
        let result = try session.check(filter, recordMode: try record ?? RecordMode.fromEnvironment())
        try result.writeReports()
        if !result.failures.isEmpty {
            fail("\(result.failures.count) of \(result.report.outcomes.count) snapshots of \(subject) failed:\n"
                + result.failureLines.joined(separator: "\n") + "\n" + result.summary)
        }
        return result.report
    } catch {
        fail("snapshots of \(subject) could not run: \(error)")
        return nil
    }
}

/// Reports a failure to whichever test framework is running the current test.
enum TestFailure {
    static func report(_ message: String, filePath: StaticString, line: UInt, fileID: String, column: Int) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: column)
            )
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Finds the package a test file belongs to.
enum PackageRoot {
    /// The nearest folder above `filePath` holding a Package.swift (else the working directory).
    static func containing(_ filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}

/// Where `assertSnapshots` writes a suite's reports when no `output` is given.
enum TestOutput {
    /// The environment variable naming a folder for every suite's reports (CI artifacts, or a
    /// scratch folder a test run removes afterwards).
    static let environmentKey = "PROOFSHEET_TEST_OUTPUT"

    /// `<PROOFSHEET_TEST_OUTPUT>/<suite>` when the variable is set and not empty, else
    /// `proofsheet-out/tests/<suite>` at the package root; `<suite>` is the suite's slug. A
    /// relative variable is taken from the package root.
    static func folder(
        forSuite suite: String, packageRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let configured = environment[environmentKey], !configured.isEmpty {
            base = configured.hasPrefix("/") ? URL(fileURLWithPath: configured) : packageRoot.appendingPathComponent(configured)
        } else {
            base = packageRoot.appendingPathComponent("proofsheet-out/tests")
        }
        return base.appendingPathComponent(Slug.make(suite))
    }
}
