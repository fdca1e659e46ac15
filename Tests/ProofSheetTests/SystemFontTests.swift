import Foundation
import Testing
import ProofSheet
import TestSupport

/// `systemFont:` sets text-style labels in the spec's own copy of the system font (licensed SF
/// Pro files, say), which then lays out with its own metrics; DejaVu Sans stands in for it here.
@Suite struct SystemFontTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func spec(systemFont: String, fonts: [String]) -> String {
        """
        name: System font
        fonts: [\(fonts.map { "\"\($0)\"" }.joined(separator: ", "))]
        systemFont: \(systemFont)
        screens:
          - name: list
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: "Hello"}]
        """
    }

    @Test func textStylesUseTheSystemFontFamilyWithItsOwnMetrics() throws {
        let folder = try ScratchFolder("system-font")
        let path = try folder.write(Array(Self.spec(systemFont: "DejaVu Sans", fonts: [Self.dejaVu]).utf8), to: "spec.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        let variant = Variant(screen: "list", device: try Device.preset(named: "iPhone 16"), category: .large, columns: 1)
        let label = try #require(try renderer.layout(variant).elements.first?.content.labels.first)
        #expect(label.font.family == "DejaVu Sans")
        #expect(label.font.pointSize == 17)
        // DejaVu Sans's own line height (ascender 0.928 + descender 0.236 em), not the SF ratio.
        let request = TextMeasurementRequest(text: "Hello", font: label.font, width: 300)
        let measured = try renderer.measurer.measure(request)
        #expect(abs(measured.exactSize.height - 17 * 1.1640625) < 0.01, "\(measured.exactSize.height)")
        #expect(measured.exactSize.height != 17 * SystemFontMetrics.lineHeightRatio)
    }

    @Test func aSystemFontWhoseFilesAreNotListedIsASpecErrorAtItsLine() throws {
        let folder = try ScratchFolder("system-font")
        let path = try folder.write(Array(Self.spec(systemFont: "SF Pro", fonts: []).utf8), to: "spec.yaml").path
        let error = #expect(throws: SpecError.self) { try VariantRenderer(specPath: path) }
        #expect(error?.keyPath == "systemFont")
        #expect(error?.line == 3)
        #expect(error?.problem.hasPrefix("unknown font family 'SF Pro'") == true)
        #expect(error?.problem.hasSuffix("list its font files under fonts") == true)
    }
}
