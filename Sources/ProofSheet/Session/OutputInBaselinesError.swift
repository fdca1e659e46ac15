import Foundation
import Rendering

/// An output folder (`check --out`, `merge -o`, `sheet -o`) that is a baselines folder or lies
/// inside one: the images a run writes there (`NAME.actual.png`, diffs, sheets) would sit among
/// the baselines, where the next check takes them for orphans.
public struct OutputInBaselinesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output folder and the baselines folder, as given or found.
    public let output: String
    public let baselines: String

    public var description: String {
        "the output folder \(output) is in the baselines folder \(baselines): what is written there would be taken for orphan baselines; "
            + "write the output to a folder of its own"
    }

    /// Throws when `output` is `snapshots` (the baselines folder the run was given, if any) or
    /// inside it, however the paths are spelled (``FileIdentity``), or when `output` or a folder
    /// above it holds the baselines of the suite whose folder is `suiteFolder`
    /// (`<folder>/<suiteFolder>/environment.json`), or is such a suite's folder itself.
    public static func check(output: URL, snapshots: URL?, suiteFolder: String) throws(OutputInBaselinesError) {
        let target = FileIdentity(output.path)
        if let snapshots, target.isSameOrInside(FileIdentity(snapshots.path)) {
            throw OutputInBaselinesError(output: output.relativePath, baselines: snapshots.relativePath)
        }
        var folder = target.resolvedPath
        while true {
            let suite = (folder as NSString).appendingPathComponent(suiteFolder)
            if FileManager.default.fileExists(atPath: (suite as NSString).appendingPathComponent("environment.json")) {
                throw OutputInBaselinesError(output: output.relativePath, baselines: folder)
            }
            if (folder as NSString).lastPathComponent == suiteFolder,
               FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("environment.json")) {
                throw OutputInBaselinesError(output: output.relativePath, baselines: (folder as NSString).deletingLastPathComponent)
            }
            if folder == "/" { return }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
