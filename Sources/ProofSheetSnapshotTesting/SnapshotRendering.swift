import Foundation
import ProofSheet
import Snapshot
import Variants

/// Renders and lays out the variant a strategy names through the library path `proofsheet check`
/// takes (``VariantRenderer``), so its PNG is the baseline check would record.
enum SnapshotRendering {
    /// The variant a strategy's parameters name: one of those `proofsheet check` renders for the
    /// suite, an axis left nil taking the screen's only value on it (`VariantChoice.matrixVariant(of:)`).
    static func choice(
        screen: String?, device: Device?, category: ContentSizeCategory, columns: Int?, appearance: Appearance?, language: LanguageTag?
    ) -> VariantChoice {
        VariantChoice(screen: screen).choosing(device, on: .device).choosing(category, on: .category).choosing(columns, on: .columns)
            .choosing(appearance, on: .appearance).choosing(language, on: .language)
    }

    /// The PNG of `choice` in `suite` at `scale`, as `proofsheet check --scale <scale>` records
    /// it. A variant too tall for one PNG (check records it as pages) is an error.
    static func png(of suite: Suite, _ choice: VariantChoice, scale: Int) throws -> [UInt8] {
        let renderer = try renderer(for: suite)
        let variant = try choice.matrixVariant(of: suite)
        var pages: [[UInt8]] = []
        try renderer.renderPNG(variant, options: RenderOptions(scale: scale)) { _, _, png in pages.append(png) }
        guard pages.count == 1 else {
            throw VariantChoiceError(
                description: "\(variant.caption(scale: scale)) is \(pages.count) PNG pages (taller than a PNG page at @\(scale)x); "
                    + "a snapshot is one image: use assertSnapshots from ProofSheetTesting, which checks every page\(scale > 1 ? ", or a smaller scale" : "")"
            )
        }
        return pages[0]
    }

    /// The layout JSON of `choice` in `suite`, as `proofsheet layout --format json` prints it.
    static func layoutJSON(of suite: Suite, _ choice: VariantChoice) throws -> String {
        LayoutSnapshot(try renderer(for: suite).layout(try choice.matrixVariant(of: suite))).json
    }

    /// A renderer for `suite`: one loaded from a spec as the spec at the path it was read from,
    /// so its relative font paths and its PNGs' `spec` metadata are check's; one built in Swift
    /// as the spec at its source file (``Suite/sourceFile``).
    private static func renderer(for suite: Suite) throws -> VariantRenderer {
        try VariantRenderer(suite: suite)
    }
}
