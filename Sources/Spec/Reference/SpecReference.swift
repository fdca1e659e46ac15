import DynamicType
import Localization
import ProofSheetSupport

/// What a spec key's value is, for the spec reference (docs/spec-reference.md) and the spec's
/// JSON Schema (docs/schemas/spec.schema.json), both written from this one description by
/// tools/spec-reference. Ranges are the ``NumberLimit``s the decoders check, names the cases
/// the decoders accept.
package indirect enum SpecValueType: Sendable {
    /// Any text.
    case text
    /// A name that becomes a file or folder name (``ProofSheetSupport/Slug/problem(withName:)``).
    case name
    /// `true` or `false`.
    case boolean
    /// A number within `limit` (a whole number when the limit says so).
    case number(NumberLimit)
    /// Any finite number.
    case anyNumber
    /// One of a fixed set of names.
    case names(SpecNames)
    /// One of a fixed set of whole numbers (`weight: 600`).
    case integers([Int])
    /// Text, a number or a boolean, kept as text (an item's field).
    case scalar
    /// Text (the same in every language), text per language (`{en: Settings, de: Einstellungen}`)
    /// or a string key (``SpecObject/stringKey``).
    case localizedText
    /// A colour: a hex literal, an iOS system colour name or a name the spec defines under `colors`.
    case color
    /// A language tag (`en`, `pt-BR`) or a pseudolanguage (`double-length`).
    case languageTag
    /// A mapping with the keys of `object`.
    case object(SpecObject)
    /// A list of values: `minItems` at least, `maxItems` at most (nil: no limit), each listed
    /// once when `unique`.
    case list(SpecValueType, minItems: Int = 0, maxItems: Int? = nil, unique: Bool = false)
    /// Any of these forms.
    case either([SpecValueType])
    /// A mapping of names the spec chooses (`keys`, a pattern or names) to values.
    case map(keys: SpecMapKeys, values: SpecValueType)
    /// Nothing: a key written with no value (`- spacer:`).
    case null
}

extension SpecValueType {
    /// Whether the value is a number, a name or a flag (or may be one): what a template writes
    /// as a `{field}` placeholder in its place, text where the schema expects no text.
    package var isScalar: Bool {
        switch self {
        case .boolean, .number, .anyNumber, .names, .integers: true
        case .either(let types): types.contains(where: \.isScalar)
        default: false
        }
    }
}

/// The keys of a mapping whose keys a spec chooses (``SpecValueType/map(keys:values:)``).
package enum SpecMapKeys: Sendable {
    /// Any name (an item's field, a colour name).
    case any
    /// One of these names (`textStyles`: a text style).
    case names(SpecNames)
    /// A language tag, but not `key` (a mapping with `key` is a string key).
    case languageTags
}

/// A fixed set of names a spec key accepts: the canonical names, one per value, every spelling
/// the decoder accepts, and what else in a name the decoder forgives.
package struct SpecNames: Sendable {
    /// What in a name the decoder ignores when it compares it with the spellings.
    package enum Tolerance: Sendable {
        /// Nothing: the name is one of the spellings.
        case none
        /// Letter case (``SpecNamedValue``).
        case letterCase
        /// Letter case, white space, `_` and `-` anywhere (a content-size category, a text style, a font weight).
        case letterCaseAndSeparators
        /// Letter case and everything but letters and digits (a device preset).
        case letterCaseAndPunctuation
    }

    /// The schema's name for the set (`category`).
    package let id: String
    /// What a name is called: "appearance".
    package let kind: String
    /// One name per value, as the reference shows them.
    package let canonical: [String]
    /// Every spelling the decoder accepts as written, canonical ones first (the schema's enum).
    package let spellings: [String]
    package let tolerance: Tolerance
    /// The other spellings, for the reference.
    package let note: String?

    package init(id: String, kind: String, canonical: [String], spellings: [String] = [], tolerance: Tolerance, note: String? = nil) {
        self.id = id
        self.kind = kind
        self.canonical = canonical
        var seen = Set<String>()
        self.spellings = (canonical + spellings).filter { seen.insert($0).inserted }
        self.tolerance = tolerance
        self.note = note
    }

    /// What the decoder forgives, for the reference; nil when nothing.
    package var toleranceNote: String? {
        switch tolerance {
        case .none: nil
        case .letterCase: "any letter case"
        case .letterCaseAndSeparators: "any letter case, spaces, `_` and `-`"
        case .letterCaseAndPunctuation: "any letter case, spaces and punctuation"
        }
    }

    /// A regular expression (ECMA 262, as JSON Schema's `pattern`) matching every name the
    /// decoder accepts, spelled with the tolerance it has; nil when it has none.
    package var pattern: String? {
        let gap: String
        switch tolerance {
        case .none: return nil
        case .letterCase: gap = ""
        case .letterCaseAndSeparators: gap = #"[\s_-]*"#
        case .letterCaseAndPunctuation: gap = "[^A-Za-z0-9]*"
        }
        var seen = Set<String>()
        let alternatives = spellings.filter { seen.insert($0.lowercased()).inserted }.map { spelling in
            spelling.filter { gap.isEmpty || $0.isLetter || $0.isNumber }.map { character in
                let text = String(character)
                if character.isLetter { return "[\(text.lowercased())\(text.uppercased())]" }
                return #"\^$.|?*+()[]{}/-"#.contains(character) ? "\\" + text : text
            }.joined(separator: gap)
        }
        return "^" + gap + "(?:" + alternatives.joined(separator: "|") + ")" + gap + "$"
    }

    /// The names of a ``SpecNamedValue``, which the decoder accepts in any letter case.
    package static func of<Value: SpecNamedValue>(_ type: Value.Type, id: String) -> SpecNames {
        SpecNames(id: id, kind: Value.specKind, canonical: Value.allCases.map(\.rawValue), tolerance: .letterCase)
    }

    package static let appearance = of(Appearance.self, id: "appearance")
    package static let legibilityWeight = of(LegibilityWeight.self, id: "legibilityWeight")
    package static let contrast = of(AppearanceContrast.self, id: "contrast")
    package static let axis = of(Axis.self, id: "axis")
    package static let stackAlignment = of(StackAlignment.self, id: "stackAlignment")
    package static let lineBreakMode = of(LineBreakMode.self, id: "lineBreakMode")
    package static let textAlignment = of(TextAlignment.self, id: "textAlignment")
    package static let stackDistribution = of(StackDistribution.self, id: "stackDistribution")
    package static let placement = of(MasonryItemRenderDirection.self, id: "placement")
    package static let lineHeight = of(LineHeightSource.self, id: "lineHeight")
    package static let contentInsetAdjustment = of(ContentInsetAdjustmentBehavior.self, id: "contentInsetAdjustmentBehavior")
    package static let sectionInsetReference = of(SectionInsetReference.self, id: "sectionInsetReference")
    package static let listStyle = of(ListStyle.self, id: "listStyle")
    package static let contentMode = of(ImageContentMode.self, id: "contentMode")
    package static let buttonStyle = of(ButtonConfigurationStyle.self, id: "buttonStyle")
    package static let buttonSize = of(ButtonSize.self, id: "buttonSize")
    package static let cornerStyle = of(ButtonCornerStyle.self, id: "cornerStyle")
    package static let imagePlacement = of(ButtonImagePlacement.self, id: "imagePlacement")
    package static let symbolScale = of(SymbolScale.self, id: "symbolScale")
    package static let listContentStyle = of(ListContentStyle.self, id: "listContentStyle")
    package static let accessibilityTrait = of(AccessibilityTrait.self, id: "accessibilityTrait")
    /// `reservedLayoutWidth: standard`, UIKit's `standardDimension`.
    package static let standardDimension = SpecNames(
        id: "standardDimension", kind: "reserved layout width", canonical: ["standard"], tolerance: .letterCase)
    /// The accessories written as a name alone (`- disclosureIndicator`).
    package static let accessoryName = SpecNames(id: "accessoryName", kind: "accessory", canonical: CellAccessory.simpleNames, tolerance: .letterCase)
    /// The SF Symbol names the bundled stand-in set draws (``StandInSymbols``), exact as Apple spells them.
    package static let symbolName = SpecNames(id: "symbolName", kind: "symbol name", canonical: StandInSymbols.names, tolerance: .none)
    /// An image view's round shape (`cornerRadius: circle`).
    package static let circle = SpecNames(id: "circle", kind: "corner radius", canonical: ["circle"], tolerance: .letterCase)
    package static let layoutKind = SpecNames(
        id: "layoutKind", kind: "layout kind", canonical: LayoutSpec.KindName.allCases.map(\.rawValue), tolerance: .none)
    package static let fontWeight = SpecNames(
        id: "fontWeight", kind: "font weight", canonical: FontWeight.allCases.map(\.rawValue),
        spellings: FontWeight.allCases.map { String($0.cssWeight) }, tolerance: .letterCaseAndSeparators, note: "or its CSS weight, 100 to 900")
    /// Content-size categories: UIKit names first, then short labels, raw values and SwiftUI names.
    package static let category = SpecNames(
        id: "category", kind: "content size category", canonical: ContentSizeCategory.allCases.map(\.name),
        spellings: ContentSizeCategory.allCases.flatMap { [$0.shortLabel, $0.uikitRawValue] + ($0.swiftUIName.map { [$0] } ?? []) },
        tolerance: .letterCaseAndSeparators, note: "also the short label (`AX1`), the UIKit raw value or the SwiftUI name")
    package static let textStyle = SpecNames(
        id: "textStyle", kind: "text style", canonical: TextStyle.allCases.map(\.name),
        spellings: TextStyle.allCases.flatMap { [$0.uikitRawValue, $0.swiftUIName, $0.shortLabel] }, tolerance: .letterCaseAndSeparators,
        note: "also the UIKit raw value, the SwiftUI name or the HIG label")
    /// Device presets in both orientations, and the short names the decoder also takes.
    package static let device = SpecNames(
        id: "devicePreset", kind: "device preset", canonical: Device.presets.map(\.name),
        spellings: Device.presets.map { $0.name.replacingOccurrences(of: " (3rd generation)", with: "") }, tolerance: .letterCaseAndPunctuation,
        note: "also without ` (3rd generation)`")

    /// Every set of names the reference uses, for the schema's definitions.
    package static let all: [SpecNames] = [
        appearance, legibilityWeight, contrast, axis, stackAlignment, lineBreakMode, placement, lineHeight, layoutKind, fontWeight, category,
        textStyle, device,
        contentInsetAdjustment, sectionInsetReference, textAlignment, stackDistribution, buttonStyle, buttonSize, cornerStyle, imagePlacement,
        symbolScale, symbolName, listStyle, listContentStyle, standardDimension, accessoryName, contentMode, circle, accessibilityTrait,
    ]
}

/// A spec key's entry in the reference: its type, whether it must be written or its default,
/// what it does and a short example.
package struct SpecKeyReference: Sendable {
    package let type: SpecValueType
    /// Whether the key must be written.
    package let isRequired: Bool
    /// The value the key takes when it is left out, as a spec would write it; nil when required,
    /// or when leaving it out means "none" (the summary says what).
    package let defaultValue: String?
    /// One sentence (or two) on what the key does.
    package let summary: String
    /// The key with a value, as a spec writes it (`spacing: 8`).
    package let example: String

    /// A key that must be written.
    package static func required(_ type: SpecValueType, _ summary: String, example: String) -> SpecKeyReference {
        SpecKeyReference(type: type, isRequired: true, defaultValue: nil, summary: summary, example: example)
    }

    /// A key that may be left out, taking `defaultValue` (nil: none).
    package static func optional(_ type: SpecValueType, default defaultValue: String? = nil, _ summary: String, example: String)
        -> SpecKeyReference
    {
        SpecKeyReference(type: type, isRequired: false, defaultValue: defaultValue, summary: summary, example: example)
    }
}

/// The keys of one mapping in a spec, as the decoder that reads it knows them: every
/// `CodingKeys` enum that ``Swift/Decoder/rejectUnknownKeys(_:allowing:)`` checks conforms, so a
/// new key cannot compile without its reference entry (the `switch` in `reference` is exhaustive).
package protocol SpecKeyTable: CodingKey, CaseIterable {
    /// The key's entry in the spec reference and the schema.
    var reference: SpecKeyReference { get }
}

extension SpecKeyTable {
    /// Every key with its entry, in the order the enum declares them.
    static var entries: [(key: String, reference: SpecKeyReference)] { allCases.map { ($0.stringValue, $0.reference) } }
}
