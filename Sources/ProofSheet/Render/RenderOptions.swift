import Rendering

/// How a variant is presented, independent of what it shows.
package struct RenderOptions: Hashable, Sendable {
    /// Pixels per point for PNG: 1, 2 or 3. Only a transform; layout does not change.
    package var scale: Int
    /// Draw the status bar, safe areas and home indicator of a device preset.
    package var chrome: Bool
    /// Draw the caption strip naming the variant.
    package var caption: Bool
    package var overlays: Set<Overlay>
    /// Draw the overlay legend below the screen (review sheets draw one for the whole sheet).
    package var legend: Bool
    package var tallContent: ScreenRenderRequest.TallContent

    package init(
        scale: Int = 2, chrome: Bool = false, caption: Bool = true, overlays: Set<Overlay> = [], legend: Bool = true,
        tallContent: ScreenRenderRequest.TallContent = .full
    ) {
        self.scale = scale
        self.chrome = chrome
        self.caption = caption
        self.overlays = overlays
        self.legend = legend
        self.tallContent = tallContent
    }
}
