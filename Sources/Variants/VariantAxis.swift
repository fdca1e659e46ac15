import ProofSheetSupport

/// An axis a review sheet can vary along its rows or its columns: the screen, or an axis of the
/// current registry (``VariantAxisRegistry``), named by its key (`category`), as `--row-axis`
/// takes it.
package struct VariantAxis: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// `screen`, or the key of an axis of the registry.
    package let rawValue: String

    /// The axis keyed `rawValue`; nil when it is neither `screen` nor an axis of the current registry.
    package init?(rawValue: String) {
        guard rawValue == "screen" || VariantAxisRegistry.current.axis(rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    private init(key: String) {
        rawValue = key
    }

    package static let screen = VariantAxis(key: "screen")
    package static let device = VariantAxis(key: MatrixAxis.device.key)
    package static let category = VariantAxis(key: MatrixAxis.category.key)
    package static let columns = VariantAxis(key: MatrixAxis.columns.key)
    package static let appearance = VariantAxis(key: MatrixAxis.appearance.key)
    package static let language = VariantAxis(key: MatrixAxis.language.key)

    /// The screen, then the current registry's axes in matrix order.
    package static var allCases: [VariantAxis] {
        [.screen] + VariantAxisRegistry.current.axes.map { VariantAxis(key: $0.key) }
    }

    /// The registry's axis; nil for the screen.
    private var axis: MatrixAxis? {
        guard self != .screen else { return nil }
        guard let axis = VariantAxisRegistry.current.axis(rawValue) else { preconditionFailure("no variant axis \(rawValue) is registered") }
        return axis
    }

    /// How the sheet's corner names the axis.
    package var title: String {
        axis?.title ?? "screen"
    }

    /// The value `variant` has on this axis.
    package func value(of variant: Variant) -> AxisValue {
        axis?.sheetValue(variant) ?? AxisValue(id: variant.screen, rank: nil)
    }

    /// A row or column label for `variant`'s value on this axis.
    package func header(for variant: Variant) -> SheetHeader {
        axis?.header(variant) ?? SheetHeader(title: variant.screen)
    }

    /// The value as a file name part: `iphone-16`, `2col`, `dark`, `de`; nil for the language of
    /// a screen without languages, so its sheets keep their names.
    package func fileNamePart(for variant: Variant) -> String? {
        guard let axis else { return Slug.make(variant.screen) }
        return axis.fileNamePart(variant)
    }

    /// The value as the sheet's details name it; nil for the language of a screen without
    /// languages.
    package func describe(_ variant: Variant) -> String? {
        guard let axis else { return "screen \(variant.screen)" }
        return axis.describe(variant)
    }
}

/// One value of an axis: its identity and, for ordered axes, its place in the order (categories
/// small to large, column counts ascending). Unranked values keep the spec's order.
package struct AxisValue: Hashable {
    package var id: String
    package var rank: Int?
}
