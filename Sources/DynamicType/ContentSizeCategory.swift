import Foundation

/// The user's preferred text size: UIKit's `UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`.
///
/// Cases are in UIKit's order, so `<` compares sizes. `allCases` holds the 12 named categories;
/// `unspecified` (UIKit's trait default) orders before them and normalizes to `large` for font work.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case unspecified = -1
    case extraSmall = 0
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The 12 named categories, extraSmall through accessibilityExtraExtraExtraLarge.
    public static let allCases: [ContentSizeCategory] = (0...11).map { ContentSizeCategory(rawValue: $0)! }

    /// The default category on iPhone and iPad.
    public static let `default` = ContentSizeCategory.large

    /// True for AX1 through AX5, as `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// `unspecified` becomes `large`, as UIKit normalizes before font work; every other case is itself.
    public var normalized: ContentSizeCategory { self == .unspecified ? .large : self }

    /// Position in the ramp, 0 (extraSmall) to 11 (AX5); `unspecified` uses `large`'s.
    public var index: Int { normalized.rawValue }

    /// The UIKit Swift name, e.g. `accessibilityExtraExtraExtraLarge`.
    public var name: String { Self.names[rawValue + 1].uikit }
    /// The UIKit raw value, e.g. `UICTContentSizeCategoryAccessibilityXXXL`.
    public var uikitRawValue: String { Self.names[rawValue + 1].raw }
    /// The SwiftUI `DynamicTypeSize` name, e.g. `accessibility5`; nil for `unspecified`.
    public var swiftUIName: String? { Self.names[rawValue + 1].swiftUI }
    /// The short label, e.g. `xS`, `L`, `AX5`.
    public var shortLabel: String { Self.names[rawValue + 1].short }

    public var description: String { name }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Parses a UIKit name, UIKit raw value, SwiftUI name or short label, ignoring case.
    public init(parsing text: String) throws(NameError) {
        self = try Self.parse(text)
    }

    /// Parses a spelling of one of the 12 named categories (``allCases``): what a user asks
    /// for, on the command line or in a filter. `unspecified`, UIKit's trait default, is no size
    /// a screen is shown at, so it is refused and not listed as valid.
    package init(parsingNamed text: String) throws(NameError) {
        self = try Self.parse(text, among: Self.allCases)
    }

    /// Parses a category in any spelling ``init(parsingNamed:)`` takes, or an inclusive range
    /// `AX1...AX5` (also `..`), in either order: the categories it names, small to large. What a
    /// `--category` filter and a screen's `categories` list take.
    package static func categories(parsing text: String) throws(NameError) -> [ContentSizeCategory] {
        let separator = text.contains("...") ? "..." : ".."
        let parts = text.components(separatedBy: separator)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return [try ContentSizeCategory(parsingNamed: text)] }
        let first = try ContentSizeCategory(parsingNamed: parts[0].trimmingCharacters(in: .whitespaces))
        let last = try ContentSizeCategory(parsingNamed: parts[1].trimmingCharacters(in: .whitespaces))
        let range = min(first, last)...max(first, last)
        return allCases.filter { range.contains($0) }
    }

    private static let names: [(uikit: String, raw: String, swiftUI: String?, short: String)] = [
        ("unspecified", "_UICTContentSizeCategoryUnspecified", nil, "unspecified"),
        ("extraSmall", "UICTContentSizeCategoryXS", "xSmall", "xS"),
        ("small", "UICTContentSizeCategoryS", "small", "S"),
        ("medium", "UICTContentSizeCategoryM", "medium", "M"),
        ("large", "UICTContentSizeCategoryL", "large", "L"),
        ("extraLarge", "UICTContentSizeCategoryXL", "xLarge", "xL"),
        ("extraExtraLarge", "UICTContentSizeCategoryXXL", "xxLarge", "xxL"),
        ("extraExtraExtraLarge", "UICTContentSizeCategoryXXXL", "xxxLarge", "xxxL"),
        ("accessibilityMedium", "UICTContentSizeCategoryAccessibilityM", "accessibility1", "AX1"),
        ("accessibilityLarge", "UICTContentSizeCategoryAccessibilityL", "accessibility2", "AX2"),
        ("accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL", "accessibility3", "AX3"),
        ("accessibilityExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXL", "accessibility4", "AX4"),
        ("accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL", "accessibility5", "AX5"),
    ]
}

extension ContentSizeCategory: MultiplyNamed {
    static let nameKind = "content size category"
    static var parseableCases: [ContentSizeCategory] { allCases + [.unspecified] }
    var spellings: [String] { [name, uikitRawValue, shortLabel] + (swiftUIName.map { [$0] } ?? []) }

    /// An accessibility size past the ends of the ramp (`AX6`, `accessibility7`, `AX0`) means
    /// the nearest end: AX5 above, AX1 below.
    static func nearest(to misspelling: String) -> ContentSizeCategory? {
        let key = misspelling.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" }
        guard let prefix = ["accessibility", "ax"].first(where: key.hasPrefix), let number = Int(key.dropFirst(prefix.count)) else {
            return nil
        }
        return number > 5 ? .accessibilityExtraExtraExtraLarge : number < 1 ? .accessibilityMedium : nil
    }
}
