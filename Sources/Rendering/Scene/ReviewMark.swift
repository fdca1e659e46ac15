import Layout
import Spec

/// A mark a caller draws over a screen's content: a tinted box with an outline, in the layout's
/// content coordinates (as its frames). Review sheets mark each audit finding with one, coloured
/// by how much it matters; `render --overlays` marks the findings of each overlay's audit rules
/// in the overlay's colour (``Overlay/mark(_:)``).
package struct ReviewMark: Hashable, Sendable {
    package var frame: Rect
    package var color: Color
    /// The outline's dash and gap length; nil for a solid outline.
    package var dash: Double?
    /// The overlay the mark belongs to, whose legend line counts it; nil for a sheet's marks.
    package var overlay: Overlay?

    package init(frame: Rect, color: Color, dash: Double? = nil, overlay: Overlay? = nil) {
        self.frame = frame
        self.color = color
        self.dash = dash
        self.overlay = overlay
    }
}
