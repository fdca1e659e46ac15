import DynamicType
import ProofSheetSupport

/// The `shrunk-text` finding's smallest scale (issue 35: "with its smallest scale in the
/// finding"): a label that shrinks to fit shrinks more at each larger category, so the finding
/// at its first category (AX1) understates it. Merged across categories, the finding keeps the
/// smallest scale it reached and where; grouped across items, the group names the item and
/// category of the smallest of them all.
extension AuditFinding {
    /// Where a shrunk label is smallest: its scale, its point size of the full one, and the
    /// category (and, in a group, the element) it is at.
    struct Shrink {
        var scale: Double
        var pointSize: Double
        var fullPointSize: Double
        var category: ContentSizeCategory

        /// "87.5% of its font's size (24.5 pt of 28 pt)" or, `short`, "50% (26.5 pt of 53 pt)".
        func phrase(short: Bool) -> String {
            "\((scale * 100).rounded(toPlaces: 1))%\(short ? "" : " of its font's size")"
                + " (\(pointSize.rounded(toPlaces: 3)) pt of \(fullPointSize.rounded(toPlaces: 3)) pt)"
        }
    }

    /// The keys of ``measured`` a merged shrunk-text finding keeps its smallest scale under;
    /// the category is its index in the ramp, 0 (xS) to 11 (AX5).
    static let smallestScaleKeys = (
        scale: "smallestScale", pointSize: "smallestPointSize", fullPointSize: "smallestFullPointSize", category: "smallestScaleCategory"
    )

    /// The detail of a shrunk-text finding shown at `first`, and when it gets smaller elsewhere,
    /// down to `smallest` at `place` (`AX5`, `item 3, AX5`).
    static func shrunkTextDetail(first: Shrink, smallest: (shrink: Shrink, place: String)?) -> String {
        let down = smallest.map { " at \(first.category.shortLabel), down to \($0.shrink.phrase(short: true)) at \($0.place)" } ?? ""
        return "shown at \(first.phrase(short: false))\(down): it shrinks to fit instead of wrapping"
    }
}

extension AuditFinding.AcrossSizes {
    /// A shrunk-text finding's scale at its first category; nil for another rule.
    var firstShrink: AuditFinding.Shrink? {
        guard finding.rule == .shrunkText, let scale = finding.measured["scale"], let pointSize = finding.measured["pointSize"],
            let full = finding.measured["fullPointSize"]
        else { return nil }
        return AuditFinding.Shrink(scale: scale, pointSize: pointSize, fullPointSize: full, category: categories[0])
    }

    /// A shrunk-text finding's smallest scale over its categories (its first one's until a
    /// smaller one is merged in); nil for another rule.
    var smallestShrink: AuditFinding.Shrink? {
        let keys = AuditFinding.smallestScaleKeys
        let measured = finding.measured
        guard let scale = measured[keys.scale], let pointSize = measured[keys.pointSize], let full = measured[keys.fullPointSize],
            let index = measured[keys.category], let category = ContentSizeCategory(rawValue: Int(index))
        else { return firstShrink }
        return AuditFinding.Shrink(scale: scale, pointSize: pointSize, fullPointSize: full, category: category)
    }

    /// Takes `other`'s smallest scale (the same finding at other categories) when it is smaller,
    /// or as small at a smaller category, and says so in the detail; nothing for another rule.
    mutating func keepSmallestShrink(of other: Self) {
        guard let first = firstShrink, let mine = smallestShrink, let theirs = other.smallestShrink,
            (theirs.scale, theirs.category) < (mine.scale, mine.category)
        else { return }
        let keys = AuditFinding.smallestScaleKeys
        finding.measured[keys.scale] = theirs.scale
        finding.measured[keys.pointSize] = theirs.pointSize
        finding.measured[keys.fullPointSize] = theirs.fullPointSize
        finding.measured[keys.category] = Double(theirs.category.rawValue)
        finding.detail = AuditFinding.shrunkTextDetail(first: first, smallest: (theirs, theirs.category.shortLabel))
    }
}

extension AuditFinding.Group {
    /// A shrunk-text group's detail: its first finding's at its first category, down to the
    /// smallest scale of any of its findings, with that finding's place and category; nil for
    /// another rule, or when the first finding holds the smallest (its own detail says it).
    var shrunkTextDetail: String? {
        guard let first = first.firstShrink else { return nil }
        var smallest: (shrink: AuditFinding.Shrink, finding: AuditFinding.AcrossSizes)?
        for finding in findings {
            guard let shrink = finding.smallestShrink else { continue }
            if let current = smallest, (current.shrink.scale, current.shrink.category) <= (shrink.scale, shrink.category) { continue }
            smallest = (shrink, finding)
        }
        guard let smallest, smallest.finding != self.first else { return nil }
        let place = "\(AuditFinding.places(of: [smallest.finding.element])), \(smallest.shrink.category.shortLabel)"
        return AuditFinding.shrunkTextDetail(first: first, smallest: (smallest.shrink, place))
    }
}
