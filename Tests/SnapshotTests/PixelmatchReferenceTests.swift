import Foundation
import ImageIO
import TestSupport
import Testing

@testable import Snapshot

/// Counts and diff images against PyPI pixelmatch-fast on committed pairs
/// (Fixtures/pixelmatch/README.md says how they were made).
@Suite struct PixelmatchReferenceTests {
    struct Expected: Decodable {
        struct Pair: Decodable {
            let name: String
            let width: Int
            let height: Int
            let counts: [Case]
            let images: [Case]
        }

        struct Case: Decodable, CustomStringConvertible {
            let threshold: Double
            let includeAA: Bool
            var alpha: Double?
            var diffMask: Bool?
            var aaColor: [UInt8]?
            var diffColor: [UInt8]?
            var diffColorAlt: [UInt8]?
            let diffPixels: Int
            var crc32: UInt32?

            var options: PixelDiffOptions {
                func colour(_ rgb: [UInt8]) -> RGBColor { RGBColor(rgb[0], rgb[1], rgb[2]) }
                return PixelDiffOptions(
                    threshold: threshold, includeAA: includeAA, alpha: alpha ?? 0.1,
                    aaColor: aaColor.map(colour) ?? RGBColor(255, 255, 0), diffColor: diffColor.map(colour) ?? RGBColor(255, 0, 0),
                    diffColorAlt: diffColorAlt.map(colour), diffMask: diffMask ?? false
                )
            }

            var description: String { "threshold \(threshold), includeAA \(includeAA), alpha \(alpha ?? 0.1), mask \(diffMask ?? false)" }
        }

        let pairs: [Pair]
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/pixelmatch")
    static let expected = try! JSONDecoder().decode(Expected.self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))

    static var pairNames: [String] { expected.pairs.map(\.name) }

    @Test(arguments: pairNames) func countsAndDiffImagesMatchPixelmatch(name: String) throws {
        let pair = try #require(Self.expected.pairs.first { $0.name == name })
        let a = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent("\(name)-a.png").path)
        let b = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent("\(name)-b.png").path)
        #expect(a.width == pair.width && a.height == pair.height)
        for expected in pair.counts {
            #expect(try PixelDiffer(options: expected.options).compare(a, b).diffPixels == expected.diffPixels, "\(expected)")
        }
        for expected in pair.images {
            let result = try PixelDiffer(options: expected.options).compare(a, b, drawingDiff: true)
            #expect(result.diffPixels == expected.diffPixels, "\(expected)")
            #expect(CRC32.checksum(try #require(result.diffImage).pixels) == expected.crc32, "\(expected)")
        }
    }

    @Test func pairsCoverAntialiasingAndThresholds() {
        // The fixtures are only useful if they separate the options: AA on/off and thresholds give different counts.
        let text = Self.expected.pairs.first { $0.name == "text" }!.counts
        #expect(Set(text.map(\.diffPixels)).count >= 5)
        #expect(Self.expected.pairs.contains { $0.name == "same" && $0.counts.allSatisfy { $0.diffPixels == 0 } })
    }
}
