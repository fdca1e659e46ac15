import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport

/// The examples and baselines the strategy tests compare with, and the environment variable that
/// keeps swift-snapshot-testing's failure artifacts in a scratch folder.
enum SnapshotFixture {
    /// The package's root folder.
    static let root = Repository.root

    /// The example spec `name` (`recipes.yaml`), loaded as `proofsheet check` loads it.
    static func suite(_ name: String) throws -> Suite {
        try SpecLoader.load(path: root.appendingPathComponent("Examples/\(name)").path)
    }

    /// The committed baseline at `path` under Snapshots/.
    static func baseline(_ path: String) throws -> [UInt8] {
        try FileBytes.read(root.appendingPathComponent("Snapshots/\(path)").path, limit: 1 << 26)
    }

    /// Runs `body` with swift-snapshot-testing's failure artifacts (the failed rendering it
    /// writes beside the reference's path) going into `folder` instead of the temporary
    /// directory. The suites that call this are serialized: the variable is the process's.
    static func withArtifacts<T>(in folder: ScratchFolder, _ body: () throws -> T) rethrows -> T {
        setenv("SNAPSHOT_ARTIFACTS", folder.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        return try body()
    }
}
