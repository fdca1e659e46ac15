import DynamicType
import Snapshot
import Spec
import Variants

extension VariantAxes {
    /// The axes of a variant on the standard axes, labelled as the registry's axes label them
    /// (ProofSheet's `VariantAxisRegistry.standard`, which these tests cannot see): a category by
    /// its short label, a column count captioned `2 col`.
    package init(
        screen: String, device: String, category: ContentSizeCategory, columns: Int, appearance: Appearance, language: String? = nil,
        scale: Int, page: Int? = nil, pageCount: Int? = nil
    ) {
        let plain = { (axis: String, value: VariantAxisValue) in
            Value(axis: axis, value: value, label: .init(label: value.description, title: value.description))
        }
        let values =
            [
                plain("device", .text(device)),
                Value(axis: "category", value: .text(category.name), label: .init(label: category.shortLabel, title: category.name)),
                Value(
                    axis: "columns", value: .number(columns), label: .init(label: String(columns), title: String(columns), caption: "\(columns) col")),
                plain("appearance", .text(appearance.rawValue)),
            ] + (language.map { [plain("language", .text($0))] } ?? [])
        self.init(screen: screen, values: values, scale: scale, page: page, pageCount: pageCount)
    }
}
