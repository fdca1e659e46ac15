import ArgumentParser
import Dispatch
import Foundation
import ImageIO
import ProofSheet
import ProofSheetSupport
import Rendering
import Snapshot
import Synchronization

/// `proofsheet diff`: compare two PNGs pixel by pixel, as pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel (pixelmatch v7.2.0) and count the pixels that differ.",
        discussion: """
            Anti-aliased pixels are found and not counted unless --include-aa. Byte-identical files \
            answer at once from their headers, without decoding (unless -o asks for a diff image); \
            otherwise both decode at the same time. Exits 0 when no pixel counts as different, 1 when \
            some do, 2 when a file cannot be read or written or the images differ in size.
            """
    )

    @Argument(help: "The expected image (PNG).", transform: ArgumentParsing.path)
    var expected: String

    @Argument(help: "The actual image (PNG).", transform: ArgumentParsing.path)
    var actual: String

    @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different.")
    var includeAA = false

    @Option(help: "Opacity from 0 to 1 of the faded expected image under the diff.")
    var alpha: Double = 0.1

    @Flag(help: "Draw only the differing pixels, over a transparent background.")
    var diffMask = false

    @Option(name: .shortAndLong, help: "Write the diff image to this PNG.", transform: ArgumentParsing.path)
    var output: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require(oneOf: [.text, .json])
        try ArgumentParsing.check(threshold, .fraction, flag: "--threshold")
        try ArgumentParsing.check(alpha, .fraction, flag: "--alpha")
        try ArgumentParsing.checkSeparate(outputs: [("-o", output)], inputs: [("the expected image", expected), ("the actual image", actual)])
    }

    func run() throws {
        let report: Report
        do {
            let files = try [Self.read(expected), Self.read(actual)]
            // The same bytes are the same image: no decoding, unless a diff image is wanted.
            if output == nil, files[0] == files[1], let size = PNGDimensions(header: files[0]) {
                report = Report(width: size.width, height: size.height, diffPixels: 0, identical: true)
            } else {
                let images = try Self.decode(files, paths: [expected, actual])
                let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask)
                let result = try PixelDiffer(options: options).compare(images[0], images[1], drawingDiff: output != nil)
                if let output, let image = result.diffImage { try PNGEncoder.write(image, to: output) }
                report = Report(width: result.width, height: result.height, diffPixels: result.diffPixels, identical: result.identical)
            }
        } catch {
            throw InputError(error)
        }
        if format == .json { try JSONOutput.print(report) } else { try Console.line(report.text) }
        if report.diffPixels > 0 { throw ExitCode(1) }
    }

    private static func read(_ path: String) throws(PNGDecodingError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw PNGDecodingError(path: path, reason: error.reason)
        }
    }

    /// The images, decoded at the same time on two threads; the first error in file order.
    private static func decode(_ files: [[UInt8]], paths: [String]) throws(PNGDecodingError) -> [RGBAImage] {
        let decoded = Mutex<[Int: Result<RGBAImage, PNGDecodingError>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(PNGDecodingError) in try PNGDecoder.decode(files[index], path: paths[index]) }
            decoded.withLock { $0[index] = result }
        }
        let results = decoded.withLock { $0 }
        var images: [RGBAImage] = []
        for index in files.indices { images.append(try results[index]!.get()) }
        return images
    }

    /// The JSON shape: `{"width", "height", "diffPixels", "totalPixels", "identical"}`.
    private struct Report: Encodable {
        let width: Int
        let height: Int
        let diffPixels: Int
        let totalPixels: Int
        /// Byte for byte the same, not merely within the threshold.
        let identical: Bool

        init(width: Int, height: Int, diffPixels: Int, identical: Bool) {
            self.width = width
            self.height = height
            self.diffPixels = diffPixels
            totalPixels = width * height
            self.identical = identical
        }

        var text: String {
            let share = totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) * 100
            let suffix = identical ? ", identical" : ""
            return "\(diffPixels) of \(totalPixels) pixels differ (\(String(format: "%.2f", share))%), \(width)x\(height)\(suffix)"
        }
    }
}
