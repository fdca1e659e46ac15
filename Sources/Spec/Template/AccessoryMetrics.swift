import DynamicType

/// Every number and default ProofSheet lays out and draws a cell's `accessories` with, in one
/// place, beside `ControlMetrics`. Apple's `UICellAccessory` pages name the accessories, their
/// trailing placement and the label's font, but give no sizes or spacings; docs/components.md
/// ("Cell accessories") lists each value with its source, or says it was chosen and why.
package enum AccessoryMetrics {
    /// How far the last accessory's trailing edge is from the cell's trailing edge (chosen: the
    /// 16 pt layout margin of a compact iPhone, as `ListContentMetrics` and the separator inset).
    package static let trailingMargin = 16.0
    /// The space between two accessories (chosen).
    package static let spacing = 8.0
    /// The space between the content and the first accessory (chosen: none; the content view
    /// ends where the accessories start, and its own margins, a cell's padding or a list
    /// content's 16 pt, keep its text clear of them).
    package static let contentSpacing = 0.0
    /// The least space above and below the tallest accessory: a cell is at least that accessory's
    /// height plus this twice (chosen).
    package static let verticalMargin = 6.0
    /// The widest a label or custom accessory may be, as a fraction of the cell's width (chosen).
    package static let maximumWidthFraction = 0.5

    /// The disclosure indicator's glyph: the stand-in `chevron.right` sized by `body` at the
    /// `large` scale, semibold, so it grows with Dynamic Type as text-style symbols do (chosen:
    /// Apple does not document the indicator's size or whether it scales).
    package static let disclosureSymbol = SymbolTemplate(name: "chevron.right", textStyle: .body, scale: .large, weight: .semibold)
    /// The glyph the disclosure indicator shows in a right-to-left interface: it "points in the
    /// trailing direction" (`UICellAccessoryDisclosureIndicator`), as `chevron.forward` does.
    package static let disclosureSymbolRightToLeft = "chevron.left"
    /// The disclosure indicator's colour (chosen: the light grey UIKit draws it in).
    package static let disclosureColor = "tertiaryLabel"
    /// How much of its square symbol image each glyph accessory's width is: an SF Symbol's image
    /// is as wide as its glyph, while the stand-in icons are drawn on a square 24-unit canvas, of
    /// which the chevron covers the middle 6 units, the checkmark 16 and the info circle 20
    /// (chosen: the glyph's share with a little room, so the accessory is about as wide as UIKit's).
    package static let disclosureWidthFraction = 0.5
    package static let checkmarkWidthFraction = 0.75
    package static let detailWidthFraction = 1.0
    /// The checkmark's glyph, sized as the disclosure indicator's (chosen).
    package static let checkmarkSymbol = SymbolTemplate(name: "checkmark", textStyle: .body, scale: .large, weight: .semibold)
    /// The detail button's glyph, the info button (chosen size, as the disclosure indicator's).
    package static let detailSymbol = SymbolTemplate(name: "info.circle", textStyle: .body, scale: .large)
    /// The checkmark's and the detail button's colour: the tint (`tintColor` nil: "the system
    /// default tint color", `UICellAccessory.LabelOptions.tintColor` and its siblings).
    package static let tint = ControlMetrics.defaultTint
    /// A label accessory's text style: `LabelOptions.font`'s default, "the preferred font for body".
    package static let labelTextStyle = TextStyle.body
    /// A label accessory's colour (chosen: the grey of a value cell's secondary text).
    package static let labelColor = "secondaryLabel"
}
