import DynamicType

/// The content-size categories a change applies to, `from` through `through`, as a spec's rule
/// writes them (`{from: AX1, through: AX5, ...}`).
///
/// ```swift
/// Label("{name}", style: .headline).lines(2, at: .accessibilitySizes)
/// Image(size: 44).hidden(at: .from(.accessibility5))
/// ```
///
/// A range built backwards applies to nothing, and ``Suite/validate()`` refuses it as a spec's
/// decoding does.
public struct CategoryRange: Hashable, Sendable {
    /// The first category the change applies to.
    public var from: ContentSizeCategory
    /// The last category the change applies to.
    public var through: ContentSizeCategory

    /// The categories `from` through `through` (defaults: the smallest, the largest).
    public init(from: ContentSizeCategory = .extraSmall, through: ContentSizeCategory = .accessibilityExtraExtraExtraLarge) {
        self.from = from
        self.through = through
    }

    /// AX1 through AX5: `UIContentSizeCategory.isAccessibilityCategory`.
    public static let accessibilitySizes = CategoryRange(from: .accessibilityMedium)

    /// `category` and every larger one.
    public static func from(_ category: ContentSizeCategory) -> CategoryRange { CategoryRange(from: category) }

    /// Every category up to and including `category`.
    public static func through(_ category: ContentSizeCategory) -> CategoryRange { CategoryRange(through: category) }

    /// A rule of `changes` over these categories.
    func rule<Changes>(_ changes: Changes) -> CategoryRule<Changes> {
        CategoryRule(from: from, through: through, changes: changes)
    }
}

extension ContentSizeCategory {
    /// AX1, SwiftUI's `DynamicTypeSize.accessibility1`.
    public static let accessibility1 = ContentSizeCategory.accessibilityMedium
    /// AX2, SwiftUI's `DynamicTypeSize.accessibility2`.
    public static let accessibility2 = ContentSizeCategory.accessibilityLarge
    /// AX3, SwiftUI's `DynamicTypeSize.accessibility3`.
    public static let accessibility3 = ContentSizeCategory.accessibilityExtraLarge
    /// AX4, SwiftUI's `DynamicTypeSize.accessibility4`.
    public static let accessibility4 = ContentSizeCategory.accessibilityExtraExtraLarge
    /// AX5, SwiftUI's `DynamicTypeSize.accessibility5`.
    public static let accessibility5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge
}
