import Layout
import Spec

/// A mark a caller draws over a screen's content: a tinted box with an outline, in the layout's
/// content coordinates (as its frames). Review sheets mark each audit finding with one, coloured
/// by how much it matters; the `render --overlays` marks come from ``ReviewFindings`` instead.
public struct ReviewMark: Hashable, Sendable {
    public var frame: Rect
    public var color: Color
    /// The outline's dash and gap length; nil for a solid outline.
    public var dash: Double?

    public init(frame: Rect, color: Color, dash: Double? = nil) {
        self.frame = frame
        self.color = color
        self.dash = dash
    }
}
