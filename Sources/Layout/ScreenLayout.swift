import DynamicType
import Spec

/// One placed cell, header or footer, with its content in content coordinates.
public struct ScreenElement: Hashable, Sendable {
    public var kind: ElementKind
    public var section: Int
    public var item: Int
    public var frame: Rect
    public var content: CellContent
}

/// A laid-out screen: content size, every element with its labels and images, separators.
public struct ScreenLayout: Hashable, Sendable {
    public var contentSize: Size
    public var columns: Int
    public var elements: [ScreenElement]
    public var separators: [Rect]
    /// The direction the screen was laid out in; right to left, every frame is mirrored
    /// (``mirrored()``).
    public var direction: LayoutDirection = .leftToRight
}
