import Foundation
import ProofSheetSupport
import Rendering

/// An output folder (`check --out`, `merge -o`, `sheet -o`, `audit --evidence -o`, `render -o
/// FOLDER/`) that is a baselines folder or lies inside a suite's folder of one: the images a run
/// writes there (`NAME.actual.png`, diffs, sheets, evidence) would sit among the baselines, where
/// the next check takes them for orphans. An output file (`render -o FILE`, `audit -o`,
/// `--write-baseline`) is refused when its folder would be.
public struct OutputInBaselinesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output folder (or file) and the baselines folder, as given or found.
    public let output: String
    public let baselines: String
    /// The output is a file, refused for the folder it is in.
    private var isFile = false

    public var description: String {
        isFile
            ? "the output file \(output) is in the baselines folder \(baselines): it would sit among the baselines; write it to a folder of its own"
            : "the output folder \(output) is in the baselines folder \(baselines): what is written there would be taken for orphan baselines; "
                + "write the output to a folder of its own"
    }

    private init(output: String, baselines: String) {
        self.output = output
        self.baselines = baselines
    }

    /// Throws when writing the file `output` would put it among baselines: when its folder is
    /// one ``check(output:snapshots:suiteFolder:)`` refuses.
    package static func check(outputFile output: URL, snapshots: URL?, suiteFolder: String) throws(OutputInBaselinesError) {
        do {
            try check(output: output.deletingLastPathComponent(), snapshots: snapshots, suiteFolder: suiteFolder)
        } catch {
            var refused = OutputInBaselinesError(output: output.relativePath, baselines: error.baselines)
            refused.isFile = true
            throw refused
        }
    }

    /// Throws when writing into `output` would put files among baselines, however the paths
    /// are spelled (`FileIdentity`, Rendering): when `output` is `snapshots` (the baselines folder the run
    /// was given, if any) or inside its folder of the suite (`<snapshots>/<suiteFolder>`), or
    /// when `output` holds the suite's baselines (`<output>/<suiteFolder>/environment.json`) or
    /// it or a folder above it is the suite's baselines folder (`<suiteFolder>/environment.json`). An
    /// output elsewhere inside the baselines folder (`Snapshots/reports`) writes no orphans and
    /// is allowed.
    public static func check(output: URL, snapshots: URL?, suiteFolder: String) throws(OutputInBaselinesError) {
        let target = FileIdentity(output.path)
        if let snapshots {
            let baselines = FileIdentity(snapshots.path)
            if target == baselines || target.isSameOrInside(FileIdentity(snapshots.appendingPathComponent(suiteFolder).path)) {
                throw OutputInBaselinesError(output: output.relativePath, baselines: snapshots.relativePath)
            }
        }
        let exists = { (folder: String, name: String) in FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name)) }
        if exists(target.resolvedPath, suiteFolder + "/environment.json") {
            throw OutputInBaselinesError(output: output.relativePath, baselines: target.resolvedPath)
        }
        var folder = target.resolvedPath
        while folder != "/" {
            if (folder as NSString).lastPathComponent == suiteFolder, exists(folder, "environment.json") {
                throw OutputInBaselinesError(output: output.relativePath, baselines: (folder as NSString).deletingLastPathComponent)
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
