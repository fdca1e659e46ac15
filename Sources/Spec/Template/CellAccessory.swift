import DynamicType

/// One trailing accessory of a cell, as `UICellAccessory` (and `UITableViewCell.accessoryType`)
/// draws it: outside the cell's content, which is narrowed by the accessories' width. A cell
/// template lists them in `accessories`, leading to trailing. Every number they are drawn with is
/// in `AccessoryMetrics` (docs/components.md, "Cell accessories").
public enum CellAccessory: Hashable, Sendable {
    /// `UICellAccessory.disclosureIndicator()`: "a chevron that points in the trailing direction".
    case disclosureIndicator
    /// `UICellAccessory.checkmark()`.
    case checkmark
    /// `UICellAccessory.detail()` (`UITableViewCell.AccessoryType.detailButton`): the info button.
    case detailButton
    /// A `UISwitch` as a custom accessory view.
    case `switch`(SwitchTemplate)
    /// `UICellAccessory.label(text:)`: a short text, one line (its font is `body`, Apple's default).
    case label(LabelTemplate)
    /// `UICellAccessory.customView(configuration:)`: any element.
    case custom(TemplateElement)

    /// The names an entry may be written as alone (`- disclosureIndicator`; `- switch` is an off switch).
    package static let simpleNames = ["disclosureIndicator", "checkmark", "detailButton", "switch"]

    /// The label accessory showing `text` (`{field}` placeholders filled from the item): body, one
    /// line, truncated at the tail, in `color` (nil: `secondaryLabel`, docs/components.md).
    public static func label(text: String, color: String? = nil) -> CellAccessory {
        .label(
            LabelTemplate(
                text: text, font: .style(AccessoryMetrics.labelTextStyle), lines: 1, lineBreakMode: .truncateTail,
                color: color ?? AccessoryMetrics.labelColor))
    }
}

/// The mapping of a `label:` accessory: its text and colour.
struct AccessoryLabelBody: Decodable {
    var template: LabelTemplate

    enum CodingKeys: String, CodingKey, CaseIterable { case text, color }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let color = try container.decodeColor(.color, default: AccessoryMetrics.labelColor, userInfo: decoder.userInfo)
        guard case .label(let label) = CellAccessory.label(text: try container.decode(String.self, forKey: .text), color: color) else {
            preconditionFailure("CellAccessory.label(text:color:) makes a label accessory")
        }
        template = label
    }
}

extension CellAccessory: Decodable {
    /// The kinds an accessory written as a one-key mapping names.
    enum Kind: String, CodingKey, CaseIterable { case `switch`, label, custom }

    /// An accessory is written as a name, `disclosureIndicator`, `checkmark`, `detailButton` or
    /// `switch` (an off switch), or as a one-key mapping naming its kind:
    /// `{switch: {isOn: true}}`, `{label: {text: "{count}"}}` or `{custom: <element>}`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name.lowercased() {
            case "disclosureindicator": self = .disclosureIndicator
            case "checkmark": self = .checkmark
            case "detailbutton": self = .detailButton
            case "switch": self = .switch(SwitchTemplate())
            case "label", "custom":
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "a \(name) accessory is a mapping: {label: {text: \"{count}\"}} or {custom: <element>}")
            default:
                let error = NameError(kind: "accessory", given: name, validNames: Self.simpleNames + [Kind.label.rawValue, Kind.custom.rawValue])
                throw DecodingError.dataCorruptedError(in: single, debugDescription: error.description)
            }
            return
        }
        guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.formDescription))
        }
        try decoder.rejectUnknownKeys(Kind.self)
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.formDescription))
        }
        switch kind {
        case .switch:
            self = .switch(try container.decodeNil(forKey: kind) ? SwitchTemplate() : try container.decode(SwitchTemplate.self, forKey: kind))
        case .label: self = .label(try container.decode(AccessoryLabelBody.self, forKey: kind).template)
        case .custom: self = .custom(try container.decode(TemplateElement.self, forKey: kind))
        }
    }

    /// What an accessory may be written as, for an entry that is neither.
    static let formDescription =
        "an accessory is disclosureIndicator, checkmark, detailButton or switch, or a mapping with exactly one key: switch, label or custom"
}
