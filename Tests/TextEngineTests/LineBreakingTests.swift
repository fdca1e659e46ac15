import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing
import TextEngineTestSupport

@testable import TextEngine

/// Line breaking as UIKit does it: no inserted hyphens unless asked, break opportunities as ICU
/// line breaking applies them in Chromium, and the line ranges the measurer reports.
@Suite struct LineBreakingTests {
    typealias F = MeasurerFixture
    static let compound = "Donaudampfschifffahrtsgesellschaftskapitän"

    /// The text each line shows as the SVG writer writes it (Pango's runs without the characters
    /// line-break tailoring inserted, with "-" where Pango inserted a hyphen and "…" for an
    /// ellipsis).
    func visibleLines(_ request: TextMeasurementRequest) -> [String] {
        F.measurer.withLayout { pango in
            pango.configure(for: request)
            var lines: [String] = []
            PangoLines.forEach(in: pango, request: request, count: pango.lineCount) { line, _, _ in
                lines.append(PangoLines.visibleText(of: line, in: pango))
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

    /// A word of multi-scalar grapheme clusters (a combining accent, a family emoji of joined
    /// scalars, a Devanagari conjunct with its vowel sign) breaks only between Swift
    /// `Character`s, with no inserted hyphen, in what the measurer reports and what is drawn.
    /// At 5 pt every cluster is wider than the line, so every break Pango allows is taken: Pango
    /// 1.50 alone would split the conjunct "क्|षि" (see `LineBreakTailoring.conjuncts`).
    @Test func anOverlongWordOfClustersBreaksOnlyBetweenCharacters() throws {
        let text = String(repeating: "e\u{301}", count: 8) + String(repeating: "👨‍👩‍👧", count: 4) + "क्षि" + String(repeating: "e\u{301}", count: 6)
        let boundaries = Set(text.indices.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
        for width in [5.0, 20, 30, 45] {
            let request = F.request(text, width: width)
            let ranges = try F.measurer.lineRanges(for: request)
            #expect(ranges.count > 3, "width \(width): \(ranges.count) lines")
            for range in ranges {
                let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
                #expect(boundaries.contains(start), "width \(width): a line starts at UTF-8 offset \(start), inside a Character")
            }
            let lines = ranges.map { String(text[$0]) }
            #expect(lines.joined() == text)
            // What is drawn, as `visibleLines` gives it: the label's own characters, the emoji's
            // joiners included.
            let shown = visibleLines(request)
            #expect(shown == lines, "width \(width): drawn \(shown)")
            #expect(!shown.contains { $0.contains("-") || $0.contains("\u{2010}") }, "width \(width): a hyphen was inserted")
        }
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

    /// Where a word glued by no-break spaces is too long for the line and breaks between
    /// characters, a no-break space takes its width at the line end like any character: it goes
    /// to the next line when it does not fit ("Bonjour|\u{A0}»"), and a break right after it stays
    /// possible when it does ("no\u{A0}|break"). Each expectation is Chromium's result
    /// (`ChromiumLineBreakTests`), "|" marking where a line starts; the drawn lines keep the
    /// no-break spaces.
    @Test(arguments: [
        ("Il a dit\u{A0}: «\u{A0}Bonjour\u{A0}»", 17.0, 80.0, "Il a dit\u{A0}: |«\u{A0}Bonjour|\u{A0}»"),
        ("Pourquoi\u{202F}? Parce que\u{202F}!", 28, 120, "Pourquoi|\u{202F}? Parce |que\u{202F}!"),
        ("Trailing no-break space before end\u{A0}", 40, 80, "Trail|ing |no-|bre|ak |spa|ce |bef|ore |end|\u{A0}"),
        (
            "A\u{A0}very\u{A0}long\u{A0}phrase\u{A0}glued\u{A0}together\u{A0}with\u{A0}no\u{A0}break\u{A0}spaces\u{A0}only", 28, 80,
            "A\u{A0}ver|y\u{A0}lon|g\u{A0}phr|ase\u{A0}gl|ued\u{A0}t|ogeth|er\u{A0}wit|h\u{A0}no\u{A0}|break|\u{A0}spac|es\u{A0}onl|y"
        ),
    ])
    func aNoBreakSpaceNeverHangsAtALineEnd(text: String, pointSize: Double, width: Double, chromium: String) throws {
        let request = TextMeasurementRequest(text: text, font: Font(pointSize: pointSize), width: width)
        let lines = try F.measurer.lineRanges(for: request).map { String(text[$0]) }
        #expect(lines == chromium.split(separator: "|").map(String.init))
        #expect(visibleLines(request) == lines)
    }

    @Test func tailoringInsertsOnlyInvisibleCharactersAndMapsBack() {
        let plain = LineBreakTailoring(F.paragraph)
        #expect(plain.text == F.paragraph && plain.insertions.isEmpty)
        let original = "10 km/h, 1-800-555, a / b"
        let tailored = LineBreakTailoring(original)
        #expect(
            tailored.text.unicodeScalars.filter { $0 != LineBreakTailoring.zeroWidthSpace && $0 != LineBreakTailoring.wordJoiner }.map(String.init)
                .joined() == original)
        #expect(tailored.text == "10 km/\u{2060}h, 1-\u{200B}800-\u{200B}555, a\u{200B} / b")
        let slash = tailored.text.utf8.firstIndex(of: UInt8(ascii: "/"))!
        let h = tailored.text.utf8.distance(from: tailored.text.utf8.startIndex, to: tailored.text.utf8.index(slash, offsetBy: 4))
        #expect(
            tailored.originalOffset(h) == original.utf8.distance(from: original.utf8.startIndex, to: original.utf8.firstIndex(of: UInt8(ascii: "h"))!)
        )
        #expect(LineBreakTailoring("3\u{A0}jours, 25\u{202F}°C").text == "3\u{A0}\u{FE00}jours, 25\u{202F}\u{FE00}°C")
        #expect(LineBreakTailoring("3\u{A0}jours").text == "3\u{A0}\u{FE00}jours", "a no-break space alone is enough to tailor")
        #expect(LineBreakTailoring("Noël à 20 h").insertions.isEmpty)
        #expect(LineBreakTailoring("नमस्ते").conjuncts == [6..<18], "स्ते: the virama joins स and ते")
        #expect(LineBreakTailoring("ক্ষমা").conjuncts == [0..<9] && plain.conjuncts.isEmpty, "Bengali ক্ষ")
    }
}
