import DynamicType
import ProofSheetSupport

/// The `layout:` mapping of a screen: the collection layout and its spacing.
struct LayoutSpec: Decodable {
    var kind: ScreenLayoutInput.Kind
    var contentInset: EdgeInsets
    var sectionInset: EdgeInsets
    var interitemSpacing: Double
    var lineSpacing: Double
    var safeArea: SafeAreaInsetting

    enum KindName: String, Decodable, CaseIterable { case list, flow, grid, masonry }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, contentInset, sectionInset, interitemSpacing, lineSpacing
        case separatorInset, uniformItemSize, columnSpacing, placement, cellPadding
        case contentInsetAdjustmentBehavior, insetsContentViewsToSafeArea, sectionInsetReference
        case style
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
        interitemSpacing = try container.decodeNumber(.interitemSpacing, .length, default: kindName == .flow ? 10 : 0)
        lineSpacing = try container.decodeNumber(.lineSpacing, .length, default: kindName == .flow ? 10 : 0)
        safeArea = SafeAreaInsetting(
            contentInsetAdjustment: try container.decode(.contentInsetAdjustmentBehavior, default: .automatic),
            insetsContentViewsToSafeArea: try container.decode(.insetsContentViewsToSafeArea, default: true),
            sectionInsetReference: try container.decode(.sectionInsetReference, default: .contentInset)
        )
        if kindName != .list, container.contains(.style) {
            throw DecodingError.dataCorruptedError(
                forKey: .style, in: container,
                debugDescription:
                    "style applies to a list layout (plain, grouped or insetGrouped), not to \(name.quoted); leave it out or use kind: list")
        }
        switch kindName {
        case .list:
            kind = .list(
                separatorInset: try container.decodeNumberIfPresent(.separatorInset, .length),
                style: try container.decodeIfPresent(ListStyle.self, forKey: .style))
        case .flow: kind = .flow(uniformItemSize: try container.decode(.uniformItemSize, default: false))
        case .grid: kind = .grid
        case .masonry:
            if let padding = try container.decodeNumberIfPresent(.cellPadding, .length) {
                kind = .masonry(.kodeco(cellPadding: padding))
            } else {
                kind = .masonry(
                    .waterfall(
                        columnSpacing: try container.decodeNumber(.columnSpacing, .length, default: 10),
                        interitemSpacing: try container.decodeNumber(.interitemSpacing, .length, default: 10),
                        direction: try container.decode(.placement, default: .shortestFirst)
                    ))
            }
        }
    }
}
