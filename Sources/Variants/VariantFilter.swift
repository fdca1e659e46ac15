import DynamicType
import Foundation
import Localization
import ProofSheetSupport
import Spec

/// Narrows a matrix on any axis: by screen, and on each axis of the registry by the entries its
/// filter flag gave (`MatrixAxis.filterFlag`, read by `MatrixAxis.filterValues(parsing:)`). An
/// empty axis keeps everything on it.
public struct VariantFilter: Hashable, Sendable {
    public var screens: Set<String> = []
    /// Each axis's entries by axis key, in the order given: devices by name, categories, column
    /// counts, appearances, languages by tag (`de`, `pt-BR`) or pseudolanguage name (a screen
    /// without languages has none, so a language filter leaves out its variants).
    package private(set) var axes: [String: [MatrixAxis.Value]] = [:]
    /// The ranges among those entries, by axis key: values one filter text named together
    /// (`AX1...AX5`). A range is refused only when no variant has any of its values, so a range
    /// wider than a screen's `categories` narrows to those it has.
    package private(set) var ranges: [String: [[MatrixAxis.Value]]] = [:]

    /// A filter of the standard axes' values.
    public init(
        screens: Set<String> = [], devices: [String] = [], categories: Set<ContentSizeCategory> = [], columns: Set<Int> = [],
        appearances: Set<Appearance> = [], languages: Set<LanguageTag> = []
    ) {
        self.init(
            screens: screens,
            axes: [
                "device": devices.map(MatrixAxis.Value.init), "category": categories.sorted().map(MatrixAxis.Value.init),
                "columns": columns.sorted().map(MatrixAxis.Value.init),
                "appearance": Appearance.allCases.filter(appearances.contains).map(MatrixAxis.Value.init),
                "language": languages.sorted().map(MatrixAxis.Value.init),
            ])
    }

    /// A filter of `screens` and of any axis's entries, by axis key, in the order given (the
    /// values its filter flag parses to, ``MatrixAxis/filterValues(parsing:)``); an axis with
    /// none is not narrowed.
    package init(screens: Set<String> = [], axes: [String: [MatrixAxis.Value]]) {
        self.screens = screens
        for (key, entries) in axes { self[axis: key] = entries }
    }

    /// Narrows the axis keyed `key` to `values` as well, the values one filter text names; several
    /// are a range (``ranges``).
    package mutating func add(_ values: [MatrixAxis.Value], on key: String) {
        self[axis: key] += values.filter { !self[axis: key].contains($0) }
        if values.count > 1 { ranges[key, default: []].append(values) }
    }

    /// True when no axis is narrowed.
    public var isEmpty: Bool { screens.isEmpty && axes.isEmpty }

    /// The entries of the axis keyed `key`, in the order given; setting none stops narrowing it.
    package subscript(axis key: String) -> [MatrixAxis.Value] {
        get { axes[key] ?? [] }
        set { axes[key] = newValue.isEmpty ? nil : newValue }
    }

    public static func == (lhs: VariantFilter, rhs: VariantFilter) -> Bool {
        lhs.screens == rhs.screens && lhs.axes.mapValues(Set.init) == rhs.axes.mapValues(Set.init)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screens)
        hasher.combine(axes.mapValues(Set.init))
    }

    /// Parses one `--category` value: a named category in any spelling (not `unspecified`), or an inclusive range
    /// `AX1...AX5` (also `..`), in either order.
    public static func categories(parsing text: String) throws(NameError) -> [ContentSizeCategory] {
        try ContentSizeCategory.categories(parsing: text)
    }

    func keeps(screen: String) -> Bool { screens.isEmpty || screens.contains(screen) }

    /// Whether `variant`'s value on `axis` is one the filter keeps.
    func keeps(_ variant: Variant, on axis: MatrixAxis) -> Bool {
        guard let wanted = axes[axis.key] else { return true }
        return axis.keeps(wanted, variant)
    }
}
