import Foundation

/// Command-line tools the tests compare against (rsvg-convert, poppler-utils, Chromium).
public enum ExternalTool {
    /// The tool's path, found on PATH or in the usual install folders; nil when it is not
    /// installed.
    public static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `path(name)` finds the tool.
    public static func isInstalled(_ name: String) -> Bool { path(name) != nil }

    /// `run` was asked for a tool that is not installed.
    public struct NotInstalled: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "\(name) is not installed" }
    }

    /// Runs the tool with `arguments` and waits for it.
    public static func run(_ name: String, _ arguments: [String]) throws -> ChildProcess.Result {
        guard let path = path(name) else { throw NotInstalled(name: name) }
        return try ChildProcess.run(URL(fileURLWithPath: path), arguments)
    }
}
