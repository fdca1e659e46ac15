import Foundation

/// Headless Chromium (the Debian `chromium` package, or Chrome): the independent engine the
/// report's browser tests and the line-breaking comparison check against.
package enum Chromium {
    /// The browser's path (`ExternalTool.path` of the first name installed); nil when none is.
    package static let path: String? = ExternalTool.Requirement.chromium.path

    /// Runs the browser headless on `url` with a fresh profile under `scratch`, after
    /// `arguments`, and returns its standard output (stderr holds only noise: a wrapper warning,
    /// D-Bus).
    package static func run(_ arguments: [String], url: String, scratch: URL) throws -> String {
        // A fresh profile each time (about 15 MB), removed afterwards.
        let profile = scratch.appendingPathComponent("profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--no-first-run",
                "--user-data-dir=\(profile.path)",
            ] + arguments + [url]
        guard let path else { throw ExternalTool.NotInstalled(name: "chromium") }
        return try ChildProcess.run(URL(fileURLWithPath: path), arguments).stdout
    }
}
