import ArgumentParser
import ProofSheet
import Report

/// `proofsheet metrics`: UIFontMetrics scaling of one value across the 12 categories.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Show UIFontMetrics scaledValue and scaledFont of a value in every category."
    )

    @Option(help: "Text style whose metrics scale the value (e.g. body, title1, caption2).", transform: ArgumentParsing.style)
    var style: TextStyle

    @Option(help: "The value at the default (large) category, in points.")
    var value: Double

    @Option(help: "Display scale for scaledValue's pixel rounding: 1, 2 or 3.")
    var displayScale: Double = 3

    @Option(help: "Cap for scaledFont's point size; 0 means no cap.")
    var maximumPointSize: Double?

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    func validate() throws {
        try format.require(oneOf: [.table, .json])
        try ArgumentParsing.check(displayScale, .displayScale, flag: "--display-scale")
        try ArgumentParsing.check(value, .length, flag: "--value")
        if let maximumPointSize { try ArgumentParsing.check(maximumPointSize, .maximumPointSize, flag: "--maximum-point-size") }
    }

    func run() throws {
        let report = MetricsReport(style: style, value: value, displayScale: displayScale, maximumPointSize: maximumPointSize)
        if format == .json { try JSONOutput.print(report) } else { try Console.write(report.table()) }
    }
}
