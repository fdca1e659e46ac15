/// One arranged view in a cell template, written in a spec as a one-key mapping naming its kind:
/// `- label: {...}`, `- image: {...}`, `- stack: {...}`, `- spacer: {...}`, `- button: {...}`, `- switch: {...}`,
/// `- segmentedControl: {...}`, `- searchField: {...}`, `- listContent: {...}`.
public indirect enum TemplateElement: Hashable, Sendable {
    case label(LabelTemplate)
    case image(ImageTemplate)
    case stack(StackTemplate)
    /// Flexible empty space, at least `minimumLength` long along its stack's axis.
    case spacer(minimumLength: Double)
    /// A `UIButton` with a `UIButton.Configuration`.
    case button(ButtonTemplate)
    /// A `UISwitch`.
    case `switch`(SwitchTemplate)
    /// A `UISegmentedControl`.
    case segmentedControl(SegmentedControlTemplate)
    /// A `UISearchBar` with its search text field.
    case searchField(SearchFieldTemplate)
    /// A `UIListContentConfiguration`: image, text and secondary text as a list cell lays them out.
    case listContent(ListContentTemplate)
}

extension TemplateElement: Decodable {
    enum Kind: String, CodingKey, CaseIterable { case label, image, stack, spacer, button, `switch`, segmentedControl, searchField, listContent }

    /// The mapping of a `spacer:` element.
    struct SpacerBody: Decodable {
        var length: Double
        enum CodingKeys: String, CodingKey, CaseIterable { case length }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            length = try decoder.container(keyedBy: CodingKeys.self).decodeNumber(.length, .length, default: 0)
        }
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Kind.self)
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "an element is a mapping with exactly one key naming its kind: label, image, stack, spacer, button, switch, segmentedControl, searchField or listContent"
                ))
        }
        switch kind {
        case .label: self = .label(try container.decode(LabelTemplate.self, forKey: kind))
        case .image: self = .image(try container.decode(ImageTemplate.self, forKey: kind))
        case .stack: self = .stack(try container.decode(StackTemplate.self, forKey: kind))
        case .spacer:
            let body = try container.decodeNil(forKey: kind) ? nil : try container.decode(SpacerBody.self, forKey: kind)
            self = .spacer(minimumLength: body?.length ?? 0)
        case .button: self = .button(try container.decode(ButtonTemplate.self, forKey: kind))
        case .switch:
            self = .switch(try container.decodeNil(forKey: kind) ? SwitchTemplate() : try container.decode(SwitchTemplate.self, forKey: kind))
        case .segmentedControl: self = .segmentedControl(try container.decode(SegmentedControlTemplate.self, forKey: kind))
        case .searchField:
            self = .searchField(
                try container.decodeNil(forKey: kind) ? SearchFieldTemplate() : try container.decode(SearchFieldTemplate.self, forKey: kind))
        case .listContent: self = .listContent(try container.decode(ListContentTemplate.self, forKey: kind))
        }
    }
}
