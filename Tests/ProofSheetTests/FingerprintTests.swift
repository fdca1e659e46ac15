import Foundation
import ProofSheet
import ProofSheetSupport
import Rendering
import Snapshot
import TestSupport
import Testing
import Variants

/// A variant's fingerprint changes with each thing that makes its rendering, and only with those:
/// its screen's part of the spec, its text as the string tables resolve it, the suite's colours,
/// the fonts' hashes, the text stack's versions, the scale and the ProofSheet build.
@Suite struct FingerprintTests {
    static let spec = """
        name: Prints
        strings: Localizable.xcstrings
        colors: {accent: "#0A84FF"}
        screens:
          - name: times
            languages: [en, ar]
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{time}", style: body}}, {label: {text: "{action}", style: body, color: accent}}]}}
            items:
              - {time: {key: "%lld min ago", count: 3}, action: {key: tap}}
          - name: plain
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{text}", style: body}}]}}
            items: [{text: Hello}]

        """

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("fingerprints") }

    /// Fingerprints of every variant at Large and AX5, by variant caption; with
    /// `describingScreensFirstOn`, after describing every screen up front on that many threads,
    /// as a run with worker processes does.
    func fingerprints(
        spec: String = Self.spec, catalog: String = CatalogTextTests.catalog, environment: RenderEnvironment? = nil, scale: Int = 1,
        build: String = "build 1",
        describingScreensFirstOn describingJobs: Int? = nil
    ) throws -> [String: String] {
        _ = try scratch.write(Array(catalog.utf8), to: "Localizable.xcstrings")
        let path = try scratch.write(Array(spec.utf8), to: "prints.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        let environment = environment ?? RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
        let fingerprints = VariantFingerprints(renderer: renderer, scale: scale, environment: environment, build: build)
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge]))
        if let describingJobs { fingerprints.describeScreens(of: variants, jobs: describingJobs) }
        return try Dictionary(
            uniqueKeysWithValues: variants.map { (BaselineName(suite: renderer.suite.name, variant: $0, scale: 1).name, try fingerprints.of($0)) })
    }

    /// Whether the variant of baseline `name` is of the screen `times`.
    static func isTimes(_ name: String) -> Bool { name.hasPrefix("prints/times/") }

    /// Which variants' fingerprints differ between `a` and `b`.
    func changed(_ a: [String: String], _ b: [String: String]) -> Set<String> {
        Set(a.keys.filter { a[$0] != b[$0] })
    }

    @Test func sameInputsGiveTheSameDistinctFingerprints() throws {
        let first = try fingerprints()
        #expect(first.count == 6)
        #expect(Set(first.values).count == 6)
        #expect(first.values.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
        #expect(try fingerprints() == first)
    }

    @Test func eachInputChangesTheFingerprintsItReaches() throws {
        let base = try fingerprints()
        let all = Set(base.keys)
        let times = Set(base.keys.filter(Self.isTimes))
        let plain = all.subtracting(times)
        let arabic = Set(base.keys.filter { Self.isTimes($0) && $0.contains("/ar/") })

        // The screen's own part of the spec: its data, and its templates.
        #expect(changed(base, try fingerprints(spec: Self.spec.replacingOccurrences(of: "{text: Hello}", with: "{text: Hi}"))) == plain)
        #expect(
            changed(base, try fingerprints(spec: Self.spec.replacingOccurrences(of: "style: body, color", with: "style: headline, color"))) == times)
        #expect(changed(base, try fingerprints(spec: Self.spec.replacingOccurrences(of: "count: 3", with: "count: 4"))) == times)
        // The string tables, as resolved: only the Arabic text changes.
        let catalog = CatalogTextTests.catalog.replacingOccurrences(of: "منذ %lld دقائق", with: "قبل %lld دقائق")
        #expect(changed(base, try fingerprints(catalog: catalog)) == arabic)
        // The suite's colours, every screen's palette.
        #expect(changed(base, try fingerprints(spec: Self.spec.replacingOccurrences(of: "#0A84FF", with: "#0A84FE"))) == all)

        // The text stack's versions and the fonts' hashes.
        let renderer = try VariantRenderer(specPath: scratch.file("prints.yaml").path)
        let environment = RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
        #expect(try fingerprints(environment: environment) == base)
        var pango = environment
        pango.pango = "1.99.0"
        #expect(changed(base, try fingerprints(environment: pango)) == all)
        var font = environment
        let name = try #require(font.fonts.keys.sorted().first)
        font.fonts[name] = String(repeating: "0", count: 64)
        #expect(changed(base, try fingerprints(environment: font)) == all)

        // The scale and the build.
        #expect(changed(base, try fingerprints(scale: 2)) == all)
        #expect(changed(base, try fingerprints(build: "build 2")) == all)
    }

    /// A screen's text is described once per language and device: a device variant of a string
    /// changes only the fingerprints of that device's variants, whichever device comes first,
    /// and describing the screens up front, on one thread or several, gives the same
    /// fingerprints.
    @Test func localizedTextIsDescribedPerDevice() throws {
        let spec = Self.spec.replacingOccurrences(
            of: "devices: [iPhone SE]\n    layout: {kind: list}\n    cell: {stack: {items: [{label: {text: \"{time}\"",
            with: "devices: [iPhone SE, iPad mini]\n    layout: {kind: list}\n    cell: {stack: {items: [{label: {text: \"{time}\"")
        #expect(spec != Self.spec)
        let base = try fingerprints(spec: spec)
        #expect(base.count == 10)
        for jobs in [1, 4] { #expect(try fingerprints(spec: spec, describingScreensFirstOn: jobs) == base) }
        // The Arabic "tap" is untranslated, so Arabic shows the English text too.
        let iPad = Set(base.keys.filter { Self.isTimes($0) && $0.contains("/ipad-mini/") })
        #expect(iPad.count == 4)
        let catalog = CatalogTextTests.catalog.replacingOccurrences(of: "Tap or click", with: "Tap or press")
        #expect(catalog != CatalogTextTests.catalog)
        #expect(changed(base, try fingerprints(spec: spec, catalog: catalog)) == iPad)
        for jobs in [1, 4] { #expect(changed(base, try fingerprints(spec: spec, catalog: catalog, describingScreensFirstOn: jobs)) == iPad) }
    }

    /// This process's build identity is the GNU build ID the linker stamped into the program.
    @Test func theBuildIsIdentifiedByItsBuildID() throws {
        #expect(BuildIdentity.current.hasPrefix("build-id:"))
        let hex = BuildIdentity.current.dropFirst("build-id:".count)
        #expect(hex.count >= 32 && hex.allSatisfy(\.isHexDigit), "\(BuildIdentity.current)")
        let readelf = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/readelf"), ["-n", "/proc/\(ProcessInfo.processInfo.processIdentifier)/exe"])
        #expect(readelf.stdout.contains("Build ID: \(hex)"), "\(readelf.stdout)")
    }
}
