import ArgumentParser
import Foundation
import Layout
import ProofSheet
import Report
import TextEngine

/// `proofsheet measure`: the size of a text in a text style at a category and width.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure text with Pango as a label of a text style would lay it out."
    )

    @Argument(help: "The text to measure.")
    var text: String

    @Option(help: "Text style (e.g. body, headline, caption1).", transform: ArgumentParsing.style)
    var style: TextStyle

    @Option(help: "Content size category (e.g. large, AX5, accessibility3, extraSmall).", transform: ArgumentParsing.category)
    var category: ContentSizeCategory

    @Option(help: "Width available for the text, in points.")
    var width: Double

    @Option(help: "Maximum number of lines; 0 means unlimited.")
    var lines: Int = 0

    @Option(help: "Line break mode: wordWrap, charWrap, truncateTail, truncateHead or truncateMiddle.")
    var lineBreakMode: LineBreakMode = .truncateTail

    @Option(help: "Font family, instead of the default Inter. Must be loaded (see --font-file).")
    var font: String?

    @Option(help: "A TTF/OTF file to load in addition to the default fonts (repeatable).", transform: ArgumentParsing.path)
    var fontFile: [String] = []

    @Option(help: "Pixels per point: the height rounds up to this pixel grid, as a UILabel's intrinsic size does (1, 2 or 3).")
    var displayScale: Int = 3

    @Option(help: "Line height: font (UIFont.lineHeight, as UILabel) or hig (the text style's HIG leading).")
    var lineHeight: LineHeightSource = .font

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require(oneOf: [.text, .json])
        try ArgumentParsing.check(width, .screenLength, flag: "--width")
        try ArgumentParsing.check(lines, .lines, flag: "--lines")
        try ArgumentParsing.check(displayScale, .displayScale, flag: "--display-scale")
    }

    func run() throws {
        let measurement: TextMeasurement
        do {
            let measurer = PangoTextMeasurer(library: try FontLibrary.standard(adding: fontFile.map { URL(fileURLWithPath: $0) }))
            let font = Font.preferred(style, category: category, family: font ?? Font.defaultFamily, lineHeight: lineHeight)
            measurement = try measurer.measure(
                TextMeasurementRequest(
                    text: text, font: font, width: width, maximumLines: lines, lineBreakMode: lineBreakMode,
                    paragraph: ParagraphStyle(lineHeight: lineHeight), displayScale: Double(displayScale)
                ))
        } catch {
            throw InputError(error)
        }
        let report = TextMeasurementReport(measurement, displayScale: displayScale)
        if format == .json { try JSONOutput.print(report) } else { try Console.line(report.text) }
    }
}

extension LineBreakMode: ExpressibleByArgument {}

extension LineHeightSource: ExpressibleByArgument {}
