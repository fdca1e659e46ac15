import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing
import TextEngineTestSupport

@testable import TextEngine

/// The large title against headless Chromium (docs/components.md, "Bars"): ProofSheet draws it
/// on one line and truncates it when it does not fit the 361 pt between the margins of a 393 pt
/// screen. Chromium, given the same Inter Bold file at the same size and width, must then need
/// more than one line for it, and one line for every title ProofSheet does not truncate, at each
/// of the 12 categories. A title whose one-line width is within ``ChromiumLineBreakTests/nearTie``
/// of the width is left out: the engines' sub-pixel widths decide it.
@Suite(.requires(.chromium))
struct ChromiumLargeTitleTests {
    static let titles = [
        "Settings", "Accessibility", "Screen Time", "Notifications", "Photos and Camera", "Notifications and Focus",
        "Battery Health & Charging", "Privacy & Security Settings",
    ]
    static let width = 393.0 - 32

    @Test func truncationMatchesChromiumLineCount() throws {
        let bold = try #require(MeasurerFixture.library.files.first { $0.deletingPathExtension().lastPathComponent == "Inter-Bold" })
        let cases = Self.titles.flatMap { title in
            ContentSizeCategory.allCases.map { category in
                LineBreakCase(
                    group: category.shortLabel, language: "en", text: title, pointSize: TypeRamp.pointSize(.largeTitle, category), width: Self.width)
            }
        }
        let scratch = try ScratchFolder("large-titles")
        let chromium = try ChromiumLineBreaks.lineStarts(of: cases, fontFile: bold, weight: 700, scratch: scratch)
        var compared = 0
        var truncated = 0
        for (item, theirs) in zip(cases, chromium) {
            let category = try ContentSizeCategory(parsing: item.group)
            let cell = CellTemplate(stack: StackTemplate(items: [.label(LabelTemplate(text: "{name}"))]))
            var input = ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["name": "Wi-Fi"]])])
            input.bars = ScreenBars(navigationBar: NavigationBarSpec(title: .plain(item.text), largeTitle: true))
            let layout = try ScreenLayoutEngine(input: input, measurer: MeasurerFixture.measurer)
                .layout(width: 393, columns: 1, category: category, displayScale: 3)
            let title = try #require(layout.bars.first?.content.labels.last)
            #expect(title.layoutWidth <= Self.width && title.font.pointSize == item.pointSize && title.font.weight == .bold)
            let oneLine = try MeasurerFixture.measure(
                TextMeasurementRequest(text: item.text, font: title.font, width: .infinity, maximumLines: 1)
            ).size.width
            guard abs(oneLine - Self.width) > ChromiumLineBreakTests.nearTie else { continue }
            compared += 1
            if title.isTruncated { truncated += 1 }
            #expect(title.isTruncated == !theirs.isEmpty, "\(item.text) at \(item.group) (\(item.pointSize) pt): ours \(oneLine) pt wide")
        }
        #expect(compared >= cases.count - 4, "near ties left out: \(cases.count - compared)")
        #expect(truncated > 10 && truncated < compared - 10, "the titles span both sides of the width: \(truncated) of \(compared) truncated")
    }
}
