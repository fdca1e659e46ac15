import DynamicType

/// What layout needs of a custom symbol template (docs/symbols.md, custom symbols), read from the
/// SVG by the renderer when the spec loads, in the template's own units: each variant's margins,
/// its art's top and bottom, and its scale's baseline and capline guides.
package struct SymbolGeometry: Hashable, Sendable {
    /// One weight-and-scale variant of the template (`Regular-M`).
    package struct Variant: Hashable, Sendable {
        package var weight: FontWeight
        package var scale: SymbolScale
        /// The left and right margins (`left-margin-Regular-M`, else the art's own sides).
        package var left: Double
        package var right: Double
        /// The top and bottom of the variant's art.
        package var top: Double
        package var bottom: Double
        /// The `Baseline-M` and `Capline-M` guides of the variant's scale.
        package var baseline: Double
        package var capline: Double

        package init(
            weight: FontWeight, scale: SymbolScale, left: Double, right: Double, top: Double, bottom: Double, baseline: Double, capline: Double
        ) {
            self.weight = weight
            self.scale = scale
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
            self.baseline = baseline
            self.capline = capline
        }

        /// The variant's id in the template: `Regular-M`, `Ultralight-S`, `Black-L`.
        package var id: String { Self.id(weight, scale) }

        /// The id of the variant of `weight` and `scale`.
        package static func id(_ weight: FontWeight, _ scale: SymbolScale) -> String {
            "\(SymbolGeometry.templateName(of: weight))-\(scale.templateLetter)"
        }
    }

    /// The variants the template draws, in ``weights`` then scale order.
    package var variants: [Variant]

    package init(variants: [Variant]) {
        self.variants = variants
    }

    /// The nine weights in the template's order, lightest first (its `Ultralight` is lighter
    /// than its `Thin`, as `UIImage.SymbolWeight` orders them).
    package static let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// A weight's name in template ids.
    package static func templateName(of weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }

    /// The variant drawn for `weight` at `scale`, and the factor its art is scaled by:
    /// 1. a variant of `scale`: the one of the nearest weight (the lighter of two as near), at 1;
    /// 2. else `Regular-M`, 3. else the variant of the nearest weight of any scale (the first in
    /// the template's order of two as near), scaled by `scale`'s factor over its own scale's
    /// (``SymbolScale/factor``). Nil for a template without variants (refused when it loads).
    package func variant(weight: FontWeight, scale: SymbolScale) -> (variant: Variant, factor: Double)? {
        let wanted = Self.weights.firstIndex(of: weight) ?? 3
        func nearest(_ candidates: [Variant]) -> Variant? {
            candidates.min {
                abs((Self.weights.firstIndex(of: $0.weight) ?? 3) - wanted) < abs((Self.weights.firstIndex(of: $1.weight) ?? 3) - wanted)
            }
        }
        if let same = nearest(variants.filter { $0.scale == scale }) { return (same, 1) }
        guard let other = variants.first(where: { $0.weight == .regular && $0.scale == .medium }) ?? nearest(variants) else { return nil }
        return (other, scale.factor / other.scale.factor)
    }

    /// The image `variant` draws at `pointSize` with `factor`: the template's cap height (its
    /// scale's baseline to capline) is the system font's cap height at `pointSize`
    /// (``SystemFontMetrics/capHeightRatio``), times `factor`; the image spans the margins across
    /// and the art's top to bottom.
    package static func image(of variant: Variant, factor: Double, pointSize: Double) -> CustomSymbolImage {
        let pointsPerUnit = SystemFontMetrics.capHeightRatio * pointSize / (variant.baseline - variant.capline) * factor
        return CustomSymbolImage(
            variant: variant.id, left: variant.left, top: variant.top, pointsPerUnit: pointsPerUnit,
            size: Size(width: (variant.right - variant.left) * pointsPerUnit, height: (variant.bottom - variant.top) * pointsPerUnit),
            baseline: (variant.baseline - variant.top) * pointsPerUnit)
    }
}

/// A custom symbol as an image: the template variant drawn, the point in the template (its left
/// margin, its art's top) at the image's top-left corner, how many points a template unit is, and
/// the image's size and baseline in points.
package struct CustomSymbolImage: Hashable, Sendable {
    /// The variant's id (`Regular-M`), the layer librsvg draws.
    package var variant: String
    package var left: Double
    package var top: Double
    package var pointsPerUnit: Double
    package var size: Size
    /// The baseline below the image's top.
    package var baseline: Double
}

extension SymbolScale {
    /// The scale's letter in template ids and guide names (`Regular-S`, `Baseline-L`).
    package var templateLetter: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }
}
