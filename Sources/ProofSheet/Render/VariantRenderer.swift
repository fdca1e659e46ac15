import Audit
import Foundation
import ImageIO
import Layout
import ProofSheetSupport
import Rendering
import Snapshot
import TextEngine
import Variants

/// Lays out and renders variants of a suite's screens. One renderer loads the fonts once and
/// measures with one cache; it is safe to use from many threads at once.
package final class VariantRenderer: Sendable {
    package let suite: Suite
    /// The spec's file name as written into output metadata (never an absolute path).
    package let specName: String
    package let measurer: PangoTextMeasurer
    /// The images the suite's templates show, read and decoded when the renderer is made.
    package let images: ImageLibrary

    /// A renderer for `suite` as the spec at `specPath`, with the default fonts plus the spec's
    /// own: relative font and string-table paths resolve against `specPath`'s folder, and PNG
    /// metadata names its file. A suite `SpecLoader` did not read (one built in Swift) is
    /// checked first (`Suite.validate()`) and its string tables loaded, as loading a spec does.
    /// The templates' images are read and decoded here, once: a bad image file is a `SpecError`
    /// before any variant is drawn.
    package convenience init(suite: Suite, specPath: String) throws {
        try self.init(suite: suite, specPath: specPath, defaultFonts: nil)
    }

    /// As ``init(suite:specPath:)``; `defaultFonts`, when given, measures with the default
    /// fonts (`FontLibrary.standard()`), used when the suite names no fonts of its own.
    private init(suite: Suite, specPath: String, defaultFonts: PangoTextMeasurer?) throws {
        var suite = suite
        if !suite.hasLoadedStrings {
            try suite.loadAssetCatalogs(relativeTo: specPath)
            try suite.validate()
            try suite.loadStrings(relativeTo: specPath)
        }
        self.suite = suite
        self.specName = URL(fileURLWithPath: specPath).lastPathComponent
        let ownFonts = suite.fontFiles(relativeTo: specPath)
        self.measurer =
            if let defaultFonts, ownFonts.isEmpty { defaultFonts } else { PangoTextMeasurer(library: try suite.fontLibrary(relativeTo: specPath)) }
        try suite.checkFonts(in: measurer.library)
        images = try ImageLibrary(suite: suite, specPath: specPath)
    }

    /// A renderer for a suite as the spec it was read from, or for one built in Swift as the
    /// spec at its `Suite.sourceFile` (else a file named after the suite in the current
    /// directory).
    package convenience init(suite: Suite) throws {
        try self.init(suite: suite, specPath: suite.specPath)
    }

    /// Loads the spec at `path` and makes a renderer for it. With `jobs` above 1 the default
    /// fonts load on a second thread while the spec is read, as they do not depend on it (a
    /// spec that lists fonts of its own has them all loaded again once it is read); both take
    /// tens of milliseconds, and every variant waits for them.
    package convenience init(specPath: String, jobs: Int = 1) throws {
        let loaded = try Self.loadSuites([specPath], jobs: jobs)
        try self.init(suite: loaded.suites[0], specPath: specPath, defaultFonts: loaded.defaultFonts)
    }

    /// Loads the specs at `specPaths` and makes a renderer for each, in order. The default fonts
    /// load once, and every suite that names no fonts of its own measures with them (one
    /// measurer, one cache, one set of fonts in each worker process). With `jobs` above 1 they
    /// load on a thread of their own while the specs are read on up to `jobs` others. The first
    /// spec's error, in order, is thrown before any font error.
    package static func load(specPaths: [String], jobs: Int = 1) throws -> [VariantRenderer] {
        let loaded = try loadSuites(specPaths, jobs: jobs)
        return try zip(loaded.suites, specPaths).map { suite, path in
            try SpecRunError.naming(path, when: specPaths.count > 1) {
                try VariantRenderer(suite: suite, specPath: path, defaultFonts: loaded.defaultFonts)
            }
        }
    }

    /// The suites of `paths` and, when some suite needs them (or, at more than one job, when
    /// they load: that is decided before the specs are read), the default fonts' measurer.
    private static func loadSuites(_ paths: [String], jobs: Int) throws -> (suites: [Suite], defaultFonts: PangoTextMeasurer?) {
        guard jobs > 1 else {
            let suites = try paths.map { try SpecLoader.load(path: $0) }
            let needed = zip(suites, paths).contains { suite, path in suite.fontFiles(relativeTo: path).isEmpty }
            // More than one spec: load them once for all; one spec loads its own in `init`.
            return (suites, needed && paths.count > 1 ? try PangoTextMeasurer(library: FontLibrary.standard()) : nil)
        }
        let (specs, fonts) = ParallelWork.both(
            { ParallelWork.map(paths.count, jobs: jobs) { index in Result { () throws(SpecError) in try SpecLoader.load(path: paths[index]) } } },
            { Result { () throws(FontError) in PangoTextMeasurer(library: try FontLibrary.standard()) } }
        )
        // The specs' errors come first, as when the fonts load after them; then the fonts' own
        // (every library holds the default fonts, so a suite with fonts of its own would fail too).
        return (try specs.map { try $0.get() }, try fonts.get())
    }

    /// The variant's layout. The device's scale is the layout's display scale whatever the
    /// render scale, so every render scale shows the same frames (an image set's size is that
    /// of its image for the device's scale and the variant's appearance).
    package func layout(_ variant: Variant) throws -> ScreenLayout {
        let sizes = images.pointSizes(scale: Int(variant.device.scale.rounded()), appearance: variant.appearance, idiom: variant.device.idiom)
        return try suite.layout(variant, measurer: measurer, imageSizes: sizes, symbolGeometries: images.symbolGeometries)
    }

    /// The scene to draw for `variant`; `vector` leaves the pixel scale out of the caption.
    package func scene(_ variant: Variant, options: RenderOptions, vector: Bool = false) throws -> RenderScene {
        try scene(variant, layout: try layout(variant), options: options, vector: vector)
    }

    /// The scene for `variant` drawn from `layout`, which must be `layout(variant)`, with `marks`
    /// over its content (a review sheet's audit findings) after the chosen overlays' marks.
    package func scene(_ variant: Variant, layout: ScreenLayout, options: RenderOptions, vector: Bool = false, marks: [ReviewMark] = []) throws
        -> RenderScene
    {
        let screen = try suite.screen(named: variant.screen)
        let marks = try overlayMarks(variant, layout: layout, overlays: options.overlays) + marks
        var request = ScreenRenderRequest(
            layout: layout, input: screen.layout, background: screen.background, palette: suite.palette.at(variant.contrast),
            appearance: variant.appearance, screenSize: variant.device.size, chrome: options.chrome ? variant.device.chrome : nil,
            safeArea: variant.device.chrome?.safeArea ?? .zero,
            caption: options.caption ? variant.caption(scale: vector ? nil : options.scale) : nil, overlays: options.overlays, marks: marks,
            showsLegend: options.legend,
            tallContent: options.tallContent, images: images
        )
        // Image sets are picked for the pixels drawn; vector output for the device's own scale.
        request.imageScale = vector ? Int(variant.device.scale.rounded()) : options.scale
        request.idiom = variant.device.idiom
        return try ScreenSceneBuilder(measurer: measurer).scene(for: request)
    }

    /// A mark for each finding of the audit rules of `overlays` (``Overlay/rules``) on `variant`,
    /// overlays in their order, each frame once per overlay, in layout order.
    private func overlayMarks(_ variant: Variant, layout: ScreenLayout, overlays: Set<Overlay>) throws -> [ReviewMark] {
        let chosen = Overlay.allCases.filter { overlays.contains($0) && !$0.rules.isEmpty }
        guard !chosen.isEmpty else { return [] }
        let found = try Auditor(renderer: self, jobs: 1).findings(of: variant, layout: layout, rules: Set(chosen.flatMap(\.rules)))
        return chosen.flatMap { overlay in
            var seen: Set<Rect> = []
            return found.filter { overlay.rules.contains($0.rule) && seen.insert($0.frame).inserted }.map { overlay.mark($0.frame) }
        }
    }

    /// The tEXt metadata every PNG of `variant` carries: the spec and screen, each axis's
    /// entries in matrix order (`MatrixAxis.pngMetadata(of:)`: its manifest value under its key,
    /// the device's width beside its name), the scale and the software; no time, no absolute path.
    package func pngMetadata(_ variant: Variant, scale: Int) -> [(key: String, value: String)] {
        [("spec", specName), ("screen", variant.screen)] + VariantAxisRegistry.current.axes.flatMap { $0.pngMetadata(of: variant) } + [
            ("scale", String(scale)), ("Software", "ProofSheet \(ProofSheetVersion.current)"),
        ]
    }

    /// Renders `variant` as PNG pages; `page` receives each page's bytes in order. `layout`, when
    /// given, must be `layout(variant)`: a caller that already has it saves laying out again.
    /// The first page carries the layout (``LayoutSnapshot``, compressed), so a baseline
    /// remembers what it was drawn from; `stamp` makes each page's bytes from the encoded ones
    /// before `page` receives them, knowing where the layout lies in the pages (check seals a
    /// ``BaselineStamp`` into each). Returns where the layout lies in the pages, to find a
    /// layout frame's pixels.
    @discardableResult
    package func renderPNG(
        _ variant: Variant, layout: ScreenLayout? = nil, options: RenderOptions,
        stamp: (_ geometry: PNGGeometry, _ index: Int, _ png: [UInt8]) throws -> [UInt8] = { _, _, png in png },
        page: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void
    ) throws -> PNGGeometry {
        let layout = try layout ?? self.layout(variant)
        let scene = try scene(variant, layout: layout, options: options)
        // The plan the renderer paints (computed here, not painted).
        let plan = try PNGRenderer.pages(for: scene, scale: options.scale)
        let geometry = PNGGeometry(contentOrigin: scene.contentOrigin, scale: options.scale, width: plan.width, pages: plan.pages)
        try PNGRenderer(measurer: measurer).render(
            scene, scale: options.scale, text: pngMetadata(variant, scale: options.scale),
            compressedText: { index in
                index == 0 ? [(LayoutSnapshot.pngKeyword, LayoutSnapshot(layout).pngText)] : []
            }
        ) { index, count, png in try page(index, count, try stamp(geometry, index, png)) }
        return geometry
    }

    /// The page geometry ``renderPNG(_:layout:options:stamp:page:)`` would give `variant`, and
    /// whether its pages would have exactly the pixels of the decoded images `expected` returns
    /// for that geometry (one per page), found without encoding a PNG: each strip is compared as
    /// it is painted, and painting stops at the first that differs. When `expected` returns nil
    /// nothing is painted and the answer is false.
    package func pngMatches(
        _ variant: Variant, layout: ScreenLayout, options: RenderOptions, expected: (_ geometry: PNGGeometry) throws -> [RGBAImage]?
    ) throws -> (geometry: PNGGeometry, matches: Bool) {
        let scene = try scene(variant, layout: layout, options: options)
        let plan = try PNGRenderer.pages(for: scene, scale: options.scale)
        let geometry = PNGGeometry(contentOrigin: scene.contentOrigin, scale: options.scale, width: plan.width, pages: plan.pages)
        guard let images = try expected(geometry) else { return (geometry, false) }
        return (geometry, try PNGRenderer(measurer: measurer).matches(scene, scale: options.scale, expected: images))
    }

    /// How many pages `renderPNG` makes of `variant`: its scene is built, not painted.
    package func pngPageCount(_ variant: Variant, options: RenderOptions) throws -> Int {
        try PNGRenderer.pages(for: try scene(variant, options: options), scale: options.scale).pages.count
    }

    /// Renders `variant` as one PDF document.
    package func renderPDF(_ variant: Variant, options: RenderOptions) throws -> [UInt8] {
        try PDFRenderer(measurer: measurer).render(
            try scene(variant, options: options, vector: true), title: variant.caption(scale: nil), creator: "ProofSheet \(ProofSheetVersion.current)"
        )
    }

    /// Renders `variant` as SVG pages.
    package func renderSVG(_ variant: Variant, options: RenderOptions, textMode: SVGRenderer.TextMode) throws -> [[UInt8]] {
        try SVGRenderer(measurer: measurer).render(
            try scene(variant, options: options, vector: true), textMode: textMode, title: variant.caption(scale: nil))
    }
}

/// The snapshot runner's renderer: each variant drawn as check draws it (``RenderOptions`` of the
/// scale alone: the caption, no chrome or overlays).
extension VariantRenderer: VariantRendering {
    package var maximumPageCount: Int { PNGRenderer.maximumPageCount }

    package func environment() -> RenderEnvironment {
        RenderEnvironment.current(fontFiles: measurer.library.files)
    }

    package func fingerprintInputs(scale: Int) -> (build: String, options: String) {
        (BuildIdentity.current, CanonicalDescription.of(RenderOptions(scale: scale)))
    }

    package func imageFingerprint(ofScreen screen: String) -> String {
        images.fingerprintDescription(ofScreen: screen)
    }

    package func findings(of variant: Variant, layout: ScreenLayout, rules: Set<AuditRule>) throws -> [AuditFinding] {
        try Auditor(renderer: self, jobs: 1).findings(of: variant, layout: layout, rules: rules)
    }

    package func renderPNG(
        _ variant: Variant, layout: ScreenLayout, scale: Int, stamp: (_ geometry: PNGGeometry, _ index: Int, _ png: [UInt8]) throws -> [UInt8],
        page: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void
    ) throws -> PNGGeometry {
        try renderPNG(variant, layout: layout, options: RenderOptions(scale: scale), stamp: stamp, page: page)
    }

    package func pngMatches(
        _ variant: Variant, layout: ScreenLayout, scale: Int, expected: (_ geometry: PNGGeometry) throws -> [RGBAImage]?
    ) throws -> (geometry: PNGGeometry, matches: Bool) {
        try pngMatches(variant, layout: layout, options: RenderOptions(scale: scale), expected: expected)
    }

    package func pngPageCount(_ variant: Variant, scale: Int) throws -> Int {
        try pngPageCount(variant, options: RenderOptions(scale: scale))
    }
}
