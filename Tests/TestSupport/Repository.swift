import Foundation

/// The repository's own files, found from this source file's path, for tests that read the
/// bundled examples, the committed baselines, fixtures, sources or documentation.
package enum Repository {
    /// The folder holding Package.swift.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relativePath` (`Examples/recipes.yaml`, `Snapshots`) under the root.
    package static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The bundled examples (`Examples/`).
    package static var examples: URL { url("Examples") }

    /// The path of the bundled example `file` (`recipes.yaml`).
    package static func example(_ file: String) -> String { examples.appendingPathComponent(file).path }
}
