import ArgumentParser
import ProofSheet
import Report

/// `proofsheet type-ramp`: Apple's Dynamic Type ramp for every text style and category.
struct TypeRampCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type-ramp",
        abstract: "Print the Dynamic Type ramp: size, weight, HIG leading and UIKit scaling line spacing."
    )

    @Option(help: "Output format: table, json or csv.")
    var format: OutputFormat = .table

    func validate() throws { try format.require(oneOf: [.table, .json, .csv]) }

    func run() throws {
        let report = TypeRampReport()
        switch format {
        case .json: try JSONOutput.print(report)
        case .csv: try Console.write(report.csv())
        default: try Console.write(report.table())
        }
    }
}
