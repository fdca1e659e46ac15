import DynamicType
import Layout
import Spec
import TextEngine

/// Turns a ``ScreenRenderRequest`` into a ``RenderScene``: caption strip, device chrome, cells
/// with their decoration, labels and image placeholders, separators, overlays and legend, and with
/// the `voiceover` overlay VoiceOver's list beside the screen.
///
/// Nothing is laid out again: frames, line breaks and truncation come from the layout. Text the
/// layout did not measure (caption, legend, image sizes) is measured here with the same measurer
/// the renderers draw with.
package struct ScreenSceneBuilder {
    /// Caption, legend and placeholder text: a fixed size, not scaled with the variant's category.
    static let captionFont = Font(family: Font.defaultFamily, weight: .medium, pointSize: 12, lineHeight: 16)
    static let smallFont = Font(family: Font.defaultFamily, weight: .regular, pointSize: 11, lineHeight: 13)
    static let stripPadding = 8.0

    package let measurer: PangoTextMeasurer

    package init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// The scene for `request`. Throws for an unknown colour or font family.
    package func scene(for request: ScreenRenderRequest) throws -> RenderScene {
        let width = request.layout.contentSize.width
        var drawing = SceneDrawing(builder: self, palette: request.palette, appearance: request.appearance)
        var y = 0.0

        if let caption = request.caption {
            y += try drawing.strip(text: caption, top: 0, width: width, background: "systemGray5", color: "label")
        }

        // The canvas is whole points: content sits at its exact (pixel-grid) positions, and the
        // screen's background fills up to the next point, so no image has a partly covered row
        // at any render scale, and a PDF page and its PNG have the same size.
        let screenTop = y.rounded(.up)
        let safeTop = request.chrome?.safeArea.top ?? 0
        let safeBottom = request.chrome?.safeArea.bottom ?? 0
        let contentHeight = request.layout.contentSize.height
        var screenHeight = (safeTop + contentHeight + safeBottom).rounded(.up)
        if let chrome = request.chrome { screenHeight = max(screenHeight, chrome.screenHeight) }
        var hiddenHeight = 0.0
        if request.tallContent == .firstScreen, screenHeight > request.screenSize.height {
            hiddenHeight = screenHeight - request.screenSize.height
            screenHeight = request.screenSize.height
        }
        let screen = Rect(x: 0, y: screenTop, width: width, height: screenHeight)
        try drawing.fill(screen, request.background)

        let contentOrigin = Point(x: 0, y: screenTop + safeTop)
        try drawing.content(of: request, at: contentOrigin, clip: screen)
        try drawing.bars(request.layout.bars, at: contentOrigin, screen: screen, symbolTemplates: request.images.symbolTemplates)
        if request.overlays.contains(.grid) { drawing.grid(request, at: contentOrigin, screen: screen) }
        for mark in request.marks {
            drawing.mark(mark.frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y), mark.color, dash: mark.dash)
        }
        // The screen's part of the content, in content coordinates: VoiceOver's frames are cut to it.
        let visible = screen.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
        let voiceOver = request.overlays.contains(.voiceover) ? VoiceOverView(layout: request.layout) : nil
        if let voiceOver { try drawing.voiceOverFrames(voiceOver, at: contentOrigin, visible: visible) }
        if let chrome = request.chrome {
            try drawing.chrome(chrome, in: screen, direction: request.layout.direction)
        }
        if hiddenHeight > 0 {
            try drawing.clipMarker(hiddenHeight: hiddenHeight, at: screen.maxY, width: width)
        }
        y = screen.maxY
        if !request.overlays.isEmpty, request.showsLegend {
            let showsSafeArea = request.overlays.contains(.grid) && request.safeArea.horizontal > 0
            y += try drawing.legend(request.overlays, marks: request.marks, showsSafeArea: showsSafeArea, top: y, width: width)
        }
        // VoiceOver's list beside the screen, from the top of the scene down, whatever the overlay legend's setting.
        var sceneWidth = width.rounded(.up)
        if let voiceOver {
            y = try drawing.voiceOverLegend(voiceOver, visible: visible, left: sceneWidth, height: y.rounded(.up))
            sceneWidth += VoiceOverView.legendWidth
        }
        let background = try request.palette.resolve(request.background, for: request.appearance)
        return RenderScene(
            size: Size(width: sceneWidth, height: y.rounded(.up)), background: background.alpha > 0 ? background : .clear,
            items: drawing.items,
            contentOrigin: contentOrigin
        )
    }

    /// A text item for `text` in `font`, `width` wide at most, measured now.
    func textItem(
        _ text: String, font: Font, at origin: Point, width: Double, color: Color, lines: Int = 0, writingDirection: WritingDirection = .natural
    ) throws -> TextItem {
        var resolvedFont = font
        resolvedFont.family = try measurer.library.resolveFamily(font.family)
        var paragraph = ParagraphStyle.standard
        paragraph.baseWritingDirection = writingDirection
        let request = TextMeasurementRequest(
            text: text, font: resolvedFont, width: width, maximumLines: lines, lineBreakMode: lines > 0 ? .truncateTail : .wordWrap,
            paragraph: paragraph)
        let measured = try measurer.measure(request)
        return TextItem(frame: Rect(origin: origin, size: measured.size), request: request, lineCount: measured.lineCount, color: color)
    }
}
