import Foundation
@_exported import ProofSheet
import ProofSheetSupport
import Testing
import XCTest

/// Checks every variant of a spec against its baselines from a Swift test, under XCTest or Swift
/// Testing. It runs the same `SnapshotSession` as `proofsheet check`, configured by the
/// ``ProofSheetConfiguration`` in effect (`withProofSheet(...)` or the `.proofSheet(...)` trait:
/// record mode, baselines and output folders, scale, tolerance, threshold, jobs).
///
/// ```swift
/// @Test(.proofSheet(record: .missing)) func recipesMatchTheirBaselines() {
///     assertSnapshots(of: "Examples/recipes.yaml", filter: VariantFilter(categories: [.large]))
/// }
/// ```
///
/// It fails when the filter names a screen, device, column count, appearance or language the spec
/// does not have or keeps no variant, and otherwise reports one issue listing each failing variant as
/// `proofsheet check` prints it (diff pixel count, triptych path). Like `check`, it writes
/// manifest.json, junit.xml and the HTML review report (index.html) into its output folder.
///
/// - Parameters:
///   - specPath: the spec, absolute or relative to the package root.
///   - filter: narrows the matrix.
///   - filePath: the caller's file, for the failure's location and the package root.
///   - line: the caller's line.
///   - fileID: the caller's file ID (Swift Testing).
///   - column: the caller's column (Swift Testing).
/// - Returns: the report, for further assertions; nil when the run could not start.
@discardableResult
public func assertSnapshots(
    of specPath: String, filter: VariantFilter = VariantFilter(),
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    let caller = Caller(filePath: filePath, line: line, fileID: fileID, column: column)
    let spec = specPath.hasPrefix("/") ? specPath : caller.packageRoot.appendingPathComponent(specPath).path
    return checkSnapshots(of: specPath, specPath: spec, renderer: { try VariantRenderer(specPath: spec) }, filter: filter, caller: caller)
}

/// Checks every variant of a suite built in Swift against its baselines, as
/// `assertSnapshots(of:filter:filePath:line:fileID:column:)` with a spec's path checks a spec
/// file's, with the same parameters.
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
@discardableResult
public func assertSnapshots(
    of suite: Suite, filter: VariantFilter = VariantFilter(),
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    var suite = suite
    let sourceFile = suite.sourceFile ?? String(describing: filePath)
    suite.sourceFile = sourceFile
    return checkSnapshots(
        of: "suite \(suite.name.quoted)", specPath: sourceFile, renderer: { [suite] in try VariantRenderer(suite: suite) }, filter: filter,
        caller: Caller(filePath: filePath, line: line, fileID: fileID, column: column)
    )
}

/// Checks every variant of one screen built in Swift against its baselines: the screen is a
/// suite of its own, named as the screen and written in the caller's file, so its baselines go
/// under `Snapshots/<screen>/<screen>/`. The parameters are those of
/// `assertSnapshots(of:filter:filePath:line:fileID:column:)` with a suite.
///
/// ```swift
/// @Test func settingsMatchTheirBaselines() {
///     assertSnapshots(of: Screen("settings", layout: .list()) { ... } items: { ... })
/// }
/// ```
@discardableResult
public func assertSnapshots(
    of screen: Screen, filter: VariantFilter = VariantFilter(),
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    var suite = Suite(name: screen.name, screens: [screen])
    suite.sourceFile = String(describing: filePath)
    return assertSnapshots(of: suite, filter: filter, filePath: filePath, line: line, fileID: fileID, column: column)
}

/// Where an `assertSnapshots` call is: the place its failures are reported at, and the package it
/// belongs to.
package struct Caller {
    let filePath: StaticString
    let line: UInt
    let fileID: String
    let column: Int

    /// The package the caller's file belongs to.
    var packageRoot: URL { PackageRoot.containing(String(describing: filePath)) }
}

/// The check behind every `assertSnapshots`, under the configuration in effect: `subject` names
/// what is checked in failures, `specPath` is the spec (or the Swift file of a suite) reports name.
private func checkSnapshots(
    of subject: String, specPath: String, renderer makeRenderer: () throws -> VariantRenderer, filter: VariantFilter, caller: Caller
) -> SnapshotReport? {
    let configuration = ProofSheetConfiguration.current
    let root = caller.packageRoot
    do {
        let renderer = try makeRenderer()
        let options = SnapshotSession.Options(
            snapshots: configuration.snapshots ?? root.appendingPathComponent("Snapshots"),
            output: configuration.output ?? TestOutput.folder(forSuite: renderer.suite.name, packageRoot: root),
            scale: configuration.effectiveScale, jobs: configuration.effectiveJobs,
            differ: configuration.differ, tolerance: configuration.effectiveTolerance
        )
        let session = SnapshotSession(renderer: renderer, specPath: specPath, options: options)
        let result = try session.check(filter, recordMode: try configuration.record ?? RecordMode.fromEnvironment())
        try result.writeReports()
        if !result.failures.isEmpty {
            TestFailure.report(
                "\(result.failures.count) of \(result.report.outcomes.count) snapshots of \(subject) failed:\n"
                    + result.failureLines.joined(separator: "\n") + "\n" + result.summary
                    + (result.recordingLine().map { "\n" + $0 } ?? ""), at: caller)
        }
        return result.report
    } catch {
        TestFailure.report("snapshots of \(subject) could not run: \(error)", at: caller)
        return nil
    }
}

/// Reports a failure to whichever test framework is running the current test.
package enum TestFailure {
    /// Reports `message` at `caller`'s place; without one, at no place of the test's (this file's line).
    package static func report(_ message: String, at caller: Caller? = nil) {
        if Test.current != nil {
            if let caller {
                let place = SourceLocation(
                    fileID: caller.fileID, filePath: String(describing: caller.filePath), line: Int(caller.line), column: caller.column)
                Issue.record(Comment(rawValue: message), sourceLocation: place)
            } else {
                Issue.record(Comment(rawValue: message))
            }
        } else if let caller {
            XCTFail(message, file: caller.filePath, line: caller.line)
        } else {
            XCTFail(message)
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
