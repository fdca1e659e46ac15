import CPangoCairo
import DynamicType
import Foundation
import Layout
import Testing
@testable import Rendering

/// Line breaking as UIKit does it: no inserted hyphens unless asked, break opportunities as ICU
/// line breaking applies them in Chromium, and the line ranges the measurer reports.
@Suite struct LineBreakingTests {
    typealias F = MeasurerFixture
    static let compound = "Donaudampfschifffahrtsgesellschaftskapitän"

    /// The text each line shows as the painter and the SVG writer draw it (Pango's runs, with
    /// "-" where Pango inserted a hyphen and "…" for an ellipsis).
    func visibleLines(_ request: TextMeasurementRequest) -> [String] {
        F.measurer.withLayout { pango in
            pango.configure(for: request)
            var lines: [String] = []
            PangoLines.forEach(in: pango, request: request, count: Int(pango_layout_get_line_count(pango.layout))) { line, _, _ in
                lines.append(PangoLines.visibleText(of: line, in: pango.layout).unicodeScalars.filter { $0.properties.isDefaultIgnorableCodePoint == false }.map(String.init).joined())
            }
            return lines
        }
    }

    /// The lines of `text` at `width` (body at large, 17 pt), as strings.
    func lines(_ text: String, width: Double, hyphenation: Bool = false) throws -> [String] {
        var request = F.request(text, width: width)
        request.paragraph.hyphenation = hyphenation
        return try F.measurer.lineRanges(for: request).map { String(text[$0]) }
    }

    @Test func anOverlongWordBreaksBetweenCharactersWithoutHyphens() throws {
        let lines = try lines(Self.compound, width: 80)
        #expect(lines.count > 2)
        #expect(lines.joined() == Self.compound)
        #expect(visibleLines(F.request(Self.compound, width: 80)) == lines)
    }

    @Test func hyphenationPutsAHyphenAtEachBrokenWord() throws {
        var request = F.request(Self.compound, width: 80)
        let plain = try F.measure(request)
        request.paragraph.hyphenation = true
        let hyphenated = try F.measure(request)
        #expect(hyphenated.lineCount >= plain.lineCount)
        let shown = visibleLines(request)
        #expect(shown.dropLast().allSatisfy { $0.hasSuffix("-") }, "\(shown)")
        #expect(request != F.request(Self.compound, width: 80), "hyphenation is part of the cache key")
    }

    @Test(arguments: [LineBreakMode.truncateTail, .truncateMiddle, .truncateHead])
    func truncationKeepsItsEllipsis(mode: LineBreakMode) throws {
        #expect(visibleLines(F.request(F.paragraph, width: 150, lines: 1, mode: mode)).first?.contains("…") == true)
    }

    @Test func lineRangesCoverTheTextInOrder() throws {
        let text = F.paragraph + " " + F.paragraph
        let ranges = try F.measurer.lineRanges(for: F.request(text, width: 150))
        #expect(ranges.count == (try F.measure(F.request(text, width: 150))).lineCount)
        #expect(ranges.first?.lowerBound == text.startIndex && ranges.last?.upperBound == text.endIndex)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(try F.measurer.lineRanges(for: F.request(text, width: 150, lines: 2)).count == 2)
        #expect(try F.measurer.lineRanges(for: F.request("", width: 150)).isEmpty)
    }

    /// Pango's own breaker would break after each slash, at "localhost:|8080" and never before
    /// "/" after a space; Chromium breaks after a hyphen between digits.
    @Test(arguments: [
        ("Max speed 120 km/h", 100.0, ["Max speed ", "120 km/h"]),
        ("Read and/or write", 90.0, ["Read ", "and/or ", "write"]),
        ("Open localhost:8080", 140.0, ["Open ", "localhost:8080"]),
        ("Born on 1990-07-14", 130.0, ["Born on 1990-", "07-14"]),
        ("It was -5 °C", 60.0, ["It was ", "-5 °C"]),
        ("Use Face ID / Touch ID", 100.0, ["Use Face ID ", "/ Touch ID"]),
    ])
    func breaksWhereChromiumDoes(text: String, width: Double, expected: [String]) throws {
        let lines = try lines(text, width: width)
        #expect(lines.joined() == text)
        #expect(lines == expected)
    }

    @Test func aNoBreakSpaceNeverStartsOrEndsABreakBetweenWords() throws {
        let text = "Il reste 3\u{00A0}jours d’essai gratuit"
        for width in stride(from: 60.0, through: 260, by: 10) {
            let lines = try lines(text, width: width)
            #expect(!lines.contains { $0.hasSuffix("3\u{00A0}") || $0.hasPrefix("jours") }, "width \(width): \(lines)")
        }
    }

    @Test func tailoringInsertsOnlyInvisibleCharactersAndMapsBack() {
        let plain = LineBreakTailoring(F.paragraph)
        #expect(plain.text == F.paragraph && plain.insertions.isEmpty)
        let original = "10 km/h, 1-800-555, a / b"
        let tailored = LineBreakTailoring(original)
        #expect(tailored.text.unicodeScalars.filter { $0 != LineBreakTailoring.zeroWidthSpace && $0 != LineBreakTailoring.wordJoiner }.map(String.init).joined() == original)
        #expect(tailored.text == "10 km/\u{2060}h, 1-\u{200B}800-\u{200B}555, a\u{200B} / b")
        let slash = tailored.text.utf8.firstIndex(of: UInt8(ascii: "/"))!
        let h = tailored.text.utf8.distance(from: tailored.text.utf8.startIndex, to: tailored.text.utf8.index(slash, offsetBy: 4))
        #expect(tailored.originalOffset(h) == original.utf8.distance(from: original.utf8.startIndex, to: original.utf8.firstIndex(of: UInt8(ascii: "h"))!))
    }
}
