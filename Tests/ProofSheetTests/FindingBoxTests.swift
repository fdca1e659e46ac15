import Foundation
import Snapshot
import TestSupport
import Testing

@testable import ProofSheet

/// Where a check puts each audit finding's box (`AuditFinding.box`): the finding's layout frame
/// moved by the render's content origin, times the scale, outwards to whole pixels, clamped to
/// the image, and on a tall variant cut to the pages it reaches. Checked against frames worked
/// by hand and against the pixels of the PNG the check wrote.
@Suite struct FindingBoxTests {
    let scratch: ScratchFolder
    var out: URL { scratch.url.appendingPathComponent("out") }

    init() throws {
        scratch = try ScratchFolder("finding-box")
    }

    /// Checks `screen` (YAML, indented for a screen) at Large with the audit, recording what is
    /// missing, and returns the outcomes.
    func check(_ screen: String, scale: Int) throws -> [SnapshotOutcome] {
        let spec = scratch.file("boxes.yaml")
        try "name: Boxes\nscreens:\n\(screen)".write(to: spec, atomically: true, encoding: .utf8)
        let session = try SnapshotSession(
            specPath: spec.path, options: .init(snapshots: scratch.url.appendingPathComponent("Snapshots"), output: out, scale: scale, jobs: 2)
        )
        return try session.check(VariantFilter(categories: [.large]), recordMode: .missing, audit: true).report.outcomes
    }

    static let tappableList = """
          - name: list
            devices: [iPhone 16]
            layout: {kind: list}
            background: "#00FF00"
            cell: {tappable: true, background: "#FFFF00", stack: {items: [{label: {text: "{text}", style: caption2}}]}}
            items: [{text: Small}, {text: Second}]

        """

    /// Two tappable caption2 rows at Large on an iPhone 16: each cell is 393 × 13.333 pt (the
    /// caption2 line, 11 pt × 1.193359375 = 13.127 → 13.333 on the 1/3 pt grid), at content y 0
    /// and 13.333. The check's render has no chrome and a caption strip of one 16 pt line with
    /// 8 pt padding above and below: content starts at y 32 pt.
    /// @1x: 32 … 45.333 pt → rows 32..<46 (14 rows: the last one partly covered); the second
    /// 45.333 … 58.667 → rows 45..<59. @2x: 64 … 90.667 px → rows 64..<91; 90.667 … 117.333 →
    /// rows 90..<118. Columns 0..<393 × the scale.
    @Test(arguments: [
        (1, [PixelRegion(x: 0, y: 32, width: 393, height: 14), PixelRegion(x: 0, y: 45, width: 393, height: 14)]),
        (2, [PixelRegion(x: 0, y: 64, width: 786, height: 27), PixelRegion(x: 0, y: 90, width: 786, height: 28)]),
    ])
    func aTappableCaption2CellIsBoxedExactly(scale: Int, boxes: [PixelRegion]) throws {
        let outcome = try #require(try check(Self.tappableList, scale: scale).first)
        let findings = try #require(outcome.findings)
        #expect(findings.map(\.rule) == [.tinyTapTarget, .tinyTapTarget])
        #expect(findings.map(\.detail) == ["393 × 13.333 pt, under 24 × 24 pt", "393 × 13.333 pt, under 24 × 24 pt"])
        #expect(findings.map(\.box) == boxes)
        // The image the box is in: 32 pt of caption and the 26.667 pt content, rounded up to whole points.
        #expect(outcome.renderedSize == PixelSize(width: 393 * scale, height: 59 * scale))
    }

    /// A tappable cell floating in a flow with 40 pt insets, 100 × 20 pt with its text inset, under
    /// a caption of two lines:
    /// the box is exactly the pixels the cell's yellow fill covers in the PNG the check wrote
    /// (anything with more red than blue: the fill, the text on it, and its edge blended with
    /// the green screen; never the grey caption strip or the green around it).
    @Test(arguments: [1, 2, 3])
    func theBoxIsWhereTheCellIsDrawn(scale: Int) throws {
        let outcome = try #require(
            try check(
                """
                  - name: flow
                    devices: [iPhone SE]
                    layout: {kind: flow, sectionInset: 40}
                    background: "#00FF00"
                    cell:
                      tappable: true
                      width: 100
                      height: 20
                      padding: {top: 0, left: 8, bottom: 0, right: 8}
                      background: "#FFFF00"
                      stack: {items: [{label: {text: "{text}", style: caption2}}]}
                    items: [{text: Tap}]

                """, scale: scale
            ).first)
        let finding = try #require(outcome.findings?.first { $0.rule == .tinyTapTarget })
        #expect(finding.detail == "100 × 20 pt, under 24 × 24 pt")
        let box = try #require(finding.box)
        // On the 375 pt iPhone SE the caption wraps to two lines: content starts at 16 + 2 × 16 = 48 pt.
        #expect(box == PixelRegion(x: 40 * scale, y: (48 + 40) * scale, width: 100 * scale, height: 20 * scale))

        let image = try DecodedPNG(contentsOf: out.appendingPathComponent(try #require(outcome.files.actual)))
        var yellow: PixelRect?
        for y in 0..<image.height {
            for x in 0..<image.width where Int(image[x, y].r) - Int(image[x, y].b) > 40 {
                yellow = PixelRect(
                    minX: min(yellow?.minX ?? x, x), minY: min(yellow?.minY ?? y, y), maxX: max(yellow?.maxX ?? 0, x + 1),
                    maxY: max(yellow?.maxY ?? 0, y + 1))
            }
        }
        #expect(yellow == PixelRect(minX: box.x, minY: box.y, maxX: box.x + box.width, maxY: box.y + box.height))
    }

    /// A cell wider than the screen: the box stops at the image's edge.
    @Test func aBoxIsClampedToTheImage() throws {
        let geometry = PNGGeometry(contentOrigin: Point(x: 0, y: 32), scale: 2, width: 786, pages: [0..<200])
        #expect(geometry.region(ofContent: Rect(x: -10, y: 0, width: 500, height: 10)) == PixelRegion(x: 0, y: 64, width: 786, height: 20))
        #expect(geometry.region(ofContent: Rect(x: 0, y: 60, width: 10, height: 100)) == PixelRegion(x: 0, y: 184, width: 20, height: 16))
        // Wholly outside, or no single screen to place it on: no box.
        #expect(geometry.region(ofContent: Rect(x: 400, y: 0, width: 10, height: 10)) == nil)
        #expect(geometry.region(ofContent: Rect(x: 0, y: 500, width: 10, height: 10)) == nil)
        #expect(
            PNGGeometry(contentOrigin: nil, scale: 2, width: 786, pages: [0..<200]).region(ofContent: Rect(x: 0, y: 0, width: 10, height: 10)) == nil)
        // A frame of no height (an overlap along an edge) still marks a line of pixels.
        #expect(geometry.region(ofContent: Rect(x: 1, y: 1, width: 10, height: 0)) == PixelRegion(x: 2, y: 66, width: 20, height: 1))
        // Edges on the 1/3 pt grid land on whole pixels at @3x despite floating-point noise:
        // (98/3 + 32) × 3 is 193.99999999999997, row 194; (97/3 + 32) × 3 is 193.00000000000003, up to row 193.
        let three = PNGGeometry(contentOrigin: Point(x: 0, y: 32), scale: 3, width: 300, pages: [0..<300])
        #expect(three.region(ofContent: Rect(x: 0, y: 98.0 / 3, width: 1, height: 1)) == PixelRegion(x: 0, y: 194, width: 3, height: 3))
        #expect(three.region(ofContent: Rect(x: 0, y: 0, width: 1, height: 97.0 / 3)) == PixelRegion(x: 0, y: 96, width: 3, height: 97))
    }

    /// On a tall variant each page carries the findings on it, boxed in that page's pixels; a
    /// frame across a page break is on both pages with its part on each, and one outside the
    /// image goes on the first page, unboxed.
    @Test func eachPageCarriesItsFindingsOffsetToThePage() {
        let geometry = PNGGeometry(contentOrigin: Point(x: 0, y: 32), scale: 1, width: 393, pages: [0..<32_767, 32_767..<40_032])
        let finding = { (item: Int, frame: Rect) in
            AuditFinding(
                rule: .fixedSizeText, element: AuditElement(kind: .cell, section: 0, item: item, templatePath: "stack.items[0].label"),
                text: "Row \(item)", frame: frame, detail: "17 pt at every size: a fixed font with no text style", measured: [:]
            )
        }
        let pages = SnapshotRunner.findings(
            [
                finding(0, Rect(x: 16, y: 10, width: 100, height: 20.5)),
                finding(1, Rect(x: 16, y: 32_725, width: 100, height: 20)),
                finding(2, Rect(x: 16, y: 39_000, width: 100, height: 20)),
                finding(3, Rect(x: 500, y: 10, width: 100, height: 20)),
            ], pageCount: 2, geometry: geometry)
        #expect(pages[0].map(\.text) == ["Row 0", "Row 1", "Row 3"])
        #expect(pages[1].map(\.text) == ["Row 1", "Row 2"])
        #expect(
            pages[0].map(\.box) == [
                PixelRegion(x: 16, y: 42, width: 100, height: 21), PixelRegion(x: 16, y: 32_757, width: 100, height: 10), nil,
            ])
        #expect(pages[1].map(\.box) == [PixelRegion(x: 16, y: 0, width: 100, height: 10), PixelRegion(x: 16, y: 6_265, width: 100, height: 20)])
        for finding in pages.flatMap({ $0 }) {
            let item = String(finding.text?.dropFirst(4) ?? "")
            #expect(
                finding.rule == .fixedSizeText && finding.severity == .warning && finding.element.description == "item \(item) stack.items[0].label")
        }
    }

    /// The same through a check of a variant 33,032 pt tall (two pages at @1x: rows 0..<32,767
    /// and the 265 after): the fixed-size label of row 32 sits 730 pt into its cell, at content
    /// y 32,730 (image row 32,762), across the page break.
    @Test func aTallVariantsFindingsAreSplitByPage() throws {
        let items = (0..<33).map { "      - {text: Row \($0)}" }.joined(separator: "\n")
        let outcomes = try check(
            """
              - name: rows
                devices: [iPhone 16]
                layout: {kind: list}
                cell:
                  minHeight: 1000
                  padding: {top: 730, left: 16, bottom: 0, right: 16}
                  stack: {items: [{label: {text: "{text}", font: {family: Inter, size: 17}}}]}
                items:
            \(items)

            """, scale: 1)
        try #require(outcomes.count == 2)
        #expect(outcomes.map(\.renderedSize) == [PixelSize(width: 393, height: 32_767), PixelSize(width: 393, height: 265)])
        let first = try #require(outcomes[0].findings)
        let second = try #require(outcomes[1].findings)
        #expect(first.count == 33 && first.allSatisfy { $0.rule == .fixedSizeText })
        #expect(second.map(\.text) == ["Row 32"])
        let whole = try #require(first.last?.box)
        let rest = try #require(second.first?.box)
        #expect(first.last?.text == "Row 32")
        // Row 32's label starts at 32 + 32,730 = 32,762: five rows on the first page, the rest on
        // the second from its top.
        #expect(whole.y == 32_762 && whole.y + whole.height == 32_767)
        #expect(rest.y == 0 && rest.height >= 15 && rest.x == whole.x && rest.width == whole.width)
        #expect(first.first?.box?.y == 32 + 730)
    }
}
