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
    /// VoiceOver's elements (`ScreenLayout.voiceOverElements()`): each frame outlined in a colour
    /// of its own with its number in reading order, and beside the screen a list of what
    /// VoiceOver speaks at each number (``VoiceOverView``, docs/voiceover.md).
    case voiceover

    /// The legend's wording.
    package var legendTitle: String {
        switch self {
        case .grid: "columns and insets"
        case .truncation: "truncated text"
        case .targets: "tap target under \(VariantAudit.comfortableTarget.roundedForMessage) x \(VariantAudit.comfortableTarget.roundedForMessage) pt"
        case .overflow: "outside its cell or the screen"
        case .voiceover: "VoiceOver elements, numbered in reading order"
        }
    }

    /// A mark of this overlay around `frame` (content coordinates): the overlay's colour, its
    /// outline solid for truncation, dashed for targets and overflow (the grid's in guide blue;
    /// VoiceOver's in its first element's colour: the overlay draws each element in its own,
    /// ``VoiceOverView``).
    package func mark(_ frame: Rect) -> ReviewMark {
        switch self {
        case .grid: ReviewMark(frame: frame, color: OverlayColors.guide, dash: 4, overlay: self)
        case .truncation: ReviewMark(frame: frame, color: OverlayColors.truncation, dash: nil, overlay: self)
        case .targets: ReviewMark(frame: frame, color: OverlayColors.target, dash: 4, overlay: self)
        case .overflow: ReviewMark(frame: frame, color: OverlayColors.overflow, dash: 2, overlay: self)
        case .voiceover: ReviewMark(frame: frame, color: VoiceOverView.color(ofStop: 1), dash: nil, overlay: self)
        }
    }
}
