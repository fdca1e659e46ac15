import DynamicType

/// The direction a stack arranges its children, as `NSLayoutConstraint.Axis`.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable, SpecNamedValue {
    case horizontal, vertical

    public static let specKind = "stack axis"
}

/// How a stack places children across its axis, as `UIStackView.Alignment`. In a vertical stack
/// `leading`/`trailing` are left/right; in a horizontal one `top`/`bottom` are meant (`leading` =
/// top, `trailing` = bottom). `firstBaseline` and `lastBaseline` align a horizontal stack's
/// children by their first or last baselines (docs/layout-rules.md); a vertical stack places
/// children by them as `leading` (Apple documents them for horizontal stacks only).
public enum StackAlignment: String, Hashable, Sendable, Codable, CaseIterable, SpecNamedValue {
    case fill, leading, center, trailing, top, bottom, firstBaseline, lastBaseline

    public static let specKind = "stack alignment"

    /// Where a child of `length` sits in `available` across the axis, and the length it gets.
    package func place(length: Double, in available: Double) -> (offset: Double, length: Double) {
        switch self {
        case .fill: (0, available)
        case .leading, .top, .firstBaseline, .lastBaseline: (0, min(length, available))
        case .center: ((available - min(length, available)) / 2, min(length, available))
        case .trailing, .bottom: (available - min(length, available), min(length, available))
        }
    }
}
