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
            guard let minWidth = try container.decodeNumberIfPresent(.minWidth, .length),
                let columns = try container.decodeCountIfPresent(.columns, .columns)
            else {
                let missing = container.contains(.minWidth) ? CodingKeys.columns : .minWidth
                throw DecodingError.keyNotFound(missing, .init(codingPath: container.codingPath, debugDescription: "No value"))
            }
            self.minWidth = minWidth
            self.columns = columns
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

}

extension ColumnRule: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case `default`, byWidth, portrait, landscape, accessibility, counts }

    /// A number, or `{default, byWidth: [{minWidth, columns}], portrait, landscape, accessibility, counts}`.
    public init(from decoder: any Decoder) throws {
        if let count = try decoder.singleValueContainer().decodeNumber(.columns, name: "columns") {
            self = .fixed(Int(count))
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try container.decodeCount(.default, .columns, default: 1)
        byWidth = try container.decode(.byWidth, default: [WidthBreakpoint]()).sorted { $0.minWidth < $1.minWidth }
        if container.contains(.byWidth), let problem = SpecRules.widthBreakpoints(byWidth) {
            throw DecodingError.dataCorruptedError(forKey: .byWidth, in: container, debugDescription: problem)
        }
        portrait = try container.decodeCountIfPresent(.portrait, .columns)
        landscape = try container.decodeCountIfPresent(.landscape, .columns)
        accessibility = try container.decodeCountIfPresent(.accessibility, .columns)
        let countList = try container.decodeIfPresent([Double].self, forKey: .counts)  // spec-number: each checked below
        if let list = countList, let problem = SpecRules.columnCounts(list) {
            throw DecodingError.dataCorruptedError(forKey: .counts, in: container, debugDescription: problem)
        }
        counts = countList?.map { Int($0) }
    }
}
