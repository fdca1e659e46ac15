import DynamicType
import Foundation
import Layout
import Spec
import Synchronization
import Testing
import TextEngineTestSupport

@testable import TextEngine

@Suite struct PangoTextMeasurerTests {
    typealias F = MeasurerFixture

    /// A line is UIFont.lineHeight tall (1.193359375 × the size, docs/dynamic-type.md, system font metrics), and the
    /// label's size rounds up to the display's pixel grid as UILabel's intrinsic size does.
    @Test func oneLineIsTheFontsLineHeightRoundedUpToThePixelGrid() throws {
        let large = try F.measure(F.request("Hello"))
        #expect(large.lineCount == 1)
        #expect(large.exactSize.height == 20.287109375)  // body at Large: 17 pt × 1.193359375
        #expect(large.size.height == 61.0 / 3)  // 20.333 pt at @3x
        #expect(large.size.width > 0 && large.size.width < 200)
        #expect(large.size.width * 3 == (large.exactSize.width * 3).rounded(.up))
        let ax5 = try F.measure(F.request("Hello", .body, .accessibilityExtraExtraExtraLarge))
        #expect(ax5.exactSize.height == 63.248046875)  // body at AX5: 53 pt
        #expect(ax5.size.height == 190.0 / 3)

        var atTwo = F.request("Hello")
        atTwo.displayScale = 2
        #expect(try F.measure(atTwo).size.height == 20.5)
        atTwo.displayScale = 1
        #expect(try F.measure(atTwo).size.height == 21)
    }

    @Test func fourLinesOfBodyAreEightyOneAndAThirdPointsAtThreeX() throws {
        let four = try F.measure(F.request(F.paragraph, width: 250))
        #expect(four.lineCount == 4)
        #expect(four.exactSize.height == 4 * 20.287109375)
        #expect(four.size.height == 244.0 / 3)  // 81.333 pt
    }

    /// `lineHeight: hig` lays lines out at the HIG leading (body at Large: 22 pt), as an app that
    /// sets minimum and maximum line height to it does; the extra space goes above the text.
    @Test func higLineHeightUsesTheLeadingWithTheExtraAbove() throws {
        var request = F.request(F.paragraph, width: 250)
        request.font = .preferred(.body, category: .large, lineHeight: .hig)
        request.paragraph = ParagraphStyle(lineHeight: .hig)
        let measured = try F.measure(request)
        #expect(measured.size.height == 4 * 22)
        let box = F.measurer.withLayout { $0.lineBox(for: request) }
        #expect(box.firstBaseline == 16.1865234375 + (22 - 20.287109375))
        #expect(box.baseline(ofLine: 1) == box.firstBaseline + 22)
    }

    /// lineHeightMultiple, minimum and maximum line heights and lineSpacing move lines as in
    /// NSParagraphStyle: the multiple scales the font's line height, the bounds clamp it, and
    /// spacing goes between lines only.
    @Test func paragraphStyleMovesLinesAsNSParagraphStyleDoes() throws {
        var request = F.request(F.paragraph, width: 250)
        request.paragraph = ParagraphStyle(lineHeightMultiple: 1.5)
        #expect(try F.measure(request).exactSize.height == 4 * 20.287109375 * 1.5)
        request.paragraph = ParagraphStyle(lineHeightMultiple: 1.5, maximumLineHeight: 25)
        #expect(try F.measure(request).exactSize.height == 4 * 25)
        request.paragraph = ParagraphStyle(minimumLineHeight: 30)
        #expect(try F.measure(request).exactSize.height == 4 * 30)
        request.paragraph = ParagraphStyle(lineSpacing: 6)
        #expect(try F.measure(request).exactSize.height == 4 * 20.287109375 + 3 * 6)
        let box = F.measurer.withLayout { $0.lineBox(for: request) }
        #expect(box.baseline(ofLine: 2) == 16.1865234375 + 2 * (20.287109375 + 6))
    }

    /// Tracking widens a line by the kern after every character, the last one included, as
    /// NSAttributedString's `.kern` does.
    @Test func kernWidensTheLineByOneKernPerCharacter() throws {
        let plain = try F.measure(F.request("Tracking"))
        var request = F.request("Tracking")
        request.paragraph = ParagraphStyle(kern: 2)
        #expect(try F.measure(request).exactSize.width == plain.exactSize.width + 2 * 8)
        request.paragraph = ParagraphStyle(kern: -0.5)
        #expect(try F.measure(request).exactSize.width == plain.exactSize.width - 0.5 * 8)
    }

    @Test func moreTextIsTaller() throws {
        let short = try F.measure(F.request("Dynamic Type"))
        let long = try F.measure(F.request(F.paragraph + " " + F.paragraph))
        #expect(long.size.height > short.size.height)
        #expect(long.lineCount > short.lineCount)
        #expect(long.exactSize.height == Double(long.lineCount) * 20.287109375)
    }

    @Test func widerIsNeverTaller() throws {
        var previous = Double.infinity
        for width in stride(from: 40.0, through: 600, by: 20) {
            let height = try F.measure(F.request(F.paragraph, width: width)).size.height
            #expect(height <= previous, "width \(width)")
            previous = height
        }
        let narrow = try F.measure(F.request(F.paragraph, width: 40))
        let wide = try F.measure(F.request(F.paragraph, width: 600))
        #expect(narrow.size.height > wide.size.height)
    }

    @Test(arguments: TextStyle.allCases)
    func largerCategoryIsNeverSmaller(style: TextStyle) throws {
        var previous = TextMeasurement.empty
        for category in ContentSizeCategory.allCases {
            let current = try F.measure(F.request(F.paragraph, style, category, width: 320))
            #expect(current.size.height >= previous.size.height, "\(style) \(category)")
            #expect(current.lineCount >= previous.lineCount, "\(style) \(category)")
            previous = current
        }
    }

    @Test(arguments: [LineBreakMode.truncateTail, .truncateHead, .truncateMiddle, .wordWrap, .charWrap])
    func twoLineLimitTruncatesAndSaysSo(mode: LineBreakMode) throws {
        let unlimited = try F.measure(F.request(F.paragraph, width: 150, mode: mode))
        let limited = try F.measure(F.request(F.paragraph, width: 150, lines: 2, mode: mode))
        #expect(unlimited.lineCount > 2)
        #expect(!unlimited.isTruncated)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited.size.height == 122.0 / 3)  // 2 × 20.287 = 40.574 pt, up to 40.667 at @3x
        #expect(limited.size.width <= 150)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let measured = try F.measure(F.request("Short", lines: 1, mode: .truncateTail))
        #expect(measured.lineCount == 1)
        #expect(!measured.isTruncated)
    }

    /// A label squeezed to no width still wraps (found by the random-screen property test: it
    /// used to be measured unwrapped, 2,000 pt wide).
    @Test func zeroWidthWrapsEveryGlyph() throws {
        let measured = try F.measure(F.request("wrap me", width: 0))
        #expect(measured.lineCount >= 6)  // one glyph ("w", "r", …) per line
        #expect(measured.size.width <= 22)  // about one "w" at 17 pt
    }

    @Test func emptyTextHasNoSize() throws {
        #expect(try F.measure(F.request("")) == .empty)
    }

    @Test func oneVeryLongWordBreaksBetweenCharacters() throws {
        let word = String(repeating: "Supercalifragilistic", count: 10)
        let measured = try F.measure(F.request(word, width: 120))
        #expect(measured.lineCount > 3)
        #expect(measured.size.width <= 120)
        #expect(!measured.isTruncated)
        let oneLine = try F.measure(F.request(word, width: 120, lines: 1, mode: .truncateTail))
        #expect(oneLine.lineCount == 1 && oneLine.isTruncated)
    }

    @Test(arguments: ["😀👍🏽🇯🇵 emoji", "日本語のテキストを測定します。漢字と仮名", "שלום עולם, טקסט מימין לשמאל", "مرحبا بالعالم"])
    func scriptsWithoutGlyphsInTheFontStillMeasure(text: String) throws {
        let measured = try F.measure(F.request(text, width: 120))
        #expect(measured.lineCount >= 1)
        // Every line is the primary font's line height, whatever font its glyphs come from.
        #expect(measured.exactSize.height == Double(measured.lineCount) * 20.287109375)
        #expect(measured.size.width > 0 && measured.size.width <= 120)
    }

    @Test func charWrapBreaksInsideWords() throws {
        let text = "make it fit localization"
        let word = try F.measure(F.request(text, width: 150, mode: .wordWrap))
        let char = try F.measure(F.request(text, width: 150, mode: .charWrap))
        #expect(word.lineCount == 2)
        #expect(char.lineCount == 2)
        #expect(word.size.width == 272.0 / 3)  // "localization", 90.41 pt, rounded up to the @3x grid
        #expect(char.size.width > 130)  // the first char-wrapped line runs on into "localization"
    }

    @Test func headlineIsWiderThanBodyAtTheSameSize() throws {
        let body = try F.measure(F.request("Semibold is wider", .body))
        let headline = try F.measure(F.request("Semibold is wider", .headline))
        #expect(headline.size.width > body.size.width)
    }

    @Test func cachedAndUncachedAgree() throws {
        let uncached = PangoTextMeasurer(library: F.library, caching: false)
        for category in ContentSizeCategory.allCases {
            let request = F.request(F.paragraph, .callout, category, width: 180, lines: 3, mode: .truncateTail)
            #expect(try uncached.measure(request) == F.measure(request))
            #expect(try F.measure(request) == F.measure(request))
        }
    }

    /// Threads asking for the same texts at once (a sheet lays out a variant's light and dark
    /// appearances side by side) lay each out once: a thread that waited for the Pango lock
    /// finds the other's measurement when it gets it.
    @Test func threadsAskingForOneTextAtOnceMeasureItOnce() throws {
        let measurer = PangoTextMeasurer(library: F.library)
        let requests = (0..<60).map { F.request("Label \($0) of a cell that wraps onto a second line", width: 120) }
        // Four threads of their own (not a pool's, which may run fewer at once) wait for each
        // other, then ask for each text at about the same moment.
        let arrived = Atomic<Int>(0)
        let done = DispatchGroup()
        for _ in 0..<4 {
            done.enter()
            Thread {
                arrived.add(1, ordering: .relaxed)
                while arrived.load(ordering: .relaxed) < 4 {}
                for request in requests { _ = try? measurer.measure(request) }
                done.leave()
            }.start()
        }
        done.wait()
        #expect(measurer.uncachedMeasurements.load(ordering: .relaxed) == requests.count)
        #expect(try requests.allSatisfy { try measurer.measure($0) == F.measure($0) })
    }

    /// Fresh libraries each round: a race between Pango font maps showed on first use only.
    @Test func concurrentMeasurementsMatchSerialOnes() async throws {
        let requests = ContentSizeCategory.allCases.flatMap { category in
            stride(from: 60.0, through: 400, by: 23).map { F.request(F.paragraph, .body, category, width: $0) }
        }
        let serial = try requests.map { try PangoTextMeasurer(library: F.library, caching: false).measure($0) }
        for _ in 0..<4 {
            let measurer = PangoTextMeasurer(library: try FontLibrary.standard(), caching: false)
            let parallel = try await withThrowingTaskGroup(of: (Int, TextMeasurement).self) { group in
                for (index, request) in requests.enumerated() {
                    group.addTask { (index, try measurer.measure(request)) }
                }
                var results = [TextMeasurement?](repeating: nil, count: requests.count)
                for try await (index, result) in group { results[index] = result }
                return results.compactMap { $0 }
            }
            let mismatches = zip(parallel, serial).filter { $0.0 != $0.1 }.count
            #expect(parallel.count == serial.count)
            #expect(mismatches == 0, "\(mismatches) of \(serial.count) measurements differ from the serial ones")
        }
    }
}
