import Audit
import ImageIO
import Layout
import Spec
import Variants

/// What the snapshot runner asks of the painter, handed in so that the runner (``SnapshotRunner``,
/// ``VariantCheck``, ``VariantFingerprints``, ``AcceptList/checkPages(of:renderer:file:)``) needs
/// no Cairo, Pango or fonts: a suite's variants laid out, audited and drawn as check draws them
/// (PNG pages at a scale, with the caption and without chrome or overlays), the environment they
/// are drawn in, and what besides the variant makes their bytes. `VariantRenderer` is the
/// renderer of ProofSheet. Safe to use from many threads at once.
package protocol VariantRendering: Sendable {
    /// The suite whose variants it draws.
    var suite: Suite { get }
    /// The spec's file name as written into output metadata (never an absolute path).
    var specName: String { get }
    /// The most pages one variant's rendering may have: a baseline stamp (`BaselineStamp`)
    /// claiming more is not believed.
    var maximumPageCount: Int { get }

    /// The environment it draws in: the text stack's versions and its font files' hashes.
    func environment() -> RenderEnvironment

    /// What besides the variant, its screen, the suite and the environment makes a variant's
    /// bytes at `scale`, for its fingerprint (``VariantFingerprints``): the build that draws, and
    /// the options check draws with, described.
    func fingerprintInputs(scale: Int) -> (build: String, options: String)

    /// The image files `screen` shows, described by their content (each file's SHA-256), for its
    /// variants' fingerprints: changing an image re-renders exactly the variants of the screens
    /// that show it. Empty for a screen without images.
    func imageFingerprint(ofScreen screen: String) -> String

    /// The text metadata every PNG page of `variant` at `scale` carries: no time, no absolute path.
    func pngMetadata(_ variant: Variant, scale: Int) -> [(key: String, value: String)]

    /// The variant's layout: the same frames at every scale.
    func layout(_ variant: Variant) throws -> ScreenLayout

    /// The findings of the audit `rules` on `variant`, from `layout` (its ``layout(_:)``).
    func findings(of variant: Variant, layout: ScreenLayout, rules: Set<AuditRule>) throws -> [AuditFinding]

    /// Draws `variant` from `layout` (its ``layout(_:)``) as PNG pages at `scale`; `page` receives
    /// each page's bytes in order, as `stamp` makes them from the encoded ones (knowing where the
    /// layout lies in the pages). The first page carries the layout (`LayoutSnapshot`). Returns
    /// where the layout lies in the pages.
    func renderPNG(
        _ variant: Variant, layout: ScreenLayout, scale: Int, stamp: (_ geometry: PNGGeometry, _ index: Int, _ png: [UInt8]) throws -> [UInt8],
        page: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void
    ) throws -> PNGGeometry

    /// The page geometry ``renderPNG(_:layout:scale:stamp:page:)`` would give `variant`, and
    /// whether its pages would have exactly the pixels of the decoded images `expected` returns
    /// for that geometry (one per page), found without encoding a PNG. When `expected` returns nil
    /// nothing is painted and the answer is false.
    func pngMatches(
        _ variant: Variant, layout: ScreenLayout, scale: Int, expected: (_ geometry: PNGGeometry) throws -> [RGBAImage]?
    ) throws -> (geometry: PNGGeometry, matches: Bool)

    /// How many PNG pages ``renderPNG(_:layout:scale:stamp:page:)`` makes of `variant` at `scale`,
    /// found without painting.
    func pngPageCount(_ variant: Variant, scale: Int) throws -> Int
}

extension VariantRendering {
    /// No images: a renderer that draws none (test doubles).
    package func imageFingerprint(ofScreen screen: String) -> String { "" }
}
