import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// The numbers docs/components.md documents, read from the page's tables and checked against
/// the layout with the real text engine (issue 36 point 7): a styled list's row height at L and
/// AX3 and its separators left to right and right to left, the value cell's switch from side by
/// side to stacked, the large title and its bar at each of the 12 categories, the segmented
/// control's height and the bars' fixed heights and tab titles. A number changed on the page and
/// not in the code (or the reverse) fails here. Where the number follows from a rule, the rule is
/// also computed by hand: line heights are the system font's 1.193359375 × the size, rounded up
/// to the @3x pixel grid (docs/dynamic-type.md), not the text engine's.
@Suite struct DocumentedMetricsTests {
    static func table(_ heading: String) throws -> [[String]] {
        try DocumentationPage("docs/components.md").section(heading).tableRows
    }

    /// The table row whose first cell is `first`.
    static func row(_ rows: [[String]], _ first: String) throws -> [String] {
        try #require(rows.first { $0.first == first }, "docs/components.md has no row '\(first)'")
    }

    /// The numbers written in `cell`, in order: "x 32 to 374 pt (the section is 16 to 374)" gives 32, 374, 16, 374.
    static func numbers(_ cell: String) -> [Double] {
        cell.matches(of: /\d+(\.\d+)?/).compactMap { Double($0.output.0) }
    }

    /// The first number in `cell`.
    static func number(_ cell: String) throws -> Double { try #require(numbers(cell).first, "no number in '\(cell)'") }

    /// A line of the system font at `pointSize`, by hand: 1.193359375 × the size, rounded up to 1/3 pt.
    static func lineHeight(_ pointSize: Double) -> Double { (pointSize * 1.193359375 * 3).rounded(.up) / 3 }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

    // MARK: Lists and tables

    /// Two `listContent` `cell` rows ("Wi-Fi", "Bluetooth") in one section of a `style` list.
    static func styledList(_ style: ListStyle) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: .zero, background: "#FFFFFF", stack: StackTemplate(items: [.listContent(ListContentTemplate(text: "{name}"))]))
        let kind = ScreenLayoutInput.Kind.list(style: style)
        return ScreenLayoutInput(kind: kind, cell: cell, sections: [.init(items: [["name": "Wi-Fi"], ["name": "Bluetooth"]])])
    }

    /// "Lists and tables": each style's row at L and AX3 and its first separator in both directions,
    /// as the page's table gives them; the row heights also by hand (11 + the body line + 11,
    /// raised to the 44 pt minimum row height of the metrics table).
    @Test(arguments: [ListStyle.plain, .insetGrouped]) func styledRowHeightsAndSeparators(style: ListStyle) throws {
        let rows = try Self.table("## Lists and tables")
        let documented = try Self.row(rows, "`\(style.rawValue)`")
        let minimum = try Self.number(Self.row(rows, "minimum row height")[1])
        #expect(minimum == ListMetrics.minimumRowHeight)
        for (category, column) in [(ContentSizeCategory.large, 1), (.accessibilityExtraLarge, 2)] {
            let layout = try ControlRenderingTests.layout(Self.styledList(style), category: category)
            let row = layout.elements.first { $0.kind == .cell }!.frame
            let expected = try Self.number(documented[column])
            #expect(Self.close(row.height, expected), "\(style) at \(category.shortLabel): \(row.height), the page says \(expected)")
            let byHand = max(minimum, 11 + Self.lineHeight(TypeRamp.pointSize(.body, category)) + 11)
            #expect(Self.close(byHand, expected), "\(style) at \(category.shortLabel) by hand: \(byHand)")
        }
        for (direction, column) in [(LayoutDirection.leftToRight, 3), (.rightToLeft, 4)] {
            let separator = try ControlRenderingTests.layout(Self.styledList(style), direction: direction).separators[0]
            let span = Array(Self.numbers(documented[column]).prefix(2))
            #expect([separator.minX, separator.maxX] == span, "\(style) \(direction): \(separator)")
        }
    }

    // MARK: List content: the value cell

    /// "The value cell": the page's example text is side by side up to the number of characters
    /// the page gives and stacked one character later; by hand, the two one-line widths, the
    /// horizontal padding and the margins of the page's table fit the 390 pt row in the first
    /// case and not in the second. Short texts are side by side at xxxL and stacked at AX1.
    @Test func valueCellStackingThreshold() throws {
        let section = try DocumentationPage("docs/components.md").section("### The value cell: side by side or stacked").text
            .replacingOccurrences(of: "\n", with: " ")
        let example = try #require(
            section.firstMatch(of: /with `([^`]+)` as the secondary text, the text `([^`]+)` is side by side up to its first (\d+) characters/),
            "the page gives the threshold's example")
        let (value, text, count) = (String(example.1), String(example.2), Int(example.3)!)
        let (fits, stacks) = (String(text.prefix(count)), String(text.prefix(count + 1)))
        #expect(stacks.count == count + 1, "the text is longer than the threshold")
        let properties = try Self.table("## List content configurations")
        let margins = Self.numbers(try Self.row(properties, "`directionalLayoutMargins`")[1])
        let padding = try Self.number(try Self.row(properties, "`textToSecondaryTextHorizontalPadding`")[3])
        #expect(margins == [11, 16, 11, 16] && padding == ListContentMetrics.textToSecondaryTextHorizontalPadding)

        func isStacked(_ text: String, at category: ContentSizeCategory = .large) throws -> Bool {
            let template = ListContentTemplate(style: .valueCell, text: text, secondaryText: value)
            let labels = try ListContentRenderingTests.content(template, at: category).1.labels
            return labels[1].frame.minY > labels[0].frame.minY
        }
        let longestSideBySide = try (1...text.count).last { try !isStacked(String(text.prefix($0))) }
        #expect(longestSideBySide == count, "side by side up to \(String(describing: longestSideBySide)) characters; the page says \(count)")
        #expect(try !isStacked(fits))
        #expect(try isStacked(stacks))
        let room = 390 - margins[1] - margins[3]
        func width(_ text: String) throws -> Double { try ListContentRenderingTests.line(text, .body, at: .large).width }
        #expect(try width(fits) + padding + width(value) <= room)
        #expect(try width(stacks) + padding + width(value) > room)
        #expect(try !isStacked("Wi-Fi", at: .extraExtraExtraLarge))
        #expect(try isStacked("Wi-Fi", at: .accessibilityMedium))
    }

    // MARK: Bars and controls

    /// "Bars": the large title's size and the bar's height at each of the 12 categories, from the
    /// page's table, against the layout and by hand (44 + max(52, 3 + line + 8)).
    @Test func largeTitleAtEveryCategory() throws {
        let rows = try Self.table("## Bars")
        let categories = try Self.row(rows, "category").dropFirst()
        #expect(Array(categories) == ContentSizeCategory.allCases.map(\.shortLabel))
        let sizes = try Self.row(rows, "large title (pt)").dropFirst().map(Self.number)
        let heights = try Self.row(rows, "bar with a large title (pt)").dropFirst().map(Self.number)
        let navigation = try Self.number(try Self.row(rows, "navigation bar")[1])
        let area = try Self.number(try Self.row(rows, "large title area")[1])
        #expect(navigation == BarMetrics.navigationBarHeight && area == BarMetrics.largeTitleAreaHeight)
        var large = BarRenderingTests.navigation
        large.largeTitle = true
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            let bar = try BarRenderingTests.layout(BarRenderingTests.input(ScreenBars(navigationBar: large)), category: category).bars[0]
            let title = try #require(bar.content.labels.last)
            #expect(title.font.pointSize == sizes[index] && title.font.weight == .bold, "\(category.shortLabel)")
            #expect(Self.close(bar.frame.height, heights[index]), "\(category.shortLabel): \(bar.frame.height), the page says \(heights[index])")
            let byHand = navigation + max(area, 3 + Self.lineHeight(sizes[index]) + 8)
            #expect(Self.close(byHand, heights[index]), "\(category.shortLabel) by hand: \(byHand)")
        }
    }

    /// "Bars": the inline bar, the toolbar and the tab bar keep the page's heights, and the tab
    /// bar's titles its point size and weight, at xS and AX5 alike.
    @Test func fixedBarsAndTabTitles() throws {
        let rows = try Self.table("## Bars")
        let tabBar = try Self.number(try Self.row(rows, "tab bar")[1])
        let toolbar = try Self.number(try Self.row(rows, "toolbar")[1])
        let navigation = try Self.number(try Self.row(rows, "navigation bar")[1])
        let titles = try Self.row(rows, "tab bar titles")[1]
        let titleSize = try Self.number(titles)
        #expect(titles.contains("medium at every category"))
        let bars = ScreenBars(
            navigationBar: NavigationBarSpec(title: "Settings"), tabBar: BarRenderingTests.tabs,
            toolbar: ToolbarSpec(items: [BarButtonItemSpec(symbol: "trash")]))
        var frames: [[Rect]] = []
        for category in ContentSizeCategory.allCases {
            let layout = try BarRenderingTests.layout(BarRenderingTests.input(bars), category: category)
            #expect(layout.bars.map(\.kind) == [.navigationBar, .toolbar, .tabBar])
            #expect(layout.bars.map(\.frame.height) == [navigation, toolbar, tabBar], "\(category.shortLabel)")
            let labels = layout.bars[2].content.labels
            #expect(labels.allSatisfy { $0.font.pointSize == titleSize && $0.font.weight == .medium && $0.textStyle == nil })
            frames.append(labels.map(\.frame))
        }
        #expect(Set(frames).count == 1, "the tab titles do not grow: the same frames at every category")
    }

    /// "Search field in the navigation bar": the row's inset and height, the field's margins and
    /// heights, and the bar's height at L (large and inline title) and AX5 as the page gives them,
    /// and by hand: the field is its body line + 2 × 7 pt once that passes 36 pt, the row 8 pt more
    /// above and below.
    @Test func searchFieldInTheNavigationBar() throws {
        let rows = try Self.table("### Search field in the navigation bar")
        let row = Self.numbers(try Self.row(rows, "row")[1])
        let field = Self.numbers(try Self.row(rows, "field")[1])
        let bar = Self.numbers(try Self.row(rows, "bar height")[1])
        let (inset, rowHeight) = (row[1], row[2])
        let (margin, least, textPadding, atXL, atAX5) = (field[0], field[1], field[2], field[3], field[4])
        #expect(inset == BarMetrics.searchFieldVerticalInset && margin == BarMetrics.sideMargin && least == ControlMetrics.searchFieldHeight)
        #expect(textPadding == ControlMetrics.searchFieldTextPadding)
        func layout(_ category: ContentSizeCategory, largeTitle: Bool = true) throws -> PlacedBar {
            try BarRenderingTests.layout(BarRenderingTests.input(BarSearchFieldTests.bar(largeTitle: largeTitle)), category: category).bars[0]
        }
        let large = try layout(.large)
        #expect(large.frame.height == bar[1] && large.frame.height - 96 == rowHeight && rowHeight == least + 2 * inset)
        #expect(try layout(.large, largeTitle: false).frame.height == bar[2])
        #expect(large.content.backgrounds[0].frame.minX == margin && large.content.backgrounds[0].frame.maxX == 393 - margin)
        let extraLarge = try #require(try layout(.extraLarge).content.backgrounds.first).frame.height
        #expect(Self.close(extraLarge, atXL) && Self.close(atXL, Self.lineHeight(19) + 2 * textPadding))
        let huge = try layout(.accessibilityExtraExtraExtraLarge)
        #expect(Self.close(huge.content.backgrounds[0].frame.height, atAX5) && Self.close(atAX5, Self.lineHeight(53) + 2 * textPadding))
        #expect(Self.close(huge.frame.height, bar[3]))
        #expect(Self.close(bar[3], 44 + (3 + Self.lineHeight(60) + 8) + atAX5 + 2 * inset), "by hand")
    }

    /// "Segmented control": the page's height at xS, L and AX5, whatever the titles' size.
    @Test func segmentedControlHeight() throws {
        let height = try Self.number(try Self.row(try Self.table("## Segmented control"), "height")[1])
        #expect(height == ControlMetrics.segmentedControlHeight)
        let control = TemplateElement.segmentedControl(SegmentsAndSearchRenderingTests.days)
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let layout = try ControlRenderingTests.layout(ControlRenderingTests.input([control], alignment: .fill), category: category)
            let track = try #require(layout.elements.first?.content.backgrounds.first).frame
            #expect(track.height == height, "\(category.shortLabel)")
        }
    }
}
