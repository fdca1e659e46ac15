import Layout
import Spec
import TextEngine
import Variants

/// What review sheets (``ReviewSheetRenderer``, ``LargerTextEvidence``) ask of the renderer that
/// lays a suite's variants out and draws them, handed in by the facade (its `VariantRenderer`):
/// the suite, its fonts, each variant's layout, and each variant drawn as a sheet's cell. Safe to
/// use from many threads at once.
package protocol SheetVariantDrawing: Sendable {
    /// The suite whose variants it draws.
    var suite: Suite { get }
    /// The spec's file name as written into output metadata (never an absolute path).
    var specName: String { get }
    /// What measures and draws the texts: the suite's fonts, with one measurement cache.
    var measurer: PangoTextMeasurer { get }

    /// The variant's layout: the same frames at every scale.
    func layout(_ variant: Variant) throws -> ScreenLayout

    /// The scene of `variant` as a cell of a sheet drawn with `options`, from `layout` (its
    /// ``layout(_:)``): `tallContent`'s part of the screen, with `options`' chrome and grid, no
    /// caption strip and no legend (the sheet has its own), and `marks` over its content; with
    /// ``SheetOptions/voiceOver``, the VoiceOver view of the variant beside it
    /// (``RenderScene/sideBySide(_:gap:)``).
    func cellScene(
        _ variant: Variant, layout: ScreenLayout, options: SheetOptions, tallContent: ScreenRenderRequest.TallContent, marks: [ReviewMark]
    ) throws -> RenderScene
}
