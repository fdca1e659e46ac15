import Audit

extension Overlay {
    /// The audit rules whose findings the overlay marks (`render --overlays`, and the same names in
    /// `sheet --overlays`); none for the grid and VoiceOver's, which draw the layout, not findings.
    package var rules: Set<AuditRule> {
        switch self {
        case .grid, .voiceover: []
        case .truncation: [.truncatedText]
        case .targets: [.smallTapTarget, .tinyTapTarget]
        case .overflow: [.clippedText, .widerThanScreen, .clippedByCanvas]
        }
    }
}
