import DynamicType
import Foundation
import Layout
import Testing
@testable import Rendering

@Suite struct PangoTextMeasurerTests {
    typealias F = MeasurerFixture

    @Test func oneLineIsOneHIGLeadingTall() throws {
        let large = try F.measure(F.request("Hello"))
        #expect(large.lineCount == 1)
        #expect(large.size.height == 22)  // body at large: HIG leading 22
        #expect(large.size.width > 0 && large.size.width < 200)
        #expect(large.size.width == large.size.width.rounded(.up))
        let ax5 = try F.measure(F.request("Hello", .body, .accessibilityExtraExtraExtraLarge))
        #expect(ax5.size.height == 62)  // body at AX5: HIG leading 62
    }

    @Test func moreTextIsTaller() throws {
        let short = try F.measure(F.request("Dynamic Type"))
        let long = try F.measure(F.request(F.paragraph + " " + F.paragraph))
        #expect(long.size.height > short.size.height)
        #expect(long.lineCount > short.lineCount)
        #expect(long.size.height == Double(long.lineCount) * 22)
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
        #expect(limited.size.height == 44)
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
        // Glyphs Inter lacks draw as hex boxes (never a system font), whose lines are up to 1 pt taller.
        #expect(measured.size.height >= Double(measured.lineCount) * 22)
        #expect(measured.size.height <= Double(measured.lineCount) * 23)
        #expect(measured.size.width > 0 && measured.size.width <= 120)
    }

    @Test func charWrapBreaksInsideWords() throws {
        let text = "make it fit localization"
        let word = try F.measure(F.request(text, width: 150, mode: .wordWrap))
        let char = try F.measure(F.request(text, width: 150, mode: .charWrap))
        #expect(word.lineCount == 2)
        #expect(char.lineCount == 2)
        #expect(word.size.width == 91)  // "make it fit" alone on the first line
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
