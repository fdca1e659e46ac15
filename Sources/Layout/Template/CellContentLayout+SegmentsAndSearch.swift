import DynamicType
import Spec

/// Segmented controls and search fields, made of the pieces every element draws with
/// (backgrounds, one-line labels measured by the text engine, symbol images), so painting,
/// mirroring and the audit need nothing of their own: a segment's title that does not fit is a
/// truncated label, which the audit's `truncated-text` rule reports. Every number comes from
/// `ControlMetrics` (docs/components.md).
extension CellContentLayout {
    /// A segmented control offered `offeredWidth`: its fixed height; the whole width when
    /// `fillsWidth`, else as wide as its segments need (at most the width offered). Segments are
    /// of equal width, or share the width in proportion to their titles' one-line widths when the
    /// control apportions them by content.
    func segmentedControlContent(_ control: SegmentedControlTemplate, data: [String: String], offeredWidth: Double, fillsWidth: Bool) throws
        -> CellContent
    {
        let titles = try control.segments.map { try Self.fill($0, with: data) }
        let padding = ControlMetrics.segmentTitlePadding
        let height = ControlMetrics.segmentedControlHeight
        let style = ControlMetrics.segmentTitleStyle
        var paragraph = ParagraphStyle.standard
        paragraph.alignment = .center
        paragraph.baseWritingDirection = control.baseWritingDirection
        let font = FontChoice.style(style).font(
            at: category, lineHeight: paragraph.lineHeight, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
        func request(_ text: String, width: Double) -> TextMeasurementRequest {
            TextMeasurementRequest(
                text: text, font: font, width: width, maximumLines: 1, lineBreakMode: .truncateTail, paragraph: paragraph,
                displayScale: displayScale)
        }

        // Each segment's natural width: its title on one line and the padding either side.
        let natural = try titles.map { try measurer.measure(request($0, width: .infinity)).size.width + 2 * padding }
        let total = natural.reduce(0, +)
        let needed = control.apportionsSegmentWidthsByContent ? total : Double(titles.count) * (natural.max() ?? 0)
        let width = fillsWidth ? offeredWidth : min(offeredWidth, needed)
        let widths = natural.map { control.apportionsSegmentWidthsByContent && total > 0 ? width * $0 / total : width / Double(titles.count) }

        let frame = Rect(x: 0, y: 0, width: width, height: height)
        var content = CellContent(size: frame.size, labels: [], images: [], hiddenElementCount: 0)
        content.backgrounds = [
            PlacedBackground(
                frame: frame, color: ControlMetrics.segmentedControlBackground, cornerRadius: ControlMetrics.segmentedControlCornerRadius)
        ]
        var x = 0.0
        var segmentFrames: [Rect] = []
        for (index, title) in titles.enumerated() {
            let part = "segmentedControl.segments[\(index)]"
            let available = widths[index] - 2 * padding
            guard available > 0 else { throw LayoutError.labelHasNoWidth(path: part, width: widths[index], taken: 2 * padding) }
            if index == control.selectedSegmentIndex {
                let inset = ControlMetrics.selectedSegmentInset
                content.backgrounds.append(
                    PlacedBackground(
                        frame: Rect(x: x + inset, y: inset, width: widths[index] - 2 * inset, height: height - 2 * inset),
                        color: control.selectedSegmentTintColor, cornerRadius: ControlMetrics.segmentedControlCornerRadius - inset))
            }
            var label = try oneLineLabel(request(title, width: available), style: style, color: ControlMetrics.segmentTitleColor, part: part)
            label.frame.x = x + (widths[index] - label.frame.width) / 2
            label.frame.y = (height - label.frame.height) / 2
            content.labels.append(label)
            segmentFrames.append(Rect(x: x, y: 0, width: widths[index], height: height))
            x += widths[index]
        }
        content.accessibilityElements = try Self.accessibilityElements(
            ofSegmentedControl: control, titles: titles, frames: segmentFrames, frame: frame, data: data)
        return content
    }

    /// A search bar `offeredWidth` wide: the rounded field with the magnifying glass and the
    /// placeholder (or the typed text) on one line, and the cancel button beside it when shown.
    /// The field is at least `searchFieldHeight` tall and grows with its text's line;
    /// `verticalInset` above and below it (a navigation bar's search row has its own).
    func searchFieldContent(
        _ field: SearchFieldTemplate, data: [String: String], offeredWidth: Double,
        verticalInset: Double = ControlMetrics.searchBarVerticalInset
    ) throws -> CellContent {
        let style = ControlMetrics.searchTextStyle
        var paragraph = ParagraphStyle.standard
        paragraph.baseWritingDirection = field.baseWritingDirection
        let font = FontChoice.style(style).font(
            at: category, lineHeight: paragraph.lineHeight, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
        func request(_ text: String, width: Double) -> TextMeasurementRequest {
            TextMeasurementRequest(
                text: text, font: font, width: width, maximumLines: 1, lineBreakMode: .truncateTail, paragraph: paragraph,
                displayScale: displayScale)
        }

        let side = ControlMetrics.searchBarHorizontalInset
        var fieldWidth = offeredWidth - 2 * side
        var cancel: PlacedLabel?
        if field.showsCancelButton {
            let title = try Self.fill(field.cancelButtonTitle, with: data)
            guard fieldWidth > 0 else {
                throw LayoutError.labelHasNoWidth(path: "searchField.cancelButtonTitle", width: offeredWidth, taken: 2 * side)
            }
            let placed = try oneLineLabel(request(title, width: fieldWidth), style: style, color: field.tint, part: "searchField.cancelButtonTitle")
            fieldWidth -= placed.frame.width + ControlMetrics.searchCancelSpacing
            cancel = placed
        }

        let glass = placedSymbol(ControlMetrics.searchGlass, color: ControlMetrics.searchGlassColor)
        let textStart = ControlMetrics.searchGlassInset + glass.size.width + ControlMetrics.searchGlassPadding
        let textWidth = fieldWidth - textStart - ControlMetrics.searchTextTrailingInset
        let shown = field.shown
        let part = field.text?.isEmpty == false ? "searchField.text" : "searchField.placeholder"
        guard textWidth > 0 else { throw LayoutError.labelHasNoWidth(path: part, width: offeredWidth, taken: offeredWidth - textWidth) }
        var text = try oneLineLabel(request(try Self.fill(shown.text, with: data), width: textWidth), style: style, color: shown.color, part: part)

        let fieldHeight = max(ControlMetrics.searchFieldHeight, text.frame.height + 2 * ControlMetrics.searchFieldTextPadding)
        let fieldFrame = Rect(x: side, y: verticalInset, width: fieldWidth, height: fieldHeight)
        let size = Size(width: offeredWidth, height: fieldHeight + 2 * verticalInset)
        var content = CellContent(size: size, labels: [], images: [], hiddenElementCount: 0)
        content.backgrounds = [
            PlacedBackground(frame: fieldFrame, color: ControlMetrics.searchFieldBackground, cornerRadius: ControlMetrics.searchFieldCornerRadius)
        ]
        content.images = [
            Rect(
                x: fieldFrame.x + ControlMetrics.searchGlassInset, y: fieldFrame.y + (fieldHeight - glass.size.height) / 2, width: glass.size.width,
                height: glass.size.height)
        ]
        content.imageContents = [glass.shown]
        text.frame.x = fieldFrame.x + textStart
        text.frame.y = fieldFrame.y + (fieldHeight - text.frame.height) / 2
        content.labels = [text]
        if var cancel {
            cancel.frame.x = fieldFrame.maxX + ControlMetrics.searchCancelSpacing
            cancel.frame.y = (size.height - cancel.frame.height) / 2
            content.labels.append(cancel)
        }
        content.accessibilityElements = try Self.accessibilityElements(
            ofSearchField: field, frame: fieldFrame, cancel: content.labels.dropFirst().first.map { ($0.text, $0.frame) }, data: data)
        return content
    }

    /// A one-line label measured by `request` (truncating), then again at its own width when it
    /// is narrower, the width the painter draws it at, so what is measured is what is drawn.
    private func oneLineLabel(_ request: TextMeasurementRequest, style: TextStyle, color: String, part: String) throws -> PlacedLabel {
        var request = request
        var measured = try measurer.measure(request)
        if measured.size.width > 0, measured.size.width < request.width {
            request.width = measured.size.width
            measured = try measurer.measure(request)
        }
        return PlacedLabel(
            frame: Rect(origin: .zero, size: measured.size), layoutWidth: request.width, text: request.text, font: request.font, maximumLines: 1,
            lineBreakMode: request.lineBreakMode, paragraph: request.paragraph, color: color, lineCount: measured.lineCount,
            isTruncated: measured.isTruncated, missingCharacters: measured.missingCharacters, textStyle: style, part: part)
    }
}
