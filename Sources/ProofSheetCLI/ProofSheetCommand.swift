import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport

/// `proofsheet`: renders iOS-style screens at every Dynamic Type size, headlessly.
@main
struct ProofSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proofsheet",
        abstract: "Render iOS-style screens at every Dynamic Type size and column count, headlessly.",
        version: ProofSheetVersion.current,
        subcommands: [
            TypeRampCommand.self, MetricsCommand.self, MeasureCommand.self, LayoutCommand.self, RenderCommand.self, SheetCommand.self,
            CheckCommand.self, AuditCommand.self, RecordCommand.self, AcceptCommand.self, MergeCommand.self, DiffCommand.self,
            AuditRulesCommand.self,
            AxesCommand.self,
        ]
    )

    /// Parses and runs a command. Help and version exit 0; any error prints one line on stderr
    /// and exits 2 (bad input), or with the code the command chose. A write to standard output or
    /// error that failed makes it exit 2 whatever the command chose (`Console`). SIGINT, SIGTERM
    /// and SIGHUP stop it, its worker processes and leave no temporary file (`RunInterruption`).
    static func main() {
        // First, before any thread starts: SIGINT, SIGTERM and SIGHUP stop the run cleanly.
        RunInterruption.handleSignals()
        Console.prepare()
        AllocatorTuning.keepFreedBuffers()
        Foundation.exit(Console.exitCode(run()))
    }

    /// Runs the command the arguments name and returns its exit code.
    private static func run() -> Int32 {
        do {
            var command = try parseAsRoot()
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help, the version, a completion script: on standard output, as asked for.
                let text = fullMessage(for: error)
                do { if !text.isEmpty { try Console.line(text) } } catch { Console.report("\(error)") }
                return 0
            }
            let lines = message(for: error).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            let text = lines.filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }.joined(separator: " ")
            Console.report(text)
            return 2
        }
    }
}
