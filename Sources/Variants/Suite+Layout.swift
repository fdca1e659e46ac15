import Layout
import ProofSheetSupport
import Spec

extension Suite {
    /// The layout of `variant`. A layout problem written somewhere in the screen's spec (padding
    /// wider than the cell, a label left no width) is a `SpecError` at that place, naming the
    /// variant it appears in by every axis of the registry (its caption). `imageSizes` are the sizes in points of the images the templates
    /// show (`ImageLibrary.pointSizes`), the sizes of image views without sizes of their own;
    /// `symbolGeometries` the custom symbols' measurements (`ImageLibrary.symbolGeometries`).
    package func layout(
        _ variant: Variant, measurer: any TextMeasuring, imageSizes: [String: Size] = [:], symbolGeometries: [String: SymbolGeometry] = [:]
    ) throws -> ScreenLayout {
        let screen = try screen(named: variant.screen)
        var input = try layoutInput(of: screen, in: variant.language, on: variant.device).input
        input.imageSizes = imageSizes
        input.symbolGeometries = symbolGeometries
        do {
            var layout = try ScreenLayoutEngine(input: input, measurer: measurer).layout(
                width: variant.device.size.width, columns: variant.columns, category: variant.category, displayScale: variant.device.scale,
                direction: variant.layoutDirection, safeArea: variant.device.chrome?.safeArea ?? .zero,
                visibleHeight: variant.device.size.height - (variant.device.chrome.map { $0.safeArea.top + $0.safeArea.bottom } ?? 0),
                legibilityWeight: variant.legibilityWeight
            )
            layout.voiceOverWords = try voiceOverWords(in: variant.language, device: variant.device.idiom)
            return layout
        } catch let error as LayoutError {
            guard let locations, let path = error.screenKeyPath, let index = screens.firstIndex(where: { $0.name == screen.name }) else {
                throw error
            }
            throw locations.error(at: "screens[\(index)].\(path)", problem: "\(error.detail) (at \(variant.caption(scale: nil)))")
        }
    }
}
