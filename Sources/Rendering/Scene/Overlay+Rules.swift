import Audit

extension Overlay {
    /// The audit rules whose findings the overlay marks (`render --overlays`, and the same names in
    /// `sheet --overlays`); none for the grid, which marks no findings.
    package var rules: Set<AuditRule> {
        switch self {
        case .grid: []
        case .truncation: [.truncatedText]
        case .targets: [.smallTapTarget, .tinyTapTarget]
        case .overflow: [.clippedText, .widerThanScreen, .clippedByCanvas]
        }
    }
}
