import ArgumentParser
import Foundation
import ProofSheet

/// `proofsheet`: renders iOS-style screens at every Dynamic Type size, headlessly.
@main
struct ProofSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proofsheet",
        abstract: "Render iOS-style screens at every Dynamic Type size and column count, headlessly.",
        version: ProofSheetVersion.current,
        subcommands: [TypeRampCommand.self, MetricsCommand.self, MeasureCommand.self, LayoutCommand.self, RenderCommand.self, SheetCommand.self, CheckCommand.self, AuditCommand.self, RecordCommand.self, AcceptCommand.self, MergeCommand.self, DiffCommand.self]
    )

    /// Parses and runs a command. Help and version exit 0; any error prints one line on stderr
    /// and exits 2 (bad input), or with the code the command chose. SIGINT, SIGTERM and SIGHUP
    /// stop it, its worker processes and leave no temporary file (`RunInterruption`).
    static func main() {
        // First, before any thread starts: SIGINT, SIGTERM and SIGHUP stop the run cleanly.
        RunInterruption.handleSignals()
        AllocatorTuning.keepFreedBuffers()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let lines = message(for: error).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            let text = lines.filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }.joined(separator: " ")
            FileHandle.standardError.write(Data("proofsheet: \(text)\n".utf8))
            Foundation.exit(2)
        }
    }
}
