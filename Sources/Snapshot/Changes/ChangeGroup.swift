/// Changed variants that changed the same way (``ChangeDescription/group``): one edit seen
/// across categories, devices, column counts and appearances, reviewed and accepted once.
public struct ChangeGroup: Hashable, Sendable, Codable {
    /// What changed, without any one variant's numbers.
    public var title: String
    public var kind: ChangeDescription.Kind
    /// The member a reviewer looks at first: the one with the most changed pixels (the first
    /// in matrix order of those).
    public var representative: String
    /// Every member's name, in matrix order.
    public var members: [String]

    /// The groups of `outcomes`' changed variants, in the order their first member comes.
    /// Variants of different screens never share a group; a changed variant without a
    /// description (one that failed to compare layouts) is a group of its own.
    public static func groups(of outcomes: [SnapshotOutcome]) -> [ChangeGroup] {
        var order: [String] = []
        var byKey: [String: [SnapshotOutcome]] = [:]
        for outcome in outcomes where outcome.status == .changed {
            let key = outcome.change.map { "\(outcome.axes.screen)\u{1F}\($0.kind.rawValue)\u{1F}\($0.group)" } ?? "\u{1F}\(outcome.name)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(outcome)
        }
        return order.map { key in
            let members = byKey[key]!
            let representative = members.enumerated().max { lhs, rhs in
                let (left, right) = (lhs.element.diffPixels ?? 0, rhs.element.diffPixels ?? 0)
                return left != right ? left < right : lhs.offset > rhs.offset
            }!.element
            return ChangeGroup(
                title: representative.change?.group ?? representative.message ?? "pixels changed",
                kind: representative.change?.kind ?? .pixelsOnly, representative: representative.name, members: members.map(\.name)
            )
        }
    }
}
