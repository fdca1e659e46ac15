import Layout
import ProofSheetSupport
import Spec

/// One coloured thing of a variant as the contrast rule sees it: a label's text, a symbol or
/// template image in its tint, a full-colour image, or a cell's background, with the colour it is
/// drawn in, what it sits on, the WCAG contrast ratio between them and the minimum it needs, and
/// whether its colour adapts to the appearance. What the App Store label evidence (Sufficient
/// Contrast, Dark Interface, Differentiate Without Color Alone) is computed from.
package struct ColorSample: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// A label's text (WCAG 1.4.3: 4.5:1, large text 3:1).
        case text
        /// A symbol image, drawn in its view's tint (WCAG 1.4.11: 3:1).
        case symbol
        /// An image set rendered as a template, drawn in its view's tint (WCAG 1.4.11: 3:1).
        case templateImage = "template image"
        /// A full-colour image (a file, an image set): no single colour, no ratio.
        case image
        /// A cell's (or header's, footer's) background.
        case background
    }

    package var element: AuditElement
    package var kind: Kind
    /// What it shows: the text, the symbol's name or the image's source; empty for a background.
    package var content: String
    /// Where it is, in content coordinates.
    package var frame: Rect
    /// The colour as the spec writes it (`secondaryLabel`, `#8E8E93`, `{status}` filled); empty for a full-colour image.
    package var colorName: String
    /// The colour as drawn (composited over ``background``); nil for a full-colour image.
    package var foreground: Color?
    /// What it sits on: its cell's background over the screen's.
    package var background: Color
    /// The WCAG contrast ratio of ``foreground`` on ``background``; nil for an image or a background.
    package var ratio: Double?
    /// The ratio WCAG asks of it; nil where no ratio applies.
    package var minimum: Double?
    /// Whether its colour (or, for an image, the image) differs between light and dark: a
    /// dynamic colour, or an image set with a dark entry. False for a hex literal, a spec colour
    /// with one value, `white` or `black`, and an image file.
    package var adapts: Bool
    /// The spec marks its colour as carrying meaning (`meaningByColor`).
    package var meaningByColor: Bool

    /// Whether it meets its minimum (true where none applies).
    package var passes: Bool {
        guard let ratio, let minimum else { return true }
        return ratio >= minimum
    }

    /// What it is, for a reader: `text "Failed"`, `symbol circle.fill`, `background`.
    package var what: String {
        switch kind {
        case .text: "text \(content.quoted)"
        case .symbol, .templateImage, .image: "\(kind.rawValue) \(content)"
        case .background: "background"
        }
    }
}

extension VariantAudit {
    /// Every label, image and cell background of the variant as a ``ColorSample``, in layout
    /// order (bars' titles are left out: their colours are UIKit's). Colours resolve as the
    /// contrast rule resolves them, in the variant's appearance; `assets` tells which image sets
    /// have a dark entry.
    package func colorSamples(assets: AssetCatalogs) throws -> [ColorSample] {
        var samples: [ColorSample] = []
        var contrasts: [Pair: Contrast] = [:]
        let screen = try palette.resolve(screenBackground, for: appearance)
        func adapts(_ name: String) throws -> Bool {
            try palette.resolve(name, for: .light) != palette.resolve(name, for: .dark)
        }
        for element in layout.elements {
            let template = input.template(of: element.kind, section: element.section, item: element.item)
            let background = try palette.resolve(template.background, for: appearance).composited(over: screen)
            let place = AuditElement(kind: element.kind, section: element.section, item: element.item)
            if try palette.resolve(template.background, for: .light).alpha > 0 {
                samples.append(
                    ColorSample(
                        element: place, kind: .background, content: "", frame: element.frame, colorName: template.background, foreground: background,
                        background: screen, ratio: nil, minimum: nil, adapts: try adapts(template.background), meaningByColor: false))
            }
            for label in element.content.labels {
                let behind = try backdrop(of: label.frame, in: element.content, cellBackgroundName: template.background, background: background)
                let contrast = try contrast(of: label.color, over: behind.name, background: behind.color, cache: &contrasts)
                var labelElement = place
                labelElement.templatePath = label.templateKeyPath
                samples.append(
                    ColorSample(
                        element: labelElement, kind: .text, content: label.text, frame: label.frame, colorName: label.color,
                        foreground: contrast.text,
                        background: behind.color, ratio: contrast.ratio, minimum: Self.minimumContrast(for: label).minimum,
                        adapts: try adapts(label.color), meaningByColor: label.meaningByColor))
            }
            for (index, frame) in element.content.images.enumerated() {
                guard element.content.imageContents.indices.contains(index), let image = element.content.imageContents[index] else { continue }
                var imageElement = place
                imageElement.templatePath = "images[\(index)]"
                let set = ImageTemplate.assetName(of: image.source).flatMap { assets.imageSet(named: $0)?.set }
                if image.symbol != nil || set?.isTemplate == true {
                    let behind = try backdrop(of: frame, in: element.content, cellBackgroundName: template.background, background: background)
                    let contrast = try contrast(of: image.tintColor, over: behind.name, background: behind.color, cache: &contrasts)
                    samples.append(
                        ColorSample(
                            element: imageElement, kind: image.symbol != nil ? .symbol : .templateImage, content: image.symbol?.name ?? image.source,
                            frame: frame, colorName: image.tintColor, foreground: contrast.text, background: behind.color, ratio: contrast.ratio,
                            minimum: Self.minimumNonTextContrast, adapts: try adapts(image.tintColor), meaningByColor: image.meaningByColor))
                } else {
                    samples.append(
                        ColorSample(
                            element: imageElement, kind: .image, content: image.source, frame: frame, colorName: "", foreground: nil,
                            background: background, ratio: nil, minimum: nil, adapts: set?.hasDarkVariant ?? false,
                            meaningByColor: image.meaningByColor))
                }
            }
        }
        return samples
    }
}
