import CPangoCairo
import DynamicType
import Foundation
import Layout
import TestSupport
import Testing
import TextEngineTestSupport

@testable import TextEngine

/// Our line breaks against headless Chromium's (ICU line breaking, UAX #14) on a corpus of UI
/// strings, with the same Inter file, at body and accessibility sizes and several widths.
/// docs/line-breaking.md explains the set-up and every difference that remains.
@Suite(.requires(.chromium))
struct ChromiumLineBreakTests {
    /// Body at large, AX1, AX3 and AX5.
    static let sizes: [Double] = [17, 28, 40, 53]
    static let widths: [Double] = [80, 120, 200, 320]
    /// How far a width may move before our own breaks change, for a case to count as a near
    /// tie: the browser's widths agree with Pango's to about 0.01 px, so a break decided by less
    /// than this is a coin toss between the two engines' rounding, not a rule.
    static let nearTie = 0.5

    @Test func lineBreaksMatchChromium() throws {
        let measurer = MeasurerFixture.measurer
        let regular = try #require(MeasurerFixture.library.files.first { $0.deletingPathExtension().lastPathComponent == "Inter-Regular" })
        let strings = try LineBreakCorpus.strings()
        let cases = strings.flatMap { string in
            Self.sizes.flatMap { size in
                Self.widths.map { LineBreakCase(group: string.group, language: string.language, text: string.text, pointSize: size, width: $0) }
            }
        }
        // Each string's cases are consecutive: case i belongs to string i / casesPerString.
        let casesPerString = Self.sizes.count * Self.widths.count
        let scratch = try ScratchFolder("line-breaks")
        let chromium = try ChromiumLineBreaks.lineStarts(of: cases, fontFile: regular, scratch: scratch)

        func ours(_ item: LineBreakCase, width: Double) throws -> [Int] {
            let request = TextMeasurementRequest(text: item.text, font: Font(pointSize: item.pointSize), width: width)
            return try measurer.lineRanges(for: request).dropFirst().map { $0.lowerBound.utf16Offset(in: item.text) }
        }
        var tally: [Kind: (cases: Int, agreeing: Int)] = [:]
        var differences: [String] = []
        var stringAgrees = Array(repeating: true, count: strings.count)
        for (index, (item, theirs)) in zip(cases, chromium).enumerated() {
            let mine = try ours(item, width: item.width)
            let opportunities = Self.breakOpportunities(in: item.text, measurer: measurer)
            let kind: Kind =
                if !Set(mine + theirs).isSubset(of: opportunities) {
                    .overlongWord
                } else if try ours(item, width: item.width - Self.nearTie) != mine || ours(item, width: item.width + Self.nearTie) != mine {
                    .nearTie
                } else { .clear }
            tally[kind, default: (0, 0)].cases += 1
            if mine == theirs {
                tally[kind]!.agreeing += 1
            } else {
                stringAgrees[index / casesPerString] = false
                differences.append(
                    "\(kind) \(item.group) \(item.pointSize) pt, \(item.width) pt:\n  ours:     \(Self.marked(item.text, mine))\n  Chromium: \(Self.marked(item.text, theirs))"
                )
            }
        }
        let agreeing = tally.values.map(\.agreeing).reduce(0, +)
        let agreeingStrings = stringAgrees.filter { $0 }.count
        let summary =
            "\(agreeing) of \(cases.count) cases agree (\(Self.percent(agreeing, of: cases.count))); "
            + "\(agreeingStrings) of \(strings.count) strings agree in all \(casesPerString) sizes and widths (\(Self.percent(agreeingStrings, of: strings.count))); "
            + Kind.allCases.map { "\($0): \(tally[$0]?.agreeing ?? 0) of \(tally[$0]?.cases ?? 0)" }.joined(separator: "; ")
        print("line breaks vs Chromium: \(summary)\n" + differences.joined(separator: "\n"))
        // Every remaining difference is an over-long word or a near tie (docs/line-breaking.md).
        #expect(Double(agreeing) >= 0.99 * Double(cases.count), "\(summary)")
        let clear = try #require(tally[.clear])
        #expect(Double(clear.agreeing) >= 0.99 * Double(clear.cases), "\(summary)")
    }

    /// `part` of `whole` as a percentage with one decimal, "99.4 %".
    static func percent(_ part: Int, of whole: Int) -> String {
        String(format: "%.1f %%", 100 * Double(part) / Double(max(1, whole)))
    }

    /// How a case's line breaks are decided.
    enum Kind: String, CaseIterable, CustomStringConvertible {
        /// Only by break opportunities between words, with room to spare.
        case clear
        /// Moving the width by ``nearTie`` changes our breaks: the engines' sub-pixel widths decide.
        case nearTie = "near tie"
        /// A word is wider than the line, so one engine broke it between characters.
        case overlongWord = "over-long word"

        var description: String { rawValue }
    }

    /// The UTF-16 offsets in `text` where our tailored Pango text may break between words.
    static func breakOpportunities(in text: String, measurer: PangoTextMeasurer) -> Set<Int> {
        let tailoring = LineBreakTailoring(text)
        return measurer.withLayout { pango in
            pango.configure(for: TextMeasurementRequest(text: text, font: Font(pointSize: 17), width: .infinity))
            var count: Int32 = 0
            guard let attributes = pango_layout_get_log_attrs_readonly(pango.layout, &count) else { return [] }
            var offsets = Set<Int>()
            var utf8 = 0
            for (index, scalar) in tailoring.text.unicodeScalars.enumerated() where index < count {
                if attributes[index].is_line_break != 0 {
                    let original = text.utf8.index(text.utf8.startIndex, offsetBy: tailoring.originalOffset(utf8))
                    offsets.insert(original.utf16Offset(in: text))
                }
                utf8 += scalar.utf8.count
            }
            return offsets
        }
    }

    /// `text` with a "|" where each line after the first starts.
    static func marked(_ text: String, _ starts: [Int]) -> String {
        var result = ""
        for (offset, unit) in text.utf16.enumerated() {
            if starts.contains(offset) { result += "|" }
            result += String(utf16CodeUnits: [unit], count: 1)
        }
        return result
    }
}
