import DynamicType

/// An image view in a cell (a spec's `image:`): an image file or image set at its own size or
/// at one of these sizes, else a placeholder box: a fixed size, a size that scales with a
/// text style through `UIFontMetrics.scaledValue(for:)`, or its stack's full width at an aspect
/// ratio; or a symbol image (a spec's `image: {symbol: ...}`, docs/symbols.md).
///
/// ```swift
/// Image(size: 44, scaledWith: .body).hidden(from: .accessibility5)
/// Image(aspectRatio: 1.5).source("{photo}", contentMode: .scaleAspectFill).cornerRadius(.points(12))
/// Image(source: "{avatar}").cornerRadius(.circle)
/// Image(systemName: "heart.fill", textStyle: .headline).tintColor("systemRed")
/// ```
public struct Image: CellElement {
    /// The image as the spec model holds it.
    public var template: ImageTemplate

    /// A square `size` points wide, scaled with `scaledWith`'s metrics when given.
    public init(size: Double, scaledWith style: TextStyle? = nil) {
        self.init(width: size, height: size, scaledWith: style)
    }

    /// `width` × `height` points, scaled with `scaledWith`'s metrics when given.
    public init(width: Double, height: Double, scaledWith style: TextStyle? = nil) {
        template = ImageTemplate(size: Size(width: width, height: height), scaledWith: style)
    }

    /// The full width offered, `aspectRatio` (width ÷ height) wide for its height.
    public init(aspectRatio: Double) {
        template = ImageTemplate(size: .zero, aspectRatio: aspectRatio)
    }

    /// An image file or an asset catalog's image set (a spec's `image: {source: …}`,
    /// docs/images.md) at its own size in points, its intrinsic content size as
    /// `UIImageView`'s, placed by `contentMode`; `source` may be an item's field (`"{photo}"`).
    public init(source: String, contentMode: ImageContentMode = .scaleToFill) {
        template = ImageTemplate(size: .zero, source: source, usesImageSize: true, contentMode: contentMode)
    }

    /// A symbol image (`UIImage(systemName:)`) sized by `textStyle`'s font at each category
    /// (`UIImage.SymbolConfiguration(textStyle:scale:)`); the view takes the symbol's size.
    public init(systemName: String, textStyle: TextStyle = .body, scale: SymbolScale = .medium, weight: FontWeight? = nil) {
        template = ImageTemplate(
            size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: systemName, textStyle: textStyle, scale: scale, weight: weight))
    }

    /// A symbol image (configured by `textStyle`) centred in a square view `size` points wide,
    /// scaled with `scaledWith`'s metrics when given (a spec's `image: {symbol: ..., size: 29}`):
    /// with ``background(_:)`` and ``cornerRadius(_:scaled:)``, a Settings icon square.
    public init(systemName: String, size: Double, scaledWith style: TextStyle? = nil, textStyle: TextStyle = .body) {
        template = ImageTemplate(
            size: Size(width: size, height: size), scaledWith: style, symbol: SymbolTemplate(name: systemName, textStyle: textStyle))
    }

    /// A symbol image at a fixed `pointSize` (`init(pointSize:weight:scale:)`), scaled with
    /// `scaledWith`'s metrics when given; the view takes the symbol's size.
    public init(systemName: String, pointSize: Double, scaledWith style: TextStyle? = nil, weight: FontWeight? = nil, scale: SymbolScale = .medium) {
        template = ImageTemplate(
            size: .zero, usesImageSize: true,
            symbol: SymbolTemplate(name: systemName, pointSize: pointSize, scaledWith: style, scale: scale, weight: weight))
    }

    /// Shows an image file or an asset catalog's image set (a spec's `source`, docs/images.md),
    /// placed by `contentMode` in the view's size; `source` may be an item's field (`"{photo}"`).
    public func source(_ source: String, contentMode: ImageContentMode = .scaleToFill) -> Image {
        changed {
            $0.source = source
            $0.contentMode = contentMode
        }
    }

    /// Rounds the view's corners and clips the image to them (a spec's `cornerRadius`:
    /// `.points(8)`, or `.circle` for half the shorter side); `scaled` makes a radius in points the
    /// radius at the written size, growing with the view's side (a spec's `scalesCornerRadius`).
    public func cornerRadius(_ radius: ImageCornerRadius, scaled: Bool = false) -> Image {
        changed {
            $0.cornerRadius = radius
            $0.clipsToBounds = true
            $0.scalesCornerRadius = scaled
        }
    }

    /// Clips the image to the view's bounds (a spec's `clipsToBounds`, `UIView.clipsToBounds`):
    /// an aspect-filled image no longer spills past its view. Rounded corners clip without it.
    public func clipsToBounds(_ clips: Bool = true) -> Image {
        changed { $0.clipsToBounds = clips || $0.cornerRadius != nil }
    }

    /// The view's tint colour (a spec's `tintColor`): the colour a symbol is drawn in.
    public func tintColor(_ color: String) -> Image {
        changed { $0.tintColor = color }
    }

    /// The view's background colour (a spec's `background`), filling it behind the image with its
    /// corner radius: `Image(systemName: "gear").frame(29).cornerRadius(7).background("systemGray")`.
    public func background(_ color: String) -> Image {
        changed { $0.background = color }
    }

    /// The image as an element of its stack.
    public var templateElement: TemplateElement { .image(template) }

    /// `width` × `height` points (before scaling) at the categories in `sizes`.
    public func size(width: Double, height: Double, at sizes: CategoryRange) -> Image {
        changed { $0.rules.append(sizes.rule(ImageTemplate.Changes(size: Size(width: width, height: height)))) }
    }

    /// Hidden at `category` and every larger one (a spec's `hiddenFrom`).
    public func hidden(from category: ContentSizeCategory) -> Image {
        changed { $0.hiddenFrom = category }
    }

    /// Hidden at the categories in `sizes`.
    public func hidden(at sizes: CategoryRange) -> Image {
        changed { $0.rules.append(sizes.rule(ImageTemplate.Changes(hidden: true))) }
    }

    /// Marks the image as something to tap (an icon button): the audit checks it as a tap target.
    public func tappable(_ isTappable: Bool = true) -> Image {
        changed { $0.isTappable = isTappable }
    }

    /// Marks the image's colour as carrying meaning (a status colour): the Differentiate Without
    /// Color Alone evidence checks that items differ in more than its colour.
    public func meaningByColor(_ meaningByColor: Bool = true) -> Image {
        changed { $0.meaningByColor = meaningByColor }
    }

    private func changed(_ change: (inout ImageTemplate) -> Void) -> Image {
        var image = self
        change(&image.template)
        return image
    }
}
