import Foundation
import Testing

/// Command-line tools the tests compare against (rsvg-convert, poppler-utils, Chromium, node).
package enum ExternalTool {
    /// The tool's path, found on PATH or in the usual install folders; nil when it is not
    /// installed.
    package static func path(_ name: String) -> String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin",
            ]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `path(name)` finds the tool.
    package static func isInstalled(_ name: String) -> Bool { path(name) != nil }

    /// A test needed a tool that is not installed.
    package struct NotInstalled: Error, CustomStringConvertible {
        package let name: String
        package init(name: String) { self.name = name }
        package var description: String {
            "\(name) is not installed: \(Requirement.named(name)?.installCommand ?? "install it and put it on PATH")"
        }
    }

    /// The path of `name`, or `NotInstalled` naming the command that installs it.
    package static func require(_ name: String) throws -> String {
        guard let path = path(name) else { throw NotInstalled(name: name) }
        return path
    }

    /// Runs the tool with `arguments` and waits for it.
    package static func run(_ name: String, _ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: require(name)), arguments)
    }

    /// A tool a test needs, with the Debian package that installs it (tools/bootstrap installs
    /// them all).
    package struct Requirement: Sendable {
        /// The names the tool goes by, tried in order.
        package let names: [String]
        /// The Debian package that installs it.
        package let package: String

        package init(names: [String], package: String) {
            self.names = names
            self.package = package
        }

        package static let chromium = Requirement(names: ["chromium", "chromium-browser", "google-chrome"], package: "chromium")
        package static let rsvgConvert = Requirement(names: ["rsvg-convert"], package: "librsvg2-bin")
        package static let pdftoppm = Requirement(names: ["pdftoppm"], package: "poppler-utils")
        package static let pdftotext = Requirement(names: ["pdftotext"], package: "poppler-utils")
        package static let pdfinfo = Requirement(names: ["pdfinfo"], package: "poppler-utils")
        package static let node = Requirement(names: ["node"], package: "nodejs")
        static let all: [Requirement] = [chromium, rsvgConvert, pdftoppm, pdftotext, pdfinfo, node]

        /// The requirement a tool name belongs to.
        static func named(_ name: String) -> Requirement? { all.first { $0.names.contains(name) } }

        /// The first of `names` that is installed.
        package var path: String? { names.lazy.compactMap(ExternalTool.path).first }

        /// `apt-get install <package>`.
        package var installCommand: String { "apt-get install \(package)" }

        /// Whether a test needing these tools runs: always under CI (where a missing tool then
        /// fails the test, saying how to install it), elsewhere only when they are installed.
        package static func runs(_ tools: [Requirement], installed: (Requirement) -> Bool, environment: [String: String]) -> Bool {
            isContinuousIntegration(environment) || tools.allSatisfy(installed)
        }

        /// Whether `environment` says the run is CI's (`CI=true` or `CI=1`, as the record mode
        /// reads it).
        package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
            ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// The test needs `tools`. Where one is missing the test is skipped, saying how to install
    /// it, except under CI (`CI=true`), where it runs and fails at its first use of the tool
    /// with the same command: under CI a missing tool is a failure, never a skip.
    package static func requires(_ tools: ExternalTool.Requirement...) -> Self {
        let missing = tools.filter { $0.path == nil }
        let install = Set(missing.map(\.package)).sorted().joined(separator: " ")
        return .enabled(
            if: ExternalTool.Requirement.runs(tools, installed: { $0.path != nil }, environment: ProcessInfo.processInfo.environment),
            Comment(
                rawValue: missing.isEmpty ? "" : "\(missing.map { $0.names[0] }.joined(separator: ", ")) not installed (apt-get install \(install))")
        )
    }
}
