import Layout
import Localization
import Spec

/// What to draw for one variant: the laid-out screen, the templates it came from, and how to
/// present it (appearance, device chrome, caption, overlays, tall-content policy). `safeArea`
/// defaults to the chrome's, else none.
package struct ScreenRenderRequest: Sendable {
    /// What happens to a screen taller than one device screen.
    package enum TallContent: String, Hashable, Sendable, CaseIterable {
        /// Draw all of it; renderers split it into pages where a format needs that.
        case full
        /// Draw only the first screen, with a marker saying how much was cut.
        case firstScreen
    }

    package var layout: ScreenLayout
    /// The templates the layout was made from: cell and header/footer decoration, insets.
    package var input: ScreenLayoutInput
    /// The screen's background colour name.
    package var background: String
    package var palette: ColorPalette
    package var appearance: Appearance
    /// The device screen size in points (width as laid out; height for chrome and `firstScreen`).
    package var screenSize: Size
    /// Status bar, safe areas and home indicator, when drawn.
    package var chrome: DeviceChrome?
    /// The device's safe area, which the layout insets content by whether the chrome is drawn or
    /// not: the grid overlay shows its left and right parts (docs/layout-rules.md §5).
    package var safeArea: EdgeInsets
    /// The caption strip's text; nil for no caption.
    package var caption: String?
    package var overlays: Set<Overlay>
    /// Marks drawn over the content after the grid overlay: a review sheet's audit findings, or
    /// the findings of the chosen overlays' audit rules (``Overlay/mark(_:)``).
    package var marks: [ReviewMark]
    /// Whether the legend explaining the overlays goes below the screen (a review sheet draws
    /// one legend for all its cells instead).
    package var showsLegend: Bool
    package var tallContent: TallContent
    /// The suite's decoded images, by source: an image view whose source is here shows it, any
    /// other image is drawn as a placeholder box.
    package var images: ImageLibrary
    /// The pixels per point an asset catalog's image sets are picked for (the render scale, or
    /// the device's for vector output).
    package var imageScale = 2
    /// The device's idiom, which an image set's entries may name.
    package var idiom = DeviceIdiom.iphone

    package init(
        layout: ScreenLayout, input: ScreenLayoutInput, background: String = "systemGroupedBackground",
        palette: ColorPalette = ColorPalette(), appearance: Appearance = .light, screenSize: Size,
        chrome: DeviceChrome? = nil, safeArea: EdgeInsets? = nil, caption: String? = nil, overlays: Set<Overlay> = [], marks: [ReviewMark] = [],
        showsLegend: Bool = true, tallContent: TallContent = .full, images: ImageLibrary = ImageLibrary()
    ) {
        self.images = images
        self.layout = layout
        self.input = input
        self.background = background
        self.palette = palette
        self.appearance = appearance
        self.screenSize = screenSize
        self.chrome = chrome
        self.safeArea = safeArea ?? chrome?.safeArea ?? .zero
        self.caption = caption
        self.overlays = overlays
        self.marks = marks
        self.showsLegend = showsLegend
        self.tallContent = tallContent
    }
}
