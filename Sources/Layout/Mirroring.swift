import Spec

/// Right-to-left layout: the left-to-right layout reflected across the content's vertical centre
/// line, the way UIKit mirrors a screen whose `semanticContentAttribute` is `.unspecified` in a
/// right-to-left localization (`effectiveUserInterfaceLayoutDirection == .rightToLeft`).
///
/// One reflection, applied once to the finished left-to-right layout (``ScreenLayout/mirrored()``),
/// gives every rule UIKit's right-to-left layout follows:
/// - `UIStackView` lays out its arranged subviews from the leading edge, and "for right-to-left
///   languages, the leading edge is the right edge" (UIKit documentation,
///   `UIControl.ContentHorizontalAlignment.leading`): a horizontal stack's order reverses and
///   `.leading` alignment ("aligns the leading edge of its arranged views along its leading
///   edge", `UIStackView.Alignment.leading`) puts children at the right.
/// - Auto Layout's leading and trailing attributes, and `directionalLayoutMargins`, swap sides;
///   the spec's `left`/`right` paddings and insets mean leading/trailing, so they swap too.
/// - Collection layouts fill each line or row from the right. `UICollectionViewLayout`
///   asks `flipsHorizontallyInOppositeLayoutDirection` ("whether the horizontal coordinate system
///   is automatically flipped at appropriate times"; UIKit documentation) and flips every
///   attribute's frame within the collection view's content width. The property's default is
///   `false` (airbnb/MagazineLayout#30); `UICollectionViewFlowLayout` already lays its lines out
///   right to left in a right-to-left interface, and apps using the third-party grid and masonry
///   layouts override the property to return `true` to get the same (the common fix in those
///   projects' issues). ProofSheet mirrors all four layout kinds.
/// - `UITableView` puts its separators' inset on the leading side.
/// - `NSTextAlignment.natural`, "the default alignment for the current localization of the app"
///   (UIKit documentation), becomes right alignment: placed labels carry the direction
///   (``PlacedLabel/layoutDirection``) for the renderer.
///
/// Frames are in content coordinates (origin at the content's top-left, after the content
/// inset), so the reflection is `x' = contentSize.width − x − w`. For list, flow, grid and Kodeco
/// masonry layouts the content is `W − CI.left − CI.right` wide, so in screen coordinates this is
/// `x' = W − x − w` with the content inset's leading and trailing sides swapped (the content
/// starts `CI.right` from the screen's left edge). A waterfall's content is `W` wide (WF-6), and
/// it mirrors within that width, as UIKit flips within `collectionViewContentSize`. Widths and
/// the content width are unchanged, so a frame on the pixel grid stays on it.
extension Rect {
    /// The rectangle reflected across the vertical centre line of a box `width` wide starting at
    /// x = 0: `x' = width − x − w`; y, width and height unchanged.
    package func mirrored(within width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

extension EdgeInsets {
    /// The insets with left and right exchanged: leading and trailing insets as they land in a
    /// right-to-left interface.
    package var mirrored: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}

extension CellContent {
    /// The content with every label, image and tappable-target frame reflected within a box
    /// `width` wide (``Rect/mirrored(within:)``), each label's layout direction reversed, and each
    /// symbol that has a mirrored counterpart (``PlacedSymbol/mirroredName``) swapped for it.
    /// `size` is unchanged.
    package func mirrored(in width: Double) -> CellContent {
        var mirrored = self
        for index in mirrored.labels.indices {
            mirrored.labels[index].frame = labels[index].frame.mirrored(within: width)
            mirrored.labels[index].layoutDirection = labels[index].layoutDirection.reversed
        }
        mirrored.images = images.map { $0.mirrored(within: width) }
        for index in mirrored.imageContents.indices {
            // A symbol that points in the trailing direction shows its mirror image's symbol.
            guard let symbol = imageContents[index]?.symbol, let other = symbol.mirroredName else { continue }
            mirrored.imageContents[index]?.symbol?.name = other
            mirrored.imageContents[index]?.symbol?.mirroredName = symbol.name
            mirrored.imageContents[index]?.source = other
        }
        for index in mirrored.tappableElements.indices {
            mirrored.tappableElements[index].frame = tappableElements[index].frame.mirrored(within: width)
        }
        for index in mirrored.backgrounds.indices {
            mirrored.backgrounds[index].frame = backgrounds[index].frame.mirrored(within: width)
        }
        for index in mirrored.accessibilityElements.indices {
            mirrored.accessibilityElements[index].frame = accessibilityElements[index].frame.mirrored(within: width)
        }
        return mirrored
    }
}

extension ScreenLayout {
    /// The screen in the other layout direction: every element frame, label, image and
    /// tappable-target frame and separator reflected across the content's vertical centre line,
    /// `x' = contentSize.width − x − w` (see the rules above), and ``direction`` reversed. Mirroring
    /// twice gives the original layout back.
    package func mirrored() -> ScreenLayout {
        let width = contentSize.width
        var mirrored = self
        mirrored.direction = direction.reversed
        mirrored.elements = elements.map { element in
            var element = element
            element.frame = element.frame.mirrored(within: width)
            element.content = element.content.mirrored(in: width)
            return element
        }
        mirrored.separators = separators.map { $0.mirrored(within: width) }
        mirrored.bars = bars.map { $0.mirrored(in: width) }
        return mirrored
    }
}

extension LayoutDirection {
    /// The opposite direction.
    package var reversed: LayoutDirection {
        self == .leftToRight ? .rightToLeft : .leftToRight
    }
}
