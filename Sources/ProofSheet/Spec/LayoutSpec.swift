/// The `layout:` mapping of a screen: the collection layout and its spacing.
struct LayoutSpec: Decodable {
    var kind: ScreenLayoutInput.Kind
    var contentInset: EdgeInsets
    var sectionInset: EdgeInsets
    var interitemSpacing: Double
    var lineSpacing: Double

    enum KindName: String, Decodable, CaseIterable { case list, flow, grid, masonry }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, contentInset, sectionInset, interitemSpacing, lineSpacing
        case separatorInset, uniformItemSize, columnSpacing, placement, cellPadding
    }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        guard let kindName = KindName(rawValue: name) else {
            let error = NameError(kind: "layout kind", given: name, validNames: KindName.allCases.map(\.rawValue))
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: error.description)
        }
        contentInset = try container.decode(.contentInset, default: FlexibleInsets(insets: .zero)).insets
        sectionInset = try container.decode(.sectionInset, default: FlexibleInsets(insets: .zero)).insets
        interitemSpacing = try container.decode(.interitemSpacing, default: kindName == .flow ? 10 : 0)
        lineSpacing = try container.decode(.lineSpacing, default: kindName == .flow ? 10 : 0)
        for key in [CodingKeys.interitemSpacing, .lineSpacing] {
            let value = key == .interitemSpacing ? interitemSpacing : lineSpacing
            guard value >= 0, value.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(key.stringValue) \(value) cannot be negative")
            }
        }
        switch kindName {
        case .list: kind = .list(separatorInset: try container.decode(.separatorInset, default: 16))
        case .flow: kind = .flow(uniformItemSize: try container.decode(.uniformItemSize, default: false))
        case .grid: kind = .grid
        case .masonry:
            if let padding = try container.decodeIfPresent(Double.self, forKey: .cellPadding) {
                kind = .masonry(.kodeco(cellPadding: padding))
            } else {
                kind = .masonry(.waterfall(
                    columnSpacing: try container.decode(.columnSpacing, default: 10),
                    interitemSpacing: try container.decode(.interitemSpacing, default: 10),
                    direction: try container.decode(.placement, default: .shortestFirst)
                ))
            }
        }
    }
}
