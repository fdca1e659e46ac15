import ProofSheetSupport

/// Where one outcome sits in a suite's matrix: its screen, its value on each registered variant
/// axis (device, content-size category, column count, appearance, language, ...; an axis a
/// variant has no value on, such as the language of a screen without languages, is left out),
/// the scale, and for a tall variant split into pages, which page of how many.
///
/// Values come in the registry's (matrix) order with the labels the report shows, so reports
/// read them instead of parsing strings back. manifest.json carries them as one object with
/// sorted keys, numbers as numbers, `category` as its UIKit name, and `page` and `pageCount`
/// only for a paged variant, `language` only for a screen with languages:
///
/// ```json
/// {"appearance": "light", "category": "accessibilityExtraLarge", "columns": 2, "device": "iPhone 16",
///  "page": 2, "pageCount": 3, "scale": 2, "screen": "recipe-grid"}
/// ```
public struct VariantAxes: Hashable, Sendable, Codable {
    /// One axis's value, with the label the report shows for it. Two are equal when their axis
    /// and value are: the label follows from them.
    public struct Value: Hashable, Sendable {
        /// The axis's key (``RecordedAxis/key``): `category`.
        public let axis: String
        public let value: VariantAxisValue
        public let label: RecordedAxis.Label

        public init(axis: String, value: VariantAxisValue, label: RecordedAxis.Label) {
            self.axis = axis
            self.value = value
            self.label = label
        }

        public static func == (lhs: Value, rhs: Value) -> Bool { lhs.axis == rhs.axis && lhs.value == rhs.value }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(axis)
            hasher.combine(value)
        }
    }

    /// The screen's name as the spec gives it.
    public let screen: String
    /// The variant's value on each axis it has one on, in matrix order.
    public let values: [Value]
    /// The pixel scale of the run: 1, 2 or 3.
    public let scale: Int
    /// Which page this is, from 1; nil for a variant that fits on one page.
    public let page: Int?
    /// How many pages the variant has (more than one); nil when `page` is.
    public let pageCount: Int?

    /// The axes of one variant, with `page` of `pageCount` when it is split into pages: both or
    /// neither, and `1 <= page <= pageCount`. `values` must not use the keys `screen`, `scale`,
    /// `page` or `pageCount`, nor one key twice.
    public init(screen: String, values: [Value], scale: Int, page: Int? = nil, pageCount: Int? = nil) {
        if let problem = Self.pageProblem(page: page, pageCount: pageCount) { preconditionFailure(problem) }
        precondition(
            Set(values.map(\.axis)).count == values.count && values.allSatisfy { !Self.fixedKeys.contains($0.axis) },
            "axis keys \(values.map(\.axis))")
        self.screen = screen
        self.values = values
        self.scale = scale
        self.page = page
        self.pageCount = pageCount
    }

    /// Two are equal when they have the same screen, scale, page and value on each axis, whatever
    /// the order of the axes (a manifest read without the registry's axes has them in key order).
    public static func == (lhs: VariantAxes, rhs: VariantAxes) -> Bool {
        (lhs.screen, lhs.scale, lhs.page, lhs.pageCount) == (rhs.screen, rhs.scale, rhs.page, rhs.pageCount) && Set(lhs.values) == Set(rhs.values)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(Set(values))
        hasher.combine(scale)
        hasher.combine(page)
        hasher.combine(pageCount)
    }

    /// The value on the axis keyed `axis`; nil when the variant has none on it.
    public subscript(axis: String) -> VariantAxisValue? {
        values.first { $0.axis == axis }?.value
    }

    /// The keys that are not axis values.
    private static let fixedKeys: Set<String> = ["screen", "scale", "page", "pageCount"]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }

    /// Where a decoder finds the axes (`[RecordedAxis]`, in matrix order) whose values it reads,
    /// labels and orders; keys none of them has come after theirs, in key order, as they are.
    public static let recordedAxesKey = CodingUserInfoKey(rawValue: "ProofSheet.recordedAxes")!

    /// Decodes the manifest's object, refusing a page without a page count (or the reverse) or a
    /// page outside `1...pageCount`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let scale = try container.decode(Int.self, forKey: Key("scale"))  // spec-number: a manifest ProofSheet wrote, never a spec
        let page = try container.decodeIfPresent(Int.self, forKey: Key("page"))  // spec-number: as scale; checked below
        let pageCount = try container.decodeIfPresent(Int.self, forKey: Key("pageCount"))  // spec-number: as page
        if let problem = Self.pageProblem(page: page, pageCount: pageCount) {
            throw DecodingError.dataCorruptedError(forKey: Key("page"), in: container, debugDescription: problem)
        }
        let recorded = decoder.userInfo[Self.recordedAxesKey] as? [RecordedAxis] ?? []
        let values = try Self.values(decodedFrom: decoder, besides: Self.fixedKeys, recorded: recorded)
        self.init(screen: try container.decode(String.self, forKey: Key("screen")), values: values, scale: scale, page: page, pageCount: pageCount)
    }

    /// The axis values of the object `decoder` holds, beside its own fields (`fields`): every
    /// other key is an axis's, read, labelled and ordered by its axis in `recorded`; keys none
    /// of them has come after theirs, in key order, as they are. What manifest.json's variants and
    /// the audit's findings (`AuditFinding.AcrossSizes`) carry.
    package static func values(decodedFrom decoder: any Decoder, besides fields: Set<String>, recorded: [RecordedAxis]) throws -> [Value] {
        let container = try decoder.container(keyedBy: Key.self)
        let present = Set(container.allKeys.map(\.stringValue)).subtracting(fields)
        let unknown: [RecordedAxis] = present.subtracting(recorded.map(\.key)).sorted().map { RecordedAxis(key: $0) }
        return try (recorded.filter { present.contains($0.key) } + unknown).map { axis in
            let written = try container.decode(VariantAxisValue.self, forKey: Key(axis.key))
            let value: VariantAxisValue
            do { value = try axis.read(written) } catch {
                throw DecodingError.dataCorruptedError(forKey: Key(axis.key), in: container, debugDescription: "\(written): \(error)")
            }
            return Value(axis: axis.key, value: value, label: axis.label(value))
        }
    }

    /// Encodes `values` in the object `encoder` holds, each under its axis's key, beside the
    /// object's own fields.
    package static func encode(_ values: [Value], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for value in values { try container.encode(value.value, forKey: Key(value.axis)) }
    }

    public func encode(to encoder: any Encoder) throws {
        try Self.encode(values, to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(screen, forKey: Key("screen"))
        try container.encode(scale, forKey: Key("scale"))
        try container.encodeIfPresent(page, forKey: Key("page"))
        try container.encodeIfPresent(pageCount, forKey: Key("pageCount"))
    }

    /// Why `page` of `pageCount` is not a valid pair; nil when it is.
    private static func pageProblem(page: Int?, pageCount: Int?) -> String? {
        switch (page, pageCount) {
        case (nil, nil): nil
        case (let page?, let count?):
            count > 1 && (1...count).contains(page) ? nil : "page \(page) of \(count): a paged variant has pages 1 through a count above 1"
        default: "page and pageCount go together: \(page.map(String.init) ?? "nil") of \(pageCount.map(String.init) ?? "nil")"
        }
    }
}
