import DynamicType
import Localization
import ProofSheetSupport
import Spec

/// The axes of the variant matrix, in matrix order: the matrix is their product (for each
/// screen), and filters, baseline names, manifests, the report's filters, review sheets and
/// fingerprints iterate them (``MatrixAxis``).
///
/// ``current`` is the registry a run uses: ``standard`` unless a task binds another, as a test
/// does to register an axis of its own:
///
/// ```swift
/// try VariantAxisRegistry.$current.withValue(.standard.adding(contrast)) { ... }
/// ```
package struct VariantAxisRegistry: Sendable {
    /// The axes, in matrix order: an axis's values may depend on the values of those before it.
    package let axes: [MatrixAxis]

    /// The keys no axis may have: manifests and sheets name a variant's screen, scale and page
    /// with them beside the axes' keys.
    package static let reservedKeys: Set<String> = ["screen", "scale", "page", "pageCount"]

    /// A registry of `axes`, in matrix order. Their keys must differ, and none may be one of
    /// ``reservedKeys``.
    package init(_ axes: [MatrixAxis]) {
        let keys = axes.map(\.key)
        precondition(Set(keys).count == keys.count, "axis keys \(keys) repeat")
        precondition(Set(keys).isDisjoint(with: Self.reservedKeys), "axis keys \(keys) take a reserved key")
        self.axes = axes
    }

    /// Device, content-size category, column count, appearance, language, Bold Text, contrast.
    package static let standard = VariantAxisRegistry([.device, .category, .columns, .appearance, .language, .legibilityWeight, .contrast])

    /// The registry of the current task.
    @TaskLocal package static var current = standard

    /// This registry with `axis` last in matrix order.
    package func adding(_ axis: MatrixAxis) -> VariantAxisRegistry {
        VariantAxisRegistry(axes + [axis])
    }

    /// The axis keyed `key`; nil when there is none.
    package func axis(_ key: String) -> MatrixAxis? {
        axes.first { $0.key == key }
    }

    /// One `AXIS=VALUE` filter entry (`category=AX1...AX3`, `language=de`, `bold-text=on`): the
    /// axis, named by its key or by its filter flag without the dashes, and the values its filter
    /// reads from the text after `=`. What `--only` takes on the command line, so an axis added to
    /// the registry is filterable there without a flag of its own.
    package func filterEntry(parsing text: String) throws -> (axis: MatrixAxis, values: [MatrixAxis.Value]) {
        let names = axes.map(\.key)
        guard let equals = text.firstIndex(of: "=") else {
            throw FilterEntryError(text: text, problem: "it has no '='; write AXIS=VALUE, e.g. category=AX1...AX5", axes: names)
        }
        let name = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard let axis = axes.first(where: { $0.key == name || $0.filterFlag == "--" + name }) else {
            throw NameError(kind: "axis", given: name, validNames: names)
        }
        guard !value.isEmpty else {
            throw FilterEntryError(text: text, problem: "it names no value after '='", axes: names)
        }
        return (axis, try axis.filterValues(parsing: value))
    }

    /// An `AXIS=VALUE` entry that is not one: no `=`, or nothing after it.
    package struct FilterEntryError: Error, CustomStringConvertible {
        package var text: String
        package var problem: String
        package var axes: [String]

        package var description: String {
            "the filter \(text.quoted) is not AXIS=VALUE: \(problem). Axes: \(axes.joined(separator: ", "))"
        }
    }

    /// What manifests and reports know of each axis, in matrix order.
    package var recordedAxes: [RecordedAxis] { axes.map(\.recorded) }

    /// `screen`'s variants that `filter` keeps: the product of the axes' values, each axis
    /// nested inside the one before it.
    func variants(of screen: Screen, keeping filter: VariantFilter) -> [Variant] {
        axes.reduce([Variant(unsetAxesOf: screen.name)]) { partial, axis in
            partial.flatMap { variant in
                axis.valuesIn(screen, variant).compactMap { value in
                    var next = variant
                    axis.set(value, &next)
                    return filter.keeps(next, on: axis) ? next : nil
                }
            }
        }
    }

    /// The folders a variant's baselines sit in below its screen's: `iphone-16`, `iphone-16/de`
    /// (`BaselineName`; `proofsheet render` names a file in a folder from them).
    package func baselineFolder(of variant: Variant) -> String {
        axes.compactMap { $0.baselineFolder?(variant) }.joined(separator: "/")
    }

    /// The stem of a variant's baselines: its axes' stem parts by rank, joined with `-`.
    func baselineStem(of variant: Variant) -> String {
        axes.compactMap { axis in axis.baselineStem.map { (rank: $0.rank, part: $0.part(variant)) } }
            .enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .compactMap(\.element.part).joined(separator: "-")
    }

    /// The caption strip of `variant` at `scale` (nil for vector output, which has none): the
    /// screen, the parts of the axes captioned before the scale, `@2x`, then the others'
    /// (``MatrixAxis/StripPart``), joined with ` · `.
    func caption(of variant: Variant, scale: Int?) -> String {
        let before = axes.filter(\.strip.beforeScale).compactMap { $0.strip.part(variant) }
        let after = axes.filter { !$0.strip.beforeScale }.compactMap { $0.strip.part(variant) }
        return ([variant.screen] + before + (scale.map { ["@\($0)x"] } ?? []) + after).joined(separator: " · ")
    }

    /// What a variant adds to its fingerprint: the reflection of a variant with the screen and
    /// the axes as its stored properties, as `CanonicalDescription` wrote it of `Variant` before
    /// the axes were data, so every fingerprint stays what it was.
    package func fingerprintDescription(of variant: Variant) -> String {
        let field = { (key: String) in "\(key.utf8.count):\(key)=" }
        return "(ProofSheet.Variant" + field("screen") + CanonicalDescription.of(variant.screen)
            + axes.compactMap { axis in axis.fingerprint(variant).map { field(axis.key) + $0 } }.joined() + ")"
    }
}
