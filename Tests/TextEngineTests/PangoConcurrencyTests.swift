import DynamicType
import Foundation
import Layout
import ProofSheetSupport
import Spec
import TestSupport
import Testing
import TextEngineTestSupport

@testable import TextEngine

/// Text measured on many threads at once breaks and sizes exactly as on one thread: the
/// line-breaking corpus at four sizes and widths, and texts in the scripts the fallback fonts
/// draw (emoji, Arabic, Hebrew, CJK, Devanagari, Thai), so fallback fonts are loaded while other
/// threads measure. This is what `PangoAccess` guarantees: with a font map per thread and no
/// lock, this test found words broken differently in every run.
@Suite struct PangoConcurrencyTests {
    struct Measured: Equatable, Sendable {
        let lineStarts: [Int]
        let size: Size
        let lineCount: Int
        let missing: [Unicode.Scalar]
    }

    static let scripts = [
        "Dana 👍🏽 reacted with 🎉 and 👨‍👩‍👧 — 🇯🇵 trip", "اللغة والمنطقة والإعدادات العامة للجهاز", "שפה ואזור והגדרות כלליות",
        "言語と地域の設定を変更しました", "语言与地区设置已更改", "언어 및 지역 설정", "भाषा और क्षेत्र सेटिंग्स", "ภาษาและภูมิภาคการตั้งค่า",
    ]

    @Test func manyThreadsMeasureAsOneDoes() throws {
        let texts = try LineBreakCorpus.strings().map(\.text) + Self.scripts
        let requests = texts.flatMap { text in
            [17.0, 28, 40, 53].flatMap { size in
                [80.0, 120, 200, 320].map { TextMeasurementRequest(text: text, font: Font(pointSize: size), width: $0) }
            }
        }
        @Sendable func measure(_ measurer: PangoTextMeasurer, _ request: TextMeasurementRequest) throws -> Measured {
            let measurement = try measurer.measure(request)
            let starts = try measurer.lineRanges(for: request).map { $0.lowerBound.utf16Offset(in: request.text) }
            return Measured(lineStarts: starts, size: measurement.exactSize, lineCount: measurement.lineCount, missing: measurement.missingCharacters)
        }
        let serialMeasurer = PangoTextMeasurer(library: MeasurerFixture.library, caching: false)
        let serial = try requests.map { try measure(serialMeasurer, $0) }
        for round in 0..<3 {
            // A fresh measurer each round, so nothing is cached from the last one.
            let measurer = PangoTextMeasurer(library: MeasurerFixture.library, caching: false)
            let concurrent = try onThreads(8, count: requests.count) { try measure(measurer, requests[$0]) }
            let differing = zip(requests, zip(serial, concurrent)).filter { $1.0 != $1.1 }
            #expect(
                differing.isEmpty,
                "round \(round): \(differing.count) of \(requests.count) differ, first: \(differing.first.map { "\($0.0.text.quoted) at \($0.0.font.pointSize) pt in \($0.0.width) pt: \($0.1.0) vs \($0.1.1)" } ?? "")"
            )
        }
    }
}
