import DynamicType

/// Changes to an element that apply from one content-size category through another: the axis
/// switch at accessibility sizes, hiding an image at AX5, fewer lines at small sizes, and so on.
public struct CategoryRule<Changes: Hashable & Sendable & Decodable>: Hashable, Sendable {
    /// First category the rule applies to (default: the smallest).
    public var from: ContentSizeCategory
    /// Last category the rule applies to (default: the largest).
    public var through: ContentSizeCategory
    public var changes: Changes

    public init(from: ContentSizeCategory = .extraSmall, through: ContentSizeCategory = .accessibilityExtraExtraExtraLarge, changes: Changes) {
        self.from = from
        self.through = through
        self.changes = changes
    }

    /// Whether `category` lies in `from...through` (a rule built backwards in code applies to
    /// nothing, rather than trapping on the range).
    public func applies(to category: ContentSizeCategory) -> Bool {
        from <= category.normalized && category.normalized <= through
    }
}

extension CategoryRule: Decodable {
    /// `{from: AX1, through: AX5, <changes>}`: the range keys beside the changed properties.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CategoryRangeKeys.self)
        from = try container.decode(.from, default: ContentSizeCategory.extraSmall)
        through = try container.decode(.through, default: ContentSizeCategory.accessibilityExtraExtraExtraLarge)
        if let problem = Self.rangeProblem(from: from, through: through) {
            throw DecodingError.dataCorruptedError(forKey: .through, in: container, debugDescription: problem)
        }
        changes = try Changes(from: decoder)
    }

    /// Why `from...through` is no range of categories (it runs backwards), or nil when it is one.
    public static func rangeProblem(from: ContentSizeCategory, through: ContentSizeCategory) -> String? {
        guard from > through else { return nil }
        return
            "the range runs backwards: from \(from.shortLabel) through \(through.shortLabel); give the smaller category first (from: \(through.shortLabel), through: \(from.shortLabel))"
    }
}

/// The keys of a rule mapping that bound its categories, beside its changes.
enum CategoryRangeKeys: String, CodingKey, CaseIterable { case from, through }

/// The keys a rule mapping may hold besides its changes.
let categoryRuleRangeKeys = CategoryRangeKeys.allCases.map(\.stringValue)
