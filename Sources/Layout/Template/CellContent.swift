import DynamicType
import Spec

/// A label as laid out inside a cell: where it is, what it says, how it was measured.
package struct PlacedLabel: Hashable, Sendable {
    /// Frame relative to the cell (or, in a screen layout, to the content).
    package var frame: Rect
    /// The width the text was measured and broken at; drawing must use the same width.
    package var layoutWidth: Double
    package var text: String
    package var font: Font
    package var maximumLines: Int
    package var lineBreakMode: LineBreakMode
    package var paragraph: ParagraphStyle
    package var color: String
    package var lineCount: Int
    package var isTruncated: Bool
    /// Characters no loaded font can draw (see ``TextMeasurement/missingCharacters``).
    package var missingCharacters: [Unicode.Scalar] = []
    /// The text style the label's size follows, nil for a fixed-size font that does not scale
    /// with Dynamic Type.
    package var textStyle: TextStyle?
    /// Marked `tappable` in the spec.
    package var isTappable = false
    /// Where the label is in its cell template: the index in each stack's `items` from the
    /// template's root stack down (`[1, 0]` is the first item of the stack that is the root's
    /// second item).
    package var elementPath: [Int] = []
    /// The data field the label shows when its template text is that one placeholder
    /// (`{message}` → `message`), to name the label to a reader; nil for other text.
    package var field: String?
    /// The direction of the user interface the label is laid out in. Right to left, natural
    /// alignment is right alignment whatever the text's script, as `NSTextAlignment.natural` in a
    /// right-to-left localization: the renderer ends every line at the frame's right edge.
    package var layoutDirection: LayoutDirection = .leftToRight
    /// `backgroundColor`, drawn behind ``frame`` (`clear`: none).
    package var background = "clear"
    /// The multiple of its font's size the label shows its text at: below 1 when
    /// `adjustsFontSizeToFitWidth` shrank it (``font`` is the shrunk font).
    package var fontScale = 1.0
    /// How far below the frame's top the text starts: half what shrinking took off its height,
    /// as the frame keeps the full-size text's height; 0 for text that did not shrink.
    package var textOffset = 0.0
    /// Whether a stack the label is in places other content beside it (a horizontal stack with
    /// another child that is not a spacer): what makes a narrow label cramped rather than merely
    /// inset.
    package var sharesRow = false
    /// What the text is in its element: `label`, a button's `button.title` or `button.subtitle`, a
    /// segment's title (`segmentedControl.segments[1]`), or a search field's `searchField.placeholder`,
    /// `searchField.text` or `searchField.cancelButtonTitle`.
    package var part = "label"
    /// Where ``elementPath`` starts in the cell template: its root `stack`, or an accessory
    /// (`accessories[1]`, `accessories[0].custom.stack`).
    package var pathRoot = "stack"
    /// The template marks the label's colour as carrying meaning (`meaningByColor`).
    package var meaningByColor = false
    /// The label's font stays as it is under Bold Text: a custom face with no bold counterpart
    /// (`FontChoice.ignoresBoldText(systemFamily:)`), which the audit notes in bold variants.
    package var ignoresBoldText = false

    /// The label's key path inside its cell template, as the spec writes it:
    /// `stack.items[1].stack.items[0].label` (`….button.title` for a button's title,
    /// `accessories[1].label` for a label accessory).
    package var templateKeyPath: String {
        pathRoot + elementPath.map { ".items[\($0)]" }.joined(separator: ".stack") + "." + part
    }
}

/// An image or stack marked `tappable` as laid out: its frame and its place in the template.
package struct PlacedTarget: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case image, stack, button, `switch`
        /// An accessory written by name (a detail button): its key path is ``pathRoot``.
        case accessory
    }

    package var kind: Kind
    /// Frame relative to the cell (or, in a screen layout, to the content).
    package var frame: Rect
    /// The index in each stack's `items` from the template's root stack down (see
    /// ``PlacedLabel/elementPath``); empty for the root stack itself.
    package var elementPath: [Int] = []
    /// Where ``elementPath`` starts (``PlacedLabel/pathRoot``).
    package var pathRoot = "stack"

    /// The element's key path inside its cell template: `stack.items[0].image`,
    /// `stack.items[1].stack`, or `stack` for the root stack; `accessories[2].switch` for a switch
    /// accessory, `accessories[0]` for a detail button.
    package var templateKeyPath: String {
        let indices = elementPath.map { ".items[\($0)]" }
        switch kind {
        case .image: return pathRoot + indices.joined(separator: ".stack") + ".image"
        case .button: return pathRoot + indices.joined(separator: ".stack") + ".button"
        case .switch: return pathRoot + indices.joined(separator: ".stack") + ".switch"
        case .stack: return indices.isEmpty ? pathRoot : pathRoot + indices.joined(separator: ".stack") + ".stack"
        case .accessory: return pathRoot
        }
    }
}

/// A colour drawn behind a label's or a stack's frame (`background`), with the stack's corner
/// radius; also a button's background and a switch's track, thumb and shadow.
package struct PlacedBackground: Hashable, Sendable {
    /// Frame relative to the cell (or, in a screen layout, to the content).
    package var frame: Rect
    /// The colour's name, resolved when drawn.
    package var color: String
    package var cornerRadius: Double
    /// What the colour's alpha is multiplied by when drawn (a tinted button's translucent tint).
    package var opacity: Double

    package init(frame: Rect, color: String, cornerRadius: Double, opacity: Double = 1) {
        self.frame = frame
        self.color = color
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }
}

/// What a cell's template produced at one width: the size of its content (padding included) and
/// its visible labels and images, in template order.
package struct CellContent: Hashable, Sendable {
    package var size: Size
    package var labels: [PlacedLabel]
    /// Frames of the image views (and placeholders).
    package var images: [Rect]
    /// What each image view of ``images`` shows, at the same index: nil (or no entry) for a
    /// placeholder box.
    package var imageContents: [PlacedImage?] = []
    /// How many template elements (labels, images, stacks) are hidden at this category.
    package var hiddenElementCount: Int
    /// Images and stacks the spec marks `tappable`, where they were placed (tappable labels are
    /// among ``labels``).
    package var tappableElements: [PlacedTarget] = []
    /// Label and stack backgrounds, in drawing order (a stack's before its children's).
    package var backgrounds: [PlacedBackground] = []
    /// What VoiceOver reads in the content, in template order (docs/voiceover.md).
    package var accessibilityElements: [PlacedAccessibilityElement] = []

    /// Moves the content by `dx`, `dy`, in place: a content held once is moved without copying
    /// its arrays (each holds strings, so a copy retains every one of them).
    package mutating func offset(dx: Double, dy: Double) {
        for index in labels.indices { labels[index].frame = labels[index].frame.offsetBy(dx: dx, dy: dy) }
        for index in images.indices { images[index] = images[index].offsetBy(dx: dx, dy: dy) }
        for index in tappableElements.indices { tappableElements[index].frame = tappableElements[index].frame.offsetBy(dx: dx, dy: dy) }
        for index in backgrounds.indices { backgrounds[index].frame = backgrounds[index].frame.offsetBy(dx: dx, dy: dy) }
        for index in accessibilityElements.indices {
            accessibilityElements[index].frame = accessibilityElements[index].frame.offsetBy(dx: dx, dy: dy)
        }
    }

    /// The same content moved by `dx`, `dy` (``offset(dx:dy:)`` on a copy).
    package func offsetBy(dx: Double, dy: Double) -> CellContent {
        var moved = self
        moved.offset(dx: dx, dy: dy)
        return moved
    }
}

/// What an image view shows and how (its frame is in ``CellContent/images``): the template's
/// source, content mode and clipping, and its corner radius resolved for its frame.
package struct PlacedImage: Hashable, Sendable {
    /// The image's `source` as written in the template; a symbol's name for a symbol.
    package var source: String
    package var contentMode: ImageContentMode
    /// The corner radius in points (`circle` resolved to half the shorter side).
    package var cornerRadius: Double
    package var clipsToBounds: Bool
    /// The symbol shown in place of a file; nil for a file.
    package var symbol: PlacedSymbol?
    /// The colour name a template image is drawn in (``ImageTemplate/tintColor``).
    package var tintColor: String
    /// The template marks the image's colour as carrying meaning (`meaningByColor`).
    package var meaningByColor = false

    package init(
        source: String, contentMode: ImageContentMode, cornerRadius: Double, clipsToBounds: Bool, symbol: PlacedSymbol? = nil,
        tintColor: String = ImageTemplate.defaultTintColor
    ) {
        self.source = source
        self.tintColor = tintColor
        self.contentMode = contentMode
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.symbol = symbol
    }
}

/// A symbol image as placed at one category: its name, the size of its image in points (its
/// configuration's, whatever the view's size), the weight drawn and the view's tint colour; for a
/// custom symbol, the template variant drawn and where.
package struct PlacedSymbol: Hashable, Sendable {
    package var name: String
    package var size: Size
    package var weight: FontWeight
    /// A colour name, resolved when painting.
    package var tintColor: String
    /// A custom symbol's variant and its placement; nil for a stand-in.
    package var custom: CustomSymbolImage?
    /// The symbol shown in its place when the layout is mirrored for a right-to-left interface
    /// (a disclosure indicator's chevron points the other way); nil: the same symbol.
    package var mirroredName: String?

    package init(
        name: String, size: Size, weight: FontWeight, tintColor: String, custom: CustomSymbolImage? = nil, mirroredName: String? = nil
    ) {
        self.name = name
        self.size = size
        self.weight = weight
        self.tintColor = tintColor
        self.custom = custom
        self.mirroredName = mirroredName
    }

    /// The symbol image's baseline below its top: a custom symbol's template baseline; a
    /// stand-in icon's sits on the bottom of its drawing, above Lucide's margin
    /// (``StandInSymbols/baselineUnits``, docs/symbols.md).
    package var baseline: Double {
        custom?.baseline ?? size.height * StandInSymbols.baselineUnits / StandInSymbols.canvasUnits
    }
}

/// A `{field}` in a label's text that the item's data does not have.
package struct TemplateFieldError: Error, Equatable, CustomStringConvertible, Sendable {
    package let field: String
    package let available: [String]

    package init(field: String, available: [String]) {
        self.field = field
        self.available = available.sorted()
    }

    package var description: String {
        let suggestion = NameMatching.closest(to: field, in: available).map { "; did you mean '{\($0)}'?" } ?? "."
        return "the item has no field '\(field)'\(suggestion) Fields: \(available.joined(separator: ", "))"
    }
}
