import Foundation

/// A fresh folder under the temporary directory for a test's files, removed with everything in
/// it when the last reference to it goes: at the end of the test for a local or for a suite's
/// stored property (Swift Testing makes a suite instance per test), or earlier at `remove()`.
///
/// The one way tests get scratch space. `tools/test` runs the suite with its own temporary
/// directory and fails when anything is left in it afterwards.
package final class ScratchFolder: Sendable {
    /// The folder, `proofsheet-<label>-<UUID>` under the temporary directory.
    package let url: URL

    /// Creates the folder; `label` says in its name which test made it.
    package init(_ label: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// The folder's path.
    package var path: String { url.path }

    /// `name` (a relative path) inside the folder; nothing is created.
    package func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `bytes` to `name` inside the folder and returns the file's URL.
    package func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let file = file(name)
        try Data(bytes).write(to: file)
        return file
    }

    /// Names in the folder, hidden ones included, sorted.
    package var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Removes the folder and everything in it now.
    package func remove() { try? FileManager.default.removeItem(at: url) }
}
