import DynamicType

/// How many columns a screen shows: fixed, by width breakpoints (Gousto: 1, 2 or 3 by width),
/// by orientation (Kodeco: portrait 1, landscape 2), with a different count at accessibility
/// categories, or a list of counts to review side by side.
public struct ColumnRule: Hashable, Sendable {
    /// `(minimumWidth, columns)` pairs; the last whose minimum the width reaches wins.
    public var byWidth: [WidthBreakpoint]
    public var portrait: Int?
    public var landscape: Int?
    /// The count when nothing more specific applies.
    public var base: Int
    /// The count at accessibility categories (AX1–AX5), when set.
    public var accessibility: Int?
    /// Review these counts, one variant each, instead of choosing one.
    public var counts: [Int]?

    /// One breakpoint of a width rule.
    public struct WidthBreakpoint: Hashable, Sendable, Decodable {
        public var minWidth: Double
        public var columns: Int

        public init(minWidth: Double, columns: Int) {
            self.minWidth = minWidth
            self.columns = columns
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case minWidth, columns }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            minWidth = try container.decode(Double.self, forKey: .minWidth)
            columns = try ColumnRule.checked(try container.decode(Int.self, forKey: .columns), key: CodingKeys.columns, in: container)
        }
    }

    public init(
        base: Int = 1, byWidth: [WidthBreakpoint] = [], portrait: Int? = nil, landscape: Int? = nil,
        accessibility: Int? = nil, counts: [Int]? = nil
    ) {
        self.base = base
        self.byWidth = byWidth
        self.portrait = portrait
        self.landscape = landscape
        self.accessibility = accessibility
        self.counts = counts
    }

    /// A fixed count.
    public static func fixed(_ count: Int) -> ColumnRule { ColumnRule(base: count) }

    /// The column counts to render for a screen `width` wide at `category`.
    public func counts(width: Double, isLandscape: Bool, category: ContentSizeCategory) -> [Int] {
        if let counts { return counts }
        if category.isAccessibilityCategory, let accessibility { return [accessibility] }
        if let breakpoint = byWidth.last(where: { width >= $0.minWidth }) { return [breakpoint.columns] }
        if isLandscape, let landscape { return [landscape] }
        if !isLandscape, let portrait { return [portrait] }
        return [base]
    }

    static func checked<K: CodingKey>(_ count: Int, key: K, in container: KeyedDecodingContainer<K>) throws -> Int {
        guard count >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(count) columns: a screen has at least 1 column")
        }
        return count
    }
}

extension ColumnRule: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case `default`, byWidth, portrait, landscape, accessibility, counts }

    /// A number, or `{default, byWidth: [{minWidth, columns}], portrait, landscape, accessibility, counts}`.
    public init(from decoder: any Decoder) throws {
        if let count = try? decoder.singleValueContainer().decode(Int.self) {
            guard count >= 1 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(count) columns: a screen has at least 1 column"))
            }
            self = .fixed(count)
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try Self.checked(try container.decode(.default, default: 1), key: .default, in: container)
        byWidth = try container.decode(.byWidth, default: []).sorted { $0.minWidth < $1.minWidth }
        portrait = try container.decodeIfPresent(Int.self, forKey: .portrait).map { try Self.checked($0, key: .portrait, in: container) }
        landscape = try container.decodeIfPresent(Int.self, forKey: .landscape).map { try Self.checked($0, key: .landscape, in: container) }
        accessibility = try container.decodeIfPresent(Int.self, forKey: .accessibility).map { try Self.checked($0, key: .accessibility, in: container) }
        counts = try container.decodeIfPresent([Int].self, forKey: .counts)
        if let counts, counts.isEmpty || counts.contains(where: { $0 < 1 }) {
            throw DecodingError.dataCorruptedError(forKey: .counts, in: container, debugDescription: "counts \(counts) must list column counts of 1 or more")
        }
    }
}
