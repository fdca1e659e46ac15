import DynamicType
import Spec

/// Which of a screen's bars a ``PlacedBar`` is.
package enum BarKind: String, Hashable, Sendable, CaseIterable {
    case navigationBar, toolbar, tabBar

    /// The element kind findings and VoiceOver stops in the bar name it by.
    package var elementKind: ElementKind {
        switch self {
        case .navigationBar: .navigationBar
        case .toolbar: .toolbar
        case .tabBar: .tabBar
        }
    }
}

/// One bar as laid out, in the screen layout's coordinates: its frame (without the safe area its
/// background reaches into), the hairline between it and the content, and its titles and symbols.
package struct PlacedBar: Hashable, Sendable {
    package var kind: BarKind
    package var frame: Rect
    /// The one-pixel line on the bar's edge towards the content; nil for a navigation bar with a
    /// large title, which UIKit draws at rest with its `scrollEdgeAppearance` (the standard
    /// appearance with a transparent background and no shadow) until content scrolls under it.
    package var hairline: Rect?
    /// Whether the bar draws no background of its own, so the screen's shows through: a
    /// navigation bar with a large title at rest, drawn with `scrollEdgeAppearance` (nil means the
    /// standard appearance "modified to use a transparent background").
    package var isTransparent = false
    /// Titles (labels) and symbol images (``CellContent/images`` with their ``CellContent/imageContents``).
    package var content: CellContent
    /// Where each of ``CellContent/labels`` is written in the screen's spec (`navigationBar.title`,
    /// `tabBar.items[2].title`), at the same index.
    package var labelKeyPaths: [String]
}

/// Lays out a screen's bars (docs/components.md, "Bars"; the numbers are `BarMetrics`): the
/// navigation bar at the top, then the collection, then the toolbar and the tab bar, which sit at
/// the bottom of the visible height when the collection is shorter.
///
/// The navigation bar's inline title, its bar button items and the tab bar's and toolbar's items
/// keep their size at every content-size category, as UIKit's bars do; the large title grows with
/// the category, on one line, truncating its tail (chosen: Apple documents no wrapping).
package struct BarLayout {
    package var bars: ScreenBars
    package var measurer: any TextMeasuring
    package var category: ContentSizeCategory
    package var displayScale: Double
    package var systemFontFamily: String
    /// The custom symbols' measurements by name (``ScreenLayoutInput/symbolGeometries``): an
    /// item's symbol found here is drawn from its template, as a cell's is.
    package var symbolGeometries: [String: SymbolGeometry]
    /// The Bold Text setting: under bold, the bars' system text and symbols draw heavier.
    package var legibilityWeight: LegibilityWeight

    package init(
        bars: ScreenBars, measurer: any TextMeasuring, category: ContentSizeCategory, displayScale: Double, systemFontFamily: String,
        symbolGeometries: [String: SymbolGeometry] = [:], legibilityWeight: LegibilityWeight = .regular
    ) {
        self.symbolGeometries = symbolGeometries
        self.legibilityWeight = legibilityWeight
        self.bars = bars
        self.measurer = measurer
        self.category = category
        self.displayScale = displayScale
        self.systemFontFamily = systemFontFamily
    }

    /// The navigation bar `width` points wide at the top (y = 0), items inset by the side margin
    /// beyond the left and right insets of `safeArea`, or nil without one.
    package func navigationBar(width: Double, safeArea: EdgeInsets) throws -> PlacedBar? {
        guard let spec = bars.navigationBar else { return nil }
        let margins = Self.margins(safeArea)
        var content = CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
        var paths: [String] = []
        let row = BarMetrics.navigationBarHeight
        let maximumItemWidth = width / 3
        var leadingEdge = margins.left
        for (index, item) in spec.leading.enumerated() {
            let width = try place(
                item, at: leadingEdge, fromLeading: true, maximumWidth: maximumItemWidth, rowTop: 0, rowHeight: row,
                path: "navigationBar.leading[\(index)]", into: &content, paths: &paths)
            leadingEdge += width + BarMetrics.itemSpacing
        }
        var trailingEdge = width - margins.right
        for (index, item) in spec.trailing.enumerated() {
            let width = try place(
                item, at: trailingEdge, fromLeading: false, maximumWidth: maximumItemWidth, rowTop: 0, rowHeight: row,
                path: "navigationBar.trailing[\(index)]", into: &content, paths: &paths)
            trailingEdge -= width + BarMetrics.itemSpacing
        }
        var height = row
        if spec.largeTitle {
            let font = BarMetrics.largeTitleFont.font(at: category, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
            var label = try label(
                spec.title.layoutText, font: font, textStyle: .largeTitle, color: BarMetrics.titleColor, width: width - margins.left - margins.right)
            label.frame.x = margins.left
            label.frame.y = row + BarMetrics.largeTitleTopPadding
            height += max(BarMetrics.largeTitleAreaHeight, BarMetrics.largeTitleTopPadding + label.frame.height + BarMetrics.largeTitleBottomPadding)
            content.labels.append(label)
            content.accessibilityElements += try Self.applying(
                spec.titleAccessibility, label: spec.titleAccessibilityLabel, to: Self.titleElement(label))
        } else {
            // Centred in the bar, as wide as the space the items leave on the wider side (chosen:
            // the title truncates rather than moving off centre).
            let side = max(leadingEdge, width - trailingEdge, max(margins.left, margins.right))
            let font = BarMetrics.inlineTitleFont.font(
                at: BarMetrics.fixedFontCategory, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
            var label = try label(spec.title.layoutText, font: font, textStyle: nil, color: BarMetrics.titleColor, width: max(1, width - 2 * side))
            label.frame.x = (width - label.frame.width) / 2
            label.frame.y = (row - label.frame.height) / 2
            content.labels.append(label)
            content.accessibilityElements += try Self.applying(
                spec.titleAccessibility, label: spec.titleAccessibilityLabel, to: Self.titleElement(label))
        }
        paths.append("navigationBar.title")
        if let field = spec.searchField {
            height += try searchRow(field, top: height, width: width, margins: margins, into: &content, paths: &paths)
        }
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        content.size = frame.size
        var bar = PlacedBar(
            kind: .navigationBar, frame: frame,
            hairline: spec.largeTitle ? nil : Rect(x: 0, y: height, width: width, height: 1 / displayScale),
            content: content, labelKeyPaths: paths)
        bar.isTransparent = spec.largeTitle
        return bar
    }

    /// The search field stacked below the title (`UINavigationItem.SearchBarPlacement.stacked`)
    /// from `top`: a search field element's bar, laid out by the same code, with the field's
    /// edges at the bar's side margins and `BarMetrics/searchFieldVerticalInset` above and below
    /// it; its texts grow with Dynamic Type, as the field's do in a cell. Returns the row's height.
    private func searchRow(
        _ field: BarSearchFieldSpec, top: Double, width: Double, margins: EdgeInsets, into content: inout CellContent, paths: inout [String]
    ) throws -> Double {
        let cells = CellContentLayout(
            category: category, displayScale: displayScale, measurer: measurer, systemFontFamily: systemFontFamily,
            symbolGeometries: symbolGeometries, legibilityWeight: legibilityWeight)
        let template = field.template
        // A bar's texts are literal: a `{name}` in them is text, not an item's field.
        let literal = TemplateText.literalData(for: [template.placeholder, template.text ?? "", template.cancelButtonTitle])
        // The search bar reaches its own side inset beyond the margins, so the field sits at them.
        let inset = ControlMetrics.searchBarHorizontalInset
        var row: CellContent
        do {
            row = try cells.searchFieldContent(
                template, data: literal, offeredWidth: width - margins.left - margins.right + 2 * inset,
                verticalInset: BarMetrics.searchFieldVerticalInset)
        } catch let error as LayoutError {
            throw error.inside("navigationBar.")
        }
        row.offset(dx: margins.left - inset, dy: top)
        content.backgrounds += row.backgrounds
        content.images += row.images
        content.imageContents += row.imageContents
        for label in row.labels {
            content.labels.append(label)
            paths.append("navigationBar." + label.part)
        }
        // VoiceOver: as a search field element reads (its placeholder as its label, typed text
        // as its value, the search field trait; the cancel button a button), at its bar's paths.
        for var element in row.accessibilityElements {
            let isField = element.part == "searchField"
            element.barKeyPath = isField ? "navigationBar.searchField" : "navigationBar.searchField.cancelButtonTitle"
            content.accessibilityElements +=
                isField ? try Self.applying(field.accessibility, label: field.accessibilityLabel, to: element) : [element]
        }
        return row.size.height
    }

    /// The toolbar and the tab bar, `width` points wide, stacked from `top` down (toolbar above
    /// the tab bar): the toolbar's items inset by the side margin beyond `safeArea`'s left and
    /// right insets, the tab bar's items sharing the width between them.
    package func bottomBars(width: Double, top: Double, safeArea: EdgeInsets) throws -> [PlacedBar] {
        var placed: [PlacedBar] = []
        var y = top
        if let toolbar = bars.toolbar {
            placed.append(try self.toolbar(toolbar, width: width, top: y, margins: Self.margins(safeArea)))
            y += BarMetrics.toolbarHeight
        }
        if let tabBar = bars.tabBar { placed.append(try self.tabBar(tabBar, width: width, top: y, margins: safeArea)) }
        return placed
    }

    /// The bars' item margins: `BarMetrics/sideMargin` beyond the safe area's left and right insets.
    private static func margins(_ safeArea: EdgeInsets) -> EdgeInsets {
        EdgeInsets(left: safeArea.left + BarMetrics.sideMargin, right: safeArea.right + BarMetrics.sideMargin)
    }

    /// The bottom bars' total height.
    package var bottomHeight: Double {
        (bars.toolbar == nil ? 0 : BarMetrics.toolbarHeight) + (bars.tabBar == nil ? 0 : BarMetrics.tabBarHeight)
    }

    private func toolbar(_ spec: ToolbarSpec, width: Double, top: Double, margins: EdgeInsets) throws -> PlacedBar {
        var content = CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
        var paths: [String] = []
        let height = BarMetrics.toolbarHeight
        let available = width - margins.left - margins.right
        let sizes = try spec.items.map { try itemSize($0, maximumWidth: available / Double(spec.items.count)) }
        // Flexible space between the items: the first at the leading margin, the last at the trailing one.
        let gap = spec.items.count > 1 ? (available - sizes.reduce(0, +)) / Double(spec.items.count - 1) : 0
        var x = margins.left
        for (index, item) in spec.items.enumerated() {
            _ = try place(
                item, at: x, fromLeading: true, maximumWidth: sizes[index], rowTop: top, rowHeight: height,
                path: "toolbar.items[\(index)]", into: &content, paths: &paths)
            x += sizes[index] + gap
        }
        let frame = Rect(x: 0, y: top, width: width, height: height)
        content.size = frame.size
        return PlacedBar(
            kind: .toolbar, frame: frame, hairline: Rect(x: 0, y: top, width: width, height: 1 / displayScale),
            content: content, labelKeyPaths: paths)
    }

    private func tabBar(_ spec: TabBarSpec, width: Double, top: Double, margins: EdgeInsets) throws -> PlacedBar {
        var content = CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
        var paths: [String] = []
        let itemWidth = (width - margins.left - margins.right) / Double(spec.items.count)
        let font = Font(
            family: systemFontFamily, weight: legibilityWeight.weight(BarMetrics.tabBarLabelWeight), pointSize: BarMetrics.tabBarLabelPointSize)
        let side = BarMetrics.tabBarSymbolPointSize
        for (index, item) in spec.items.enumerated() {
            let color = index == spec.selected ? BarMetrics.tint : BarMetrics.unselectedTabItem
            let left = margins.left + Double(index) * itemWidth
            if let symbol = item.symbol {
                let frame = Rect(x: left + (itemWidth - side) / 2, y: top + BarMetrics.tabBarSymbolTop, width: side, height: side)
                content.images.append(frame)
                content.imageContents.append(
                    placedSymbol(symbol, size: Size(width: side, height: side), pointSize: BarMetrics.tabBarSymbolPointSize, color: color))
            }
            var label = try label(
                item.title.layoutText, font: font, textStyle: nil, color: color, width: itemWidth - 2 * BarMetrics.tabBarTitleSpacing)
            label.frame.x = left + (itemWidth - label.frame.width) / 2
            label.frame.y = top + BarMetrics.tabBarSymbolTop + side + BarMetrics.tabBarTitleSpacing
            content.labels.append(label)
            paths.append("tabBar.items[\(index)].title")
            // A `UITabBarButton`: the whole item, a button, selected when it is the selected tab.
            var element = PlacedAccessibilityElement(
                frame: Rect(x: left, y: top, width: itemWidth, height: BarMetrics.tabBarHeight), label: label.text,
                traits: index == spec.selected ? [.button, .selected] : [.button], part: "tab")
            element.barKeyPath = "tabBar.items[\(index)]"
            element.tab = .init(index: index + 1, count: spec.items.count)
            content.accessibilityElements += try Self.applying(item.accessibility, label: item.accessibilityLabel, to: element)
        }
        let frame = Rect(x: 0, y: top, width: width, height: BarMetrics.tabBarHeight)
        content.size = frame.size
        return PlacedBar(
            kind: .tabBar, frame: frame, hairline: Rect(x: 0, y: top, width: width, height: 1 / displayScale),
            content: content, labelKeyPaths: paths)
    }

    /// The width `item` takes, at most `maximumWidth`.
    private func itemSize(_ item: BarButtonItemSpec, maximumWidth: Double) throws -> Double {
        if item.symbol != nil { return min(maximumWidth, symbolSide) }
        return try label(item.title?.layoutText ?? "", font: itemFont(item), textStyle: nil, color: BarMetrics.tint, width: maximumWidth).frame.width
    }

    /// Places `item` with its leading (or, `fromLeading` false, its trailing) edge at `x`,
    /// centred in the row from `rowTop` `rowHeight` tall; returns its width.
    private func place(
        _ item: BarButtonItemSpec, at x: Double, fromLeading: Bool, maximumWidth: Double, rowTop: Double, rowHeight: Double, path: String,
        into content: inout CellContent, paths: inout [String]
    ) throws -> Double {
        if let symbol = item.symbol {
            let side = symbolSide
            let frame = Rect(x: fromLeading ? x : x - side, y: rowTop + (rowHeight - side) / 2, width: side, height: side)
            content.images.append(frame)
            content.imageContents.append(
                placedSymbol(symbol, size: frame.size, pointSize: BarMetrics.barButtonSymbolPointSize, color: BarMetrics.tint))
            content.accessibilityElements += try Self.applying(
                item.accessibility, label: item.accessibilityLabel, to: Self.itemElement(label: symbol, frame: frame, path: path))
            return side
        }
        var label = try label(item.title?.layoutText ?? "", font: itemFont(item), textStyle: nil, color: BarMetrics.tint, width: maximumWidth)
        label.frame.x = fromLeading ? x : x - label.frame.width
        label.frame.y = rowTop + (rowHeight - label.frame.height) / 2
        content.labels.append(label)
        paths.append(path + ".title")
        content.accessibilityElements += try Self.applying(
            item.accessibility, label: item.accessibilityLabel, to: Self.itemElement(label: label.text, frame: label.frame, path: path))
        return label.frame.width
    }

    /// The navigation bar's title as VoiceOver reads it: its text with the `header` trait
    /// ("a header that divides content into sections, such as the title of a navigation bar",
    /// `UIAccessibilityTraits.header`).
    private static func titleElement(_ label: PlacedLabel) -> PlacedAccessibilityElement {
        var element = PlacedAccessibilityElement(frame: label.frame, label: label.text, traits: [.header], part: "title")
        element.barKeyPath = "navigationBar.title"
        return element
    }

    /// A bar item's `element` under its `accessibility` properties and `label` (localized text,
    /// already in the layout's language): none when hidden or made no element. A bar's texts are
    /// literal: a `{name}` in its value or hint is text, not an item's field.
    private static func applying(_ properties: AccessibilityProperties, label: LocalizedText?, to element: PlacedAccessibilityElement) throws
        -> [PlacedAccessibilityElement]
    {
        guard !properties.isHidden, properties.isElement ?? true else { return [] }
        var properties = properties
        properties.label = label?.layoutText
        let literal = TemplateText.literalData(for: [properties.label, properties.value, properties.hint].compactMap { $0 })
        return [try element.applying(properties, data: literal)]
    }

    /// A bar button item as VoiceOver reads it: its title (a symbol item: the symbol's name, when
    /// no `accessibility.label` is written) with the `button` trait, at `path` (`toolbar.items[0]`).
    private static func itemElement(label: String, frame: Rect, path: String) -> PlacedAccessibilityElement {
        var element = PlacedAccessibilityElement(frame: frame, label: label, traits: [.button], part: "button")
        element.barKeyPath = path
        return element
    }

    private var symbolSide: Double { BarMetrics.barButtonSymbolPointSize * BarMetrics.barButtonSymbolScale.factor }

    private func itemFont(_ item: BarButtonItemSpec) -> Font {
        FontChoice.style(BarMetrics.barButtonStyle, emphasized: item.isDone).font(
            at: BarMetrics.fixedFontCategory, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
    }

    /// The symbol `name` in a `size` box tinted `color`: a custom symbol's variant at the bar's
    /// weight (Regular, heavier under Bold Text) and scale, as tall as a `pointSize` symbol
    /// (``SymbolGeometry``), else a stand-in.
    private func placedSymbol(_ name: String, size: Size, pointSize: Double, color: String) -> PlacedImage {
        let weight = legibilityWeight.weight(.regular)
        var symbol = PlacedSymbol(name: name, size: size, weight: weight, tintColor: color)
        if let geometry = symbolGeometries[name], let picked = geometry.variant(weight: weight, scale: BarMetrics.barButtonSymbolScale) {
            symbol.custom = SymbolGeometry.image(of: picked.variant, factor: picked.factor, pointSize: pointSize)
            symbol.size = symbol.custom!.size
        }
        return PlacedImage(source: name, contentMode: .scaleAspectFit, cornerRadius: 0, clipsToBounds: false, symbol: symbol, tintColor: color)
    }

    /// `text` on one line at most `width` wide, its tail truncated, framed at its measured size at
    /// the origin. `textStyle` is the style it grows with (nil: fixed).
    private func label(_ text: String, font: Font, textStyle: TextStyle?, color: String, width: Double) throws -> PlacedLabel {
        let request = TextMeasurementRequest(
            text: text, font: font, width: width, maximumLines: 1, lineBreakMode: .truncateTail, displayScale: displayScale)
        let measured = try measurer.measure(request)
        let shown = measured.isTruncated ? width : min(width, measured.size.width)
        return PlacedLabel(
            frame: Rect(x: 0, y: 0, width: shown, height: measured.size.height), layoutWidth: shown, text: text, font: font, maximumLines: 1,
            lineBreakMode: .truncateTail, paragraph: .standard, color: color, lineCount: measured.lineCount, isTruncated: measured.isTruncated,
            missingCharacters: measured.missingCharacters, textStyle: textStyle)
    }
}

extension PlacedBar {
    /// The bar reflected within a box `width` wide (``Rect/mirrored(within:)``), its labels set right to left.
    package func mirrored(in width: Double) -> PlacedBar {
        var bar = self
        bar.frame = frame.mirrored(within: width)
        bar.hairline = hairline?.mirrored(within: width)
        bar.content = content.mirrored(in: width)
        return bar
    }
}
