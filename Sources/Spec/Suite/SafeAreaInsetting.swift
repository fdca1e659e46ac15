/// How a screen's collection keeps its content out of the horizontal safe area (the sensor housing
/// and rounded corners of a notched iPhone in landscape), with UIKit's defaults
/// (docs/layout-rules.md §5, SAFE-1…SAFE-4).
///
/// Only the horizontal (left and right) safe-area insets are modelled: vertically the content
/// always starts below the top safe area and the screen ends with the bottom one, as
/// `contentInsetAdjustmentBehavior = .automatic` does for a vertically scrolling view.
public struct SafeAreaInsetting: Hashable, Sendable {
    /// `UIScrollView.contentInsetAdjustmentBehavior`, horizontally: whether the whole content sits
    /// inside the safe area.
    public var contentInsetAdjustment: ContentInsetAdjustmentBehavior
    /// `UITableView.insetsContentViewsToSafeArea` (a `list` only): whether each row's, header's and
    /// footer's content is inset by the part of the safe area the row covers, its background still
    /// reaching the table's edges.
    public var insetsContentViewsToSafeArea: Bool
    /// `UICollectionViewFlowLayout.sectionInsetReference` (a `flow` only): what the section insets
    /// are measured from.
    public var sectionInsetReference: SectionInsetReference

    public init(
        contentInsetAdjustment: ContentInsetAdjustmentBehavior = .automatic, insetsContentViewsToSafeArea: Bool = true,
        sectionInsetReference: SectionInsetReference = .contentInset
    ) {
        self.contentInsetAdjustment = contentInsetAdjustment
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.sectionInsetReference = sectionInsetReference
    }

    /// UIKit's defaults: `.automatic`, `insetsContentViewsToSafeArea = true`, `.fromContentInset`.
    public static let uikitDefault = SafeAreaInsetting()
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`, as far as it moves content horizontally in a
/// vertically scrolling view (SAFE-2).
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "content inset adjustment behavior"

    /// UIKit's default: a view that scrolls vertically only is not inset horizontally, so the
    /// content spans the full width (a table still insets its rows' content, SAFE-1).
    case automatic
    /// The safe area is added to the content inset on every side: the content, headers and
    /// backgrounds included, lies inside the safe area.
    case always
}

/// `UICollectionViewFlowLayout.SectionInsetReference` (SAFE-3): the section insets are measured
/// from the content inset (UIKit's default) or from the safe area, and never from less than the
/// content inset.
public enum SectionInsetReference: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "section inset reference"

    /// `.fromContentInset`: section insets start at the content inset.
    case contentInset
    /// `.fromSafeArea`: section insets start at the safe area, or at the content inset where
    /// that is further in.
    case safeArea
}
