import Foundation
import Rendering
import TestSupport
import Testing

@testable import ProofSheet

/// `render --overlays` marks the audit's findings: the targets overlay outlines each tappable
/// element under 44 pt (the audit's tap-target rules), and nothing that is not tappable.
@Suite struct RenderOverlayTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("render-overlays")
    }

    /// The scene of the list's Large variant with the targets overlay, no caption, at @1x.
    func scene(tappable: Bool) throws -> RenderScene {
        let spec = scratch.file("overlays.yaml")
        try "name: Overlays\nscreens:\n\(FindingBoxTests.tappableList.replacingOccurrences(of: "tappable: true", with: "tappable: \(tappable)"))"
            .write(to: spec, atomically: true, encoding: .utf8)
        let renderer = try VariantRenderer(specPath: spec.path)
        let device = try #require(renderer.suite.screens[0].devices.first)
        let variant = Variant(screen: "list", device: device, category: .large, columns: 1, appearance: .light)
        return try renderer.scene(variant, options: RenderOptions(scale: 1, caption: false, overlays: [.targets]))
    }

    /// Each 393 × 13.333 pt tappable row (FindingBoxTests.tappableList) is outlined at its frame in
    /// the targets colour, dashed, and the legend counts both; untappable rows are not marked.
    @Test func targetsMarkTheAuditsTapTargetFindings() throws {
        let marked = try scene(tappable: true)
        let outlines = marked.items.compactMap { item -> Rect? in
            if case .outline(let frame, 1.5, let color, 4) = item, color == Color(175, 82, 222) { return frame }
            return nil
        }
        let row = 13.0 + 1.0 / 3
        #expect(outlines.count == 2)
        for (index, frame) in outlines.enumerated() {
            #expect(abs(frame.x) < 1e-9 && abs(frame.width - 393) < 1e-9, "\(frame)")
            #expect(abs(frame.y - Double(index) * row) < 1e-6 && abs(frame.height - row) < 1e-6, "\(frame)")
        }
        #expect(marked.items.contains { if case .text(let text) = $0 { text.request.text == "tap target under 44 x 44 pt (2)" } else { false } })

        let unmarked = try scene(tappable: false)
        #expect(!unmarked.items.contains { if case .outline(_, 1.5, _, 4) = $0 { true } else { false } })
        #expect(unmarked.items.contains { if case .text(let text) = $0 { text.request.text == "tap target under 44 x 44 pt (0)" } else { false } })
    }

    /// `render --overlays grid` without `--chrome` on iPhone 16 landscape: the 59 pt bands outside
    /// the safe area are tinted indigo over the black screen on both sides (the layout insets
    /// content by the device's safe area whether or not the chrome is drawn), the edge is dashed
    /// at x = 59, and the legend names the band; inside the safe area the screen stays black.
    @Test func gridShowsTheSafeAreaWithoutTheChrome() throws {
        let spec = scratch.file("landscape.yaml")
        try """
        name: Landscape
        screens:
          - name: list
            devices: [iPhone 16 landscape]
            background: "#000000"
            layout: {kind: list}
            cell: {padding: 11, background: "#000000", stack: {items: [{label: {text: "{title}", color: "#000000"}}]}}
            items: [{title: One}]
        """.write(to: spec, atomically: true, encoding: .utf8)
        let renderer = try VariantRenderer(specPath: spec.path)
        let device = try #require(renderer.suite.screens[0].devices.first)
        #expect(device.chrome?.safeArea.left == 59 && device.chrome?.safeArea.right == 59)
        let variant = Variant(screen: "list", device: device, category: .large, columns: 1, appearance: .light)
        let options = RenderOptions(scale: 2, chrome: false, caption: false, overlays: [.grid])
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, options: options) { _, _, png in pages.append(png) }
        let image = try DecodedPNG(png: pages[0])
        // Inside, the grid's column band over black; outside, the safe-area tint over that.
        let inside = image[300 * 2, 20 * 2]
        let tint = Color(88, 86, 214, alpha: 0.2)
        func mix(_ top: Double, _ bottom: UInt8) -> Int { Int((top * 255 * tint.alpha + Double(bottom) * (1 - tint.alpha)).rounded()) }
        for x in [30, 852 - 30] {
            let outside = image[x * 2, 20 * 2]
            for (got, expected) in [
                (outside.r, mix(tint.red, inside.r)), (outside.g, mix(tint.green, inside.g)), (outside.b, mix(tint.blue, inside.b)),
            ] {
                #expect(abs(Int(got) - expected) <= 1, "x \(x): \(outside) is the safe-area tint over \(inside)")
            }
        }
        // The dashed edge line (1 pt, centred on x = 59) is on from the screen's top for 6 pt.
        let edge = image[59 * 2 - 1, 2 * 2]
        #expect(Int(edge.b) - Int(edge.r) > 80, "indigo edge line at x = 59: \(edge)")
        let scene = try renderer.scene(variant, options: options)
        #expect(scene.items.contains { if case .text(let text) = $0 { text.request.text == "outside the safe area" } else { false } })
    }
}
