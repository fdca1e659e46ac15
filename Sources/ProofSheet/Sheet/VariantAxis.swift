import DynamicType
import Localization
import ProofSheetSupport
import Rendering

/// An axis of the variant matrix: what a review sheet can vary along its rows or its columns.
public enum VariantAxis: String, CaseIterable, Hashable, Sendable {
    case screen
    case device
    case category
    case columns
    case appearance
    /// The language (a screen without languages has one value, `none`).
    case language

    /// How the sheet's corner names the axis.
    public var title: String {
        switch self {
        case .screen: "screen"
        case .device: "device"
        case .category: "content size"
        case .columns: "column count"
        case .appearance: "appearance"
        case .language: "language"
        }
    }

    /// The value `variant` has on this axis.
    func value(of variant: Variant) -> AxisValue {
        switch self {
        case .screen: AxisValue(id: variant.screen, rank: nil)
        case .device: AxisValue(id: variant.device.slug, rank: nil)
        case .category: AxisValue(id: variant.category.name, rank: variant.category.rawValue)
        case .columns: AxisValue(id: String(variant.columns), rank: variant.columns)
        case .appearance: AxisValue(id: variant.appearance.rawValue, rank: Appearance.allCases.firstIndex(of: variant.appearance))
        case .language: AxisValue(id: variant.language?.identifier ?? "", rank: nil)
        }
    }

    /// A row or column label for `variant`'s value on this axis.
    func header(for variant: Variant) -> ReviewSheet.Header {
        switch self {
        case .screen:
            return ReviewSheet.Header(title: variant.screen)
        case .device:
            return ReviewSheet.Header(title: variant.device.name, detail: "\(variant.device.size.width.compact) × \(variant.device.size.height.compact) pt")
        case .category:
            let body = TypeRamp.pointSize(.body, variant.category).compact
            return ReviewSheet.Header(title: variant.category.shortLabel, detail: "body \(body) pt")
        case .columns:
            return ReviewSheet.Header(title: variant.columns.counted("column"))
        case .appearance:
            return ReviewSheet.Header(title: variant.appearance == .light ? "Light" : "Dark")
        case .language:
            guard let language = variant.language else { return ReviewSheet.Header(title: "as written") }
            return ReviewSheet.Header(title: language.identifier, detail: language.isRightToLeft ? "right to left" : nil)
        }
    }

    /// The value as a file name part: `iphone-16`, `2col`, `dark`, `de`; nil for the language of
    /// a screen without languages, so its sheets keep their names.
    func fileNamePart(for variant: Variant) -> String? {
        switch self {
        case .screen: Slug.make(variant.screen)
        case .device: variant.device.slug
        case .category: variant.category.name
        case .columns: "\(variant.columns)col"
        case .appearance: variant.appearance.rawValue
        case .language: variant.language?.identifier
        }
    }

    /// The value as the sheet's details name it; nil for the language of a screen without
    /// languages.
    func describe(_ variant: Variant) -> String? {
        switch self {
        case .screen: "screen \(variant.screen)"
        case .device: "\(variant.device.name), \(variant.device.size.width.compact) pt wide"
        case .category: variant.category.name
        case .columns: variant.columns.counted("column")
        case .appearance: variant.appearance.rawValue
        case .language: variant.language.map { "language \($0.identifier)" }
        }
    }
}

/// One value of an axis: its identity and, for ordered axes, its place in the order (categories
/// small to large, column counts ascending). Unranked values keep the spec's order.
struct AxisValue: Hashable {
    var id: String
    var rank: Int?
}
