import Layout
import Spec

/// What the design-review overlays point at in one laid-out screen.
public struct ReviewFindings: Hashable, Sendable {
    /// The smallest comfortable tap target side, in points (Apple HIG).
    public static let minimumTapTarget = 44.0

    /// Frames of labels whose text was cut.
    public var truncatedLabels: [Rect]
    /// Frames of cells under 44 pt in width or height.
    public var smallTargets: [Rect]
    /// Frames of labels that reach outside their cell.
    public var overflowingLabels: [Rect]
    /// Labels showing characters no loaded font can draw.
    public var missingGlyphs: [MissingGlyph]

    /// Inspects `layout`.
    public init(_ layout: ScreenLayout) {
        var truncated: [Rect] = [], small: [Rect] = [], overflowing: [Rect] = [], missing: [MissingGlyph] = []
        for element in layout.elements {
            if element.kind == .cell, element.frame.width < Self.minimumTapTarget || element.frame.height < Self.minimumTapTarget {
                small.append(element.frame)
            }
            for label in element.content.labels {
                if label.isTruncated { truncated.append(label.frame) }
                if !Self.contains(element.frame, label.frame) { overflowing.append(label.frame) }
                if !label.missingCharacters.isEmpty {
                    missing.append(MissingGlyph(characters: label.missingCharacters, text: label.text, place: MissingGlyph.place(of: element), frame: label.frame))
                }
            }
        }
        truncatedLabels = truncated
        smallTargets = small
        overflowingLabels = overflowing
        missingGlyphs = missing
    }

    /// How many marks `overlay` makes (grid marks count nothing).
    public func count(for overlay: Overlay) -> Int {
        switch overlay {
        case .grid: 0
        case .truncation: truncatedLabels.count
        case .targets: smallTargets.count
        case .overflow: overflowingLabels.count
        }
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 1e-6
        return inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }
}
