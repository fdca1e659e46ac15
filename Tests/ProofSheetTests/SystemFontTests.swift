import Foundation
import Layout
import ProofSheet
import TestSupport
import Testing
import TextEngine

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

    /// At more than one job the default fonts load while the spec is read; a spec's own fonts
    /// are loaded with them all the same.
    @Test(arguments: [1, 2]) func textStylesUseTheSystemFontFamilyWithItsOwnMetrics(jobs: Int) throws {
        let folder = try ScratchFolder("system-font")
        let path = try folder.write(Array(Self.spec(systemFont: "DejaVu Sans", fonts: [Self.dejaVu]).utf8), to: "spec.yaml").path
        let renderer = try VariantRenderer(specPath: path, jobs: jobs)
        #expect(renderer.measurer.library.files == (try FontLibrary.standard(adding: [URL(fileURLWithPath: Self.dejaVu)])).files)
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

    @Test(arguments: [1, 2]) func aSystemFontWhoseFilesAreNotListedIsASpecErrorAtItsLine(jobs: Int) throws {
        let folder = try ScratchFolder("system-font")
        let path = try folder.write(Array(Self.spec(systemFont: "SF Pro", fonts: []).utf8), to: "spec.yaml").path
        let error = #expect(throws: SpecError.self) { try VariantRenderer(specPath: path, jobs: jobs) }
        #expect(error?.keyPath == "systemFont")
        #expect(error?.line == 3)
        #expect(error?.problem.hasPrefix("unknown font family 'SF Pro'") == true)
        #expect(error?.problem.hasSuffix("list its font files under fonts") == true)
    }

    /// A family no loaded font declares, named by a label's `font` in a cell or a header (fixed or
    /// scaled with a text style), is one spec error at its place before any variant is laid out;
    /// the same family with its file listed under `fonts` is fine.
    @Test(arguments: [
        (
            "cell: {stack: {items: [{label: {text: \"{t}\", font: {family: DejaVu Sans, size: 12}}}]}}",
            "screens[0].cell.stack.items[0].label.font.family", 7
        ),
        (
            "cell: {stack: {items: [{label: {text: \"{t}\", style: body, font: {family: DejaVu Sans}}}]}}",
            "screens[0].cell.stack.items[0].label.font.family", 7
        ),
        (
            "header: {stack: {items: [{label: {text: \"{text}\", font: {family: DejaVu Sans, size: 12}}}]}}\n    cell: {stack: {items: [{label: {text: \"{t}\"}}]}}",
            "screens[0].header.stack.items[0].label.font.family", 7
        ),
    ])
    func aLabelsUnknownFontFamilyIsASpecErrorAtItsLine(template: String, keyPath: String, line: Int) throws {
        let folder = try ScratchFolder("label-font")
        let spec = Self.spec(systemFont: "Inter", fonts: []).replacingOccurrences(
            of: "cell: {stack: {items: [{label: {text: \"{t}\", style: body}}]}}", with: template)
        let path = try folder.write(Array(spec.utf8), to: "spec.yaml").path
        let error = #expect(throws: SpecError.self) { try VariantRenderer(specPath: path) }
        #expect(error?.keyPath == keyPath && error?.line == line, "\(String(describing: error))")
        #expect(error?.problem.hasPrefix("unknown font family 'DejaVu Sans'; loaded: Inter and ") == true, "\(String(describing: error))")
        let listed = try folder.write(Array(spec.replacingOccurrences(of: "fonts: []", with: "fonts: [\"\(Self.dejaVu)\"]").utf8), to: "listed.yaml")
            .path
        _ = try VariantRenderer(specPath: listed)
    }

    /// A spec without fonts of its own measures with the default fonts loaded beside it at two
    /// jobs, as at one; a spec that cannot be read is the same error at both.
    @Test func twoJobsLoadTheSameFontsAndReportTheSameSpecError() throws {
        let folder = try ScratchFolder("system-font")
        let plain = Self.spec(systemFont: "Inter", fonts: []).replacingOccurrences(of: "fonts: []\nsystemFont: Inter\n", with: "")
        #expect(!plain.contains("fonts"))
        let path = try folder.write(Array(plain.utf8), to: "spec.yaml").path
        let one = try VariantRenderer(specPath: path, jobs: 1)
        let two = try VariantRenderer(specPath: path, jobs: 2)
        #expect(two.measurer.library.files == (try FontLibrary.standard()).files)
        #expect(two.measurer.library.files == one.measurer.library.files)
        let variant = Variant(screen: "list", device: try Device.preset(named: "iPhone 16"), category: .accessibilityExtraExtraExtraLarge, columns: 1)
        #expect(try two.layout(variant) == (try one.layout(variant)))

        let broken = try folder.write(Array(plain.replacingOccurrences(of: "style: body", with: "style: bodyy").utf8), to: "broken.yaml").path
        let errors = [1, 2].map { jobs in #expect(throws: SpecError.self) { try VariantRenderer(specPath: broken, jobs: jobs) } }
        #expect(errors[0] != nil && errors[0] == errors[1])
        #expect(errors[1]?.keyPath.hasSuffix("style") == true)
    }
}
