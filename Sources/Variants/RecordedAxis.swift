/// One axis value as manifest.json carries it: a string (`"iPhone 16"`, `"accessibilityExtraLarge"`)
/// or a number (`2`), written bare.
public enum VariantAxisValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case text(String)
    case number(Int)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {  // spec-number: a manifest ProofSheet wrote, never a spec
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        }
    }

    /// The value as text: the string, or the number in decimal.
    public var description: String {
        switch self {
        case .text(let text): text
        case .number(let number): String(number)
        }
    }
}

/// What reports know of a variant axis: its key in manifest.json and the report's filters, and
/// how the report labels its values. The variant axis registry (`VariantAxisRegistry`)
/// gives one per axis, so reading a manifest restores the labels and the matrix
/// order the run had.
public struct RecordedAxis: Sendable {
    /// How the report shows one value: the label chips and the URL hash use (`AX3`), the full
    /// value, which the URL hash accepts too (`accessibilityExtraLarge`), the value in a
    /// variant's line of axis values (`2 col`; by default the label), and the value in a
    /// sentence naming a variant, as the audit's texts and review sheets' captions write it
    /// (`2 columns`; by default the title).
    public struct Label: Hashable, Sendable {
        public var label: String
        public var title: String
        public var caption: String
        public var phrase: String

        public init(label: String, title: String, caption: String? = nil, phrase: String? = nil) {
            self.label = label
            self.title = title
            self.caption = caption ?? label
            self.phrase = phrase ?? title
        }
    }

    /// The axis's key in manifest.json and the report: `category`.
    public let key: String
    private let reading: @Sendable (VariantAxisValue) throws -> VariantAxisValue
    private let labelling: @Sendable (VariantAxisValue) -> Label

    /// An axis whose manifest values `read` checks and spells as ProofSheet writes them (by
    /// default as they are), and `label` labels (by default each as itself).
    public init(
        key: String, read: @escaping @Sendable (VariantAxisValue) throws -> VariantAxisValue = { $0 },
        label: @escaping @Sendable (VariantAxisValue) -> Label = { Label(label: $0.description, title: $0.description) }
    ) {
        self.key = key
        reading = read
        labelling = label
    }

    /// A value read from a manifest, as ProofSheet writes it (`AX3` reads as
    /// `accessibilityExtraLarge`); an error when it is none of the axis's values.
    public func read(_ value: VariantAxisValue) throws -> VariantAxisValue { try reading(value) }

    /// `value` as the report shows it.
    public func label(_ value: VariantAxisValue) -> Label { labelling(value) }
}
