import Layout
import ProofSheet
import TestSupport
import Testing

/// Properties of whole screens over many random specs (layout kind, columns, width, insets,
/// spacing, cell template and text), laid out with the real Pango measurer at every category.
/// The specs have no axis switch: turning a row vertical at AX1 legitimately makes it shorter
/// (its labels get the full width), as hiding an element does. A category at which a horizontal
/// row's scaled image leaves its label no width is a spec error, and is skipped (hiding the image
/// at a larger category gives the label its width back).
@Suite struct RandomScreenPropertyTests {
    static let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore".split(separator: " ")

    static func randomScreen(seed: UInt64) -> (input: ScreenLayoutInput, width: Double, columns: Int) {
        var random = SplitMix64(seed: seed)
        let kinds: [ScreenLayoutInput.Kind] = [.list(), .flow(), .grid, .masonry(.waterfall()), .masonry(.kodeco(cellPadding: 4))]
        let kind = kinds.randomElement(using: &random)!
        let styles = TextStyle.allCases
        let label = LabelTemplate(text: "{text}", font: .style(styles.randomElement(using: &random)!), lines: Int.random(in: 0...3, using: &random))
        let image = ImageTemplate(
            size: Size(width: 32, height: 32), scaledWith: .body, hiddenFrom: Bool.random(using: &random) ? .accessibilityLarge : nil)
        let stack = StackTemplate(
            axis: Bool.random(using: &random) ? .horizontal : .vertical, spacing: Double(Int.random(in: 0...12, using: &random)),
            items: [.image(image), .label(label), .label(LabelTemplate(text: "{title}", font: .style(.headline), lines: 1))]
        )
        let cell = CellTemplate(padding: EdgeInsets(all: Double(Int.random(in: 0...16, using: &random))), stack: stack)
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            ScreenLayoutInput.Section(
                header: Bool.random(using: &random) ? "Header" : nil,
                items: (0..<Int.random(in: 1...10, using: &random)).map { _ in
                    [
                        "title": String(words.randomElement(using: &random)!),
                        "text": (0..<Int.random(in: 1...30, using: &random)).map { _ in String(words.randomElement(using: &random)!) }.joined(
                            separator: " "),
                    ]
                })
        }
        let input = ScreenLayoutInput(
            kind: kind, sectionInset: EdgeInsets(all: Double(Int.random(in: 0...16, using: &random))),
            interitemSpacing: Double(Int.random(in: 0...12, using: &random)), lineSpacing: Double(Int.random(in: 0...12, using: &random)),
            cell: cell, sections: sections
        )
        return (input, [320, 393, 744].randomElement(using: &random)!, Int.random(in: 1...4, using: &random))
    }

    @Test(arguments: 1...40)
    func cellsNeverOverlapStayInsideAndGrowWithTheCategory(seed: Int) throws {
        let (input, width, columns) = Self.randomScreen(seed: UInt64(seed))
        let engine = ScreenLayoutEngine(input: input, measurer: ExampleLayoutTests.measurer)
        var previousHeight = 0.0
        var previousHidden = 0
        for category in ContentSizeCategory.allCases {
            let layout: ScreenLayout
            do {
                layout = try engine.layout(width: width, columns: columns, category: category, displayScale: 3)
            } catch LayoutError.labelHasNoWidth {
                continue
            }
            let cells = layout.elements.filter { $0.kind == .cell }
            #expect(cells.count == input.sections.reduce(0) { $0 + $1.items.count })
            for (index, cell) in cells.enumerated() {
                #expect(cell.frame.minX >= -1e-9 && cell.frame.maxX <= layout.contentSize.width + 1e-9, "seed \(seed) \(category)")
                for other in cells[(index + 1)...] {
                    #expect(!cell.frame.intersects(other.frame), "seed \(seed) \(category): \(cell.frame) overlaps \(other.frame)")
                }
            }
            let hidden = layout.elements.reduce(0) { $0 + $1.content.hiddenElementCount }
            if hidden == previousHidden {
                #expect(layout.contentSize.height >= previousHeight, "seed \(seed) \(category)")
            }
            previousHeight = layout.contentSize.height
            previousHidden = hidden
        }
    }
}
