import DynamicType
import Spec

/// One placed cell, header or footer, with its content in content coordinates.
package struct ScreenElement: Hashable, Sendable {
    package var kind: ElementKind
    package var section: Int
    package var item: Int
    package var frame: Rect
    package var content: CellContent
}

/// A laid-out screen: content size, every element with its labels and images, separators.
package struct ScreenLayout: Hashable, Sendable {
    package var contentSize: Size
    package var columns: Int
    package var elements: [ScreenElement]
    package var separators: [Rect]
    /// The direction the screen was laid out in; right to left, every frame is mirrored
    /// (``mirrored()``).
    package var direction: LayoutDirection = .leftToRight
    /// The navigation bar, toolbar and tab bar around the collection, top to bottom; empty for a
    /// screen without bars.
    package var bars: [PlacedBar] = []
    /// Whether each cell is one accessibility element combining its content, as a `list`'s
    /// `UITableViewCell` is (docs/voiceover.md, "Grouping").
    package var cellsAreAccessibilityElements = false
    /// The words VoiceOver speaks around the elements' texts: the variant's language's
    /// (``voiceOverElements(combiningCells:)``); English unless the variant's layout sets them.
    package var voiceOverWords = VoiceOverWords.english
}
