import ArgumentParser
import Foundation
import ProofSheet

/// `proofsheet diff`: compare two PNGs pixel by pixel, as pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel (pixelmatch v7.2.0) and count the pixels that differ.",
        discussion: """
        Anti-aliased pixels are found and not counted unless --include-aa. Exits 0 when no pixel \
        counts as different, 1 when some do, 2 when a file cannot be read or written or the images \
        differ in size.
        """
    )

    @Argument(help: "The expected image (PNG).")
    var expected: String

    @Argument(help: "The actual image (PNG).")
    var actual: String

    @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different.")
    var includeAA = false

    @Option(help: "Opacity from 0 to 1 of the faded expected image under the diff.")
    var alpha: Double = 0.1

    @Flag(help: "Draw only the differing pixels, over a transparent background.")
    var diffMask = false

    @Option(name: .shortAndLong, help: "Write the diff image to this PNG.")
    var output: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require(oneOf: [.text, .json])
        try ArgumentParsing.check(threshold, .fraction, flag: "--threshold")
        try ArgumentParsing.check(alpha, .fraction, flag: "--alpha")
    }

    func run() throws {
        let result: PixelDiffResult
        do {
            let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask)
            result = try PixelDiffer(options: options)
                .compare(PNGDecoder.decode(contentsOf: expected), PNGDecoder.decode(contentsOf: actual), drawingDiff: output != nil)
            if let output, let image = result.diffImage { try PNGEncoder.write(image, to: output) }
        } catch {
            throw InputError(error)
        }
        let report = Report(result)
        if format == .json { try JSONOutput.print(report) } else { print(report.text) }
        if result.diffPixels > 0 { throw ExitCode(1) }
    }

    /// The JSON shape: `{"width", "height", "diffPixels", "totalPixels", "identical"}`.
    private struct Report: Encodable {
        let width: Int
        let height: Int
        let diffPixels: Int
        let totalPixels: Int
        /// Byte for byte the same, not merely within the threshold.
        let identical: Bool

        init(_ result: PixelDiffResult) {
            width = result.width
            height = result.height
            diffPixels = result.diffPixels
            totalPixels = result.totalPixels
            identical = result.identical
        }

        var text: String {
            let share = totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) * 100
            let suffix = identical ? ", identical" : ""
            return "\(diffPixels) of \(totalPixels) pixels differ (\(String(format: "%.2f", share))%), \(width)x\(height)\(suffix)"
        }
    }
}
