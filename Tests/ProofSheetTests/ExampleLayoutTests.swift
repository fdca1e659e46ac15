import Foundation
import Layout
import ProofSheet
import Snapshot
import TestSupport
import Testing
import TextEngine

/// The bundled examples laid out with the real Pango measurer.
@Suite struct ExampleLayoutTests {
    static let measurer: PangoTextMeasurer = {
        do { return PangoTextMeasurer(library: try FontLibrary.standard()) } catch { fatalError("\(error)") }
    }()

    static func example(_ name: String) throws -> Screen {
        let path = Repository.url("Examples/\(name).yaml").path
        return try SpecLoader.load(path: path).screens[0]
    }

    static func layout(_ screen: Screen, width: Double = 393, category: ContentSizeCategory, columns: Int? = nil, scale: Double = 3) throws
        -> ScreenLayout
    {
        let count = columns ?? screen.columns.counts(width: width, isLandscape: false, category: category)[0]
        return try ScreenLayoutEngine(input: screen.layout, measurer: measurer).layout(
            width: width, columns: count, category: category, displayScale: scale)
    }

    /// TV-3: rows stacked with no gaps at the table width; minHeight 44 holds one-line rows, the
    /// Arabic, Japanese and Hindi rows (fallback fonts) included.
    @Test func plainTableRowsSelfSizeAndStack() throws {
        let layout = try Self.layout(Self.example("plain-table"), category: .large)
        // Two lines of body are 2 × 20.287 = 40.574 pt, 40.667 on the @3x grid; padding 11 + 11.
        let twoLines = 122.0 / 3
        let third = 88 + (22 + twoLines)
        #expect(layout.elements.map(\.frame.height) == [44, 44, 22 + twoLines, 44, 44, 44, 44, 44])
        #expect(layout.elements.map(\.frame.y) == [0, 44, 88, third, third + 44, third + 88, third + 132, third + 176])
        #expect(layout.contentSize == Size(width: 393, height: third + 220))
        #expect(layout.elements[2].content.labels[0].frame == Rect(x: 16, y: 99, width: 361, height: twoLines))
        #expect(layout.separators.count == 7)
        #expect(layout.elements.allSatisfy { $0.content.labels.allSatisfy(\.missingCharacters.isEmpty) })
    }

    /// DT-2, DT-3, DT-4: the messages row scales its avatar with body metrics, turns vertical at
    /// accessibility sizes and hides the avatar at AX5; the checkmark beside the time (the row's
    /// second image) is a caption1 symbol, 12 pt square at L as caption1 is 12 pt.
    @Test func messagesFollowTheDynamicTypeRules() throws {
        let screen = try Self.example("messages")
        let large = try Self.layout(screen, width: 375, category: .large, scale: 2)
        #expect(large.elements[0].content.images.count == 2)
        #expect(large.elements[0].content.images.first == Rect(x: 16, y: 12, width: 44, height: 44))
        #expect(large.elements[0].content.images.last?.size == Size(width: 12, height: 12))
        #expect(large.elements[0].content.labels[0].frame.x == 72)  // beside the image: 16 + 44 + 12

        let ax1 = try Self.layout(screen, width: 375, category: .accessibilityMedium, scale: 2)
        #expect(ax1.elements[0].content.images.first == Rect(x: 16, y: 12, width: 68, height: 68))  // 44 × 34/22
        #expect(ax1.elements[0].content.labels[0].frame.minY == 12 + 68 + 12)  // below the image

        let ax5 = try Self.layout(screen, width: 375, category: .accessibilityExtraExtraExtraLarge, scale: 2)
        #expect(ax5.elements[0].content.images.count == 1)  // the checkmark only
        #expect(ax5.elements[0].content.hiddenElementCount == 1)
        #expect(ax5.elements[0].content.labels[0].frame.minY == 12)  // no space or spacing for the image
    }

    /// The lorem grid's column rule drops to 1 column at accessibility sizes; FRH-6 rows.
    @Test func loremGridRowsTakeTheTallestCell() throws {
        let screen = try Self.example("lorem-grid")
        let layout = try Self.layout(screen, category: .large)
        #expect(layout.columns == 2)
        let cells = layout.elements.filter { $0.kind == .cell && $0.section == 0 }
        #expect(cells[0].frame.height == cells[1].frame.height)
        let tallest = try #require(cells.prefix(2).map { $0.content.labels.last!.frame.maxY - $0.frame.minY + 12 }.max())
        #expect(abs(cells[0].frame.height - tallest) < 1e-9)
        #expect(try Self.layout(screen, category: .accessibilityMedium).columns == 1)
    }

    @Test func recipeColumnsFollowWidthBreakpoints() throws {
        let rule = try Self.example("recipes").columns
        #expect(rule.counts(width: 393, isLandscape: false, category: .large) == [1])
        #expect(rule.counts(width: 852, isLandscape: true, category: .large) == [2])
        #expect(rule.counts(width: 1032, isLandscape: false, category: .large) == [3])
    }

    @Test(arguments: ["recipes", "messages", "lorem-grid", "plain-table"])
    func contentNeverShrinksAsTheCategoryGrows(example: String) throws {
        let screen = try Self.example(example)
        var previous = 0.0
        var previousHidden = 0
        for category in ContentSizeCategory.allCases {
            let layout = try Self.layout(screen, category: category, columns: 1)
            let hidden = layout.elements.reduce(0) { $0 + $1.content.hiddenElementCount }
            // Hiding an element (the messages image at AX5) may shrink the screen; nothing else may.
            if hidden == previousHidden { #expect(layout.contentSize.height >= previous, "\(example) \(category)") }
            previous = layout.contentSize.height
            previousHidden = hidden
            for (a, b) in zip(layout.elements, layout.elements.dropFirst()) where a.kind == .cell && b.kind == .cell {
                #expect(!a.frame.intersects(b.frame))
            }
            #expect(layout.elements.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= layout.contentSize.width + 1e-9 })
        }
    }

    @Test func unknownFieldNamesTheFieldAndSuggests() throws {
        var screen = try Self.example("plain-table")
        screen.layout.sections[0].items[1] = ["txt": "typo"]
        #expect(throws: TemplateFieldError(field: "text", available: ["txt"])) {
            try Self.layout(screen, category: .large)
        }
    }

    @Test func snapshotJSONHasTheDocumentedShape() throws {
        let layout = try Self.layout(Self.example("plain-table"), category: .large)
        let data = try JSONEncoder().encode(LayoutSnapshot(layout))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["contentSize"] as? [Double] == [393, 370.666667])
        let first = try #require((json["elements"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "cell")
        #expect(first["frame"] as? [Double] == [0, 0, 393, 44])
        let label = try #require((first["labels"] as? [[String: Any]])?.first)
        #expect(label["frame"] as? [Double] == [16, 11, 361, 20.333333])
        #expect(label["lines"] as? Int == 1)
        #expect(label["truncated"] as? Bool == false)
        #expect(label["missingGlyphs"] == nil, "only labels with missing glyphs carry the key")
    }
}
