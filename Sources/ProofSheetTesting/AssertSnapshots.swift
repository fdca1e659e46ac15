import Foundation
@_exported import ProofSheet
import Testing
import XCTest

/// Checks every variant of a spec against its baselines from a Swift test, under XCTest or Swift
/// Testing, honouring the record modes (`record:` or `PROOFSHEET_RECORD`, `never` when
/// `CI=true`).
///
/// On failure it reports one issue listing each failing variant with its diff pixel count and
/// the path of its expected | diff | actual triptych.
///
/// - Parameters:
///   - specPath: the spec, absolute or relative to the package root.
///   - filter: narrows the matrix.
///   - snapshots: the baselines folder (default: `Snapshots/` at the package root).
///   - output: where failure images go (default: `proofsheet-out/tests/` at the package root).
/// - Returns: the report, for further assertions.
@discardableResult
public func assertSnapshots(
    of specPath: String, filter: VariantFilter = VariantFilter(), snapshots: URL? = nil, output: URL? = nil,
    record: RecordMode? = nil, scale: Int = 1, tolerance: DiffTolerance = .exact, threshold: Double = 0.1,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    filePath: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, column: Int = #column
) -> SnapshotReport? {
    let root = PackageRoot.containing(String(describing: filePath))
    let spec = specPath.hasPrefix("/") ? specPath : root.appendingPathComponent(specPath).path
    do {
        let renderer = try VariantRenderer(specPath: spec)
        let configuration = SnapshotRunner.Configuration(
            snapshots: snapshots ?? root.appendingPathComponent("Snapshots"), output: output ?? root.appendingPathComponent("proofsheet-out/tests"),
            recordMode: try record ?? RecordMode.fromEnvironment(), scale: scale, jobs: jobs,
            differ: PixelDiffOptions(threshold: threshold), tolerance: tolerance
        )
        let variants = VariantMatrix(suite: renderer.suite).variants(filter)
        let report = try SnapshotRunner(renderer: renderer, configuration: configuration).run(variants, filtered: !filter.isEmpty)
        let failures = report.outcomes.filter(\.isFailure)
        if !failures.isEmpty {
            let lines = failures.map { outcome -> String in
                var text = "\(outcome.status.rawValue): \(outcome.name)"
                if let pixels = outcome.diffPixels { text += ", \(pixels) pixels differ" }
                if let message = outcome.message { text += ", \(message)" }
                if let triptych = outcome.files.triptych { text += ", \(configuration.output!.appendingPathComponent(triptych).path)" }
                if let note = outcome.environmentNote { text += " (\(note))" }
                return text
            }
            TestFailure.report("\(failures.count) of \(report.outcomes.count) snapshots of \(specPath) failed:\n" + lines.joined(separator: "\n"),
                               filePath: filePath, line: line, fileID: fileID, column: column)
        }
        return report
    } catch {
        TestFailure.report("snapshots of \(specPath) could not run: \(error)", filePath: filePath, line: line, fileID: fileID, column: column)
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
