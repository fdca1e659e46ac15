import Audit
import Layout
import ProofSheetSupport
import Spec

/// Design-review marks drawn over a screen, each explained in a legend.
package enum Overlay: String, CaseIterable, Hashable, Sendable, Codable {
    /// Column guides, content and section insets, the spacing between them, and the screen outside
    /// the horizontal safe area.
    case grid
    /// Labels whose text was cut (ellipsis or line limit): the audit's truncated-text findings.
    case truncation
    /// Tappable elements smaller than the minimum tap target (`VariantAudit.comfortableTarget`): the
    /// audit's tap-target findings.
    case targets
    /// Text reaching outside its cell, content wider than the screen: the audit's clipped-text and
    /// wider-than-screen findings.
    case overflow

    /// The legend's wording.
    package var legendTitle: String {
        switch self {
        case .grid: "columns and insets"
        case .truncation: "truncated text"
        case .targets: "tap target under \(VariantAudit.comfortableTarget.roundedForMessage) x \(VariantAudit.comfortableTarget.roundedForMessage) pt"
        case .overflow: "outside its cell or the screen"
        }
    }

    /// A mark of this overlay around `frame` (content coordinates): the overlay's colour, its
    /// outline solid for truncation, dashed for targets and overflow (the grid's in guide blue).
    package func mark(_ frame: Rect) -> ReviewMark {
        switch self {
        case .grid: ReviewMark(frame: frame, color: OverlayColors.guide, dash: 4, overlay: self)
        case .truncation: ReviewMark(frame: frame, color: OverlayColors.truncation, dash: nil, overlay: self)
        case .targets: ReviewMark(frame: frame, color: OverlayColors.target, dash: 4, overlay: self)
        case .overflow: ReviewMark(frame: frame, color: OverlayColors.overflow, dash: 2, overlay: self)
        }
    }
}
