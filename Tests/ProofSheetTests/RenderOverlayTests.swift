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
}
